// Test-only: answers supabase-js's PostgREST requests by running SQL on a test database as the
// caller (the user of the bearer token, or anon for the anon key), one transaction per request,
// and answers as PostgREST does: its statuses, its JSON error shape with the real SQLSTATE.
import type { Row, TestDatabase, Sql } from '../../../supabase/tests/harness.ts';
import type { Catalog } from './catalog.ts';
import { PgrstError } from './parse.ts';
import { rpcStatement } from './rpc.ts';
import { tableStatement } from './sql.ts';

export type RestRequest = {
  method: string;
  /** /rest/v1/<table> or /rest/v1/rpc/<fn> */
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

export type RestResponse = { status: number; body?: string };

/** The claims of a token this project issued, or undefined for an unknown one. */
export type ClaimsOf = (token: string) => Row | undefined;

/** PostgREST's HTTP status for a SQLSTATE (its documented table, the classes our SQL raises). */
export function statusOf(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505' || code === '40001') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code.startsWith('54')) return 413;
  if (/^(09|25|2D|38|39|3B|40|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

const json = (status: number, body: unknown): RestResponse => ({
  status,
  body: JSON.stringify(body),
});

/** More or fewer rows than the one asked for: the statement is rolled back, as PostgREST does. */
class NotOneRow extends Error {
  constructor(readonly count: number) {
    super('not one row');
  }
}

export function createTranslator(
  db: TestDatabase,
  catalog: Catalog,
  { anonKey, claimsOf }: { anonKey: string; claimsOf: ClaimsOf },
) {
  // One request at a time: PGlite has one connection, and so does the pg driver.
  let queue: Promise<unknown> = Promise.resolve();

  async function run(request: RestRequest): Promise<RestResponse> {
    if (request.headers.apikey !== anonKey) {
      return json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? anonKey;
    const claims = token === anonKey ? undefined : claimsOf(token);
    if (token !== anonKey && !claims) {
      return json(401, {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: 'JWT could not be decoded',
      });
    }
    const name = request.path.replace(/^\/rest\/v1\//, '');
    const isRpc = name.startsWith('rpc/');
    const prefer = request.headers.prefer ?? '';
    const wantsOne = (request.headers.accept ?? '').startsWith('application/vnd.pgrst.object+json');
    const representation = /return=representation/.test(prefer);
    try {
      const rpc = isRpc ? rpcStatement(catalog, name.slice(4), request.body) : undefined;
      const statement =
        rpc ??
        tableStatement(catalog, {
          method: request.method,
          table: name,
          search: request.search,
          body: request.body,
          representation,
        });
      const execute = async (sql: Sql) => {
        const result = await sql.query<{ body: string | null; n: number }>(
          statement.text,
          statement.params,
        );
        const row = result.rows[0];
        // return=minimal: the write itself, no rows.
        const count = row && 'n' in row ? row.n : result.affectedRows;
        const returnsRows = rpc ? rpc.fn.returnsSet : request.method === 'GET' || representation;
        if (wantsOne && returnsRows && count !== 1) throw new NotOneRow(count);
        return row?.body ?? null;
      };
      const body = claims
        ? await db.asUser(String(claims.sub), execute, { claims })
        : await db.asAnon(execute);
      if (rpc) {
        if (rpc.fn.returns === 'void') return { status: 204 };
        const value = JSON.parse(body ?? 'null') as unknown;
        const one = wantsOne && rpc.fn.returnsSet ? (value as unknown[])[0] : value;
        return json(200, one);
      }
      const created = request.method === 'POST' ? 201 : 200;
      if (request.method !== 'GET' && !representation)
        return { status: created === 201 ? 201 : 204 };
      const rows = JSON.parse(body ?? '[]') as unknown[];
      return json(created, wantsOne ? rows[0] : rows);
    } catch (error) {
      if (error instanceof PgrstError) return json(error.status, error.body);
      if (error instanceof NotOneRow) {
        return json(406, {
          code: 'PGRST116',
          details: `The result contains ${error.count} rows`,
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        });
      }
      const pg = error as { code?: unknown; message?: string; detail?: string; hint?: string };
      if (typeof pg.code !== 'string') throw error;
      return json(statusOf(pg.code, !!claims), {
        code: pg.code,
        details: pg.detail ?? null,
        hint: pg.hint ?? null,
        message: pg.message ?? '',
      });
    }
  }

  return {
    handle(request: RestRequest): Promise<RestResponse> {
      const next = queue.then(() => run(request));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
