// Test-only: an msw stand-in for a Supabase project (GoTrue + PostgREST). Never imported by the app.
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { createFakeRest } from './fake-rest';
import { emptyTables, type Tables } from './fake-schema';

export const TEST_URL = 'https://test-project.supabase.co';
export const TEST_ANON_KEY = 'test-anon-key.0123456789abcdef';

export type RecordedRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

type FakeUser = {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** In-memory Web Storage, for supabase-js sessions and the browser-storage collections. */
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

export function createFakeSupabase() {
  const requests: RecordedRequest[] = [];
  const users = new Map<string, { user: FakeUser; password: string }>();
  const tokens = new Map<string, string>();
  const failures: { method: string; path: string; status: number; body: unknown }[] = [];
  const tables: Tables = emptyTables();
  const rest = createFakeRest(tables);

  function issueSession(user: FakeUser) {
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: user.id, role: 'authenticated', aud: 'authenticated', iat: now };
    const access_token = [
      base64url({ alg: 'HS256', typ: 'JWT' }),
      base64url({
        ...payload,
        exp: now + 3600,
        email: user.email,
        session_id: crypto.randomUUID(),
      }),
      'signature',
    ].join('.');
    tokens.set(access_token, user.id);
    const refresh_token = `refresh-${crypto.randomUUID()}`;
    tokens.set(refresh_token, user.id);
    return {
      access_token,
      refresh_token,
      expires_in: 3600,
      expires_at: now + 3600,
      token_type: 'bearer',
      user,
    };
  }

  function addUser(email: string, password: string, metadata: Record<string, unknown> = {}) {
    const now = new Date().toISOString();
    const user: FakeUser = {
      id: crypto.randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: now,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      identities: [],
      created_at: now,
      updated_at: now,
    };
    users.set(email, { user, password });
    return user;
  }

  const bearerUser = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    return tokens.get(token);
  };

  async function record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(entry);
    return entry;
  }

  function takeFailure(entry: RecordedRequest) {
    const index = failures.findIndex((f) => f.method === entry.method && entry.path === f.path);
    return index < 0 ? undefined : failures.splice(index, 1)[0];
  }

  const auth: HttpResponseResolver = async ({ request }) => {
    const entry = await record(request);
    const failure = takeFailure(entry);
    if (failure) return HttpResponse.json(failure.body as object, { status: failure.status });
    const route = `${entry.method} ${entry.path.replace('/auth/v1', '')}`;
    const body = (entry.body ?? {}) as Record<string, string>;
    if (route === 'POST /signup') {
      if (users.has(body.email)) {
        return HttpResponse.json(
          { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
          { status: 422 },
        );
      }
      const user = addUser(
        body.email,
        body.password,
        (entry.body as { data: Record<string, unknown> }).data,
      );
      return HttpResponse.json(issueSession(user));
    }
    if (route === 'POST /token') {
      const grant = entry.search.get('grant_type');
      const account = users.get(body.email);
      if (grant === 'password' && account?.password === body.password) {
        return HttpResponse.json(issueSession(account.user));
      }
      const userId = tokens.get(body.refresh_token);
      const refreshed = [...users.values()].find((u) => u.user.id === userId);
      if (grant === 'refresh_token' && refreshed)
        return HttpResponse.json(issueSession(refreshed.user));
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'Invalid login credentials' },
        { status: 400 },
      );
    }
    if (route === 'POST /logout') return new HttpResponse(null, { status: 204 });
    if (route === 'GET /user') {
      const userId = bearerUser(request);
      const found = [...users.values()].find((u) => u.user.id === userId);
      if (found) return HttpResponse.json(found.user);
      return HttpResponse.json(
        {
          code: 403,
          error_code: 'bad_jwt',
          msg: 'invalid JWT: unable to parse or verify signature',
        },
        { status: 403 },
      );
    }
    return HttpResponse.json({ msg: `fake: no route ${route}` }, { status: 404 });
  };

  const restResolver: HttpResponseResolver = async ({ request }) => {
    const entry = await record(request);
    if (entry.headers.apikey !== TEST_ANON_KEY) {
      return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
    }
    // The migration revokes everything from anon: without a user token PostgREST says this.
    if (!bearerUser(request)) {
      const name = entry.path.replace('/rest/v1/', '');
      const object = name.startsWith('rpc/') ? `function ${name.slice(4)}` : `table ${name}`;
      return HttpResponse.json(
        {
          code: '42501',
          details: null,
          hint: null,
          message: `permission denied for ${object}`,
        },
        { status: 401 },
      );
    }
    const failure = takeFailure(entry);
    if (failure) return HttpResponse.json(failure.body as object, { status: failure.status });
    const caller = [...users.values()].find((u) => u.user.id === bearerUser(request))?.user;
    const response = rest.handle(entry, caller);
    if (response.body === undefined) return new HttpResponse(null, { status: response.status });
    return HttpResponse.json(response.body as object, { status: response.status });
  };

  const server = setupServer(
    http.all(`${TEST_URL}/auth/v1/*`, auth),
    http.all(`${TEST_URL}/rest/v1/*`, restResolver),
  );

  return {
    server,
    requests,
    tables,
    addUser,
    /** The next request with this method and path answers with this error instead. */
    failNext(method: string, path: string, status: number, body: unknown) {
      failures.push({ method, path, status, body });
    },
    /** Recorded requests matching method and path, in order. */
    find(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      users.clear();
      tokens.clear();
      Object.values(tables).forEach((rows) => (rows.length = 0));
      rest.resetIdentities();
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
