// Test-only: one PostgREST table request as one SQL statement, built the way PostgREST builds its
// own (a CTE around the write, json_agg over the selected shape), so the caller's grants, row
// policies, triggers and defaults decide everything. Identifiers are quoted; every value from
// the request is a bind parameter.
import type { Catalog } from './catalog.ts';
import { parseColumns, parseFilters, parseOrder, parseSelect, pgrstError } from './parse.ts';
import { condition, filtersAt, ident, Params, returning, shape, table } from './shape.ts';

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
