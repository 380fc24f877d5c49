// Deliveries and push subscriptions (supabase/migrations/20261202000000_deliveries.sql): a send
// queues exactly the e-mails and pushes its recipients asked for, in its own transaction; a
// reminder queues reminders; only the restaurant's manager reads them and nobody writes them;
// a person's devices are theirs alone.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import type { Sql } from './harness';
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

type Preference = 'email' | 'app' | 'both';

/**
 * A signed-up staff member of alice's restaurant who accepted (active), with `devices` saved push
 * endpoints. (Pushes reach only accepted entries: supabase/tests/push-consent.test.ts.)
 */
async function member(sql: Sql, name: string, preference: Preference, devices: number) {
  const id = crypto.randomUUID();
  const email = `${name}@example.test`;
  await signUp(sql, id, email, { full_name: name, user_type: 'Staff' });
  const { rows } = await sql.query<{ staffid: string }>(
    `insert into public.staff_members
       (restaurantid, name, role, email, notification_preference, status, user_id, link_state)
     values ($1, $2, 'Server', $3, $4, 'active', $5, 'accepted') returning staffid`,
    [world.alice.restaurantid, name, email, preference, id],
  );
  for (let i = 0; i < devices; i++) {
    await sql.query(
      `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
       values ($1, $2, 'key', 'secret')`,
      [id, `https://fcm.googleapis.com/fcm/send/${name}-${i}`],
    );
  }
  return { id, staffid: rows[0]!.staffid };
}

async function send(sql: Sql, recipients: string[]): Promise<string> {
  const { rows } = await sql.query<{ notificationid: string }>(
    'select notificationid from public.send_update($1, $2, $3::uuid[], $4)',
    [world.alice.restaurantid, JSON.stringify(UPDATE), recipients, '[]'],
  );
  return rows[0]!.notificationid;
}

/** The deliveries of an update as "staffid purpose channel status", read as the superuser. */
async function deliveries(sql: Sql, notificationid: string) {
  const { rows } = await sql.query<{ d: string }>(
    `select staffid || ' ' || purpose || ' ' || channel || ' ' || status as d
     from public.deliveries where notificationid = $1 order by 1`,
    [notificationid],
  );
  return rows.map((r) => r.d);
}

const rows = (staffid: string, purpose: string, ...channels: string[]) =>
  channels.map((c) => `${staffid} ${purpose} ${c} queued`);

/** The team of the must-show: e-mail, app with a phone, both with a phone; app without one. */
async function team(sql: Sql) {
  return {
    emma: await member(sql, 'emma', 'email', 1),
    arlo: await member(sql, 'arlo', 'app', 1),
    bea: await member(sql, 'bea', 'both', 2),
    nico: await member(sql, 'nico', 'app', 0),
  };
}

describe('an update queues its deliveries in the send', () => {
  it('e-mail for email/both, push for app/both with a saved device, nothing else', () =>
    story(async ({ sql, as }) => {
      const { emma, arlo, bea, nico } = await team(sql);
      const nid = await as(world.alice.id, (tx) =>
        send(tx, [emma.staffid, arlo.staffid, bea.staffid, nico.staffid]),
      );
      expect(await deliveries(sql, nid)).toEqual(
        [
          ...rows(emma.staffid, 'update', 'email'),
          ...rows(arlo.staffid, 'update', 'push'),
          // Two phones are still one delivery: the function pushes to each.
          ...rows(bea.staffid, 'update', 'email', 'push'),
        ].sort(),
      );
      const { rows: fresh } = await sql.query(
        `select distinct attempts, reason, sent_at, restaurantid from public.deliveries
         where notificationid = $1`,
        [nid],
      );
      expect(fresh).toEqual([
        { attempts: 0, reason: null, sent_at: null, restaurantid: world.alice.restaurantid },
      ]);
    }));

  it('queues nothing when the send fails', () =>
    story(async ({ sql, as }) => {
      const { emma } = await team(sql);
      const before = await sql.query('select count(*)::int as n from public.deliveries');
      await expect(
        as(world.alice.id, (tx) => send(tx, [emma.staffid, world.bob.staffid])),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await sql.query('select count(*)::int as n from public.deliveries')).toEqual(before);
    }));
});

describe('a reminder', () => {
  it('queues reminder deliveries only for the people reminded, once while waiting', () =>
    story(async ({ sql, as }) => {
      const { emma, arlo, bea } = await team(sql);
      const nid = await as(world.alice.id, (tx) =>
        send(tx, [emma.staffid, arlo.staffid, bea.staffid]),
      );
      const remind = () =>
        as(world.alice.id, (tx) =>
          tx.query('select public.remind_update($1, $2::uuid[])', [
            nid,
            [emma.staffid, bea.staffid],
          ]),
        );
      await remind();
      const reminders = async () =>
        (await deliveries(sql, nid)).filter((d) => d.includes(' reminder '));
      expect(await reminders()).toEqual(
        [
          ...rows(emma.staffid, 'reminder', 'email'),
          ...rows(bea.staffid, 'reminder', 'email', 'push'),
        ].sort(),
      );
      const { rows: reminded } = await sql.query(
        `select staffid from public.notification_recipients
         where notificationid = $1 and reminded_at is not null order by 1`,
        [nid],
      );
      expect(reminded.map((r) => r.staffid)).toEqual([emma.staffid, bea.staffid].sort());
      // Pressed again before anything went out: still one reminder each.
      await remind();
      expect(await reminders()).toHaveLength(3);
    }));

  it('is still refused to another restaurant’s manager, queueing nothing', () =>
    story(async ({ sql, as }) => {
      const nid = world.alice.notificationid;
      await expect(
        as(world.bob.id, (tx) =>
          tx.query('select public.remind_update($1, $2::uuid[])', [nid, [world.alice.staffid]]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      expect((await deliveries(sql, nid)).filter((d) => d.includes('reminder'))).toEqual([]);
    }));
});

describe('who reads and writes deliveries', () => {
  const select = (tx: Sql) => tx.query('select deliveryid, restaurantid from public.deliveries');

  it("the manager reads her restaurant's; another restaurant's manager reads none of them", () =>
    story(async ({ sql, as }) => {
      const byRestaurant = async (rid: number) =>
        (
          await sql.query('select deliveryid from public.deliveries where restaurantid = $1', [rid])
        ).rows
          .map((r) => r.deliveryid)
          .sort();
      const alices = await byRestaurant(world.alice.restaurantid);
      expect(alices.length).toBeGreaterThan(0);
      const seen = (await as(world.alice.id, select)).rows.map((r) => r.deliveryid).sort();
      expect(seen).toEqual(alices);
      const bobSees = (await as(world.bob.id, select)).rows;
      expect(bobSees.length).toBeGreaterThan(0);
      expect(bobSees.filter((r) => r.restaurantid === world.alice.restaurantid)).toEqual([]);
    }));

  it('staff read none, not even their own', () =>
    story(async ({ sql, as }) => {
      const own = await sql.query('select 1 from public.deliveries where staffid = $1', [
        world.staff.tia.staffid,
      ]);
      expect(own.rows.length).toBeGreaterThan(0);
      expect((await as(world.staff.tia.id, select)).rows).toEqual([]);
    }));

  it('nobody inserts, updates or deletes them directly', () =>
    story(async ({ as }) => {
      for (const caller of [world.alice.id, world.staff.tia.id]) {
        await expectPermissionDenied(
          as(caller, (tx) =>
            tx.query(
              `insert into public.deliveries (restaurantid, staffid, purpose, channel)
               values ($1, $2, 'invite', 'email')`,
              [world.alice.restaurantid, world.alice.staffid],
            ),
          ),
          'table deliveries',
        );
        await expectPermissionDenied(
          as(caller, (tx) => tx.query(`update public.deliveries set status = 'sent'`)),
          'table deliveries',
        );
        await expectPermissionDenied(
          as(caller, (tx) => tx.query('delete from public.deliveries')),
          'table deliveries',
        );
      }
    }));

  it('only the service role claims them: once, and never a sent one', () =>
    story(async ({ sql, as }) => {
      const nid = world.alice.notificationid;
      const claim = async (deliveryid: string | null = null) => {
        await sql.exec('set local role service_role');
        try {
          return (
            await sql.query<{ deliveryid: string; attempts: number }>(
              'select deliveryid, attempts from public.claim_deliveries($1, $2)',
              [nid, deliveryid],
            )
          ).rows;
        } finally {
          await sql.exec('reset role');
        }
      };
      await expectPermissionDenied(
        as(world.alice.id, (tx) =>
          tx.query('select * from public.claim_deliveries($1, null)', [nid]),
        ),
        'function claim_deliveries',
      );
      const first = await claim();
      expect(first).toHaveLength(1);
      expect(first[0]!.attempts).toBe(1);
      // A second invocation while the first is sending gets nothing.
      expect(await claim()).toEqual([]);
      // Recorded failed (the claim released): a retry of that one delivery claims it again.
      const id = first[0]!.deliveryid;
      await sql.query(
        `update public.deliveries set status = 'failed', reason = 'x', claimed_until = null
         where deliveryid = $1`,
        [id],
      );
      expect(await claim(id)).toEqual([{ deliveryid: id, attempts: 2 }]);
      await sql.query(
        `update public.deliveries set status = 'sent', sent_at = now(), claimed_until = null
         where deliveryid = $1`,
        [id],
      );
      expect(await claim(id)).toEqual([]);
      expect(await claim()).toEqual([]);
    }));
});

describe('queue_invite', () => {
  it('queues one invitation e-mail for the manager of that staff entry', () =>
    story(async ({ sql, as }) => {
      const { rows } = await as(world.alice.id, (tx) =>
        tx.query<{ id: string }>('select public.queue_invite($1) as id', [
          world.alice.otherStaffid,
        ]),
      );
      const { rows: queued } = await sql.query(
        'select notificationid, staffid, purpose, channel, status from public.deliveries where deliveryid = $1',
        [rows[0]!.id],
      );
      expect(queued).toEqual([
        {
          notificationid: null,
          staffid: world.alice.otherStaffid,
          purpose: 'invite',
          channel: 'email',
          status: 'queued',
        },
      ]);
    }));

  it('is refused (42501) to staff, to another manager and to anon, queueing nothing', () =>
    story(async ({ sql, as }) => {
      const count = async () =>
        (
          await sql.query(
            `select count(*)::int as n from public.deliveries where purpose = 'invite'`,
          )
        ).rows[0]!.n;
      const before = await count();
      for (const caller of [world.staff.tia.id, world.bob.id, null]) {
        await expect(
          as(caller, (tx) =>
            tx.query('select public.queue_invite($1)', [world.alice.otherStaffid]),
          ),
        ).rejects.toMatchObject({ code: '42501' });
      }
      expect(await count()).toBe(before);
    }));
});

describe('push subscriptions', () => {
  const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/sams-phone';
  const save = (tx: Sql, endpoint = ENDPOINT) =>
    tx.query<{ id: string }>('select public.save_push_subscription($1, $2, $3) as id', [
      endpoint,
      'p256dh-key',
      'auth-secret',
    ]);
  const owners = async (sql: Sql) =>
    (
      await sql.query('select user_id from public.push_subscriptions where endpoint = $1', [
        ENDPOINT,
      ])
    ).rows.map((r) => r.user_id);

  it('are saved for the caller, who alone reads and deletes them', () =>
    story(async ({ sql, as }) => {
      const { sam, tia } = world.staff;
      await as(sam.id, (tx) => save(tx));
      expect(await owners(sql)).toEqual([sam.id]);
      // Everyone reads only by this endpoint: sam has another device in the world.
      const read = (tx: Sql) =>
        tx.query('select endpoint, user_id from public.push_subscriptions where endpoint = $1', [
          ENDPOINT,
        ]);
      expect((await as(sam.id, read)).rows).toEqual([{ endpoint: ENDPOINT, user_id: sam.id }]);
      for (const other of [tia.id, world.alice.id]) {
        expect((await as(other, read)).rows).toEqual([]);
        const gone = await as(other, (tx) =>
          tx.query('delete from public.push_subscriptions where endpoint = $1', [ENDPOINT]),
        );
        expect(gone.affectedRows).toBe(0);
        expect(await owners(sql)).toEqual([sam.id]);
      }
      await expectPermissionDenied(
        as(tia.id, (tx) => tx.query('update public.push_subscriptions set user_id = $1', [tia.id])),
        'table push_subscriptions',
      );
      await expectPermissionDenied(
        as(tia.id, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (endpoint, p256dh, auth) values ('https://x.test', 'k', 'a')`,
          ),
        ),
        'table push_subscriptions',
      );
      const mine = await as(sam.id, (tx) =>
        tx.query('delete from public.push_subscriptions where endpoint = $1', [ENDPOINT]),
      );
      expect(mine.affectedRows).toBe(1);
      expect(await owners(sql)).toEqual([]);
    }));

  it('move to the new user when a device changes hands', () =>
    story(async ({ sql, as }) => {
      const { sam, tia } = world.staff;
      await as(sam.id, (tx) => save(tx));
      await as(tia.id, (tx) => save(tx));
      expect(await owners(sql)).toEqual([tia.id]);
      const samSees = await as(sam.id, (tx) =>
        tx.query('select 1 from public.push_subscriptions where endpoint = $1', [ENDPOINT]),
      );
      expect(samSees.rows).toEqual([]);
    }));

  it('must be https endpoints of a signed-in person (push services only: push-consent.test.ts)', () =>
    story(async ({ as }) => {
      await expect(
        as(world.staff.sam.id, (tx) => save(tx, 'http://169.254.169.254/latest')),
      ).rejects.toMatchObject({ code: '22023' });
      await expect(as(null, (tx) => save(tx))).rejects.toMatchObject({ code: '42501' });
    }));
});
