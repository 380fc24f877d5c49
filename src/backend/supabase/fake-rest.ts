// Test-only: a small PostgREST emulator over in-memory tables, strict about columns and operators so
// a request of the wrong shape fails the way the real server would (400 PGRST204 / PGRST100).

export type Row = Record<string, unknown>;
export type Tables = Record<'profiles' | 'restaurants' | 'menus' | 'menuitems', Row[]>;

type Entry = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

/** The columns of supabase/migrations, with defaults applied on insert. */
const schema: Record<keyof Tables, { identity?: string; columns: Record<string, () => unknown> }> =
  {
    profiles: {
      columns: {
        id: () => null,
        email: () => null,
        full_name: () => null,
        user_type: () => 'Manager',
        created_at: now,
        updated_at: now,
      },
    },
    restaurants: {
      identity: 'restaurantid',
      columns: {
        restaurantid: () => null,
        orgid: () => 1,
        userid: () => null,
        restaurant_name: () => null,
        location_address: () => null,
        phone_num: () => null,
        website_url: () => null,
        created_at: now,
        updated_at: now,
      },
    },
    menus: {
      identity: 'menuid',
      columns: {
        menuid: () => null,
        restaurantid: () => null,
        name: () => null,
        menu_type: () => 'food',
        food_type: () => null,
        created_at: now,
        updated_at: now,
      },
    },
    menuitems: {
      identity: 'menuitemid',
      columns: {
        menuitemid: () => null,
        menuid: () => null,
        name: () => null,
        description: () => null,
        price: () => null,
        category: () => null,
        position: () => 0,
        ingredients: () => [],
        allergens: () => [],
        dietary: () => [],
        available: () => true,
        created_at: now,
        updated_at: now,
      },
    },
  };

function now() {
  return new Date().toISOString();
}

const RESERVED = new Set(['select', 'order', 'columns', 'limit', 'offset', 'on_conflict']);

class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly body: Row,
  ) {
    super(String(body.message));
  }
}

const unknownColumn = (table: string, column: string) =>
  new PgrstError(400, {
    code: 'PGRST204',
    details: null,
    hint: null,
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });

export function createFakeRest(tables: Tables) {
  const counters = new Map<string, number>();

  function checkColumn(table: keyof Tables, column: string) {
    if (!(column in schema[table].columns)) throw unknownColumn(table, column);
  }

  function matcher(table: keyof Tables, search: URLSearchParams): (row: Row) => boolean {
    const tests: ((row: Row) => boolean)[] = [];
    for (const [column, filter] of search) {
      if (RESERVED.has(column)) continue;
      checkColumn(table, column);
      const [, op, value] = /^(\w+)\.(.*)$/.exec(filter) ?? [];
      if (op === 'eq') tests.push((row) => String(row[column]) === value);
      else if (op === 'in') {
        const list = value
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((v) => v.replace(/^"|"$/g, ''));
        tests.push((row) => list.includes(String(row[column])));
      } else if (op === 'is' && value === 'null') tests.push((row) => row[column] == null);
      else {
        throw new PgrstError(400, {
          code: 'PGRST100',
          details: filter,
          hint: null,
          message: `"failed to parse filter (${filter})"`,
        });
      }
    }
    return (row) => tests.every((t) => t(row));
  }

  function ordered(table: keyof Tables, rows: Row[], order: string | null): Row[] {
    if (!order) return rows;
    const keys = order.split(',').map((part) => {
      const [column, direction] = part.split('.');
      checkColumn(table, column);
      return { column, sign: direction === 'desc' ? -1 : 1 };
    });
    return [...rows].sort((a, b) => {
      for (const { column, sign } of keys) {
        const x = a[column] as number | string;
        const y = b[column] as number | string;
        if (x !== y) return (x < y ? -1 : 1) * sign;
      }
      return 0;
    });
  }

  function project(table: keyof Tables, rows: Row[], select: string | null): Row[] {
    if (!select || select === '*') return rows.map((r) => ({ ...r }));
    const columns = select.split(',').map((c) => c.trim());
    columns.forEach((c) => checkColumn(table, c));
    return rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c]])));
  }

  function insertRow(table: keyof Tables, input: Row): Row {
    Object.keys(input).forEach((column) => checkColumn(table, column));
    const { identity, columns } = schema[table];
    const row: Row = Object.fromEntries(Object.entries(columns).map(([c, make]) => [c, make()]));
    Object.assign(row, input);
    if (identity && row[identity] == null) {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      row[identity] = next;
    }
    tables[table].push(row);
    return row;
  }

  function execute(table: keyof Tables, entry: Entry): Row[] {
    const where = matcher(table, entry.search);
    switch (entry.method) {
      case 'GET':
        return ordered(table, tables[table].filter(where), entry.search.get('order'));
      case 'POST': {
        const inputs = (Array.isArray(entry.body) ? entry.body : [entry.body]) as Row[];
        return inputs.map((input) => insertRow(table, input));
      }
      case 'PATCH': {
        const patch = entry.body as Row;
        Object.keys(patch).forEach((column) => checkColumn(table, column));
        const rows = tables[table].filter(where);
        rows.forEach((row) => Object.assign(row, patch));
        return rows;
      }
      case 'DELETE': {
        const removed = tables[table].filter(where);
        tables[table] = tables[table].filter((row) => !removed.includes(row));
        // ON DELETE CASCADE from menus to menuitems, as in the migration.
        if (table === 'menus') {
          const ids = removed.map((m) => m.menuid);
          tables.menuitems = tables.menuitems.filter((i) => !ids.includes(i.menuid));
        }
        return removed;
      }
      default:
        throw new PgrstError(405, {
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${entry.method}`,
        });
    }
  }

  function handle(entry: Entry): { status: number; body?: unknown } {
    const table = entry.path.replace('/rest/v1/', '') as keyof Tables;
    if (!(table in schema)) {
      return {
        status: 404,
        body: {
          code: 'PGRST205',
          message: `Could not find the table 'public.${table}' in the schema cache`,
        },
      };
    }
    try {
      const rows = project(table, execute(table, entry), entry.search.get('select'));
      const wantsRows =
        entry.method === 'GET' || /return=representation/.test(entry.headers.prefer ?? '');
      const status = entry.method === 'POST' ? 201 : wantsRows ? 200 : 204;
      if (!wantsRows) return { status };
      if (entry.headers.accept === 'application/vnd.pgrst.object+json') {
        if (rows.length !== 1) {
          return {
            status: 406,
            body: {
              code: 'PGRST116',
              details: `The result contains ${rows.length} rows`,
              hint: null,
              message: 'Cannot coerce the result to a single JSON object',
            },
          };
        }
        return { status, body: rows[0] };
      }
      return { status, body: rows };
    } catch (error) {
      if (error instanceof PgrstError) return { status: error.status, body: error.body };
      throw error;
    }
  }

  return { handle, resetIdentities: () => counters.clear() };
}
