// Row-level security attack matrix. The anon key is public, so anything a signed-in rival (bob)
// or an anonymous caller can do through PostgREST, they can do here with plain SQL under the
// same role and JWT claims. Every (actor x table x operation) is its own test case; each attack
// also proves, as the superuser, that the whole database is unchanged afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type QueryResult, type Sql, type TestDatabase } from './harness';
import {
  TABLE_CASES,
  deleteWhere,
  insertRow,
  ownedKeys,
  snapshot,
  updateWhere,
  type TableCase,
} from './table-cases';
import { USERS, buildWorld, signUp, type World } from './world';

let db: TestDatabase;
let world: World;
let alicesRowsAtStart: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
  alicesRowsAtStart = await snapshot(db, world.alice);
}, 180_000);

afterAll(async () => {
  await db?.close();
});

type Outcome =
  | 'permission denied'
  | 'rejected by policy'
  | 'affects no rows'
  | 'affects only its own rows'
  | 'sees none of them';

interface Attack {
  name: string;
  run: (sql: Sql, c: TableCase) => Promise<QueryResult>;
  outcome: (c: TableCase) => Outcome;
  /** Undo the statement even when it succeeds (a sweep over one's own rows is legitimate). */
  rollback?: boolean;
}

const aliceOwns = (c: TableCase): [string, unknown] => [c.owner.column, world.alice[c.owner.ref]];

// Statements aimed at alice's rows; bob and anon try the same ones. Targeted forms are what a
// PostgREST request looks like; "every row" forms have no WHERE, so no SELECT policy filters
// first and only the UPDATE/DELETE policy itself stands in the way (see table-cases.ts).
const ATTACKS: Attack[] = [
  {
    name: "select alice's rows",
    run: (sql, c) => sql.query(`select * from public.${c.table} order by ${c.key}`),
    outcome: () => 'sees none of them',
  },
  {
    name: 'insert a row owned by alice',
    run: (sql, c) => insertRow(sql, c, world.alice, 'minimal'),
    outcome: () => 'rejected by policy',
  },
  {
    name: "update alice's rows",
    run: (sql, c) => updateWhere(sql, c, c.edit, aliceOwns(c), 'minimal'),
    outcome: () => 'affects no rows',
  },
  {
    name: 'update every row',
    run: (sql, c) => updateWhere(sql, c, c.edit, null, 'minimal'),
    outcome: () => 'affects only its own rows',
    rollback: true,
  },
  {
    name: "delete alice's rows",
    run: (sql, c) => deleteWhere(sql, c, aliceOwns(c), 'minimal'),
    outcome: (c) => (c.deletable ? 'affects no rows' : 'permission denied'),
  },
  {
    name: 'delete every row',
    run: (sql, c) => deleteWhere(sql, c, null, 'minimal'),
    outcome: (c) => (c.deletable ? 'affects only its own rows' : 'permission denied'),
    rollback: true,
  },
  {
    // TRUNCATE ignores RLS entirely; only the missing privilege stops it.
    name: 'truncate the table',
    run: (sql, c) => sql.query(`truncate public.${c.table}`),
    outcome: () => 'permission denied',
  },
];

// Bob re-parents his own rows onto alice's (his profile onto her id, his restaurant onto her
// user, his menu onto her restaurant, his items onto her menu): only WITH CHECK can stop it.
const MOVE: Attack = {
  name: "move own rows to alice's",
  run: (sql, c) => updateWhere(sql, c, Object.fromEntries([aliceOwns(c)]), null, 'minimal'),
  outcome: () => 'rejected by policy',
};

const ACTORS = [
  {
    actor: 'bob (signed in)',
    as: <T>(fn: (sql: Sql) => Promise<T>, rollback?: boolean) =>
      db.asUser(world.bob.id, fn, { rollback }),
    attacks: [...ATTACKS, MOVE],
  },
  {
    // anon has no privileges at all, so every statement fails before RLS is even consulted.
    actor: 'anon',
    as: <T>(fn: (sql: Sql) => Promise<T>, rollback?: boolean) => db.asAnon(fn, { rollback }),
    attacks: ATTACKS.map((a) => ({ ...a, outcome: (): Outcome => 'permission denied' })),
  },
];

async function expectOutcome(attempt: Promise<QueryResult>, expected: Outcome, c: TableCase) {
  switch (expected) {
    case 'permission denied':
      await expect(attempt).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining(`permission denied for table ${c.table}`),
      });
      break;
    case 'rejected by policy':
      await expect(attempt).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('violates row-level security policy'),
      });
      break;
    case 'affects no rows':
      expect((await attempt).affectedRows).toBe(0);
      break;
    case 'affects only its own rows': {
      const own = await ownedKeys(db, c, world.bob);
      expect(own.length).toBeGreaterThan(0);
      expect((await attempt).affectedRows).toBe(own.length);
      break;
    }
    case 'sees none of them': {
      const seen = (await attempt).rows.map((r) => r[c.key]);
      const alices = await ownedKeys(db, c, world.alice);
      expect(alices.length).toBeGreaterThan(0);
      expect(seen.filter((key) => alices.includes(key))).toEqual([]);
      // Bob does see his own rows, so the select really ran under his identity.
      expect(seen).toEqual(await ownedKeys(db, c, world.bob));
      break;
    }
  }
}

describe('harness', () => {
  it('runs asUser as authenticated with the user in the JWT claims', async () => {
    const row = await db.asUser(world.alice.id, async (sql) => {
      const { rows } = await sql.query(
        `select current_user as role, auth.uid() as uid, auth.role() as claim_role,
                auth.jwt() ->> 'sub' as sub`,
      );
      return rows[0];
    });
    expect(row).toEqual({
      role: 'authenticated',
      uid: world.alice.id,
      claim_role: 'authenticated',
      sub: world.alice.id,
    });
  });

  it('runs asAnon as anon without a user', async () => {
    const { rows } = await db.asAnon((sql) =>
      sql.query('select current_user as role, auth.uid() as uid'),
    );
    expect(rows).toEqual([{ role: 'anon', uid: null }]);
  });

  it('returns to the superuser without claims after a failed asUser', async () => {
    await expect(db.asUser(world.bob.id, (sql) => sql.query('select 1 / 0'))).rejects.toThrow(
      /division by zero/,
    );
    const { rows } = await db.query(
      `select usesuper as superuser, auth.uid() as uid from pg_user where usename = current_user`,
    );
    expect(rows).toEqual([{ superuser: true, uid: null }]);
  });
});

describe('profile created on sign-up (on_auth_user_created)', () => {
  it.each([
    ['alice', USERS.alice.email, 'Alice Owner', 'Manager'],
    ['bob', USERS.bob.email, 'Bob Rival', 'Staff'],
  ] as const)(
    '%s gets a profile from the sign-up metadata',
    async (name, email, fullName, userType) => {
      const { rows } = await db.query(
        'select email, full_name, user_type from public.profiles where id = $1',
        [world[name].id],
      );
      expect(rows).toEqual([{ email, full_name: fullName, user_type: userType }]);
    },
  );

  it.each([
    ['an unknown user_type', { full_name: 'Mallory', user_type: 'Admin' }, 'Mallory'],
    ['no metadata', null, null],
  ])('falls back to Manager with %s', async (_label, metadata, fullName) => {
    // Rolled back so the attack matrix below sees exactly alice and bob.
    const rows = await db.sandbox(async (sql) => {
      const id = crypto.randomUUID();
      await signUp(sql, id, `${id}@example.test`, metadata);
      return (
        await sql.query('select full_name, user_type from public.profiles where id = $1', [id])
      ).rows;
    });
    expect(rows).toEqual([{ full_name: fullName, user_type: 'Manager' }]);
  });
});

describe('schema guarantees', () => {
  it('has a TABLE_CASES row for every table and view in public', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f')
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(TABLE_CASES.map((c) => c.table).sort());
  });

  it.each(TABLE_CASES.map((c) => c.table))('%s has RLS enabled and forced', async (table) => {
    const { rows } = await db.query(
      `select relrowsecurity as enabled, relforcerowsecurity as forced from pg_class
       where oid = $1::regclass`,
      [`public.${table}`],
    );
    expect(rows).toEqual([{ enabled: true, forced: true }]);
  });

  it('grants policies to authenticated only', async () => {
    const { rows } = await db.query(
      `select tablename, policyname from pg_policies
       where schemaname = 'public' and roles::text[] <> array['authenticated']`,
    );
    expect(rows).toEqual([]);
  });
});

// `%s` with a leading label column: `$field` would print strings with quotes.
describe.each(ACTORS.map((a) => [a.actor, a] as const))('%s', (_actor, { as, attacks }) => {
  describe.each(TABLE_CASES.map((c) => [c.table, c] as const))('on %s', (_table, c) => {
    const cases = attacks.map((a) => [`${a.name}: ${a.outcome(c)}`, a] as const);

    it.each(cases)('%s', async (_name, attack) => {
      const before = await snapshot(db);
      await expectOutcome(
        as((sql) => attack.run(sql, c), attack.rollback),
        attack.outcome(c),
        c,
      );
      expect(await snapshot(db)).toEqual(before);
    });
  });
});

describe('after every attack', () => {
  it("alice's rows are byte-for-byte unchanged", async () => {
    expect(await snapshot(db, world.alice)).toEqual(alicesRowsAtStart);
  });
});

// Runs last: these change alice's data on purpose.
describe.each(TABLE_CASES.map((c) => [c.table, c] as const))('alice on her own %s', (_t, c) => {
  const asAlice = <T>(fn: (sql: Sql) => Promise<T>) => db.asUser(world.alice.id, fn);

  it("selects all of her rows and none of bob's", async () => {
    const { rows } = await asAlice((sql) =>
      sql.query(`select * from public.${c.table} order by ${c.key}`),
    );
    expect(rows.map((r) => r[c.key])).toEqual(await ownedKeys(db, c, world.alice));
  });

  it('updates her row, and updated_at moves', async () => {
    const key = world.alice[c.key];
    const { rows: before } = await db.query(
      `select updated_at from public.${c.table} where ${c.key} = $1`,
      [key],
    );
    const result = await asAlice((sql) =>
      updateWhere(sql, c, c.edit, [c.key, key], 'representation'),
    );
    expect(result.affectedRows).toBe(1);
    expect(result.rows[0]).toMatchObject(c.edit);
    expect(result.rows[0].updated_at).not.toEqual(before[0].updated_at);
  });

  it('inserts a row of her own', async () => {
    if (c.onePerOwner) {
      // E.g. her profile: remove it as an account that predates the sign-up trigger would lack
      // it; the client then creates it (SPEC §4).
      await db.query(`delete from public.${c.table} where ${c.key} = $1`, [world.alice[c.key]]);
    }
    const result = await asAlice((sql) => insertRow(sql, c, world.alice, 'representation'));
    expect(result.affectedRows).toBe(1);
    expect(result.rows[0]).toMatchObject({ [c.owner.column]: world.alice[c.owner.ref] });
  });

  if (c.deletable) {
    it('deletes a row of her own', async () => {
      const { rows } = await asAlice((sql) => insertRow(sql, c, world.alice, 'representation'));
      const key = rows[0][c.key];
      const result = await asAlice((sql) => deleteWhere(sql, c, [c.key, key], 'representation'));
      expect(result.affectedRows).toBe(1);
      const left = await db.query(`select 1 from public.${c.table} where ${c.key} = $1`, [key]);
      expect(left.rows).toEqual([]);
    });
  } else {
    it('cannot delete her row (it goes with her auth user)', async () => {
      await expectOutcome(
        asAlice((sql) => deleteWhere(sql, c, [c.key, world.alice[c.key]], 'minimal')),
        'permission denied',
        c,
      );
    });
  }
});
