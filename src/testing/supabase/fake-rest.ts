// Test-only: a small PostgREST emulator over in-memory tables, strict about columns, operators and
// relationships so a request of the wrong shape fails the way the real server would.
import { createChangeLoop } from './fake-change-loop';
import {
  checkBigint,
  checkColumn,
  filterTest,
  integerArray,
  invalidInput,
  parseList,
  PgrstError,
  project,
  raised,
  UUID,
} from './fake-select';
import {
  foreignKeys,
  isTable,
  memberships,
  now,
  schema,
  type Caller,
  type Row,
  type TableName,
  type Tables,
} from './fake-schema';

export type { Caller, Row, Tables } from './fake-schema';

type Entry = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * public.canonical_email(): lower-case ASCII, trimmed; null for an empty address or one with any
 * non-ASCII character (so the Kelvin sign U+212A never matches a 'k').
 */
export function canonicalEmail(email: unknown): string | null {
  if (typeof email !== 'string' || [...email].some((ch) => ch.charCodeAt(0) > 0x7f)) return null;
  // btrim() trims spaces only; lower() under collate "C" folds A-Z only, as toLowerCase() does.
  return email.replace(/^ +| +$/g, '').toLowerCase() || null;
}

const RESERVED = new Set(['select', 'order', 'columns', 'limit', 'offset', 'on_conflict']);

/** What PostgreSQL answers when the role lacks the table or column privilege. */
const denied = (table: string) =>
  new PgrstError(403, { code: '42501', message: `permission denied for table ${table}` });

/** A WITH CHECK the new row fails (the INSERT policy of a table with row security here). */
const rowSecurity = (table: string) =>
  raised(403, '42501', `new row violates row-level security policy for table "${table}"`);

export function createFakeRest(tables: Tables) {
  const counters = new Map<string, number>();
  const loop = createChangeLoop(tables);

  /** Top-level filters; `rel.column` filters belong to an embedded resource (fake-select.ts). */
  function matcher(table: TableName, search: URLSearchParams): (row: Row) => boolean {
    const tests: ((row: Row) => boolean)[] = [];
    for (const [column, filter] of search) {
      if (RESERVED.has(column) || column.includes('.')) continue;
      tests.push(filterTest(table, column, filter));
    }
    return (row) => tests.every((t) => t(row));
  }

  function ordered(table: TableName, rows: Row[], order: string | null): Row[] {
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

  function checkForeignKeys(table: TableName, row: Row) {
    for (const fk of foreignKeys.filter((f) => f.child === table && row[f.column] != null)) {
      if (!tables[fk.parent].some((p) => String(p[fk.column]) === String(row[fk.column]))) {
        throw new PgrstError(409, {
          code: '23503',
          details: `Key (${fk.column})=(${String(row[fk.column])}) is not present in "${fk.parent}".`,
          hint: null,
          message: `insert or update on table "${table}" violates foreign key constraint`,
        });
      }
    }
  }

  const sameKey = (table: TableName, a: Row, b: Row) =>
    schema[table].primaryKey.every((k) => String(a[k]) === String(b[k]));

  function insertRow(
    table: TableName,
    input: Row,
    upsert: boolean,
    stamp: string,
    caller: Caller | undefined,
  ): Row {
    Object.keys(input).forEach((column) => checkColumn(table, column));
    const { identity, columns, insertable } = schema[table];
    if (insertable && Object.keys(input).some((c) => !insertable.includes(c))) throw denied(table);
    const existing = tables[table].find((r) => sameKey(table, r, input));
    if (existing && upsert) return Object.assign(existing, input);
    if (existing) {
      throw new PgrstError(409, {
        code: '23505',
        details: null,
        hint: null,
        message: `duplicate key value violates unique constraint "${table}_pkey"`,
      });
    }
    const row: Row = Object.fromEntries(
      Object.entries(columns).map(([c, make]) => [c, make === now ? stamp : make()]),
    );
    Object.assign(row, input);
    if (identity && row[identity.column] == null) {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      row[identity.column] = identity.kind === 'uuid' ? crypto.randomUUID() : next;
    }
    schema[table].stamp?.(row, tables);
    if (!loop.allows(table, 'insert', row, caller)) throw rowSecurity(table);
    checkForeignKeys(table, row);
    const unique = schema[table].unique;
    if (unique && tables[table].some((r) => unique.key(r) === unique.key(row))) {
      throw new PgrstError(409, {
        code: '23505',
        details: null,
        hint: null,
        message: `duplicate key value violates unique constraint "${unique.name}"`,
      });
    }
    tables[table].push(row);
    return row;
  }

  function cascade(table: TableName, removed: Row[]) {
    for (const fk of foreignKeys.filter((f) => f.parent === table)) {
      const ids = removed.map((r) => String(r[fk.column]));
      const gone = tables[fk.child].filter((c) => ids.includes(String(c[fk.column])));
      tables[fk.child] = tables[fk.child].filter((c) => !gone.includes(c));
      cascade(fk.child, gone);
    }
  }

  function execute(table: TableName, entry: Entry, caller: Caller | undefined): Row[] {
    const filters = matcher(table, entry.search);
    const where = (command: 'select' | 'update' | 'delete') => (row: Row) =>
      filters(row) && loop.allows(table, command, row, caller);
    switch (entry.method) {
      case 'GET':
        return ordered(table, tables[table].filter(where('select')), entry.search.get('order'));
      case 'POST': {
        const inputs = (Array.isArray(entry.body) ? entry.body : [entry.body]) as Row[];
        parseList(entry.search.get('columns') ?? '')
          .filter(Boolean)
          .forEach((c) => checkColumn(table, c));
        const onConflict = entry.search.get('on_conflict');
        if (onConflict) onConflict.split(',').forEach((c) => checkColumn(table, c));
        const upsert = /resolution=merge-duplicates/.test(entry.headers.prefer ?? '');
        if (upsert && onConflict && onConflict !== schema[table].primaryKey.join(',')) {
          throw new PgrstError(400, {
            code: '42P10',
            message: 'there is no unique or exclusion constraint matching the ON CONFLICT',
          });
        }
        const stamp = now();
        return inputs.map((input) => insertRow(table, input, upsert, stamp, caller));
      }
      case 'PATCH': {
        if (schema[table].immutable) throw denied(table);
        const patch = entry.body as Row;
        Object.keys(patch).forEach((column) => checkColumn(table, column));
        const { updatable } = schema[table];
        if (updatable && Object.keys(patch).some((c) => !updatable.includes(c))) {
          throw denied(table);
        }
        const rows = tables[table].filter(where('update'));
        // BEFORE UPDATE triggers first, for every row: one refusal fails the whole statement.
        const stamp = now();
        const patches = rows.map((row) => loop.beforeUpdate(table, row, patch, stamp));
        rows.forEach((row, i) => Object.assign(row, patches[i]));
        return rows;
      }
      case 'DELETE': {
        if (schema[table].immutable) throw denied(table);
        const removed = tables[table].filter(where('delete'));
        tables[table] = tables[table].filter((row) => !removed.includes(row));
        cascade(table, removed);
        return removed;
      }
      default:
        throw new PgrstError(405, {
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${entry.method}`,
        });
    }
  }

  /** A function's named arguments, sorted; PostgREST finds an overload by them. */
  const FUNCTIONS: Record<string, string[]> = {
    claim_staff_membership: [],
    accept_staff_membership: ['p_staffid'],
    decline_staff_membership: ['p_staffid'],
    staff_training_modules: ['p_restaurantid'],
    grade_quiz: ['p_answers', 'p_moduleid'],
    ...Object.fromEntries(Object.entries(loop.functions).map(([name, [args]]) => [name, args])),
  };

  /** The `raise exception ... using errcode = '42501'` of accept/decline, as PostgREST sends it. */
  const notYours = () => raised(403, '42501', 'no pending invitation with this id for the caller');

  /** Ascending by these columns, nulls last, as `order by` sorts. */
  const byColumns =
    (...columns: string[]) =>
    (a: Row, b: Row) => {
      for (const column of columns) {
        const [x, y] = [a[column], b[column]];
        if (x === y) continue;
        if (x == null || y == null) return x == null ? 1 : -1;
        return String(x) < String(y) ? -1 : 1;
      }
      return 0;
    };

  /**
   * staff_training_modules(p_restaurantid) of 20261124010000: the modules of a restaurant the
   * caller is an accepted, active member of, newest first, each question reduced to
   * {question, options}; nothing for any other restaurant.
   */
  function staffTrainingModules(body: Row, caller: Caller | undefined): Row[] {
    const id = body.p_restaurantid;
    checkBigint(id);
    if (!memberships(tables, caller).some((s) => String(s.restaurantid) === String(id))) return [];
    const newestFirst = byColumns('created_at');
    return tables.training_modules
      .filter((t) => String(t.restaurantid) === String(id))
      .sort((a, b) => newestFirst(b, a) || byColumns('moduleid')(a, b))
      .map((t) => ({
        moduleid: t.moduleid,
        restaurantid: t.restaurantid,
        title: t.title,
        type: t.type,
        content: t.content,
        quiz_questions: Array.isArray(t.quiz_questions)
          ? (t.quiz_questions as Row[]).map((q) => ({ question: q.question, options: q.options }))
          : null,
        source_url: t.source_url,
        created_at: t.created_at,
      }));
  }

  /**
   * grade_quiz(p_moduleid, p_answers) of 20261124010000: scores the answers against the stored
   * questions (a missing, null or out-of-range answer scores nothing), records the result for
   * the caller's entry in the module's restaurant and returns it with the answers.
   */
  function gradeQuiz(body: Row, caller: Caller | undefined, stamp: string): Row[] {
    const moduleid = body.p_moduleid;
    if (typeof moduleid !== 'string' || !UUID.test(moduleid)) throw invalidInput('uuid', moduleid);
    const given = integerArray(body.p_answers);
    const module = tables.training_modules.find((t) => String(t.moduleid) === moduleid);
    const [entry] = memberships(tables, caller)
      .filter((s) => module && String(s.restaurantid) === String(module.restaurantid))
      .sort(byColumns('linked_at', 'staffid'));
    if (!module || !entry) {
      throw raised(403, '42501', "not a member of this training module's team");
    }
    const questions = module.quiz_questions;
    if (!Array.isArray(questions) || questions.length === 0) {
      throw raised(400, '22023', 'this training module has no quiz');
    }
    const score = (questions as Row[]).filter((q, i) => {
      const a = given[i];
      return (
        typeof a === 'number' &&
        a >= 0 &&
        Array.isArray(q.options) &&
        a < q.options.length &&
        q.correctAnswer === a
      );
    }).length;
    const row: Row = {
      resultid: crypto.randomUUID(),
      moduleid: module.moduleid,
      staffid: entry.staffid,
      score,
      total: questions.length,
      taken_at: stamp,
    };
    tables.quiz_results.push(row);
    const review = (questions as Row[]).map((q) => ({
      correctAnswer: q.correctAnswer,
      explanation: typeof q.explanation === 'string' ? q.explanation : '',
    }));
    return [{ ...row, review }];
  }

  /**
   * The RPCs of supabase/migrations/20261124000000, 20261124010000 and 20261127000000
   * (fake-change-loop.ts): security definer there, here they read the tables directly. Rows for
   * a set-returning function, undefined for a void one (204).
   */
  function rpc(name: string, body: unknown, caller: Caller | undefined): Row[] | undefined {
    const args = body && typeof body === 'object' ? Object.keys(body).sort() : [];
    const params = FUNCTIONS[name] as string[] | undefined;
    if (!params || args.join(',') !== params.join(',')) {
      const signature = args.length ? `(${args.join(', ')})` : ' without parameters';
      throw new PgrstError(404, {
        code: 'PGRST202',
        details: null,
        hint: null,
        message: `Could not find the function public.${name}${signature} in the schema cache`,
      });
    }
    const stamp = now();
    const staff = tables.staff_members;
    const changeLoop = loop.functions[name];
    if (changeLoop) return changeLoop[1](body as Row, caller, stamp);
    if (name === 'staff_training_modules') return staffTrainingModules(body as Row, caller);
    if (name === 'grade_quiz') return gradeQuiz(body as Row, caller, stamp);
    if (name === 'claim_staff_membership') {
      if (!caller) return [];
      // Offer every entry with the caller's confirmed address (auth.users, canonical form) that
      // nobody has been offered and that is not inactive. Access waits for accept.
      const email = caller.email_confirmed_at ? canonicalEmail(caller.email) : null;
      if (email !== null) {
        for (const s of staff) {
          if (
            canonicalEmail(s.email) === email &&
            s.user_id == null &&
            s.link_state === 'none' &&
            s.status !== 'inactive'
          ) {
            Object.assign(s, { user_id: caller.id, link_state: 'pending', linked_at: stamp });
          }
        }
      }
      // The caller's pending and accepted entries that are not inactive, joined to their
      // restaurant, in the order they were linked (nulls last, as `order by` ascending).
      const byLink = byColumns('linked_at', 'staffid');
      return staff
        .filter(
          (s) =>
            s.user_id === caller.id &&
            (s.link_state === 'pending' || s.link_state === 'accepted') &&
            s.status !== 'inactive',
        )
        .sort(byLink)
        .flatMap((s) => {
          const restaurant = tables.restaurants.find(
            (r) => String(r.restaurantid) === String(s.restaurantid),
          );
          if (!restaurant) return [];
          const { staffid, restaurantid, name, link_state } = s;
          return [
            {
              staffid,
              restaurantid,
              restaurant_name: restaurant.restaurant_name,
              allergen_regime: restaurant.allergen_regime ?? null,
              name,
              link_state,
            },
          ];
        });
    }
    // accept/decline_staff_membership(p_staffid): only the caller's own pending entry.
    const id = (body as { p_staffid: unknown }).p_staffid;
    if (typeof id !== 'string' || !UUID.test(id)) throw invalidInput('uuid', id);
    const entry = staff.find(
      (s) =>
        String(s.staffid) === id &&
        caller !== undefined &&
        s.user_id === caller.id &&
        s.link_state === 'pending',
    );
    if (!entry) throw notYours();
    if (name === 'accept_staff_membership') {
      const invited = entry.status === 'invited';
      Object.assign(entry, {
        link_state: 'accepted',
        linked_at: stamp,
        status: invited ? 'active' : entry.status,
        hire_date: invited ? (entry.hire_date ?? stamp) : entry.hire_date,
      });
    } else {
      Object.assign(entry, { link_state: 'declined', linked_at: stamp });
    }
    return undefined;
  }

  function respond(entry: Entry, rows: Row[]): { status: number; body?: unknown } {
    const wantsRows =
      entry.method === 'GET' ||
      entry.path.includes('/rpc/') ||
      /return=representation/.test(entry.headers.prefer ?? '');
    const status = entry.method === 'POST' && !entry.path.includes('/rpc/') ? 201 : 200;
    if (!wantsRows) return { status: status === 201 ? 201 : 204 };
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
  }

  function handle(entry: Entry, caller?: Caller): { status: number; body?: unknown } {
    const name = entry.path.replace('/rest/v1/', '');
    try {
      if (name.startsWith('rpc/')) {
        const rows = rpc(name.slice(4), entry.body, caller);
        return rows ? respond(entry, rows) : { status: 204 };
      }
      if (!isTable(name)) {
        return {
          status: 404,
          body: {
            code: 'PGRST205',
            message: `Could not find the table 'public.${name}' in the schema cache`,
          },
        };
      }
      const visible = (table: TableName, row: Row) => loop.allows(table, 'select', row, caller);
      const generate = schema[name].generated;
      const result = execute(name, entry, caller).map((r) =>
        generate ? { ...r, ...generate(r) } : r,
      );
      const rows = project(tables, name, result, entry.search, visible);
      return respond(entry, rows);
    } catch (error) {
      if (error instanceof PgrstError) return { status: error.status, body: error.body };
      throw error;
    }
  }

  return { handle, resetIdentities: () => counters.clear() };
}
