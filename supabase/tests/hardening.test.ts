// The attacks of issue 15, one case each, against supabase/migrations/20261124000000_security_hardening.sql:
// server-owned columns written by a client, id pre-emption, memberships taken without consent or
// with an unconfirmed or look-alike address, ordering hijacked by a backdated created_at, a
// manager reading who signed up, and a policy name cut short. Every case fails against the three
// migrations before it, except the control (a valid row is accepted) and the two user_id writes,
// which 20261122010000 already refused (docs/decisions/0018-membership-consent.md).
//
// Multi-step stories run in one rolled-back transaction (`story`), each request under its own
// role and JWT inside a savepoint, so every case starts from the same world.
import { afterAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import { createTestDatabase, type Row, type Sql, type TestDatabase } from './harness';
import { worldFile } from './story';
import { OUTSIDER, buildWorld, signUp } from './world';

const shared = worldFile();
const { world, story } = shared;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const claimIn = async (sql: Sql) =>
  (await sql.query('select * from public.claim_staff_membership()')).rows;

const answerIn = (sql: Sql, choice: 'accept' | 'decline', staffid: string) =>
  sql.query(`select public.${choice}_staff_membership($1)`, [staffid]);

const entry = async (sql: Sql, staffid: string) =>
  (
    await sql.query(
      `select status, user_id, link_state, linked_at, hire_date, created_at, updated_at
       from public.staff_members where staffid = $1`,
      [staffid],
    )
  ).rows[0];

/** bob puts an address in B's directory, the way the adapter inserts a new entry. */
const addToB = async (sql: Sql, email: string, extra: Row = {}) => {
  const columns = ['restaurantid', 'name', 'role', 'email', ...Object.keys(extra)];
  const values = [world.bob.restaurantid, 'Poached', 'Server', email, ...Object.values(extra)];
  const { rows } = await sql.query(
    `insert into public.staff_members (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning staffid`,
    values,
  );
  return rows[0].staffid as string;
};

/** Everything of restaurant B a user can read: [table, how many rows] where any. */
async function seenOfB(sql: Sql, b: { restaurantid: number; menuid: number }) {
  const queries: [string, string, unknown][] = [
    ['restaurants', 'select 1 from public.restaurants where restaurantid = $1', b.restaurantid],
    ['menus', 'select 1 from public.menus where restaurantid = $1', b.restaurantid],
    ['menuitems', 'select 1 from public.menuitems where menuid = $1', b.menuid],
    ['menu_versions', 'select 1 from public.menu_versions where menuid = $1', b.menuid],
    ['specials', 'select 1 from public.specials where restaurantid = $1', b.restaurantid],
    // Staff read modules through this function since 20261124010000 (the table shows them none).
    ['training', 'select 1 from public.staff_training_modules($1)', b.restaurantid],
    ['notifications', 'select 1 from public.notifications where restaurantid = $1', b.restaurantid],
    ['staff', 'select 1 from public.staff_members where restaurantid = $1', b.restaurantid],
  ];
  const seen: [string, number][] = [];
  for (const [name, text, param] of queries) {
    const { rows } = await sql.query(text, [param]);
    if (rows.length > 0) seen.push([name, rows.length]);
  }
  return seen;
}

/** A notification from bob to one of B's entries, announcing version 1 of B's menu. */
const notifyInB = async (sql: Sql, staffid: string) => {
  const announced = JSON.stringify([
    { menuId: String(world.bob.menuid), fromVersion: 0, toVersion: 1 },
  ]);
  const { rows } = await sql.query(
    `insert into public.notifications (restaurantid, message, type, menu_versions)
     values ($1, 'Welcome to B', 'menu_update', $2) returning notificationid`,
    [world.bob.restaurantid, announced],
  );
  await sql.query(
    'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
    [rows[0].notificationid, staffid],
  );
  return rows[0].notificationid as string;
};

const ALREADY = '2000-01-01T00:00:00Z';

// ---------------------------------------------------------------------------------------------
// 1. Server-owned columns
// ---------------------------------------------------------------------------------------------

type Who = 'alice' | 'sam';
const idOf = (who: Who) => (who === 'alice' ? world.alice.id : world.staff.sam.id);

interface InsertAttack {
  table: string;
  who: Who;
  /** A row the actor may insert, apart from the attacked column. */
  row: () => Row;
  /** The row's owner must not have one yet (profiles: one per user). */
  clear?: string;
}

const INSERTS: Record<string, InsertAttack> = {
  profiles: {
    table: 'profiles',
    who: 'alice',
    row: () => ({ id: world.alice.id, email: 'alice@example.test' }),
    clear: 'delete from public.profiles where id = $1',
  },
  restaurants: {
    table: 'restaurants',
    who: 'alice',
    row: () => ({ restaurant_name: 'Second bistro', userid: world.alice.id }),
  },
  menus: {
    table: 'menus',
    who: 'alice',
    row: () => ({ restaurantid: world.alice.restaurantid, name: 'Brunch', menu_type: 'food' }),
  },
  menuitems: {
    table: 'menuitems',
    who: 'alice',
    row: () => ({ menuid: world.alice.menuid, name: 'Toast' }),
  },
  staff_members: {
    table: 'staff_members',
    who: 'alice',
    row: () => ({
      restaurantid: world.alice.restaurantid,
      name: 'New',
      role: 'Server',
      email: 'new@example.test',
    }),
  },
  specials: {
    table: 'specials',
    who: 'alice',
    row: () => ({ restaurantid: world.alice.restaurantid, name: 'Soup' }),
  },
  notifications: {
    table: 'notifications',
    who: 'alice',
    row: () => ({ restaurantid: world.alice.restaurantid, message: 'Hi', type: 'menu_update' }),
  },
  notification_recipients: {
    table: 'notification_recipients',
    who: 'alice',
    // sam to N2 (sent to tia only so far): a legitimate recipient row.
    row: () => ({ notificationid: world.alice.notificationid, staffid: world.staff.sam.staffid }),
  },
  training_modules: {
    table: 'training_modules',
    who: 'alice',
    row: () => ({
      restaurantid: world.alice.restaurantid,
      title: 'Wines',
      type: 'wine_pairings',
      content: 'Malbec.',
    }),
  },
  quiz_results: {
    table: 'quiz_results',
    who: 'sam',
    row: () => ({
      moduleid: world.alice.moduleid,
      staffid: world.staff.sam.staffid,
      score: 1,
      total: 1,
    }),
  },
};

const uuid = () => crypto.randomUUID();

// [table, column, value]: each a column the server sets, sent with an otherwise valid new row.
const INSERT_CASES: [string, string, () => unknown][] = [
  ['profiles', 'created_at', () => ALREADY],
  ['profiles', 'updated_at', () => ALREADY],
  ['restaurants', 'orgid', () => 7],
  ['restaurants', 'created_at', () => ALREADY],
  ['restaurants', 'updated_at', () => ALREADY],
  ['menus', 'created_at', () => ALREADY],
  ['menus', 'updated_at', () => ALREADY],
  // 20261207000000: the newest version's number, kept by the menu_versions trigger only.
  ['menus', 'current_version', () => 1],
  ['menuitems', 'created_at', () => ALREADY],
  ['menuitems', 'updated_at', () => ALREADY],
  ['staff_members', 'staffid', uuid],
  ['staff_members', 'created_at', () => ALREADY],
  ['staff_members', 'updated_at', () => ALREADY],
  ['staff_members', 'user_id', () => OUTSIDER.id],
  ['staff_members', 'link_state', () => 'accepted'],
  ['staff_members', 'linked_at', () => ALREADY],
  ['specials', 'specialid', uuid],
  ['specials', 'created_at', () => ALREADY],
  ['specials', 'updated_at', () => ALREADY],
  ['notifications', 'notificationid', uuid],
  ['notifications', 'sent_at', () => ALREADY],
  ['notification_recipients', 'acknowledged_at', () => ALREADY],
  // 20261127000000: each person's state is written by open_update(), grade_update_quiz() and
  // remind_update() only.
  ['notification_recipients', 'opened_at', () => ALREADY],
  ['notification_recipients', 'quiz_passed_at', () => ALREADY],
  ['notification_recipients', 'reminded_at', () => ALREADY],
  ['training_modules', 'moduleid', uuid],
  ['training_modules', 'created_at', () => ALREADY],
  // 20261207010000: the version a form's save is checked against, raised by a trigger only.
  ['restaurants', 'version', () => 7],
  ['specials', 'version', () => 7],
  ['training_modules', 'version', () => 7],
  // 20261207020000: the same for the staff dialog.
  ['staff_members', 'version', () => 7],
  ['quiz_results', 'resultid', uuid],
  ['quiz_results', 'taken_at', () => ALREADY],
];

function insertWith(sql: Sql, attack: InsertAttack, column: string, value: unknown) {
  const row = { ...attack.row(), [column]: value };
  const columns = Object.keys(row);
  return sql.query(
    `insert into public.${attack.table} (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

describe('server-owned columns cannot be sent on insert', () => {
  it('the valid row alone is accepted (so each refusal below is the column’s)', async () => {
    // quiz_results aside: since 20261124010000 no client inserts one at all (grade_quiz() does),
    // so its two cases below are refused whatever the column.
    for (const attack of Object.values(INSERTS).filter((a) => a.table !== 'quiz_results')) {
      const row = attack.row();
      const columns = Object.keys(row);
      const result = await shared.db.asUser(
        idOf(attack.who),
        (sql) =>
          sql.query(
            `insert into public.${attack.table} (${columns.join(', ')})
             values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(row),
          ),
        {
          rollback: true,
          arrange: async (sql) => attack.clear && sql.query(attack.clear, [idOf(attack.who)]),
        },
      );
      expect(result.affectedRows, attack.table).toBe(1);
    }
  });

  it.each(INSERT_CASES)('%s.%s: permission denied', async (table, column, value) => {
    const attack = INSERTS[table];
    await expectPermissionDenied(
      shared.db.asUser(idOf(attack.who), (sql) => insertWith(sql, attack, column, value()), {
        rollback: true,
        arrange: async (sql) => attack.clear && sql.query(attack.clear, [idOf(attack.who)]),
      }),
      `table ${table}`,
    );
  });
});

// [table, key column, key, column, value]: the owner changing a column the server owns on one of
// their own rows. Ids and parent columns are set to the value they already have: harmless in
// itself, yet no client may write them.
const UPDATE_CASES: [string, string, () => unknown, string, () => unknown][] = [
  ['profiles', 'id', () => world.alice.id, 'id', () => world.alice.id],
  ['profiles', 'id', () => world.alice.id, 'created_at', () => ALREADY],
  ['profiles', 'id', () => world.alice.id, 'updated_at', () => ALREADY],
  [
    'restaurants',
    'restaurantid',
    () => world.alice.restaurantid,
    'restaurantid',
    () => world.alice.restaurantid,
  ],
  ['restaurants', 'restaurantid', () => world.alice.restaurantid, 'userid', () => world.alice.id],
  ['restaurants', 'restaurantid', () => world.alice.restaurantid, 'orgid', () => 7],
  ['restaurants', 'restaurantid', () => world.alice.restaurantid, 'created_at', () => ALREADY],
  ['restaurants', 'restaurantid', () => world.alice.restaurantid, 'updated_at', () => ALREADY],
  ['menus', 'menuid', () => world.alice.menuid, 'menuid', () => world.alice.menuid],
  ['menus', 'menuid', () => world.alice.menuid, 'restaurantid', () => world.alice.restaurantid],
  ['menus', 'menuid', () => world.alice.menuid, 'created_at', () => ALREADY],
  ['menus', 'menuid', () => world.alice.menuid, 'current_version', () => 9],
  [
    'menuitems',
    'menuitemid',
    () => world.alice.menuitemid,
    'menuitemid',
    () => world.alice.menuitemid,
  ],
  ['menuitems', 'menuitemid', () => world.alice.menuitemid, 'menuid', () => world.alice.menuid],
  ['menuitems', 'menuitemid', () => world.alice.menuitemid, 'created_at', () => ALREADY],
  [
    'staff_members',
    'staffid',
    () => world.staff.sam.staffid,
    'staffid',
    () => world.staff.sam.staffid,
  ],
  [
    'staff_members',
    'staffid',
    () => world.staff.sam.staffid,
    'restaurantid',
    () => world.alice.restaurantid,
  ],
  ['staff_members', 'staffid', () => world.staff.sam.staffid, 'created_at', () => ALREADY],
  ['staff_members', 'staffid', () => world.staff.sam.staffid, 'user_id', () => null],
  ['staff_members', 'staffid', () => world.staff.sam.staffid, 'link_state', () => 'declined'],
  ['staff_members', 'staffid', () => world.staff.sam.staffid, 'linked_at', () => ALREADY],
  [
    'specials',
    'specialid',
    () => world.alice.specialid,
    'restaurantid',
    () => world.alice.restaurantid,
  ],
  ['specials', 'specialid', () => world.alice.specialid, 'created_at', () => ALREADY],
  [
    'notifications',
    'notificationid',
    () => world.alice.notificationid,
    'restaurantid',
    () => world.alice.restaurantid,
  ],
  ['notifications', 'notificationid', () => world.alice.notificationid, 'sent_at', () => ALREADY],
  // 20261127000000: a manager neither stamps her team's states nor rewrites a sent quiz.
  ...(['opened_at', 'quiz_passed_at', 'reminded_at'] as const).map(
    (column) =>
      [
        'notification_recipients',
        'notificationid',
        () => world.alice.notificationid,
        column,
        () => ALREADY,
      ] as [string, string, () => unknown, string, () => unknown],
  ),
  [
    'notification_quizzes',
    'notificationid',
    () => world.alice.notificationid,
    'questions',
    () => '[]',
  ],
  ['update_quiz_attempts', 'attemptid', () => world.alice.attemptid, 'score', () => 0],
  ['update_quiz_attempts', 'attemptid', () => world.alice.attemptid, 'taken_at', () => ALREADY],
  [
    'training_modules',
    'moduleid',
    () => world.alice.moduleid,
    'restaurantid',
    () => world.alice.restaurantid,
  ],
  ['training_modules', 'moduleid', () => world.alice.moduleid, 'created_at', () => ALREADY],
  // 20261207010000: a save names the version it read; only the trigger writes one.
  ['restaurants', 'restaurantid', () => world.alice.restaurantid, 'version', () => 9],
  ['specials', 'specialid', () => world.alice.specialid, 'version', () => 9],
  ['training_modules', 'moduleid', () => world.alice.moduleid, 'version', () => 9],
  ['staff_members', 'staffid', () => world.alice.staffid, 'version', () => 9],
];

/** The identity ids: GENERATED ALWAYS refuses any value but DEFAULT, before privileges. */
const IDENTITY_IDS = new Set(['restaurantid', 'menuid', 'menuitemid']);

describe('server-owned columns cannot be changed', () => {
  it.each(
    UPDATE_CASES.map(
      ([table, keyColumn, key, column, value]) => [table, column, keyColumn, key, value] as const,
    ),
  )('alice on her own %s.%s: refused', async (table, column, keyColumn, key, value) => {
    const attempt = shared.db.asUser(
      world.alice.id,
      (sql) =>
        sql.query(`update public.${table} set ${column} = $1 where ${keyColumn} = $2`, [
          value(),
          key(),
        ]),
      { rollback: true },
    );
    if (IDENTITY_IDS.has(column) && keyColumn === column) {
      await expect(attempt).rejects.toMatchObject({ code: '428C9' });
    } else {
      await expectPermissionDenied(attempt, `table ${table}`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Id pre-emption
// ---------------------------------------------------------------------------------------------

const IDENTITIES: [string, string, () => Row][] = [
  ['restaurants', 'restaurantid', () => ({ restaurant_name: 'Squat', userid: world.bob.id })],
  [
    'menus',
    'menuid',
    () => ({ restaurantid: world.bob.restaurantid, name: 'Squat', menu_type: 'food' }),
  ],
  ['menuitems', 'menuitemid', () => ({ menuid: world.bob.menuid, name: 'Squat' })],
];

describe('id pre-emption', () => {
  it.each(IDENTITIES)(
    'bob cannot insert %s at the next id (%s), so alice’s next insert still works',
    async (table, column, row) => {
      const next = async (sql: Sql) =>
        Number(
          (await sql.query(`select coalesce(max(${column}), 0) + 1 as id from public.${table}`))
            .rows[0].id,
        );
      await story(async ({ sql, as }) => {
        const id = await next(sql);
        const squat = { ...row(), [column]: id };
        const columns = Object.keys(squat);
        const insert = (override: boolean) =>
          as(world.bob.id, (s) =>
            s.query(
              `insert into public.${table} (${columns.join(', ')})
               ${override ? 'overriding system value' : ''}
               values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
              Object.values(squat),
            ),
          );
        // GENERATED ALWAYS refuses the value; OVERRIDING SYSTEM VALUE needs the column privilege.
        await expect(insert(false)).rejects.toMatchObject({ code: '428C9' });
        await expectPermissionDenied(insert(true), `table ${table}`);
        const { rows } = await sql.query(`select 1 from public.${table} where ${column} = $1`, [
          id,
        ]);
        expect(rows).toEqual([]);
      });
    },
  );

  it('the three ids are GENERATED ALWAYS', async () => {
    const { rows } = await shared.db.query(
      `select attrelid::regclass::text as tbl, attidentity as identity from pg_attribute
       where (attrelid, attname) in (('public.restaurants'::regclass, 'restaurantid'),
         ('public.menus'::regclass, 'menuid'), ('public.menuitems'::regclass, 'menuitemid'))
       order by 1`,
    );
    expect(rows).toEqual([
      { tbl: 'menuitems', identity: 'a' },
      { tbl: 'menus', identity: 'a' },
      { tbl: 'restaurants', identity: 'a' },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Membership needs consent and a confirmed e-mail
// ---------------------------------------------------------------------------------------------

describe('membership: consent', () => {
  const staff = () => world.staff;

  it('a backdated created_at cannot make a new team come first', async () => {
    const { sam } = staff();
    await story(async ({ as }) => {
      await expectPermissionDenied(
        as(world.bob.id, (sql) => addToB(sql, sam.email, { created_at: ALREADY })),
        'table staff_members',
      );
      const poached = await as(world.bob.id, (sql) => addToB(sql, sam.email));
      const teams = await as(sam.id, claimIn);
      // A (joined first) stays first; B is only an offer.
      expect(teams.map((t) => [t.staffid, t.link_state])).toEqual([
        [sam.staffid, 'accepted'],
        [poached, 'pending'],
      ]);
    });
  });

  it('a manager who adds your address gets you nothing until you accept', async () => {
    const { sam } = staff();
    await story(async ({ sql, as }) => {
      // bob adds sam's address as an active member and sends him an update.
      const poached = await as(world.bob.id, (s) => addToB(s, sam.email, { status: 'active' }));
      const update = await as(world.bob.id, (s) => notifyInB(s, poached));
      await as(sam.id, claimIn);
      await as(sam.id, async (s) => {
        expect(await seenOfB(s, world.bob)).toEqual([]);
        const { rows } = await s.query(
          'select 1 from public.notification_recipients where staffid = $1',
          [poached],
        );
        expect(rows).toEqual([]);
        const ack = await s.query(
          'update public.notification_recipients set acknowledged_at = now() where notificationid = $1',
          [update],
        );
        expect(ack.affectedRows).toBe(0);
      });
      // No quiz of B's either (a direct insert was refused by the policy before 20261124010000).
      await expect(
        as(sam.id, (s) =>
          s.query('select * from public.grade_quiz($1, $2)', [world.bob.moduleid, [0, 1, 2]]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await entry(sql, poached)).toMatchObject({ user_id: sam.id, link_state: 'pending' });
      // bob sees no answer yet, not that sam signed in (20261129000000: 'pending' reads 'none').
      const seen = await as(world.bob.id, (s) =>
        s.query('select answer from public.staff_members where staffid = $1', [poached]),
      );
      expect(seen.rows).toEqual([{ answer: 'none' }]);
    });
  });

  it('declining keeps you out for good, and your own team stays as it was', async () => {
    const { sam } = staff();
    await story(async ({ sql, as }) => {
      const poached = await as(world.bob.id, (s) => addToB(s, sam.email, { status: 'active' }));
      await as(sam.id, claimIn);
      await as(sam.id, (s) => answerIn(s, 'decline', poached));
      expect(await entry(sql, poached)).toMatchObject({ user_id: sam.id, link_state: 'declined' });
      // Never offered again, and nothing of B.
      expect((await as(sam.id, claimIn)).map((t) => t.staffid)).toEqual([sam.staffid]);
      expect(await as(sam.id, (s) => seenOfB(s, world.bob))).toEqual([]);
      await expect(as(sam.id, (s) => answerIn(s, 'accept', poached))).rejects.toMatchObject({
        code: '42501',
      });
      // Still all of A.
      const mine = await as(sam.id, (s) => s.query('select restaurantid from public.restaurants'));
      expect(mine.rows).toEqual([{ restaurantid: world.alice.restaurantid }]);
    });
  });

  it('accepting joins the team: active, hired, readable', async () => {
    const { sam } = staff();
    await story(async ({ sql, as }) => {
      const poached = await as(world.bob.id, (s) => addToB(s, sam.email, { status: 'invited' }));
      await as(sam.id, claimIn);
      await as(sam.id, (s) => answerIn(s, 'accept', poached));
      const row = await entry(sql, poached);
      expect(row).toMatchObject({ status: 'active', link_state: 'accepted', user_id: sam.id });
      expect(row.hire_date).toBeInstanceOf(Date);
      expect((await as(sam.id, (s) => seenOfB(s, world.bob))).map(([t]) => t)).toEqual(
        expect.arrayContaining(['restaurants', 'menus', 'menuitems', 'specials', 'training']),
      );
      // Oldest acceptance first.
      expect((await as(sam.id, claimIn)).map((t) => t.staffid)).toEqual([sam.staffid, poached]);
    });
  });

  it('nobody answers an offer that is not their own pending one', async () => {
    const { sam, tia } = staff();
    await story(async ({ as }) => {
      const poached = await as(world.bob.id, (s) => addToB(s, sam.email));
      await as(sam.id, claimIn);
      const refusals: [string | null, 'accept' | 'decline', string][] = [
        [OUTSIDER.id, 'accept', poached], // somebody else's offer
        [tia.id, 'decline', poached],
        [world.bob.id, 'accept', poached], // the manager who made it
        [sam.id, 'accept', sam.staffid], // already accepted
        [sam.id, 'decline', sam.staffid],
        [sam.id, 'accept', world.bob.otherStaffid], // vic's: offered to nobody
      ];
      for (const [user, choice, staffid] of refusals) {
        await expect(
          as(user, (s) => answerIn(s, choice, staffid)),
          `${user} ${choice} ${staffid}`,
        ).rejects.toMatchObject({ code: '42501' });
      }
      for (const choice of ['accept', 'decline'] as const) {
        await expectPermissionDenied(
          as(null, (s) => answerIn(s, choice, poached)),
          `function ${choice}_staff_membership`,
        );
      }
    });
  });

  it('an account whose address is not confirmed claims nothing', async () => {
    const vic = world.bob.otherStaffid;
    await story(async ({ sql, as }) => {
      const id = uuid();
      await signUp(sql, id, 'vic@example.test', { user_type: 'Staff' }, { confirmed: false });
      expect(await as(id, claimIn)).toEqual([]);
      expect(await entry(sql, vic)).toMatchObject({ user_id: null, link_state: 'none' });
      // Once confirmed, the same account is offered the entry.
      await sql.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
      expect((await as(id, claimIn)).map((t) => [t.staffid, t.link_state])).toEqual([
        [vic, 'pending'],
      ]);
    });
  });

  it('the claim reads the address from auth.users, not from the token', async () => {
    const vic = world.bob.otherStaffid;
    const claimed = await shared.db.asUser(OUTSIDER.id, claimIn, {
      claims: { email: 'vic@example.test', email_verified: true },
      rollback: true,
    });
    expect(claimed).toEqual([]);
    expect(await entry(shared.db, vic)).toMatchObject({ user_id: null, link_state: 'none' });
  });

  it('a look-alike address (Kelvin sign for K) matches nothing', async () => {
    await story(async ({ sql, as }) => {
      const kim = await as(world.bob.id, (s) => addToB(s, 'kim@example.test'));
      const id = uuid();
      // U+212A KELVIN SIGN: lower() folds it to an ASCII 'k'.
      await signUp(sql, id, '\u212Aim@example.test', { user_type: 'Staff' });
      expect(await as(id, claimIn)).toEqual([]);
      expect(await entry(sql, kim)).toMatchObject({ user_id: null, link_state: 'none' });
    });
  });

  it.each([
    [' Sam@Example.TEST ', 'sam@example.test'],
    ['\u212Aim@example.test', null],
    ['k\u0131m@example.test', null], // dotless i
    ['s\u00e4m@example.test', null],
    ['', null],
    [null, null],
  ])('canonical_email(%j) is %j', async (input, expected) => {
    const { rows } = await shared.db.query('select public.canonical_email($1) as e', [input]);
    expect(rows).toEqual([{ e: expected }]);
  });

  it('a manager who changes the address resets the answer', async () => {
    const { sam } = staff();
    await story(async ({ sql, as }) => {
      await as(world.alice.id, (s) =>
        s.query(
          `update public.staff_members set email = 'samuel@example.test' where staffid = $1`,
          [sam.staffid],
        ),
      );
      expect(await entry(sql, sam.staffid)).toMatchObject({
        user_id: null,
        link_state: 'none',
        linked_at: null,
      });
      expect(await as(sam.id, claimIn)).toEqual([]);
    });
  });

  it('an entry whose account is deleted can be offered again', async () => {
    const { tia } = staff();
    await story(async ({ sql }) => {
      await sql.query('delete from auth.users where id = $1', [tia.id]);
      expect(await entry(sql, tia.staffid)).toMatchObject({
        user_id: null,
        link_state: 'none',
        linked_at: null,
      });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Managers do not learn who signed up
// ---------------------------------------------------------------------------------------------

describe('staff_members.user_id is not readable', () => {
  it.each([
    ['alice (manager)', 'user_id', () => world.alice.id],
    ['alice (manager)', 'linked_at', () => world.alice.id],
    ['alice (manager)', '*', () => world.alice.id],
    // 20261129000000: link_state says 'pending' once the person signs in; managers read answer.
    ['alice (manager)', 'link_state', () => world.alice.id],
    ['sam (his own row)', 'user_id', () => world.staff.sam.id],
  ])('%s selecting %s: permission denied', async (_who, column, user) => {
    await expectPermissionDenied(
      shared.db.asUser(user(), (sql) => sql.query(`select ${column} from public.staff_members`)),
      'table staff_members',
    );
  });

  it('alice reads the answer instead', async () => {
    const { rows } = await shared.db.asUser(world.alice.id, (sql) =>
      sql.query('select staffid, answer from public.staff_members order by staffid'),
    );
    expect(rows).toEqual(
      [world.staff.sam.staffid, world.staff.tia.staffid]
        .sort()
        .map((staffid) => ({ staffid, answer: 'accepted' })),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Schema
// ---------------------------------------------------------------------------------------------

describe('schema', () => {
  it('no policy name is cut at 63 bytes', async () => {
    const { rows } = await shared.db.query(
      `select tablename, policyname from pg_policies
       where schemaname = 'public' and octet_length(policyname) >= 63`,
    );
    expect(rows).toEqual([]);
  });

  it('the membership functions are executable by authenticated only', async () => {
    const { rows } = await shared.db.query(
      `select p.name,
              has_function_privilege('authenticated', to_regprocedure(p.name), 'execute') as staff,
              has_function_privilege('anon', to_regprocedure(p.name), 'execute') as anon
       from unnest(array['public.claim_staff_membership()',
                         'public.accept_staff_membership(uuid)',
                         'public.decline_staff_membership(uuid)',
                         'public.canonical_email(text)']) as p (name)`,
    );
    expect(rows.map((r) => [r.name, r.staff, r.anon])).toEqual([
      ['public.claim_staff_membership()', true, false],
      ['public.accept_staff_membership(uuid)', true, false],
      ['public.decline_staff_membership(uuid)', true, false],
      ['public.canonical_email(text)', true, false],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Upgrade: a database with rows written under the first three migrations
// ---------------------------------------------------------------------------------------------

describe('upgrading a database that has data', () => {
  const HARDENING = '20261124000000_security_hardening.sql';
  let old: TestDatabase;
  afterAll(async () => {
    await old?.close();
  });

  it('keeps linked staff in (accepted, updated_at untouched) and skips squatted ids', async () => {
    old = await createTestDatabase({ migrations: (file) => file < HARDENING });
    const oldWorld = await buildWorld(old);
    const { sam } = oldWorld.staff;
    // Under the old grants a manager could insert a restaurant far ahead of the sequence.
    await old.asUser(oldWorld.bob.id, (sql) =>
      sql.query(
        `insert into public.restaurants (restaurantid, restaurant_name, userid) values (1000, 'Squat', $1)`,
        [oldWorld.bob.id],
      ),
    );
    const before = (
      await old.query(
        'select created_at, updated_at from public.staff_members where staffid = $1',
        [sam.staffid],
      )
    ).rows[0];

    await old.applyMigration(HARDENING);

    const after = await entry(old, sam.staffid);
    expect(after).toMatchObject({ user_id: sam.id, link_state: 'accepted' });
    // Linked as of its last change; the backfill itself moves nothing.
    expect(after.linked_at).toEqual(before.updated_at);
    expect(after.updated_at).toEqual(before.updated_at);
    expect(after.created_at).toEqual(before.created_at);
    // An entry nobody claimed stays unanswered.
    expect(await entry(old, oldWorld.bob.otherStaffid)).toMatchObject({ link_state: 'none' });
    // sam still reads his restaurant.
    const { rows } = await old.asUser(sam.id, (sql) =>
      sql.query('select restaurantid from public.restaurants'),
    );
    expect(rows).toEqual([{ restaurantid: oldWorld.alice.restaurantid }]);
    // The next restaurant draws an id past the squatter.
    const next = await old.asUser(oldWorld.alice.id, (sql) =>
      sql.query(
        `insert into public.restaurants (restaurant_name, userid) values ('Next', $1)
         returning restaurantid`,
        [oldWorld.alice.id],
      ),
    );
    expect(next.rows[0].restaurantid).toBe(1001);
  }, 180_000);
});
