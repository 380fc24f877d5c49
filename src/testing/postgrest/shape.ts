// Test-only: the SQL pieces of a PostgREST request: quoted identifiers, bind parameters, the
// filters as conditions, and the `select` shape with each embed a correlated subquery along the
// foreign key that links the two tables (an object for a one-to-one or a parent, else a list).
import type { Catalog, Relationship } from './catalog.ts';
import { parseList, pgrstError, type Filter, type SelectItem } from './parse.ts';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const table = (name: string) => `public.${ident(name)}`;

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

export function condition(alias: string, filter: Filter, params: Params): string {
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

export type Shape = { columns: string[]; inner: string[] };

/**
 * The select list of `items` over `alias` (a row of `from`), with each embed a subquery; `inner`
 * holds the conditions `!inner` embeds put on the parent.
 */
export function shape(
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

export const filtersAt = (filters: Filter[], path: string[]) =>
  filters.filter((f) => f.path.join('.') === path.join('.'));

/** The base columns a write must return for `items` to be built over its rows. */
export function returning(catalog: Catalog, from: string, items: SelectItem[]): string {
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
