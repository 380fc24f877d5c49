// Test only: a Supabase project for the delivery function's Deno tests whose database is the real
// one (supabase/tests/harness.ts: PGlite with the auth shim and every migration), reached through
// the same PostgREST translator and small GoTrue as the adapter's tests (src/testing/postgrest,
// ADR 0036), served to the function as a `fetch`. The service role key runs requests as the
// service_role (BYPASSRLS, the table grants Supabase gives it), as PostgREST would.
import { createTestDatabase, type TestDatabase } from '../../tests/harness.ts';
import { readCatalog } from '../../../src/testing/postgrest/catalog.ts';
import { createGoTrue } from '../../../src/testing/postgrest/gotrue.ts';
import { createTranslator } from '../../../src/testing/postgrest/translator.ts';

export const SUPABASE_URL = 'http://supabase.test';
export const ANON_KEY = 'test-anon-key';
export const SERVICE_ROLE_KEY = 'test-service-role-key';

const SERVICE_CLAIMS = { sub: '00000000-0000-0000-0000-000000000000', role: 'service_role' };

export type SupabaseStack = Awaited<ReturnType<typeof startSupabase>>;

export async function startSupabase() {
  const db = await createTestDatabase();
  const catalog = await readCatalog(db);
  const gotrue = createGoTrue(() => db);
  // A request with the service role's claims runs as service_role inside the harness's request
  // transaction (the session user is the superuser, so it may switch).
  const asCaller: TestDatabase = {
    ...db,
    asUser: (userId, fn, options) =>
      options?.claims?.role === 'service_role'
        ? db.asUser(
            userId,
            async (sql) => {
              await sql.exec('set local role service_role');
              return fn(sql);
            },
            options,
          )
        : db.asUser(userId, fn, options),
  };
  const translator = createTranslator(asCaller, catalog, {
    anonKey: ANON_KEY,
    claimsOf: (token) => (token === SERVICE_ROLE_KEY ? SERVICE_CLAIMS : gotrue.claimsOf(token)),
  });

  const stackFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    // PostgREST accepts either key as apikey; the translator knows only the anon one.
    if (headers.apikey === SERVICE_ROLE_KEY) headers.apikey = ANON_KEY;
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (url.pathname.startsWith('/rest/v1/')) {
      const response = await translator.handle({
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        headers,
        body,
      });
      return new Response(response.body ?? null, {
        status: response.status,
        headers: response.body === undefined ? {} : { 'Content-Type': 'application/json' },
      });
    }
    if (url.pathname.startsWith('/auth/v1/')) {
      const response = await gotrue.handle(request.method, url, request.headers, body ?? {});
      return Response.json(response.body ?? null, { status: response.status });
    }
    return new Response('not found', { status: 404 });
  };

  /** A real account (auth.users and its profile) and its access token. */
  async function signUp(email: string, metadata: Record<string, unknown> = {}) {
    const user = await gotrue.addUser(email, 'secret123', metadata);
    const response = await stackFetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123' }),
    });
    const session = (await response.json()) as { access_token: string };
    return { id: user.id, token: session.access_token };
  }

  return {
    /** The database as the superuser: arrange rows and read the truth. */
    db,
    fetch: stackFetch,
    signUp,
    env: {
      SUPABASE_URL,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    },
    close: () => db.close(),
  };
}
