// The attacks of issue 26 (items 1, 2 and 4), one case each, against
// supabase/migrations/20261129000000_security_fixes.sql. Every case below except the controls
// (marked) fails against the migrations before it; item 3 is supabase/tests/catalog.test.ts.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import { createTestDatabase, type Sql, type TestDatabase } from './harness';
import { storyOn, worldFile } from './story';
import { OUTSIDER, buildWorld, signUp, type World } from './world';

const shared = worldFile();
const { world, story } = shared;

const one = async (sql: Sql, text: string, params: unknown[] = []) =>
  (await sql.query(text, params)).rows[0];

/** An update from the caller's restaurant to one staff entry, announcing these ranges. */
async function announce(sql: Sql, restaurantid: number, staffid: string, ranges: unknown[]) {
  const row = await one(
    sql,
    `insert into public.notifications (restaurantid, message, type, menu_versions)
     values ($1, 'Read this', 'menu_update', $2) returning notificationid`,
    [restaurantid, JSON.stringify(ranges)],
  );
  await sql.query(
    'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
    [row.notificationid, staffid],
  );
  return row.notificationid as string;
}

const versionsSeen = async (sql: Sql) =>
  (
    await sql.query<{ menuid: number; version: number }>(
      'select menuid, version from public.menu_versions order by menuid, version',
    )
  ).rows.map((r) => [r.menuid, r.version]);

// ---------------------------------------------------------------------------------------------
// 1. Menu versions: only the update's own restaurant's, only what existed
// ---------------------------------------------------------------------------------------------

describe('issue 26.1: menu versions announced to staff', () => {
  it("a stranger who makes herself staff of her own restaurant reads nobody else's versions", async () => {
    await story(async ({ as }) => {
      // All through the API, as mallory: her restaurant, herself on its staff, claimed and
      // accepted, an update naming menus 1..50 with versions 0..100000, sent to herself.
      const restaurantid = await as(OUTSIDER.id, async (sql) => {
        const r = await one(
          sql,
          `insert into public.restaurants (restaurant_name, userid) values ('Trojan', $1)
           returning restaurantid`,
          [OUTSIDER.id],
        );
        await sql.query(
          `insert into public.staff_members (restaurantid, name, role, email)
           values ($1, 'Mallory', 'Server', $2)`,
          [r.restaurantid, OUTSIDER.email],
        );
        return r.restaurantid as number;
      });
      const [offer] = await as(
        OUTSIDER.id,
        async (sql) =>
          (await sql.query('select staffid from public.claim_staff_membership()')).rows,
      );
      await as(OUTSIDER.id, (sql) =>
        sql.query('select public.accept_staff_membership($1)', [offer.staffid]),
      );
      const everything = Array.from({ length: 50 }, (_, i) => ({
        menuId: String(i + 1),
        fromVersion: 0,
        toVersion: 100000,
      }));
      await as(OUTSIDER.id, (sql) =>
        announce(sql, restaurantid, String(offer.staffid), everything),
      );
      const seen = await as(
        OUTSIDER.id,
        async (sql) => (await sql.query('select * from public.menu_versions')).rows,
      );
      expect(seen).toEqual([]);
    });
  });

  it("a manager reads no other restaurant's versions through her own staff", async () => {
    const { tia } = world.staff;
    await story(async ({ as }) => {
      await as(world.alice.id, (sql) =>
        announce(sql, world.alice.restaurantid, tia.staffid, [
          { menuId: String(world.bob.menuid), fromVersion: 0, toVersion: 1 },
          { menuId: String(world.bob.menuid), fromVersion: 0, toVersion: 100000 },
        ]),
      );
      const seen = await as(tia.id, (sql) =>
        sql.query('select version from public.menu_versions where menuid = $1', [world.bob.menuid]),
      );
      expect(seen.rows).toEqual([]);
    });
  });

  it('a range reaching past the versions that exist grants nothing', async () => {
    const { tia } = world.staff;
    await story(async ({ as }) => {
      await as(world.alice.id, (sql) =>
        announce(sql, world.alice.restaurantid, tia.staffid, [
          { menuId: String(world.alice.menuid), fromVersion: 0, toVersion: 100000 },
          { menuId: String(world.alice.menuid), fromVersion: 7, toVersion: 2 },
          { menuId: String(world.alice.menuid), fromVersion: '0', toVersion: '2' },
          'not a range',
        ]),
      );
      // Only version 1, announced to her by N2 (the world's update); version 2 stays unreleased.
      expect(await as(tia.id, versionsSeen)).toEqual([[world.alice.menuid, 1]]);
    });
  });

  it('a version saved after the update was sent is not read through it', async () => {
    const { tia } = world.staff;
    await story(async ({ sql, as }) => {
      const update = await as(world.alice.id, (s) =>
        announce(s, world.alice.restaurantid, tia.staffid, [
          { menuId: String(world.alice.menuid), fromVersion: 1, toVersion: 2 },
        ]),
      );
      // Control: both ends of an honest range of her own menu.
      expect(await as(tia.id, versionsSeen)).toEqual([
        [world.alice.menuid, 1],
        [world.alice.menuid, 2],
      ]);
      // The same update, had it been sent before version 2 existed.
      await sql.query(
        `update public.notifications set sent_at = (
           select saved_at - interval '1 second' from public.menu_versions
           where menuid = $2 and version = 2
         ) where notificationid = $1`,
        [update, world.alice.menuid],
      );
      expect(await as(tia.id, versionsSeen)).toEqual([[world.alice.menuid, 1]]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 2. A manager does not learn whether or when a listed address signs in
// ---------------------------------------------------------------------------------------------

describe('issue 26.2: what a manager reads of an entry', () => {
  // Committed requests, one transaction each, so that now() moves between them as it does
  // between real requests; each case uses an address of its own.
  const readableColumns = async () =>
    (
      await shared.db.query<{ column: string }>(
        `select column_name as column from information_schema.column_privileges
         where table_schema = 'public' and table_name = 'staff_members'
           and grantee = 'authenticated' and privilege_type = 'SELECT'
         order by column_name collate "C"`,
      )
    ).rows.map((r) => r.column);

  /** Everything bob may read of one entry of his, as he reads it. */
  const bobSees = async (staffid: string) => {
    const columns = await readableColumns();
    return shared.db.asUser(world.bob.id, async (sql) =>
      one(sql, `select ${columns.join(', ')} from public.staff_members where staffid = $1`, [
        staffid,
      ]),
    );
  };

  const listed = async (email: string) =>
    shared.db.asUser(world.bob.id, async (sql) => {
      const row = await one(
        sql,
        `insert into public.staff_members (restaurantid, name, role, email, status)
         values ($1, 'New hire', 'Server', $2, 'invited') returning staffid`,
        [world.bob.restaurantid, email],
      );
      return row.staffid as string;
    });

  const person = async (email: string) => {
    const id = crypto.randomUUID();
    await signUp(shared.db, id, email, { user_type: 'Staff' });
    return id;
  };

  const claim = (userId: string) =>
    shared.db.asUser(
      userId,
      async (sql) => (await sql.query('select * from public.claim_staff_membership()')).rows,
    );

  it('reads the same entry before and after the person signs in (and again)', async () => {
    const staffid = await listed('nora@example.test');
    const before = await bobSees(staffid);
    const nora = await person('nora@example.test');
    const offered = await claim(nora);
    // The claim did happen: nora is asked.
    expect(offered.map((r) => [r.staffid, r.link_state])).toEqual([[staffid, 'pending']]);
    expect(await bobSees(staffid)).toEqual(before);
    await claim(nora);
    expect(await bobSees(staffid)).toEqual(before);
  });

  it('sees the answer once given, accepted or declined, without a time', async () => {
    const accepted = await listed('olga@example.test');
    const declined = await listed('pia@example.test');
    const before = { accepted: await bobSees(accepted), declined: await bobSees(declined) };
    for (const [email, staffid, choice] of [
      ['olga@example.test', accepted, 'accept'],
      ['pia@example.test', declined, 'decline'],
    ] as const) {
      const id = await person(email);
      await claim(id);
      await shared.db.asUser(id, (sql) =>
        sql.query(`select public.${choice}_staff_membership($1)`, [staffid]),
      );
    }
    expect(await bobSees(accepted)).toMatchObject({
      answer: 'accepted',
      status: 'active',
      updated_at: before.accepted.updated_at,
    });
    expect(await bobSees(declined)).toEqual({ ...before.declined, answer: 'declined' });
  });

  it("reads answer, never link_state (which says 'pending')", async () => {
    await expectPermissionDenied(
      shared.db.asUser(world.bob.id, (sql) =>
        sql.query('select link_state from public.staff_members'),
      ),
      'table staff_members',
    );
  });

  it("control: the manager's own edit still moves updated_at", async () => {
    const staffid = await listed('quinn@example.test');
    const before = await bobSees(staffid);
    await shared.db.asUser(world.bob.id, (sql) =>
      sql.query(`update public.staff_members set role = 'Host' where staffid = $1`, [staffid]),
    );
    const after = await bobSees(staffid);
    expect(after.role).toBe('Host');
    expect((after.updated_at as Date).getTime()).toBeGreaterThan(
      (before.updated_at as Date).getTime(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Realtime: nothing is ever deleted from a published table
// ---------------------------------------------------------------------------------------------

describe('issue 26.4: live updates without DELETE events', () => {
  let live: TestDatabase;
  let liveWorld: World;

  // As on Supabase: the publication exists before the migrations run.
  beforeAll(async () => {
    const files = (await readdir(new URL('../migrations/', import.meta.url)))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const realtime = files.find((f) => f.endsWith('_realtime.sql'))!;
    live = await createTestDatabase({ migrations: (f) => f < realtime });
    await live.exec('create publication supabase_realtime');
    for (const file of files.filter((f) => f >= realtime)) await live.applyMigration(file);
    liveWorld = await buildWorld(live);
  }, 180_000);

  afterAll(async () => {
    await live?.close();
  });

  const published = async (sql: Sql) =>
    (
      await sql.query<{ table: string }>(
        `select tablename as table from pg_catalog.pg_publication_tables
         where pubname = 'supabase_realtime' order by 1`,
      )
    ).rows.map((r) => r.table);

  it('publishes staff_update_signals, not notification_recipients', async () => {
    expect(await published(live)).toEqual(['staff_update_signals']);
  });

  it('gives no client DELETE or TRUNCATE on a published table, and no cascade reaches one', async () => {
    const { rows } = await live.query(
      `select t.tablename as table, r.role,
              has_table_privilege(r.role, format('public.%I', t.tablename), 'DELETE') as can_delete,
              has_table_privilege(r.role, format('public.%I', t.tablename), 'TRUNCATE') as can_truncate,
              (select count(*)::int from pg_catalog.pg_constraint c
               where c.conrelid = format('public.%I', t.tablename)::regclass
                 and c.contype = 'f') as foreign_keys
       from pg_catalog.pg_publication_tables t
       cross join (values ('anon'), ('authenticated')) as r (role)
       where t.pubname = 'supabase_realtime'
       order by 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row, `${row.table} for ${row.role}`).toMatchObject({
        can_delete: false,
        can_truncate: false,
        foreign_keys: 0,
      });
    }
  });

  it('deleting an update, a staff entry or a whole restaurant deletes no published row, and staff still hear of it', async () => {
    const { tia } = liveWorld.staff;
    const signal = (sql: Sql) =>
      sql.query<{ changed_at: Date }>(
        'select changed_at from public.staff_update_signals where staffid = $1',
        [tia.staffid],
      );
    const before = (await signal(live)).rows[0].changed_at;
    await storyOn(live)(async ({ sql, as }) => {
      await as(liveWorld.alice.id, (s) =>
        s.query('delete from public.notifications where notificationid = $1', [
          liveWorld.alice.notificationid,
        ]),
      );
      // tia hears of it: her signal moved, and she reads it (RLS applies to this event).
      const heard = await as(tia.id, signal);
      expect(heard.rows).toHaveLength(1);
      expect(heard.rows[0].changed_at.getTime()).toBeGreaterThan(before.getTime());
      // Nobody else reads her signal.
      for (const other of [liveWorld.staff.sam.id, liveWorld.staff.uma.id, liveWorld.bob.id]) {
        expect((await as(other, signal)).rows).toEqual([]);
      }
      await as(liveWorld.alice.id, (s) =>
        s.query('delete from public.staff_members where staffid = $1', [
          liveWorld.staff.sam.staffid,
        ]),
      );
      await as(liveWorld.alice.id, (s) =>
        s.query('delete from public.restaurants where restaurantid = $1', [
          liveWorld.alice.restaurantid,
        ]),
      );
      const deletes = await sql.query<{ table: string; deleted: number }>(
        `select relname as table, n_tup_del::int as deleted
         from pg_catalog.pg_stat_xact_user_tables
         where schemaname = 'public'
           and relname in ('notification_recipients', 'staff_update_signals')
         order by 1`,
      );
      // The recipient rows went (the control); no published row did.
      expect(deletes.rows).toEqual([
        { table: 'notification_recipients', deleted: 2 },
        { table: 'staff_update_signals', deleted: 0 },
      ]);
    });
  });

  it('a new update, a reminder and an acknowledgement each move the signal', async () => {
    const { sam } = liveWorld.staff;
    const at = async (sql: Sql) =>
      (
        await sql.query<{ changed_at: Date }>(
          'select changed_at from public.staff_update_signals where staffid = $1',
          [sam.staffid],
        )
      ).rows[0]?.changed_at.getTime();
    const steps: [string, string, (sql: Sql) => Promise<unknown>][] = [
      [
        'new update',
        liveWorld.alice.id,
        (s) => announce(s, liveWorld.alice.restaurantid, sam.staffid, []).then(() => undefined),
      ],
      [
        'reminder',
        liveWorld.alice.id,
        (s) => s.query('select public.remind_update($1, $2)', [sam.notificationid, [sam.staffid]]),
      ],
      [
        'acknowledgement',
        sam.id,
        (s) =>
          s.query(
            'update public.notification_recipients set acknowledged_at = now() where notificationid = $1',
            [sam.notificationid],
          ),
      ],
    ];
    for (const [what, user, step] of steps) {
      const before = await at(live);
      await live.asUser(user, step);
      expect(await at(live), what).toBeGreaterThan(before ?? 0);
    }
  });

  it('staff cannot write their signal', async () => {
    const { tia } = liveWorld.staff;
    for (const statement of [
      `update public.staff_update_signals set changed_at = now() where staffid = $1`,
      `delete from public.staff_update_signals where staffid = $1`,
      `insert into public.staff_update_signals (staffid) values ($1)`,
    ]) {
      await expectPermissionDenied(
        live.asUser(tia.id, (sql) => sql.query(statement, [tia.staffid])),
        'table staff_update_signals',
      );
    }
  });
});
