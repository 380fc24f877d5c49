// Test-only: what the translator needs to know about the schema, read from pg_catalog once per
// database (as PostgREST reads its schema cache): tables and columns, foreign keys and unique
// keys for embedding, and the functions callable through /rpc.
import type { Sql } from '../../../supabase/tests/harness.ts';

export type Relationship = {
  constraint: string;
  /** The table holding the foreign key. */
  child: string;
  childColumns: string[];
  parent: string;
  parentColumns: string[];
};

export type RpcFunction = {
  name: string;
  /** Input parameters in order, with their types as SQL spells them. */
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  /** 'void', 'scalar' or 'composite' (a row type, or OUT / TABLE parameters). */
  returns: 'void' | 'scalar' | 'composite';
};

export type Catalog = {
  columns: Map<string, string[]>;
  relationships: Relationship[];
  /** Column lists of each table's primary key and unique constraints. */
  uniqueKeys: Map<string, string[][]>;
  functions: Map<string, RpcFunction[]>;
};

export async function readCatalog(sql: Sql): Promise<Catalog> {
  const columns = new Map<string, string[]>();
  const { rows: columnRows } = await sql.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  for (const { table, column } of columnRows) {
    columns.set(table, [...(columns.get(table) ?? []), column]);
  }

  const { rows: constraints } = await sql.query<{
    name: string;
    kind: string;
    child: string;
    parent: string | null;
    child_columns: string[];
    parent_columns: string[] | null;
  }>(
    `select con.conname as name, con.contype as kind, c.relname as child, p.relname as parent,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n
                   order by k.i)::text[] as child_columns,
            case when con.contype = 'f' then
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n
                     order by k.i)::text[] end as parent_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       left join pg_class p on p.oid = con.confrelid
      where c.relnamespace = 'public'::regnamespace and con.contype in ('f', 'p', 'u')
        and (con.contype <> 'f' or p.relnamespace = 'public'::regnamespace)`,
  );
  const relationships: Relationship[] = [];
  const uniqueKeys = new Map<string, string[][]>();
  for (const c of constraints) {
    if (c.kind === 'f') {
      relationships.push({
        constraint: c.name,
        child: c.child,
        childColumns: c.child_columns,
        parent: c.parent!,
        parentColumns: c.parent_columns!,
      });
    } else uniqueKeys.set(c.child, [...(uniqueKeys.get(c.child) ?? []), c.child_columns]);
  }

  const { rows: functionRows } = await sql.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    arg_modes: string[] | null;
    defaults: number;
    returns_set: boolean;
    return_type: string;
    type_kind: string;
  }>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)::text[] as arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
            p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
            t.typtype as type_kind
       from pg_proc p join pg_type t on t.oid = p.prorettype
      where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`,
  );
  const functions = new Map<string, RpcFunction[]>();
  for (const f of functionRows) {
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    const inputs = f.arg_types
      .map((type, i) => ({ type, name: f.arg_names?.[i] ?? '', mode: modes[i] }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const args = inputs.map((a, i) => ({
      name: a.name,
      type: a.type,
      hasDefault: i >= inputs.length - f.defaults,
    }));
    const returns: RpcFunction['returns'] =
      f.return_type === 'void'
        ? 'void'
        : f.type_kind === 'c' || f.return_type === 'record'
          ? 'composite'
          : 'scalar';
    const entry = { name: f.name, args, returnsSet: f.returns_set, returns };
    functions.set(f.name, [...(functions.get(f.name) ?? []), entry]);
  }
  return { columns, relationships, uniqueKeys, functions };
}
