// Test-only: PostgREST's filters and `select` for the emulator (fake-rest.ts): eq, in, is.null;
// columns, `*`, and one level of resource embedding along the foreign keys (`rel(cols)`,
// `rel!inner(cols)`, filters `rel.col=op.value`); and the errors it answers with.
import { foreignKeys, schema, type Row, type TableName, type Tables } from './fake-schema';

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly body: Row,
  ) {
    super(String(body.message));
  }
}

/** A `raise exception ... using errcode`, as PostgREST sends it. */
export const raised = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) => new PgrstError(status, { code, details, hint: null, message });

/** An argument PostgreSQL cannot read as its parameter's type (22P02, as PostgREST sends it). */
export const invalidInput = (type: string, value: unknown) =>
  raised(400, '22P02', `invalid input syntax for type ${type}: "${String(value)}"`);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bigint argument: a whole number, or a string of one. */
export function checkBigint(value: unknown): void {
  if (!(typeof value === 'number' || typeof value === 'string') || !/^-?\d+$/.test(String(value))) {
    throw invalidInput('bigint', value);
  }
}

/** An int[] argument (null is none): whole numbers and nulls only. */
export function integerArray(value: unknown): (number | null)[] {
  if (value !== null && !Array.isArray(value)) {
    throw raised(400, '22P02', `malformed array literal: "${String(value)}"`);
  }
  for (const a of value ?? [])
    if (a !== null && !Number.isInteger(a)) throw invalidInput('integer', a);
  return (value ?? []) as (number | null)[];
}

export const unknownColumn = (table: string, column: string) =>
  new PgrstError(400, {
    code: 'PGRST204',
    details: null,
    hint: null,
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });

export function checkColumn(table: TableName, column: string) {
  if (!(column in schema[table].columns)) throw unknownColumn(table, column);
}

export function parseList(value: string): string[] {
  return value
    .replace(/^\(|\)$/g, '')
    .split(',')
    .map((v) => v.replace(/^"|"$/g, ''));
}

/** One filter `column=op.value`; eq, in.(...) and is.null as PostgREST reads them. */
export function filterTest(table: TableName, column: string, filter: string) {
  checkColumn(table, column);
  const [, op, value] = /^(\w+)\.(.*)$/.exec(filter) ?? [];
  if (op === 'eq') return (row: Row) => row[column] != null && String(row[column]) === value;
  if (op === 'in') return (row: Row) => parseList(value).includes(String(row[column]));
  if (op === 'is' && value === 'null') return (row: Row) => row[column] == null;
  throw new PgrstError(400, {
    code: 'PGRST100',
    details: filter,
    hint: null,
    message: `"failed to parse filter (${filter})"`,
  });
}

type Part =
  | { kind: 'star' }
  | { kind: 'column'; name: string }
  | { kind: 'embed'; name: string; inner: boolean; select: string };

/** Splits `a,b,rel(c,d)` at the commas outside parentheses. */
function parts(select: string): Part[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of select) {
    if (ch === ',' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    current += ch;
  }
  out.push(current);
  return out
    .filter((raw) => raw.trim() !== '')
    .map((raw) => {
      const part = raw.trim();
      if (part === '*') return { kind: 'star' };
      const embed = /^(\w+)(!inner)?\((.*)\)$/.exec(part);
      if (embed) return { kind: 'embed', name: embed[1], inner: !!embed[2], select: embed[3] };
      return { kind: 'column', name: part };
    });
}

function noRelationship(parent: string, child: string) {
  return new PgrstError(400, {
    code: 'PGRST200',
    details: `Searched for a foreign key relationship between '${parent}' and '${child}'`,
    hint: null,
    message: `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
  });
}

function columnsOf(table: TableName, select: string, row: Row): Row {
  const out: Row = {};
  for (const part of parts(select)) {
    if (part.kind === 'star') Object.assign(out, row);
    else if (part.kind === 'column') {
      checkColumn(table, part.name);
      out[part.name] = row[part.name];
    } else throw noRelationship(table, part.name);
  }
  return out;
}

/**
 * The rows as `select` shapes them; `!inner` drops parents whose embedded list came out empty.
 * An embed along a foreign key that is the child's whole primary key is one-to-one: an object or
 * null, as PostgREST (11+) sends it. `visible` is the row security of the embedded table.
 */
export function project(
  tables: Tables,
  table: TableName,
  rows: Row[],
  search: URLSearchParams,
  visible: (table: TableName, row: Row) => boolean = () => true,
): Row[] {
  const select = search.get('select');
  if (!select || select === '*') return rows.map((r) => ({ ...r }));
  const list = parts(select);
  const embeds = list.flatMap((part) => {
    if (part.kind !== 'embed') return [];
    const fk = foreignKeys.find((f) => f.parent === table && f.child === part.name);
    if (!fk) throw noRelationship(table, part.name);
    const tests = [...search]
      .filter(([key]) => key.startsWith(`${part.name}.`))
      .map(([key, filter]) => filterTest(fk.child, key.slice(part.name.length + 1), filter));
    return [{ part, fk, tests }];
  });
  const flat = list
    .filter((p) => p.kind !== 'embed')
    .map((p) => (p.kind === 'star' ? '*' : p.name))
    .join(',');
  return rows.flatMap((row) => {
    const out = columnsOf(table, flat, row);
    for (const { part, fk, tests } of embeds) {
      const children = tables[fk.child]
        .filter((c) => String(c[fk.column]) === String(row[fk.column]))
        .filter((c) => visible(fk.child, c))
        .filter((c) => tests.every((t) => t(c)))
        .map((c) => columnsOf(fk.child, part.select, c));
      if (part.inner && children.length === 0) return [];
      const key = schema[fk.child].primaryKey;
      const oneToOne = key.length === 1 && key[0] === fk.column;
      out[part.name] = oneToOne ? (children[0] ?? null) : children;
    }
    return [out];
  });
}
