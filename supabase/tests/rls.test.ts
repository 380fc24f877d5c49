// Row-level security attack matrix. The anon key is public, so anything a signed-in user or an
// anonymous caller can do through PostgREST, they can do here with plain SQL under the same role
// and JWT claims. Every (actor x table x operation) is its own test case; each attack also
// proves, as the superuser, that the whole database is unchanged afterwards.
//
// Actors: bob, who manages restaurant B, against alice's restaurant A; sam, a staff member of A,
// against A (rows of his colleague tia and his manager) and against B; anon against A. What each
// may legitimately do comes from TABLE_CASES (grants, writer, staff conditions), so the expected
// outcome of every cell is derived, never hand-listed. staff-access.ts adds the named staff,
// claim and recipient rules to this file's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied, expectPolicyViolation } from './assertions';
import { createTestDatabase, type QueryResult, type Sql, type TestDatabase } from './harness';
import { staffAtWork, staffAttacks, type Context } from './staff-access';
import {
  TABLE_CASES,
  deleteWhere,
  granted,
  insertColumns,
  insertRow,
  keyOf,
  ownedKeys,
  readable,
  seededKey,
  snapshot,
  staffKeys,
  updateWhere,
  type Command,
  type TableCase,
  type Where,
} from './table-cases';
import { USERS, buildWorld, signUp, type UserName, type World } from './world';

let db: TestDatabase;
let world: World;
let atStart: Record<'all' | UserName, Awaited<ReturnType<typeof snapshot>>>;
/** The same database and world for the tests registered from staff-access.ts. */
const ctx = {} as Context;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
  Object.assign(ctx, { db, world });
  atStart = {
    all: await snapshot(db),
    alice: await snapshot(db, world.alice),
    bob: await snapshot(db, world.bob),
  };
}, 180_000);

afterAll(async () => {
  await db?.close();
});

type Outcome =
  | 'permission denied'
  | 'rejected by policy'
  | 'affects no rows'
  | 'affects only its own rows'
  | 'sees only what it may'
  | 'sees nothing';

type Kind = 'manager' | 'staff' | 'anon';

type Shape =
  | 'select'
  | 'insert'
  | 'targeted update'
  | 'targeted delete'
  | 'sweep update'
  | 'sweep delete'
  | 'move'
  | 'truncate';

interface Attack {
  name: string;
  shape: Shape;
  /** Whose rows a targeted statement aims at. */
  target?: UserName;
  run: (sql: Sql, c: TableCase) => Promise<QueryResult>;
  /** Undo the statement even when it succeeds (a sweep over one's own rows is legitimate). */
  rollback?: boolean;
}

interface Actor {
  label: string;
  kind: Kind;
  as: <T>(fn: (sql: Sql) => Promise<T>, rollback?: boolean) => Promise<T>;
  /** Restaurants whose rows the targeted attacks aim at. */
  targets: UserName[];
  /** Restaurants of which it must see nothing at all. */
  foreign: UserName[];
  /** The keys of c it may legitimately read, update or delete. */
  may: (c: TableCase, command: 'select' | 'update' | 'delete') => Promise<string[]>;
}

const owns = (c: TableCase, name: UserName): Where => ({
  [c.owner.column]: world[name][c.owner.ref],
});

// Targeted forms are what a PostgREST request looks like; sweeping forms have no WHERE, so no
// SELECT policy filters first and only the UPDATE/DELETE policy itself stands in the way (see
// table-cases.ts). "move" re-parents the actor's own rows onto the target's (his profile onto her
// id, his menu onto her restaurant, ...): only WITH CHECK can stop it.
function attacksOf(actor: Pick<Actor, 'kind' | 'targets'>): Attack[] {
  const aimed = actor.targets.flatMap((t): Attack[] => [
    {
      name: `insert a row owned by ${t}`,
      shape: 'insert',
      target: t,
      run: (sql, c) => insertRow(sql, c, world[t], 'minimal'),
    },
    {
      name: `update ${t}'s rows`,
      shape: 'targeted update',
      target: t,
      run: (sql, c) => updateWhere(sql, c, c.edit, owns(c, t), 'minimal'),
    },
    {
      name: `delete ${t}'s rows`,
      shape: 'targeted delete',
      target: t,
      run: (sql, c) => deleteWhere(sql, c, owns(c, t), 'minimal'),
    },
    ...(actor.kind === 'anon'
      ? []
      : [
          {
            name: `move own rows to ${t}'s`,
            shape: 'move',
            target: t,
            run: (sql, c) => updateWhere(sql, c, owns(c, t)!, null, 'minimal'),
          } satisfies Attack,
        ]),
  ]);
  return [
    {
      name: 'select every row',
      shape: 'select',
      run: (sql, c) => sql.query(`select ${readable(c)} from public.${c.table}`),
    },
    ...aimed,
    {
      name: 'update every row',
      shape: 'sweep update',
      run: (sql, c) => updateWhere(sql, c, c.edit, null, 'minimal'),
      rollback: true,
    },
    {
      name: 'delete every row',
      shape: 'sweep delete',
      run: (sql, c) => deleteWhere(sql, c, null, 'minimal'),
      rollback: true,
    },
    {
      // TRUNCATE ignores RLS entirely; only the missing privilege stops it.
      name: 'truncate the table',
      shape: 'truncate',
      run: (sql, c) => sql.query(`truncate public.${c.table}`),
    },
  ];
}

const commandOf = (shape: Shape): Command | 'select' | 'truncate' =>
  shape === 'move' || shape.endsWith('update')
    ? 'update'
    : shape.endsWith('delete')
      ? 'delete'
      : (shape as 'select' | 'insert' | 'truncate');

/** Whether this kind of user may write some rows of c with this command (by policy). */
function writesSome(kind: Kind, c: TableCase, command: 'update' | 'delete'): boolean {
  if (kind === 'manager') {
    return c.writer === 'owner' && (command === 'delete' || c.ownerUpdates !== false);
  }
  if (kind === 'staff') {
    return (command === 'update' ? c.staff.updates : c.staff.deletes) !== undefined;
  }
  return false;
}

function outcomeOf(kind: Kind, attack: Attack, c: TableCase): Outcome {
  const command = commandOf(attack.shape);
  if (kind === 'anon' || command === 'truncate') return 'permission denied';
  const columns =
    attack.shape === 'move'
      ? [c.owner.column]
      : attack.shape === 'insert'
        ? insertColumns(c)
        : Object.keys(c.edit);
  if (command !== 'select' && !granted(c, command, columns)) return 'permission denied';
  switch (attack.shape) {
    case 'select':
      // A table staff read only through a function (training_modules: staff_training_modules()).
      return kind === 'staff' && !c.staff.reads ? 'sees nothing' : 'sees only what it may';
    case 'insert':
      return 'rejected by policy';
    case 'targeted update':
    case 'targeted delete':
      return 'affects no rows';
    case 'sweep update':
      return writesSome(kind, c, 'update') ? 'affects only its own rows' : 'affects no rows';
    case 'sweep delete':
      return writesSome(kind, c, 'delete') ? 'affects only its own rows' : 'affects no rows';
    case 'move':
      return writesSome(kind, c, 'update') ? 'rejected by policy' : 'affects no rows';
    default:
      throw new Error(`no outcome for ${attack.shape}`);
  }
}

const ACTORS: Actor[] = [
  {
    label: 'bob (manager of B)',
    kind: 'manager',
    as: (fn, rollback) => db.asUser(world.bob.id, fn, { rollback }),
    targets: ['alice'],
    foreign: ['alice'],
    may: (c) => ownedKeys(db, c, world.bob),
  },
  {
    label: 'sam (staff of A)',
    kind: 'staff',
    as: (fn, rollback) => db.asUser(world.staff.sam.id, fn, { rollback }),
    targets: ['alice', 'bob'],
    foreign: ['bob'],
    may: (c, command) =>
      staffKeys(
        db,
        c,
        command === 'select'
          ? c.staff.reads
          : command === 'update'
            ? c.staff.updates
            : c.staff.deletes,
        world.staff.sam,
      ),
  },
  {
    // anon has no privileges at all, so every statement fails before RLS is even consulted.
    label: 'anon',
    kind: 'anon',
    as: (fn, rollback) => db.asAnon(fn, { rollback }),
    targets: ['alice'],
    foreign: ['alice', 'bob'],
    may: async () => [],
  },
];

const sorted = (keys: string[]) => [...keys].sort();

async function expectOutcome(
  actor: Actor,
  attack: Attack,
  c: TableCase,
  attempt: Promise<QueryResult>,
  expected: Outcome,
) {
  switch (expected) {
    case 'permission denied':
      await expectPermissionDenied(attempt, `table ${c.table}`);
      break;
    case 'rejected by policy':
      await expectPolicyViolation(attempt);
      break;
    case 'affects no rows': {
      // Only meaningful when there was something to hit.
      const aimedAt = attack.target
        ? (await ownedKeys(db, c, world[attack.target])).length
        : Number((await db.query(`select count(*) as n from public.${c.table}`)).rows[0].n);
      expect(aimedAt).toBeGreaterThan(0);
      expect((await attempt).affectedRows).toBe(0);
      break;
    }
    case 'affects only its own rows': {
      const own = await actor.may(c, commandOf(attack.shape) as 'update' | 'delete');
      expect(own.length).toBeGreaterThan(0);
      expect((await attempt).affectedRows).toBe(own.length);
      break;
    }
    case 'sees only what it may': {
      const seen = sorted((await attempt).rows.map((r) => keyOf(c, r)));
      // It does see rows, so the select really ran under its identity...
      const allowed = sorted(await actor.may(c, 'select'));
      expect(allowed.length).toBeGreaterThan(0);
      expect(seen).toEqual(allowed);
      // ...and none of a restaurant it has nothing to do with, which does have rows.
      for (const name of actor.foreign) {
        const theirs = await ownedKeys(db, c, world[name]);
        expect(theirs.length).toBeGreaterThan(0);
        expect(seen.filter((key) => theirs.includes(key))).toEqual([]);
      }
      break;
    }
    case 'sees nothing': {
      // Not even of the restaurants it aims at, which do have rows.
      for (const name of actor.targets) {
        expect((await ownedKeys(db, c, world[name])).length).toBeGreaterThan(0);
      }
      expect((await attempt).rows).toEqual([]);
      break;
    }
  }
}

describe('harness', () => {
  it('runs asUser as authenticated with the user and their e-mail in the JWT claims', async () => {
    const row = await db.asUser(world.alice.id, async (sql) => {
      const { rows } = await sql.query(
        `select current_user as role, auth.uid() as uid, auth.role() as claim_role,
                auth.jwt() ->> 'sub' as sub, auth.jwt() ->> 'email' as email`,
      );
      return rows[0];
    });
    expect(row).toEqual({
      role: 'authenticated',
      uid: world.alice.id,
      claim_role: 'authenticated',
      sub: world.alice.id,
      email: USERS.alice.email,
    });
  });

  it('lets a test add or override claims', async () => {
    const { rows } = await db.asUser(
      world.alice.id,
      (sql) => sql.query(`select auth.jwt() ->> 'email' as email`),
      { claims: { email: 'other@example.test' } },
    );
    expect(rows).toEqual([{ email: 'other@example.test' }]);
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
    // Rolled back so the attack matrix below sees exactly the world.
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

  it.each(TABLE_CASES.map((c) => [c.table, c] as const))(
    '%s grants authenticated exactly what TABLE_CASES says, anon nothing',
    async (_table, c) => {
      const { rows } = await db.query<{ role: string; privilege: string }>(
        `select grantee as role, privilege_type as privilege
         from information_schema.role_table_grants
         where table_schema = 'public' and table_name = $1 and grantee in ('anon', 'authenticated')
         order by 1, 2`,
        [c.table],
      );
      const commands = ['select', 'insert', 'update', 'delete'] as const;
      const grants = { ...c.grants, select: c.grants.select ?? true };
      const tableWide = commands
        .filter((cmd) => grants[cmd] === true)
        .map((cmd) => cmd.toUpperCase())
        .sort();
      expect(rows).toEqual(tableWide.map((privilege) => ({ role: 'authenticated', privilege })));
      // Where the table-wide privilege is withheld, exactly the listed columns have it.
      for (const command of commands) {
        const grant = grants[command];
        if (!Array.isArray(grant)) continue;
        const { rows: columns } = await db.query<{ column: string }>(
          `select column_name as column from information_schema.column_privileges
           where table_schema = 'public' and table_name = $1 and grantee = 'authenticated'
             and privilege_type = $2
           order by column_name collate "C"`,
          [c.table, command.toUpperCase()],
        );
        expect(columns.map((r) => r.column)).toEqual([...grant].sort());
      }
    },
  );

  it('runs every SECURITY DEFINER function with an empty search_path', async () => {
    const { rows } = await db.query(
      `select proname from pg_proc
       where pronamespace = 'public'::regnamespace and prosecdef
         and not coalesce(proconfig, '{}') @> array['search_path=""']
       order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('lets anon execute no function in public', async () => {
    const { rows } = await db.query(
      `select proname from pg_proc
       where pronamespace = 'public'::regnamespace and has_function_privilege('anon', oid, 'execute')
       order by 1`,
    );
    expect(rows).toEqual([]);
  });
});

// `%s` with a leading label column: `$field` would print strings with quotes.
describe.each(ACTORS.map((a) => [a.label, a] as const))('%s', (_actor, actor) => {
  describe.each(TABLE_CASES.map((c) => [c.table, c] as const))('on %s', (_table, c) => {
    const cases = attacksOf(actor).map(
      (attack) => [`${attack.name}: ${outcomeOf(actor.kind, attack, c)}`, attack] as const,
    );

    it.each(cases)('%s', async (_name, attack) => {
      const before = await snapshot(db);
      await expectOutcome(
        actor,
        attack,
        c,
        actor.as((sql) => attack.run(sql, c), attack.rollback),
        outcomeOf(actor.kind, attack, c),
      );
      expect(await snapshot(db)).toEqual(before);
    });
  });
});

staffAttacks(ctx);

describe('after every attack', () => {
  it.each(['alice', 'bob'] as const)("%s's rows are byte-for-byte unchanged", async (name) => {
    expect(await snapshot(db, world[name])).toEqual(atStart[name]);
  });

  it('so is every other row (the staff members’ profiles included)', async () => {
    expect(await snapshot(db)).toEqual(atStart.all);
  });
});

// From here on, the data changes on purpose.
staffAtWork(ctx);

// Runs last: these change alice's data on purpose.
describe.each(TABLE_CASES.map((c) => [c.table, c] as const))('alice on her own %s', (_t, c) => {
  const asAlice = <T>(fn: (sql: Sql) => Promise<T>, rollback = false) =>
    db.asUser(world.alice.id, fn, { rollback });
  const writes = c.writer === 'owner';
  const updates = writes && c.ownerUpdates !== false;

  it("selects all of her rows and none of bob's", async () => {
    const { rows } = await asAlice((sql) =>
      sql.query(`select ${readable(c)} from public.${c.table}`),
    );
    expect(sorted(rows.map((r) => keyOf(c, r)))).toEqual(
      sorted(await ownedKeys(db, c, world.alice)),
    );
  });

  if (updates && granted(c, 'update', Object.keys(c.edit))) {
    it('updates her row (and updated_at moves, where the table has one)', async () => {
      const key = seededKey(c, world.alice);
      const [clause, params] = [
        Object.keys(key)
          .map((k, i) => `${k} = $${i + 1}`)
          .join(' and '),
        Object.values(key),
      ];
      const { rows: before } = await db.query(
        `select * from public.${c.table} where ${clause}`,
        params,
      );
      const result = await asAlice((sql) => updateWhere(sql, c, c.edit, key, 'representation'));
      expect(result.affectedRows).toBe(1);
      expect(result.rows[0]).toMatchObject(
        Object.fromEntries(
          Object.entries(c.edit).map(([k, v]) => [k, k.endsWith('_at') ? new Date(String(v)) : v]),
        ),
      );
      if ('updated_at' in before[0]) {
        expect(result.rows[0].updated_at).not.toEqual(before[0].updated_at);
      }
    });
  } else if (granted(c, 'update', Object.keys(c.edit))) {
    // notification_recipients: the grant is the staff member's, for their own acknowledgement.
    it('cannot update her rows: affects no rows (no policy lets her)', async () => {
      const key = seededKey(c, world.alice);
      expect(await ownedKeys(db, c, world.alice)).toContain(keyOf(c, key));
      const result = await asAlice((sql) => updateWhere(sql, c, c.edit, key, 'minimal'), true);
      expect(result.affectedRows).toBe(0);
    });
  } else {
    it('cannot update her rows: permission denied', async () => {
      await expectPermissionDenied(
        asAlice((sql) => updateWhere(sql, c, c.edit, seededKey(c, world.alice), 'minimal')),
        `table ${c.table}`,
      );
    });
  }

  // push_subscriptions: her own rows, but saved only through save_push_subscription().
  const inserts = writes && granted(c, 'insert', insertColumns(c));
  if (inserts) {
    it('inserts a row of her own', async () => {
      if (c.onePerOwner) {
        // E.g. her profile: remove it as an account that predates the sign-up trigger would lack
        // it; the client then creates it.
        await db.query(`delete from public.${c.table} where ${c.key[0]} = $1`, [
          world.alice[c.key[0]],
        ]);
      }
      const result = await asAlice(
        (sql) => insertRow(sql, c, world.alice, 'representation'),
        !c.onePerOwner,
      );
      expect(result.affectedRows).toBe(1);
      expect(result.rows[0]).toMatchObject({ [c.owner.column]: world.alice[c.owner.ref] });
    });
  } else if (granted(c, 'insert', insertColumns(c))) {
    it('cannot insert one: rejected by policy', async () => {
      await expectPolicyViolation(asAlice((sql) => insertRow(sql, c, world.alice, 'minimal')));
    });
  } else {
    // quiz_results: only grade_quiz() writes them; push_subscriptions: save_push_subscription().
    it('cannot insert one: permission denied (only a function writes these)', async () => {
      await expectPermissionDenied(
        asAlice((sql) => insertRow(sql, c, world.alice, 'minimal')),
        `table ${c.table}`,
      );
    });
  }

  if (writes && c.grants.delete) {
    it('deletes a row of her own', async () => {
      // One row per owner (an update's quiz): the one there is goes; else a new one is made.
      const rows =
        c.onePerOwner || !inserts
          ? [seededKey(c, world.alice)]
          : (await asAlice((sql) => insertRow(sql, c, world.alice, 'representation'))).rows;
      const key = Object.fromEntries(c.key.map((k) => [k, rows[0][k]]));
      const result = await asAlice((sql) => deleteWhere(sql, c, key, 'representation'));
      expect(result.affectedRows).toBe(1);
      expect(await ownedKeys(db, c, world.alice)).not.toContain(keyOf(c, rows[0]));
    });
  } else {
    it('cannot delete her rows: permission denied', async () => {
      await expectPermissionDenied(
        asAlice((sql) => deleteWhere(sql, c, seededKey(c, world.alice), 'minimal')),
        `table ${c.table}`,
      );
    });
  }
});
