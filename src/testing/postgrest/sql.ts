// Test-only: one PostgREST table request as one SQL statement, built the way PostgREST builds its
// own (a CTE around the write, json_agg over the selected shape, embeds as correlated subqueries
// along the foreign keys), so the caller's grants, row policies, triggers and defaults decide
// everything. Identifiers are quoted; every value from the request is a bind parameter.
import type { Catalog, Relationship } from './catalog';
import {
  parseColumns,
  parseFilters,
  parseList,
  parseOrder,
  parseSelect,
  pgrstError,
  type Filter,
  type SelectItem,
} from './parse';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const table = (name: string) => `public.${ident(name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

type Embed = {
  rel: Relationship;
  target: string;
  toOne: boolean;
  join: (a: string, b: string) => string;
};

/** How `from` reaches the embedded table `item.name`, by foreign key either way. */
function resolveEmbed(catalog: Catalog, from: string, item: SelectItem & { kind: 'embed' }): Embed {
  const target = item.name;
  if (!catalog.columns.has(target)) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${target}' in the schema cache`,
    );
  }
  const matchesHint = (r: Relationship) =>
    !item.hint || r.constraint === item.hint || r.childColumns.join(',') === item.hint;
  const toMany = catalog.relationships.filter(
    (r) => r.child === target && r.parent === from && matchesHint(r),
  );
  const toParent = catalog.relationships.filter(
    (r) => r.child === from && r.parent === target && matchesHint(r),
  );
  const found = [...toMany, ...toParent];
  if (found.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${target}' in the schema cache`,
    );
  }
  if (found.length > 1) {
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from}' and '${target}'`,
    );
  }
  const [rel] = found;
  const pairs = rel.childColumns.map((c, i) => [c, rel.parentColumns[i]] as const);
  if (toMany.length === 1) {
    // The child's key columns are unique there: one row at most, sent as an object (one-to-one).
    const unique = (catalog.uniqueKeys.get(target) ?? []).some(
      (key) =>
        key.length === rel.childColumns.length && key.every((c) => rel.childColumns.includes(c)),
    );
    return {
      rel,
      target,
      toOne: unique,
      join: (child, parent) =>
        pairs.map(([c, p]) => `${child}.${ident(c)} = ${parent}.${ident(p)}`).join(' and '),
    };
  }
  return {
    rel,
    target,
    toOne: true,
    join: (parentAlias, childAlias) =>
      pairs.map(([c, p]) => `${parentAlias}.${ident(p)} = ${childAlias}.${ident(c)}`).join(' and '),
  };
}

function condition(alias: string, filter: Filter, params: Params): string {
  const column = `${alias}.${ident(filter.column)}`;
  const comparisons: Record<string, string> = {
    eq: '=',
    neq: '<>',
    gt: '>',
    gte: '>=',
    lt: '<',
    lte: '<=',
    like: 'like',
    ilike: 'ilike',
  };
  let sql: string;
  if (filter.op === 'in') {
    const values = parseList(filter.value);
    sql = values.length ? `${column} in (${values.map((v) => params.add(v)).join(', ')})` : 'false';
  } else if (filter.op === 'is') {
    const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[
      filter.value.toLowerCase()
    ];
    if (!literal)
      throw pgrstError(400, 'PGRST100', `"failed to parse filter (is.${filter.value})"`);
    sql = `${column} is ${literal}`;
  } else {
    const value = filter.op.endsWith('like') ? filter.value.replace(/\*/g, '%') : filter.value;
    sql = `${column} ${comparisons[filter.op]} ${params.add(value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

type Shape = { columns: string[]; inner: string[] };

/**
 * The select list of `items` over `alias` (a row of `from`), with each embed a subquery; `inner`
 * holds the conditions `!inner` embeds put on the parent.
 */
function shape(
  catalog: Catalog,
  from: string,
  alias: string,
  items: SelectItem[],
  filters: Filter[],
  path: string[],
  params: Params,
  depth: number,
): Shape {
  const columns: string[] = [];
  const inner: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') columns.push(`${alias}.*`);
    else if (item.kind === 'column')
      columns.push(`${alias}.${ident(item.name)} as ${ident(item.alias)}`);
    else {
      const embed = resolveEmbed(catalog, from, item);
      const child = `_t${depth + 1}`;
      const childPath = [...path, item.alias];
      const nested = shape(
        catalog,
        embed.target,
        child,
        item.select,
        filters,
        childPath,
        params,
        depth + 1,
      );
      const where = [
        embed.join(child, alias),
        ...filtersAt(filters, childPath).map((f) => condition(child, f, params)),
        ...nested.inner,
      ].join(' and ');
      const rows = `select ${nested.columns.join(', ')} from ${table(embed.target)} ${child} where ${where}`;
      const e = `_e${depth + 1}`;
      columns.push(
        embed.toOne
          ? `(select row_to_json(${e}) from (${rows} limit 1) ${e}) as ${ident(item.alias)}`
          : `coalesce((select json_agg(${e}) from (${rows}) ${e}), '[]'::json) as ${ident(item.alias)}`,
      );
      if (item.inner) {
        inner.push(`exists (select 1 from ${table(embed.target)} ${child} where ${where})`);
      }
    }
  }
  return { columns, inner };
}

const filtersAt = (filters: Filter[], path: string[]) =>
  filters.filter((f) => f.path.join('.') === path.join('.'));

/** The base columns a write must return for `items` to be built over its rows. */
function returning(catalog: Catalog, from: string, items: SelectItem[]): string {
  if (items.some((i) => i.kind === 'star')) return '_t0.*';
  const needed = new Set<string>();
  for (const item of items) {
    if (item.kind === 'column') needed.add(item.name);
    if (item.kind === 'embed') {
      const { rel } = resolveEmbed(catalog, from, item);
      (rel.parent === from && rel.child !== from ? rel.parentColumns : rel.childColumns).forEach(
        (c) => needed.add(c),
      );
    }
  }
  return [...needed].map((c) => `_t0.${ident(c)}`).join(', ');
}

export type TableRequest = {
  method: string;
  table: string;
  search: URLSearchParams;
  body: unknown;
  /** Prefer: return=representation. */
  representation: boolean;
};

/**
 * The statement for a table request: it yields one row, `body` (the JSON text of the rows, or
 * null for return=minimal) and `n` (rows read or written).
 */
export function tableStatement(
  catalog: Catalog,
  request: TableRequest,
): { text: string; params: unknown[] } {
  const { table: name, search, method } = request;
  const known = catalog.columns.get(name);
  if (!known) {
    throw pgrstError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    );
  }
  const params = new Params();
  const items = parseSelect(search.get('select'));
  const filters = parseFilters(search);
  const top = filtersAt(filters, []);
  const where = (extra: string[] = []) => {
    const all = [...top.map((f) => condition('_t0', f, params)), ...extra];
    return all.length ? ` where ${all.join(' and ')}` : '';
  };
  const aggregate = (rows: string) =>
    `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (${rows}) _r`;

  if (method === 'GET') {
    const s = shape(catalog, name, '_t0', items, filters, [], params, 0);
    const order = parseOrder(search.get('order'))
      .map(
        (o) =>
          `_t0.${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
      )
      .join(', ');
    const limit = search.get('limit') ? ` limit ${params.add(search.get('limit'))}` : '';
    const offset = search.get('offset') ? ` offset ${params.add(search.get('offset'))}` : '';
    const rows = `select ${s.columns.join(', ')} from ${table(name)} _t0${where(s.inner)}${order ? ` order by ${order}` : ''}${limit}${offset}`;
    return { text: aggregate(rows), params: params.values };
  }

  let write: string;
  if (method === 'POST') {
    if (search.get('on_conflict') !== null) {
      throw pgrstError(
        501,
        'PGRST000',
        'translator: upsert is not supported (the adapter never upserts)',
      );
    }
    const rows = (Array.isArray(request.body) ? request.body : [request.body]) as Record<
      string,
      unknown
    >[];
    const columns = [
      ...new Set(parseColumns(search.get('columns')) ?? rows.flatMap((r) => Object.keys(r))),
    ];
    const unknown = columns.find((c) => !known.includes(c));
    if (unknown) {
      throw pgrstError(
        400,
        'PGRST204',
        `Could not find the '${unknown}' column of '${name}' in the schema cache`,
      );
    }
    const list = columns.map(ident).join(', ');
    write = `insert into ${table(name)} as _t0 (${list}) select ${list} from json_populate_recordset(null::${table(name)}, ${params.add(JSON.stringify(rows))}::json) _v`;
  } else if (method === 'PATCH') {
    const patch = request.body as Record<string, unknown>;
    const columns = Object.keys(patch);
    const unknown = columns.find((c) => !known.includes(c));
    if (unknown) {
      throw pgrstError(
        400,
        'PGRST204',
        `Could not find the '${unknown}' column of '${name}' in the schema cache`,
      );
    }
    const set = columns.map((c) => `${ident(c)} = _v.${ident(c)}`).join(', ');
    write = `update ${table(name)} as _t0 set ${set} from json_populate_record(null::${table(name)}, ${params.add(JSON.stringify(patch))}::json) _v${where()}`;
  } else if (method === 'DELETE') {
    write = `delete from ${table(name)} as _t0${where()}`;
  } else {
    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  if (!request.representation) return { text: write, params: params.values };
  const s = shape(catalog, name, '_t0', items, filters, [], params, 0);
  const rows = `select ${s.columns.join(', ')} from _src _t0${s.inner.length ? ` where ${s.inner.join(' and ')}` : ''}`;
  return {
    text: `with _src as (${write} returning ${returning(catalog, name, items)}) ${aggregate(rows)}`,
    params: params.values,
  };
}
