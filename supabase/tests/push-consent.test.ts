// The attacks of issue 43, one case each, against
// supabase/migrations/20261205000000_push_consent.sql. Every case fails against the migrations
// before it, except the controls (marked). The function's side of item 2 is in
// supabase/functions (deno test): _shared/push.test.ts and deliver/deliver.test.ts.
import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, PUSH_SERVICE_HOSTS } from '../functions/_shared/push-hosts.ts';
import { createTestDatabase, type Row, type Sql } from './harness';
import { worldFile } from './story';
import { CHANGE_SET, signUp } from './world';

const { world, story } = worldFile();

const UPDATE = {
  message: 'No fish tonight',
  type: 'menu_update',
  item_names: ['Burrata'],
  items: 1,
  menu_versions: [],
  change_set: CHANGE_SET,
  required: false,
};

const DEVICE = 'https://fcm.googleapis.com/fcm/send/nadias-phone';

type AsUser = <T>(userId: string | null, fn: (sql: Sql) => Promise<T>) => Promise<T>;

// ---------------------------------------------------------------------------------------------
// 1. Pushes only to people who accepted
// ---------------------------------------------------------------------------------------------

describe('issue 43.1: a push reaches only a person who accepted', () => {
  /** alice lists an address with alerts by app and e-mail, as the staff screen does. */
  const listed = (tx: Sql, email: string) =>
    tx
      .query<{ staffid: string }>(
        `insert into public.staff_members
           (restaurantid, name, role, email, status, notification_preference)
         values ($1, 'Nadia', 'Server', $2, 'invited', 'both') returning staffid`,
        [world.alice.restaurantid, email],
      )
      .then((r) => r.rows[0]!.staffid);

  /** alice sends an update to the entry and reminds them of it, as the app does. */
  const sendAndRemind = async (tx: Sql, staffid: string) => {
    const { rows } = await tx.query<{ notificationid: string }>(
      'select notificationid from public.send_update($1, $2, $3::uuid[], $4)',
      [world.alice.restaurantid, JSON.stringify(UPDATE), [staffid], '[]'],
    );
    const nid = rows[0]!.notificationid;
    await tx.query('select public.remind_update($1, $2::uuid[])', [nid, [staffid]]);
    return nid;
  };

  /**
   * Everything alice reads of the entry and of one update's deliveries, as she reads it: every
   * column granted to her, less the ids and times each new update has of its own.
   */
  const aliceSees = async (tx: Sql, staffid: string, nid: string) => {
    const { rows: columns } = await tx.query<{ column: string }>(
      `select column_name as column from information_schema.column_privileges
       where table_schema = 'public' and table_name = 'staff_members'
         and grantee = 'authenticated' and privilege_type = 'SELECT'
       order by column_name collate "C"`,
    );
    const entry = await tx.query(
      `select ${columns.map((c) => c.column).join(', ')} from public.staff_members
       where staffid = $1`,
      [staffid],
    );
    const deliveries = await tx.query(
      `select * from public.deliveries where notificationid = $1 order by purpose, channel`,
      [nid],
    );
    const perUpdate = ['deliveryid', 'notificationid', 'created_at', 'updated_at'];
    return {
      entry: entry.rows,
      deliveries: deliveries.rows.map((row: Row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !perUpdate.includes(key))),
      ),
    };
  };

  /** The person signs up with the listed address, is offered the entry, turns alerts on. */
  const signsInWithAlerts = async (sql: Sql, as: AsUser, email: string) => {
    const id = crypto.randomUUID();
    await signUp(sql, id, email, { full_name: 'Nadia', user_type: 'Staff' });
    const offers = await as(id, (tx) => tx.query('select * from public.claim_staff_membership()'));
    await as(id, (tx) =>
      tx.query('select public.save_push_subscription($1, $2, $3)', [DEVICE, 'p256dh', 'auth']),
    );
    return { id, offers: offers.rows };
  };

  it('what the manager reads is the same before and after the address signs in and turns alerts on', () =>
    story(async ({ sql, as }) => {
      const staffid = await as(world.alice.id, (tx) => listed(tx, 'nadia@example.test'));
      const first = await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const before = await as(world.alice.id, (tx) => aliceSees(tx, staffid, first));
      // Control: the update did queue something the manager reads (the e-mails).
      expect(before.deliveries.map((d) => `${d.purpose} ${d.channel}`)).toEqual([
        'reminder email',
        'update email',
      ]);

      const nadia = await signsInWithAlerts(sql, as, 'nadia@example.test');
      // Control: she was offered the entry and her device is saved.
      expect(nadia.offers.map((o) => [o.staffid, o.link_state])).toEqual([[staffid, 'pending']]);
      const devices = await sql.query(
        'select 1 from public.push_subscriptions where user_id = $1',
        [nadia.id],
      );
      expect(devices.rows).toHaveLength(1);
      // Her sign-in moved nothing the manager reads.
      expect(await as(world.alice.id, (tx) => aliceSees(tx, staffid, first))).toEqual(before);

      // The manager's second update queues what the first did. (Her own send moves the entry's
      // count of updates received, the same for everybody: compared apart.)
      const second = await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const after = await as(world.alice.id, (tx) => aliceSees(tx, staffid, second));
      expect(after.deliveries).toEqual(before.deliveries);
      expect(after.entry).toEqual(before.entry.map((e) => ({ ...e, notifications_received: 2 })));
    }));

  it('a person who declined gets no push, however the manager sets the preference', () =>
    story(async ({ sql, as }) => {
      const staffid = await as(world.alice.id, (tx) => listed(tx, 'nadia@example.test'));
      const nadia = await signsInWithAlerts(sql, as, 'nadia@example.test');
      await as(nadia.id, (tx) => tx.query('select public.decline_staff_membership($1)', [staffid]));
      await as(world.alice.id, (tx) =>
        tx.query(
          `update public.staff_members set notification_preference = 'app', status = 'active'
           where staffid = $1`,
          [staffid],
        ),
      );
      await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const { rows } = await sql.query('select channel from public.deliveries where staffid = $1', [
        staffid,
      ]);
      expect(rows).toEqual([]);
      // She is still the one who signed in with a device (the case is not empty by accident).
      expect(
        (await sql.query('select user_id from public.staff_members where staffid = $1', [staffid]))
          .rows,
      ).toEqual([{ user_id: nadia.id }]);
    }));

  it('an entry offered but not answered yet gets no push, even set to app and active', () =>
    story(async ({ sql, as }) => {
      const staffid = await as(world.alice.id, (tx) => listed(tx, 'nadia@example.test'));
      await signsInWithAlerts(sql, as, 'nadia@example.test');
      await as(world.alice.id, (tx) =>
        tx.query(
          `update public.staff_members set notification_preference = 'app', status = 'active'
           where staffid = $1`,
          [staffid],
        ),
      );
      await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const { rows } = await sql.query('select channel from public.deliveries where staffid = $1', [
        staffid,
      ]);
      expect(rows).toEqual([]);
    }));

  it('control: a person who accepted gets the push and the reminder push', () =>
    story(async ({ sql, as }) => {
      const staffid = await as(world.alice.id, (tx) => listed(tx, 'nadia@example.test'));
      const nadia = await signsInWithAlerts(sql, as, 'nadia@example.test');
      await as(nadia.id, (tx) => tx.query('select public.accept_staff_membership($1)', [staffid]));
      const nid = await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const { rows } = await sql.query(
        `select purpose, channel from public.deliveries where notificationid = $1
         order by purpose, channel`,
        [nid],
      );
      expect(rows.map((r) => `${r.purpose} ${r.channel}`)).toEqual([
        'reminder email',
        'reminder push',
        'update email',
        'update push',
      ]);
    }));

  it('an accepted entry the manager made inactive gets no push', () =>
    story(async ({ sql, as }) => {
      const staffid = await as(world.alice.id, (tx) => listed(tx, 'nadia@example.test'));
      const nadia = await signsInWithAlerts(sql, as, 'nadia@example.test');
      await as(nadia.id, (tx) => tx.query('select public.accept_staff_membership($1)', [staffid]));
      await as(world.alice.id, (tx) =>
        tx.query(`update public.staff_members set status = 'inactive' where staffid = $1`, [
          staffid,
        ]),
      );
      const nid = await as(world.alice.id, (tx) => sendAndRemind(tx, staffid));
      const { rows } = await sql.query(
        `select channel from public.deliveries where notificationid = $1 order by purpose`,
        [nid],
      );
      expect(rows).toEqual([{ channel: 'email' }, { channel: 'email' }]);
    }));
});

// ---------------------------------------------------------------------------------------------
// 2. Push endpoints only on the push services
// ---------------------------------------------------------------------------------------------

/** What the browsers' push services hand out (the shapes, with made-up tokens). */
const REAL_ENDPOINTS = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
  'https://android.googleapis.com/gcm/send/dQw4w9WgXcQ',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABf',
  'https://web.push.apple.com/QGuQyavXutnMH',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
];

/** Loopback, private, link-local, unknown, and look-alikes of the push services. */
const REFUSED_ENDPOINTS = [
  'https://127.0.0.1/x',
  'https://localhost/x',
  'https://[::1]/x',
  'https://10.0.0.5/x',
  'https://192.168.1.1/x',
  'https://172.16.0.1/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://push.example.test/x',
  'http://fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com.evil.test/fcm/send/x',
  'https://evil.test/fcm.googleapis.com/',
  'https://fcm.googleapis.com@127.0.0.1/x',
  'https://user:pw@fcm.googleapis.com/x',
  'https://fcm.googleapis.com:8443/x',
  'https://notify.windows.com/x',
  'https://a.b.notify.windows.com/x',
  'https://evil-notify.windows.com/x',
  'javascript:alert(1)',
  '',
];

describe('issue 43.2: save_push_subscription takes only the push services', () => {
  const save = (tx: Sql, endpoint: string) =>
    tx.query('select public.save_push_subscription($1, $2, $3)', [endpoint, 'p256dh', 'auth']);

  it('refuses a loopback, private, link-local or unknown host (22023), storing nothing', () =>
    story(async ({ sql, as }) => {
      const count = async () =>
        (await sql.query('select count(*)::int as n from public.push_subscriptions')).rows[0]!.n;
      const before = await count();
      for (const endpoint of REFUSED_ENDPOINTS) {
        await expect(
          as(world.staff.sam.id, (tx) => save(tx, endpoint)),
          endpoint,
        ).rejects.toMatchObject({ code: '22023' });
      }
      expect(await count()).toBe(before);
    }));

  it("control: takes every browser's push service", () =>
    story(async ({ sql, as }) => {
      for (const endpoint of REAL_ENDPOINTS)
        await as(world.staff.sam.id, (tx) => save(tx, endpoint));
      const { rows } = await sql.query(
        'select endpoint from public.push_subscriptions where endpoint = any ($1) order by 1',
        [REAL_ENDPOINTS],
      );
      expect(rows.map((r) => r.endpoint)).toEqual([...REAL_ENDPOINTS].sort());
    }));

  it('the SQL list is the function’s list, and both judge every endpoint alike', () =>
    story(async ({ sql }) => {
      const { rows } = await sql.query<{ hosts: string[] }>(
        'select public.push_service_hosts() as hosts',
      );
      expect(rows[0]!.hosts).toEqual([...PUSH_SERVICE_HOSTS]);
      for (const endpoint of [...REAL_ENDPOINTS, ...REFUSED_ENDPOINTS]) {
        const { rows: judged } = await sql.query<{ ok: boolean }>(
          'select public.is_push_service_endpoint($1) as ok',
          [endpoint],
        );
        expect(judged[0]!.ok, endpoint).toBe(isPushServiceEndpoint(endpoint));
      }
    }));
});

// ---------------------------------------------------------------------------------------------
// 3. A restaurant's website is an http or https URL
// ---------------------------------------------------------------------------------------------

describe('issue 43.3: restaurants.website_url', () => {
  const setWebsite = (tx: Sql, url: string | null) =>
    tx.query('update public.restaurants set website_url = $2 where restaurantid = $1', [
      world.alice.restaurantid,
      url,
    ]);

  it('refuses javascript: and every other scheme but http(s) (23514)', () =>
    story(async ({ as }) => {
      for (const url of [
        'javascript:alert(document.cookie)',
        'JavaScript:alert(1)',
        ' javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        '//evil.test/',
        'https://',
        '',
      ]) {
        await expect(
          as(world.alice.id, (tx) => setWebsite(tx, url)),
          url,
        ).rejects.toMatchObject({
          code: '23514',
        });
      }
    }));

  it('control: takes http and https addresses, and none', () =>
    story(async ({ sql, as }) => {
      for (const url of ['https://bistro.example/menu?x=1', 'http://bistro.example', null]) {
        await as(world.alice.id, (tx) => setWebsite(tx, url));
        const { rows } = await sql.query(
          'select website_url from public.restaurants where restaurantid = $1',
          [world.alice.restaurantid],
        );
        expect(rows).toEqual([{ website_url: url }]);
      }
    }));
});

// ---------------------------------------------------------------------------------------------
// What the migration does to rows stored before it
// ---------------------------------------------------------------------------------------------

const row = (
  pending: boolean,
  purpose: string,
  channel: string,
  status: string,
  reason: string | null,
) => ({ pending, purpose, channel, status, reason });

describe('issue 43: rows stored before the fix', () => {
  it('loses internal endpoints, unwanted queued pushes, remote text in reasons and unsafe websites', async () => {
    const migration = '20261205000000_push_consent.sql';
    const db = await createTestDatabase({ migrations: (f) => f < migration });
    try {
      const manager = crypto.randomUUID();
      const person = crypto.randomUUID();
      const colleague = crypto.randomUUID();
      await signUp(db, manager, 'm@example.test', { user_type: 'Manager' });
      await signUp(db, person, 'p@example.test', { user_type: 'Staff' });
      await signUp(db, colleague, 'c@example.test', { user_type: 'Staff' });
      const one = async (text: string, params: unknown[] = []) =>
        (await db.query(text, params)).rows[0]!;
      const restaurants = [];
      for (const url of ['javascript:alert(1)', 'www.bistro.example', 'https://ok.example', '']) {
        const r = await one(
          `insert into public.restaurants (userid, restaurant_name, website_url)
           values ($1, 'R', $2) returning restaurantid, updated_at`,
          [manager, url],
        );
        restaurants.push(r);
      }
      const rid = restaurants[0]!.restaurantid;
      const entry = (userId: string, email: string, linkState: string) =>
        one(
          `insert into public.staff_members
             (restaurantid, name, role, email, notification_preference, user_id, link_state)
           values ($1, 'P', 'Server', $2, 'app', $3, $4) returning staffid`,
          [rid, email, userId, linkState],
        ).then((r) => r.staffid as string);
      // Signed in, never answered: the old rule queued her pushes anyway.
      const pending = await entry(person, 'p@example.test', 'pending');
      const joined = await entry(colleague, 'c@example.test', 'accepted');
      const { notificationid } = await one(
        `insert into public.notifications (restaurantid, message, type)
         values ($1, 'x', 'menu_update') returning notificationid`,
        [rid],
      );
      for (const endpoint of [
        'https://169.254.169.254/latest/meta-data/',
        'https://127.0.0.1:8080/x',
        DEVICE,
      ]) {
        await db.query(
          `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
           values ($1, $2, 'k', 'a')`,
          [person, endpoint],
        );
      }
      const delivery = (
        staffid: string,
        purpose: string,
        channel: string,
        status: string,
        reason: string | null,
      ) =>
        db.query(
          `insert into public.deliveries
             (restaurantid, notificationid, staffid, purpose, channel, status, reason)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [rid, notificationid, staffid, purpose, channel, status, reason],
        );
      await delivery(joined, 'update', 'push', 'failed', 'the push service answered 500: {"k":1}');
      await delivery(
        joined,
        'reminder',
        'push',
        'failed',
        'cannot reach the push service https://10.0.0.5:6379: connection refused',
      );
      await delivery(joined, 'update', 'email', 'failed', 'SMTP_HOST is not set');
      await delivery(pending, 'update', 'push', 'queued', null);
      await delivery(pending, 'update', 'email', 'queued', null);

      await db.applyMigration(migration);

      const { rows: endpoints } = await db.query('select endpoint from public.push_subscriptions');
      expect(endpoints).toEqual([{ endpoint: DEVICE }]);
      const { rows: deliveries } = await db.query(
        `select staffid = $1 as pending, purpose, channel, status, reason from public.deliveries
         order by pending, reason nulls last`,
        [pending],
      );
      expect(deliveries).toEqual([
        row(false, 'update', 'email', 'failed', 'SMTP_HOST is not set'),
        row(false, 'reminder', 'push', 'failed', 'cannot reach the push service'),
        row(false, 'update', 'push', 'failed', 'the push service answered 500'),
        // The pending entry's e-mail stays; its push is gone.
        row(true, 'update', 'email', 'queued', null),
      ]);
      const { rows: websites } = await db.query(
        'select website_url, updated_at from public.restaurants order by restaurantid',
      );
      expect(websites).toEqual([
        { website_url: null, updated_at: restaurants[0]!.updated_at },
        { website_url: 'https://www.bistro.example', updated_at: restaurants[1]!.updated_at },
        { website_url: 'https://ok.example', updated_at: restaurants[2]!.updated_at },
        { website_url: null, updated_at: restaurants[3]!.updated_at },
      ]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
