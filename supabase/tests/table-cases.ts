// One row per public table: everything the RLS matrix needs to attack and exercise it.
// A new table (staff, specials, notifications, ...) is covered by adding a row here, plus the
// id it hangs off in world.ts; rls.test.ts fails while a public table has no row.
import type { Row, Sql } from './harness';
import type { Account } from './world';

export interface TableCase {
  table: string;
  /** Primary key column, also the Account field holding the seeded row's id. */
  key: keyof Account;
  /** The column that ties a row to its owner, and the Account id that goes into it. */
  owner: { column: string; ref: keyof Account };
  /** Columns of a new row apart from the owner column. */
  sample: Row;
  /** A harmless change to an existing row. */
  edit: Row;
  /** Whether owners may delete their rows (profiles go with the auth user instead). */
  deletable: boolean;
  /** At most one row per owner (the key is the owner id), so a new one needs the old gone. */
  onePerOwner?: boolean;
}

export const TABLE_CASES: TableCase[] = [
  {
    table: 'profiles',
    key: 'id',
    owner: { column: 'id', ref: 'id' },
    sample: { email: 'intruder@example.test', full_name: 'Intruder' },
    edit: { full_name: 'Renamed' },
    deletable: false,
    onePerOwner: true,
  },
  {
    table: 'restaurants',
    key: 'restaurantid',
    owner: { column: 'userid', ref: 'id' },
    sample: { restaurant_name: 'Intruder Bistro', orgid: 1 },
    edit: { restaurant_name: 'Renamed Bistro' },
    deletable: true,
  },
  {
    table: 'menus',
    key: 'menuid',
    owner: { column: 'restaurantid', ref: 'restaurantid' },
    sample: { name: 'Intruder menu', menu_type: 'wine' },
    edit: { name: 'Renamed menu' },
    deletable: true,
  },
  {
    table: 'menuitems',
    key: 'menuitemid',
    owner: { column: 'menuid', ref: 'menuid' },
    sample: { name: 'Intruder item', price: '$1', dietary: ['vegan'] },
    edit: { price: '$0.01' },
    deletable: true,
  },
];

// Statement builders. Table and column names come from TABLE_CASES, never from input.
//
// `returning` mirrors PostgREST's Prefer: return=... header. It matters for attacks: with
// RETURNING (and for UPDATE/DELETE also a WHERE on the table's columns), PostgreSQL checks rows
// against the SELECT policy too, which can hide a hole in the INSERT/UPDATE/DELETE policy.
// supabase-js sends return=minimal unless .select() is chained, so attacks use 'minimal', and
// some go without WHERE, to test each command's own policy.
export type Returning = 'representation' | 'minimal';

const tail = (returning: Returning) => (returning === 'representation' ? ' returning *' : '');

export function insertRow(sql: Sql, c: TableCase, owner: Account, returning: Returning) {
  const row: Row = { ...c.sample, [c.owner.column]: owner[c.owner.ref] };
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  return sql.query(
    `insert into public.${c.table} (${columns.join(', ')}) values (${placeholders})` +
      tail(returning),
    Object.values(row),
  );
}

/** Null means no WHERE clause at all: the statement reaches whatever the policies let it. */
type Where = [column: string, value: unknown] | null;

const whereClause = (where: Where, index: number) =>
  where ? ` where ${where[0]} = $${index}` : '';

export function updateWhere(sql: Sql, c: TableCase, set: Row, where: Where, returning: Returning) {
  const columns = Object.keys(set);
  const assignments = columns.map((col, i) => `${col} = $${i + 1}`).join(', ');
  return sql.query(
    `update public.${c.table} set ${assignments}` +
      whereClause(where, columns.length + 1) +
      tail(returning),
    where ? [...Object.values(set), where[1]] : Object.values(set),
  );
}

export function deleteWhere(sql: Sql, c: TableCase, where: Where, returning: Returning) {
  return sql.query(
    `delete from public.${c.table}` + whereClause(where, 1) + tail(returning),
    where ? [where[1]] : [],
  );
}

/** Keys of the rows in a table that belong to `owner`, read as the superuser (see snapshot). */
export async function ownedKeys(db: Sql, c: TableCase, owner: Account): Promise<unknown[]> {
  const { rows } = await db.query(
    `select ${c.key} as key from public.${c.table} where ${c.owner.column} = $1 order by 1`,
    [owner[c.owner.ref]],
  );
  return rows.map((r) => r.key);
}

/**
 * Every row of every case table as text, read as the superuser: equal means untouched. With an
 * owner, only that account's rows (each account owns one restaurant and one menu, so the owner
 * column alone finds them).
 */
export async function snapshot(db: Sql, owner?: Account): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const c of TABLE_CASES) {
    const filter = owner ? `where ${c.owner.column} = $1` : '';
    const { rows } = await db.query<{ row: string }>(
      `select row_to_json(t)::text as row from public.${c.table} t ${filter} order by ${c.key}`,
      owner ? [owner[c.owner.ref]] : [],
    );
    result[c.table] = rows.map((r) => r.row);
  }
  return result;
}
