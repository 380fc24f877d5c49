// Test-only: POST /rest/v1/rpc/<fn> as PostgREST runs it: the overload whose parameter names
// match the JSON body's keys, called with named arguments read from the body by
// json_to_record (so PostgreSQL converts each to its declared type), and the result shaped by
// what the function returns (a set: an array; one row: an object; a scalar: its JSON; void: 204).
import type { Catalog, RpcFunction } from './catalog.ts';
import { pgrstError } from './parse.ts';
import { ident, Params } from './shape.ts';

export type RpcStatement = { text: string; params: unknown[]; fn: RpcFunction };

function pick(catalog: Catalog, name: string, body: Record<string, unknown>): RpcFunction {
  const given = Object.keys(body);
  const found = (catalog.functions.get(name) ?? []).filter(
    (f) =>
      given.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (found.length !== 1) {
    const signature = given.length ? `(${[...given].sort().join(', ')})` : ' without parameters';
    throw pgrstError(
      found.length ? 300 : 404,
      found.length ? 'PGRST203' : 'PGRST202',
      `Could not find the function public.${name}${signature} in the schema cache`,
    );
  }
  return found[0];
}

export function rpcStatement(catalog: Catalog, name: string, rawBody: unknown): RpcStatement {
  const body = (rawBody && typeof rawBody === 'object' ? rawBody : {}) as Record<string, unknown>;
  const fn = pick(catalog, name, body);
  const params = new Params();
  const args = fn.args.filter((a) => a.name in body);
  const from = args.length
    ? `json_to_record(${params.add(JSON.stringify(body))}::json) as _a(${args
        .map((a) => `${ident(a.name)} ${a.type}`)
        .join(', ')})`
    : '';
  const call = `public.${ident(fn.name)}(${args
    .map((a) => `${ident(a.name)} => _a.${ident(a.name)}`)
    .join(', ')})`;
  const source = (alias: string) =>
    from ? `${from} cross join lateral ${call} ${alias}` : `${call} ${alias}`;

  let text: string;
  // A void result is read (as text, always '') so the call is never optimised away.
  if (fn.returns === 'void')
    text = `select ${call}::text as body, 0 as n${from ? ` from ${from}` : ''}`;
  else if (fn.returnsSet) {
    text = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from ${source('_r')}`;
  } else if (fn.returns === 'composite') {
    text = `select to_json(_r)::text as body, 1 as n from ${source('_r')}`;
  } else {
    text = `select to_json(${call})::text as body, 1 as n${from ? ` from ${from}` : ''}`;
  }
  return { text, params: params.values, fn };
}
