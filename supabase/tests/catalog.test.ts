// What the API roles hold in public, read from the catalog (issue 26, item 3): a table, view,
// sequence or function that a migration leaves open to `anon` or `authenticated` fails here
// unless it is closed by row security or listed below with its reason. Supabase's default
// privileges grant ALL on every new object to both roles (tests/auth-shim.sql does the same), so
// a migration that forgets its revoke is caught by this file, not by a reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * Every function in public that `authenticated` may execute, and why. Policy helpers are called
 * by policies with the caller's rights; the rest are the API's actions. Each answers only about
 * the caller. Executable by anon: none.
 */
const EXECUTABLE: Record<string, string> = {
  is_restaurant_owner: 'policy helper: does the caller own this restaurant',
  my_staff_ids: "policy helper: the caller's accepted, active staff entries",
  my_staff_restaurants: "policy helper: the restaurants of the caller's entries",
  my_notification_ids: "policy helper: the updates sent to the caller's entries",
  can_manage_recipient: "policy helper: the caller owns the update (and the entry is its team's)",
  owns_training_module: "policy helper: the caller owns the module's restaurant",
  can_read_menu_version: 'policy helper: the version is announced to the caller (20261129000000)',
  canonical_email: "run with the caller's rights by the e-mail index and the unlink trigger",
  claim_staff_membership: 'the offer after sign-in (confirmed address from auth.users)',
  accept_staff_membership: 'the person accepts their own pending entry',
  decline_staff_membership: 'the person declines their own pending entry',
  staff_training_modules: "a member reads their team's modules without the answers",
  grade_quiz: 'a member hands in a training quiz; the server scores and records it',
  open_update: 'a recipient marks their update opened',
  staff_update_quizzes: "a recipient reads their updates' quizzes without the answers",
  grade_update_quiz: "a recipient hands in an update's quiz; the server grades and records it",
  remind_update: "the update's manager nudges its recipients",
  send_update:
    'the manager sends an update, its quiz, recipients and counters at once (invoker: their own RLS)',
  queue_invite:
    "the manager queues an invitation e-mail to their own team's entry (20261202000000)",
  set_my_language: 'a person sets their own language on their accepted entries (20261203000000)',
  save_menu:
    'the manager saves a menu, its items and its next version at once, refused from a stale ' +
    'version (invoker: their own RLS, 20261207000000)',
  save_push_subscription:
    "a person saves their own device for update alerts (push services' hosts only, 20261205000000)",
};

/** The TRUNCATE, REFERENCES, TRIGGER (and, from PostgreSQL 17, MAINTAIN) privileges: never. */
const NEVER = ['TRUNCATE', 'REFERENCES', 'TRIGGER'];

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const API_ROLES = `(values ('anon'), ('authenticated')) as r (role)`;

describe('catalog: what anon and authenticated hold in public', () => {
  it('no sequence is usable, readable or settable by them', async () => {
    const { rows } = await db.query(
      `select c.relname as sequence, r.role, p.privilege
       from pg_catalog.pg_class c
       cross join ${API_ROLES}
       cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p (privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
         and has_sequence_privilege(r.role, c.oid, p.privilege)
       order by 1, 2, 3`,
    );
    expect(rows).toEqual([]);
  });

  it('anon holds nothing on any table or view', async () => {
    const { rows } = await db.query(
      `select c.relname as relation, p.privilege
       from pg_catalog.pg_class c
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES',
                               'TRIGGER']) as p (privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and (has_table_privilege('anon', c.oid, p.privilege)
              or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                  and has_any_column_privilege('anon', c.oid, p.privilege)))
       order by 1, 2`,
    );
    expect(rows).toEqual([]);
  });

  it('authenticated holds no TRUNCATE, REFERENCES, TRIGGER or MAINTAIN anywhere', async () => {
    const { rows: version } = await db.query<{ v: number }>(
      `select current_setting('server_version_num')::int as v`,
    );
    const never = version[0].v >= 170000 ? [...NEVER, 'MAINTAIN'] : NEVER;
    const { rows } = await db.query(
      `select c.relname as relation, p.privilege
       from pg_catalog.pg_class c
       cross join unnest($1::text[]) as p (privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and (has_table_privilege('authenticated', c.oid, p.privilege)
              or (p.privilege = 'REFERENCES'
                  and has_any_column_privilege('authenticated', c.oid, p.privilege)))
       order by 1, 2`,
      [never],
    );
    expect(rows).toEqual([]);
  });

  it('every command authenticated holds on a relation is a table command under forced RLS with a policy for it', async () => {
    // A view or materialized view would bypass the tables' row security: none may be reachable.
    const { rows } = await db.query(
      `with held as (
         select c.oid, c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity,
                p.privilege, p.cmd
         from pg_catalog.pg_class c
         cross join (values ('SELECT', 'r'), ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd'))
           as p (privilege, cmd)
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
           and (has_table_privilege('authenticated', c.oid, p.privilege)
                or (p.privilege <> 'DELETE'
                    and has_any_column_privilege('authenticated', c.oid, p.privilege)))
       )
       select h.relname as relation, h.privilege,
              case
                when h.relkind not in ('r', 'p') then 'not a table'
                when not (h.relrowsecurity and h.relforcerowsecurity) then 'RLS not enabled and forced'
                else 'no policy for this command'
              end as problem
       from held h
       where h.relkind not in ('r', 'p')
          or not (h.relrowsecurity and h.relforcerowsecurity)
          or not exists (
            select 1 from pg_catalog.pg_policy pol
            where pol.polrelid = h.oid and pol.polcmd in (h.cmd, '*')
              and (pol.polroles && array['authenticated'::regrole::oid, 0::oid])
          )
       order by 1, 2`,
    );
    expect(rows).toEqual([]);
  });

  it('every table in public has RLS enabled and forced, granted or not', async () => {
    const { rows } = await db.query(
      `select relname as relation from pg_catalog.pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
         and not (relrowsecurity and relforcerowsecurity)
       order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('anon executes no function in public', async () => {
    const { rows } = await db.query(
      `select p.oid::regprocedure::text as function from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('anon', p.oid, 'EXECUTE')
       order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('authenticated executes exactly the listed functions', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select distinct p.proname as name from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', p.oid, 'EXECUTE')
       order by 1`,
    );
    // A new one needs a line in EXECUTABLE with its reason (or a revoke); a removed one, its line
    // taken out.
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(EXECUTABLE).sort());
  });

  it('every SECURITY DEFINER function in public runs with an empty search_path', async () => {
    const { rows } = await db.query(
      `select p.oid::regprocedure::text as function from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prosecdef
         and not coalesce(p.proconfig, '{}') @> array['search_path=""']
       order by 1`,
    );
    expect(rows).toEqual([]);
  });
});
