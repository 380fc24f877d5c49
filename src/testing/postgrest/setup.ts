// Test-only: a Supabase project for the adapter's tests whose database is the real one: PGlite
// (or DATABASE_URL) with the auth shim and every migration (supabase/tests/harness.ts), behind
// the PostgREST translator and a small GoTrue, served to supabase-js through msw. One database
// per test file, emptied after each test.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import WebSocket from 'ws';
import type { Backend } from '@/backend/port';
import type { Navigate } from '@/backend/supabase/auth';
import { createSupabaseBackend, type SupabaseBackendOptions } from '@/backend/supabase';
import { createTestDatabase, type TestDatabase } from '../../../supabase/tests/harness';
import { restaurantInput } from '../fixtures';
import { readCatalog } from './catalog';
import { createGoTrue } from './gotrue';
import { createTranslator } from './translator';

export const TEST_URL = 'https://real-db.supabase.test';
export const TEST_ANON_KEY = 'real-db-anon-key.0123456789abcdef';

export type RecordedRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

/** In-memory Web Storage, for supabase-js sessions. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

export function setupRealSupabase() {
  let db: TestDatabase | undefined;
  let translator: ReturnType<typeof createTranslator> | undefined;
  let truncate = '';
  const requests: RecordedRequest[] = [];
  const failures: { method: string; path: string; status: number; body: unknown }[] = [];
  const database = () => {
    if (!db)
      throw new Error('setupRealSupabase: the database is not up yet (use it inside a test)');
    return db;
  };
  const gotrue = createGoTrue(database);

  async function record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const entry = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: Object.fromEntries(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(entry);
    return entry;
  }

  const failure = (entry: RecordedRequest) => {
    const index = failures.findIndex((f) => f.method === entry.method && f.path === entry.path);
    const found = index < 0 ? undefined : failures.splice(index, 1)[0];
    return found && HttpResponse.json(found.body as object, { status: found.status });
  };

  const auth: HttpResponseResolver = async ({ request }) => {
    const entry = await record(request);
    const injected = failure(entry);
    if (injected) return injected;
    const response = await gotrue.handle(
      request.method,
      new URL(request.url),
      request.headers,
      (entry.body ?? {}) as Record<string, unknown>,
    );
    if (response.body === undefined) return new HttpResponse(null, { status: response.status });
    return HttpResponse.json(response.body as object, { status: response.status });
  };

  const rest: HttpResponseResolver = async ({ request }) => {
    const entry = await record(request);
    const injected = failure(entry);
    if (injected) return injected;
    const response = await translator!.handle(entry);
    return new HttpResponse(response.body ?? null, {
      status: response.status,
      headers: response.body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  };

  const server = setupServer(
    http.all(`${TEST_URL}/auth/v1/*`, auth),
    http.all(`${TEST_URL}/rest/v1/*`, rest),
  );

  beforeAll(async () => {
    db = await createTestDatabase();
    const catalog = await readCatalog(db);
    translator = createTranslator(db, catalog, {
      anonKey: TEST_ANON_KEY,
      claimsOf: gotrue.claimsOf,
    });
    const { rows } = await db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'auth')`,
    );
    truncate = `truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    server.resetHandlers();
    requests.length = 0;
    failures.length = 0;
    gotrue.reset();
    await db?.exec(truncate);
  });
  afterAll(async () => {
    server.close();
    await db?.close();
  });

  return {
    /** The database as the superuser (RLS bypassed): arrange rows and check the truth. */
    get db() {
      return database();
    },
    /** The msw server: `server.use(...)` answers one route differently for a test. */
    server,
    requests,
    addUser: gotrue.addUser,
    /**
     * Writes rows as the superuser with triggers off: a state reached at another time (an
     * acknowledgement a day ago, say) that the guard triggers would stamp with now().
     */
    async arrange(text: string, params: unknown[] = []) {
      const replica = (role: string) =>
        database().query(`select set_config('session_replication_role', $1, false)`, [role]);
      await replica('replica');
      try {
        await database().query(text, params);
      } finally {
        await replica('origin');
      }
    },
    /** Recorded requests matching method and path, in order. */
    find: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    /** The next request with this method and path answers with this error instead (a failing network or server). */
    failNext(method: string, path: string, status: number, body: unknown) {
      failures.push({ method, path, status, body });
    },
  };
}

export type RealSupabase = ReturnType<typeof setupRealSupabase>;

/** A backend as the app builds it, with a session store that survives across its calls. */
export function makeBackend(options: { storage?: Storage; navigate?: Navigate } = {}) {
  return createSupabaseBackend(
    { url: TEST_URL, anonKey: TEST_ANON_KEY },
    {
      storage: options.storage ?? memoryStorage(),
      // ws's constructor overloads include a server-side `address: null` form that TS cannot
      // match against supabase's WebSocketLike type; at run time it is the documented transport.
      realtimeTransport: WebSocket as unknown as SupabaseBackendOptions['realtimeTransport'],
      navigate: options.navigate ?? (() => undefined),
    },
  );
}

/** Signs in a fresh account (a real auth.users row and its profile); the request log starts empty. */
export async function signedIn(
  supabase: RealSupabase,
  email = 'manager@example.com',
): Promise<{ backend: Backend; userId: string; token: string }> {
  const user = await supabase.addUser(email, 'secret123', {
    full_name: 'Ada Lovelace',
    user_type: 'Manager',
  });
  const backend = await makeBackend();
  const session = await backend.auth.signInWithPassword({ email, password: 'secret123' });
  supabase.requests.length = 0;
  return { backend, userId: user.id, token: session.access_token };
}

/**
 * A signed-in manager with one restaurant, made through the adapter; its samples removed unless
 * `samples: 'shown'` (they are never stored, ADR 0026). The request log starts empty.
 */
export async function managerWithRestaurant(
  supabase: RealSupabase,
  email = 'manager@example.com',
  { samples = 'removed' }: { samples?: 'shown' | 'removed' } = {},
) {
  const { backend, userId } = await signedIn(supabase, email);
  const { restaurantid } = await backend.restaurants.create(
    restaurantInput(userId, 'Chez Test', { location_address: '1 Main Street' }),
  );
  if (samples === 'removed') await backend.restaurants.removeSamples(restaurantid);
  supabase.requests.length = 0;
  return { backend, userId, restaurantId: restaurantid };
}
