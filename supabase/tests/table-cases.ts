// One row per public table: everything the RLS matrix needs to attack and exercise it.
// A new table is covered by adding a row here, plus the ids it hangs off in world.ts;
// rls.test.ts fails while a public table has no row.
import type { Row, Sql } from './harness';
import { UPDATE_QUIZ, type Account } from './world';

export interface TableCase {
  table: string;
  /** Primary key columns, also the Account fields holding the seeded row's key. */
  key: (keyof Account)[];
  /** The column that ties a row to its owner, and the Account id that goes into it. */
  owner: { column: string; ref: keyof Account };
  /**
   * Which rows belong to an account, when the owner column alone does not say (SQL over the
   * table aliased `t`, $1 = the account's `ref`). Default: owner.column = owner.ref.
   */
  scope?: { where: string; ref: keyof Account };
  /** Columns of a new row apart from the owner column. */
  sample: (owner: Account) => Row;
  /** A harmless change to an existing row. */
  edit: Row;
  /**
   * What `authenticated` is granted: on every column (true), only on the listed columns, or not at
   * all. SELECT is table-wide unless `select` lists columns. A statement beyond these fails with
   * "permission denied" before RLS. Server-owned columns (ids, created_at, ...) are in no list.
   */
  grants: {
    select?: string[];
    insert: boolean | string[];
    update: boolean | string[];
    delete: boolean;
  };
  /**
   * Who writes the rows: the account holder (manager), or only the server, in a SECURITY DEFINER
   * function (quiz results: grade_quiz(), 20261124010000); managers just read those.
   */
  writer: 'owner' | 'server';
  /**
   * false: the owner creates, reads and deletes the rows but never updates them, although the
   * column grant exists for somebody else (notification_recipients: only the staff member
   * acknowledges, 20261127000000).
   */
  ownerUpdates?: false;
  /** At most one row per owner (the key is the owner id), so a new one needs the old gone. */
  onePerOwner?: boolean;
  /**
   * What a signed-in staff member may do, as SQL conditions over the table aliased `t` and over
   * `me` (me.staffid: their staff entry, me.user_id: their user id), evaluated as the superuser.
   * The matrix checks that RLS lets them read exactly `reads` (nothing without it) and update
   * exactly `updates` and delete exactly `deletes`. Written from the rules, not copied from the
   * policies.
   */
  staff: { reads?: string; updates?: string; deletes?: string };
}

// What a client may write: supabase/migrations/20261124000000_security_hardening.sql. The column
// tying a row to its parent is set on insert (the policy checks it) and never updated.
const STAFF_UPDATABLE = [
  'name',
  'role',
  'email',
  'notification_preference',
  'status',
  'hire_date',
  // The person writes their own through set_my_language() (20261203000000).
  'language',
];
/**
 * Every column but user_id, link_state and linked_at: managers see the person's answer ('pending'
 * reads as 'none'), not whether or when they signed up (20261129000000).
 */
export const STAFF_READABLE = [
  'staffid',
  'restaurantid',
  ...STAFF_UPDATABLE,
  // The server's count (20261201000000): readable, raised by each recipient row, never written.
  'notifications_received',
  'answer',
  'created_at',
  'updated_at',
  // The dialog's version (20261207020000): read with the entry, raised by a trigger, never written.
  'version',
];
const MENUITEM_UPDATABLE = [
  'name',
  'description',
  'price',
  'category',
  'position',
  'ingredients',
  'allergens',
  'dietary',
  'available',
  'allergen_states',
];
const RESTAURANT_UPDATABLE = [
  'restaurant_name',
  'location_address',
  'phone_num',
  'website_url',
  'allergen_regime',
];
const SPECIAL_UPDATABLE = ['name', 'description', 'price', 'category', 'start_date', 'end_date'];
const NOTIFICATION_UPDATABLE = [
  'message',
  'type',
  'item_names',
  'items',
  'recipients',
  'menu_versions',
  'change_set',
  'required',
];
const MODULE_UPDATABLE = ['title', 'type', 'content', 'quiz_questions', 'source_url'];

/** Rows hanging off the notifications of the account's restaurant (it has several). */
const NOTIFICATIONS_OF_RESTAURANT: TableCase['scope'] = {
  where: `t.notificationid in (
    select n.notificationid from public.notifications n where n.restaurantid = $1
  )`,
  ref: 'restaurantid',
};

const MY_RESTAURANT =
  't.restaurantid in (select s.restaurantid from public.staff_members s where s.staffid = me.staffid)';

export const TABLE_CASES: TableCase[] = [
  {
    table: 'profiles',
    key: ['id'],
    owner: { column: 'id', ref: 'id' },
    sample: () => ({ email: 'intruder@example.test', full_name: 'Intruder' }),
    edit: { full_name: 'Renamed' },
    grants: {
      insert: ['id', 'email', 'full_name', 'user_type'],
      update: ['email', 'full_name', 'user_type'],
      delete: false,
    },
    writer: 'owner',
    onePerOwner: true,
    staff: { reads: 't.id = me.user_id', updates: 't.id = me.user_id' },
  },
  {
    table: 'restaurants',
    key: ['restaurantid'],
    owner: { column: 'userid', ref: 'id' },
    // orgid is server-owned (reserved for restaurant groups): it takes its default.
    sample: () => ({ restaurant_name: 'Intruder Bistro' }),
    edit: { restaurant_name: 'Renamed Bistro' },
    grants: {
      insert: ['userid', ...RESTAURANT_UPDATABLE],
      // 'Remove sample data' is an update only: a new restaurant always shows them (ADR 0026).
      update: [...RESTAURANT_UPDATABLE, 'samples_removed'],
      delete: true,
    },
    writer: 'owner',
    staff: { reads: MY_RESTAURANT },
  },
  {
    table: 'menus',
    key: ['menuid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: () => ({ name: 'Intruder menu', menu_type: 'wine' }),
    edit: { name: 'Renamed menu' },
    grants: {
      // add_ons: 20261130000000.
      insert: ['restaurantid', 'name', 'menu_type', 'food_type', 'add_ons'],
      update: ['name', 'menu_type', 'food_type', 'add_ons'],
      delete: true,
    },
    writer: 'owner',
    staff: { reads: MY_RESTAURANT },
  },
  {
    // Immutable: the server numbers and stamps each version; nobody edits or deletes one.
    table: 'menu_versions',
    key: ['versionid'],
    owner: { column: 'menuid', ref: 'menuid' },
    // jsonb as JSON text: node-postgres would send a JS array as the array literal '{}' (an
    // object to jsonb), which the items check refuses on a real server.
    sample: () => ({ name: 'Intruder version', menu_type: 'food', items: '[]' }),
    edit: { name: 'Rewritten history' },
    grants: {
      insert: ['menuid', 'name', 'menu_type', 'food_type', 'items'],
      update: false,
      delete: false,
    },
    writer: 'owner',
    staff: {
      // A range of a menu of the update's own restaurant, between versions that exist, the
      // newest saved by the time the update was sent (20261129000000).
      reads: `exists (
        select 1 from public.notification_recipients r
        join public.notifications n on n.notificationid = r.notificationid
        cross join lateral jsonb_array_elements(n.menu_versions) e
        where r.staffid = me.staffid and e ->> 'menuId' = t.menuid::text
          and t.restaurantid = n.restaurantid
          and t.version between (e ->> 'fromVersion')::int and (e ->> 'toVersion')::int
          and exists (
            select 1 from public.menu_versions hi
            where hi.menuid = t.menuid and hi.version = (e ->> 'toVersion')::int
              and hi.saved_at <= n.sent_at
          )
          and ((e ->> 'fromVersion')::int = 0 or exists (
            select 1 from public.menu_versions lo
            where lo.menuid = t.menuid and lo.version = (e ->> 'fromVersion')::int
          ))
      )`,
    },
  },
  {
    table: 'menuitems',
    key: ['menuitemid'],
    owner: { column: 'menuid', ref: 'menuid' },
    sample: () => ({ name: 'Intruder item', price: '$1', dietary: ['vegan'] }),
    edit: { price: '$0.01' },
    grants: { insert: ['menuid', ...MENUITEM_UPDATABLE], update: MENUITEM_UPDATABLE, delete: true },
    writer: 'owner',
    staff: {
      reads: `t.menuid in (
        select m.menuid from public.menus m
        join public.staff_members s on s.restaurantid = m.restaurantid
        where s.staffid = me.staffid
      )`,
    },
  },
  {
    table: 'staff_members',
    key: ['staffid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: () => ({ name: 'Intruder', role: 'Server', email: 'intruder@example.test' }),
    edit: { role: 'Chef' },
    // Not user_id, link_state, linked_at: only the membership functions link an entry to a user.
    grants: {
      select: STAFF_READABLE,
      insert: ['restaurantid', ...STAFF_UPDATABLE],
      update: STAFF_UPDATABLE,
      delete: true,
    },
    writer: 'owner',
    staff: { reads: 't.staffid = me.staffid' },
  },
  {
    table: 'specials',
    key: ['specialid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: () => ({ name: 'Intruder special', price: '$1' }),
    edit: { price: '$0.01' },
    grants: {
      insert: ['restaurantid', ...SPECIAL_UPDATABLE],
      update: SPECIAL_UPDATABLE,
      delete: true,
    },
    writer: 'owner',
    staff: { reads: MY_RESTAURANT },
  },
  {
    table: 'notifications',
    key: ['notificationid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: () => ({ message: 'Intruder update', type: 'price_update' }),
    edit: { message: 'Edited update' },
    // sent_at is the server's time of sending. The message's translations are written with the
    // update and never changed (ADR 0045).
    grants: {
      insert: ['restaurantid', ...NOTIFICATION_UPDATABLE, 'message_locale', 'message_translations'],
      update: NOTIFICATION_UPDATABLE,
      delete: true,
    },
    writer: 'owner',
    staff: {
      reads: `t.notificationid in (
        select r.notificationid from public.notification_recipients r where r.staffid = me.staffid
      )`,
    },
  },
  {
    table: 'notification_recipients',
    key: ['notificationid', 'staffid'],
    owner: { column: 'notificationid', ref: 'notificationid' },
    // An account has several notifications: its rows are those of its restaurant's.
    scope: NOTIFICATIONS_OF_RESTAURANT,
    // Adding a colleague of the same team to the account's notification (for alice: sam to N2).
    sample: (a) => ({ staffid: a.otherStaffid }),
    edit: { acknowledged_at: '2026-11-22T12:00:00.000Z' },
    // Created unacknowledged; only acknowledged_at ever changes, and only by its staff member
    // (opened_at, quiz_passed_at, reminded_at: the functions of 20261127000000).
    grants: { insert: ['notificationid', 'staffid'], update: ['acknowledged_at'], delete: true },
    writer: 'owner',
    ownerUpdates: false,
    staff: { reads: 't.staffid = me.staffid', updates: 't.staffid = me.staffid' },
  },
  {
    // The answers of an update's quiz: its manager's only (20261127000000). Staff read the
    // questions through staff_update_quizzes() and are graded by grade_update_quiz().
    table: 'notification_quizzes',
    key: ['notificationid'],
    owner: { column: 'notificationid', ref: 'notificationid' },
    scope: NOTIFICATIONS_OF_RESTAURANT,
    sample: () => ({ questions: JSON.stringify(UPDATE_QUIZ) }),
    edit: { questions: '[]' },
    // Sent with its update and never rewritten under the people taking it.
    grants: { insert: ['notificationid', 'questions'], update: false, delete: true },
    writer: 'owner',
    onePerOwner: true,
    staff: {},
  },
  {
    // Written only by grade_update_quiz() (20261127000000).
    table: 'update_quiz_attempts',
    key: ['attemptid'],
    owner: { column: 'notificationid', ref: 'notificationid' },
    scope: NOTIFICATIONS_OF_RESTAURANT,
    sample: (a) => ({ staffid: a.staffid, answers: '{2,0}', score: 2, total: 2, passed: true }),
    edit: { passed: true },
    grants: { insert: false, update: false, delete: false },
    writer: 'server',
    staff: { reads: 't.staffid = me.staffid' },
  },
  {
    // What Realtime publishes to staff (20261129000000): written by a trigger on
    // notification_recipients only, never deleted (docs/decisions/0025).
    table: 'staff_update_signals',
    key: ['staffid'],
    owner: { column: 'staffid', ref: 'staffid' },
    // The signals of the account's team: its manager reads them all.
    scope: {
      where: `t.staffid in (select s.staffid from public.staff_members s where s.restaurantid = $1)`,
      ref: 'restaurantid',
    },
    sample: () => ({ changed_at: '2026-11-22T12:00:00.000Z' }),
    edit: { changed_at: '2026-11-22T12:00:00.000Z' },
    grants: { insert: false, update: false, delete: false },
    writer: 'server',
    staff: { reads: 't.staffid = me.staffid' },
  },
  {
    // Written by the send's trigger, remind_update() and queue_invite() in SQL, and by the
    // delivery function with the service role (20261202000000); the manager only reads.
    table: 'deliveries',
    key: ['deliveryid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: (a) => ({ staffid: a.staffid, purpose: 'invite', channel: 'email' }),
    edit: { status: 'sent' },
    grants: { insert: false, update: false, delete: false },
    writer: 'server',
    // Not even their own: the delivery record is the manager's view of the send.
    staff: {},
  },
  {
    // The training record (20261208000000): written only by triggers on the tables of the
    // actions it records, never updated or deleted while the restaurant exists.
    table: 'training_events',
    key: ['eventid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: (a) => ({
      staffid: a.staffid,
      staff_name: 'Forged',
      staff_email: 'forged@example.test',
      staff_role: 'Server',
      notificationid: a.notificationid,
      type: 'acknowledged',
    }),
    edit: { type: 'acknowledged' },
    grants: { insert: false, update: false, delete: false },
    writer: 'server',
    // Their own record, but not how it was delivered (as deliveries: the manager's view).
    staff: { reads: `t.staffid = me.staffid and t.type not in ('delivered', 'delivery_failed')` },
  },
  {
    // A person's devices (20261202000000), whoever they are: the owner is the account, not a
    // restaurant. Saved only through save_push_subscription(); the owner reads and removes them.
    table: 'push_subscriptions',
    key: ['subscriptionid'],
    owner: { column: 'user_id', ref: 'id' },
    sample: () => ({ endpoint: 'https://push.example.test/intruder', p256dh: 'k', auth: 'a' }),
    edit: { endpoint: 'https://push.example.test/moved' },
    grants: { insert: false, update: false, delete: true },
    writer: 'owner',
    staff: { reads: 't.user_id = me.user_id', deletes: 't.user_id = me.user_id' },
  },
  {
    table: 'training_modules',
    key: ['moduleid'],
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: () => ({ title: 'Intruder module', type: 'service_scripts', content: 'Nope' }),
    edit: { title: 'Renamed module' },
    grants: {
      insert: ['restaurantid', ...MODULE_UPDATABLE],
      update: MODULE_UPDATABLE,
      delete: true,
    },
    writer: 'owner',
    // Nothing through the table: staff read their modules, answers left out, through
    // staff_training_modules() (20261124010000; supabase/tests/quiz-grading.test.ts).
    staff: {},
  },
  {
    table: 'quiz_results',
    key: ['resultid'],
    owner: { column: 'moduleid', ref: 'moduleid' },
    // A result in the account holder's module for a staff member nobody attacking owns.
    sample: (a) => ({ staffid: a.staffid, score: 3, total: 3 }),
    edit: { score: 0 },
    // Written only by grade_quiz(), which scores the attempt itself (20261124010000): no client
    // inserts, updates or deletes a result.
    grants: { insert: false, update: false, delete: false },
    writer: 'server',
    staff: { reads: 't.staffid = me.staffid' },
  },
];

export type Command = 'insert' | 'update' | 'delete';

/** Whether `authenticated` holds the privilege on every one of `columns`. */
export function granted(c: TableCase, command: Command, columns: string[] = []): boolean {
  const grant = c.grants[command];
  return Array.isArray(grant) ? columns.every((col) => grant.includes(col)) : grant;
}

/** The columns a client may select: `*` where SELECT is table-wide, else the granted list. */
export const readable = (c: TableCase): string => c.grants.select?.join(', ') ?? '*';

/** The columns of an insert of c's sample row (for the grant check). */
export const insertColumns = (c: TableCase): string[] => [
  ...Object.keys(c.sample({} as Account)),
  c.owner.column,
];

/** A row's primary key as one comparable string. */
export const keyOf = (c: TableCase, row: Row): string => JSON.stringify(c.key.map((k) => row[k]));

/** The seeded row's key of an account. */
export const seededKey = (c: TableCase, a: Account): Row =>
  Object.fromEntries(c.key.map((k) => [k, a[k]]));

// Statement builders. Table and column names come from TABLE_CASES, never from input.
//
// `returning` mirrors PostgREST's Prefer: return=... header. It matters for attacks: with
// RETURNING (and for UPDATE/DELETE also a WHERE on the table's columns), PostgreSQL checks rows
// against the SELECT policy too, which can hide a hole in the INSERT/UPDATE/DELETE policy.
// supabase-js sends return=minimal unless .select() is chained, so attacks use 'minimal', and
// some go without WHERE, to test each command's own policy.
export type Returning = 'representation' | 'minimal';

const tail = (c: TableCase, returning: Returning) =>
  returning === 'representation' ? ` returning ${readable(c)}` : '';

export function insertRow(sql: Sql, c: TableCase, owner: Account, returning: Returning) {
  const row: Row = { ...c.sample(owner), [c.owner.column]: owner[c.owner.ref] };
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  return sql.query(
    `insert into public.${c.table} (${columns.join(', ')}) values (${placeholders})` +
      tail(c, returning),
    Object.values(row),
  );
}

/** Column = value conditions, all of which must hold; null means no WHERE clause at all. */
export type Where = Row | null;

function whereClause(where: Where, first: number): [string, unknown[]] {
  if (!where) return ['', []];
  const columns = Object.keys(where);
  const conditions = columns.map((col, i) => `${col} = $${first + i}`).join(' and ');
  return [` where ${conditions}`, Object.values(where)];
}

export function updateWhere(sql: Sql, c: TableCase, set: Row, where: Where, returning: Returning) {
  const columns = Object.keys(set);
  const assignments = columns.map((col, i) => `${col} = $${i + 1}`).join(', ');
  const [clause, params] = whereClause(where, columns.length + 1);
  return sql.query(`update public.${c.table} set ${assignments}` + clause + tail(c, returning), [
    ...Object.values(set),
    ...params,
  ]);
}

export function deleteWhere(sql: Sql, c: TableCase, where: Where, returning: Returning) {
  const [clause, params] = whereClause(where, 1);
  return sql.query(`delete from public.${c.table}` + clause + tail(c, returning), params);
}

function scopeOf(c: TableCase, owner: Account): [string, unknown] {
  return c.scope
    ? [c.scope.where, owner[c.scope.ref]]
    : [`t.${c.owner.column} = $1`, owner[c.owner.ref]];
}

const orderBy = (c: TableCase) => c.key.map((k) => `t.${k}`).join(', ');

/** Keys (keyOf) of the rows in a table that belong to `owner`, read as the superuser. */
export async function ownedKeys(db: Sql, c: TableCase, owner: Account): Promise<string[]> {
  const [where, param] = scopeOf(c, owner);
  const { rows } = await db.query(
    `select t.* from public.${c.table} t where ${where} order by ${orderBy(c)}`,
    [param],
  );
  return rows.map((r) => keyOf(c, r));
}

/** Keys of the rows matching one of a TableCase's staff conditions, read as the superuser. */
export async function staffKeys(
  db: Sql,
  c: TableCase,
  condition: string | undefined,
  me: { staffid: string; id: string },
): Promise<string[]> {
  if (!condition) return [];
  const { rows } = await db.query(
    `select t.* from (select $1::uuid as staffid, $2::uuid as user_id) me, public.${c.table} t
     where ${condition} order by ${orderBy(c)}`,
    [me.staffid, me.id],
  );
  return rows.map((r) => keyOf(c, r));
}

/**
 * Every row of every case table as text, read as the superuser in one statement: equal means
 * untouched. With an owner, only that account's rows.
 */
export async function snapshot(db: Sql, owner?: Account): Promise<Record<string, string[]>> {
  const params: unknown[] = [];
  const parts = TABLE_CASES.map((c) => {
    let where = 'true';
    if (owner) {
      const [condition, param] = scopeOf(c, owner);
      params.push(param);
      where = condition.replaceAll('$1', `$${params.length}`);
    }
    return `'${c.table}', (select coalesce(json_agg(row_to_json(t)::text order by ${orderBy(c)}),
      '[]') from public.${c.table} t where ${where})`;
  });
  const { rows } = await db.query<{ snapshot: Record<string, string[]> }>(
    `select json_build_object(${parts.join(', ')}) as snapshot`,
    params,
  );
  return rows[0].snapshot;
}
