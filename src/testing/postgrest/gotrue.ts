// Test-only: the few GoTrue endpoints the adapter's data tests need (sign-up, password and
// refresh grants, sign-out, the current user). Accounts are real auth.users rows in the test
// database, so its on_auth_user_created trigger makes the profile and auth.uid() / the e-mail
// claim in the database are this user's. Passwords and tokens stay in memory.
import type { Row, TestDatabase } from '../../../supabase/tests/harness.ts';

type User = {
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

export type AuthResponse = { status: number; body?: unknown };

export function createGoTrue(db: () => TestDatabase) {
  const accounts = new Map<string, { user: User; password: string }>();
  /** Access and refresh tokens issued, with the claims an access token carries. */
  const tokens = new Map<string, { userId: string; claims?: Row }>();

  function issueSession(user: User) {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      email: user.email,
      session_id: crypto.randomUUID(),
    };
    const access_token = [base64url({ alg: 'HS256', typ: 'JWT' }), base64url(claims), 'sig'].join(
      '.',
    );
    tokens.set(access_token, { userId: user.id, claims });
    const refresh_token = `refresh-${crypto.randomUUID()}`;
    tokens.set(refresh_token, { userId: user.id });
    return {
      access_token,
      refresh_token,
      expires_in: 3600,
      expires_at: now + 3600,
      token_type: 'bearer',
      user,
    };
  }

  async function addUser(email: string, password: string, metadata: Record<string, unknown> = {}) {
    const { rows } = await db().query<{ id: string; created_at: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb)
       returning id, created_at::text`,
      [email, JSON.stringify(metadata)],
    );
    const at = new Date(rows[0].created_at).toISOString();
    const user: User = {
      id: rows[0].id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: at,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      identities: [],
      created_at: at,
      updated_at: at,
    };
    accounts.set(email, { user, password });
    return user;
  }

  const userOf = (token: string | undefined) => {
    const id = token ? tokens.get(token)?.userId : undefined;
    return [...accounts.values()].find((a) => a.user.id === id)?.user;
  };

  async function handle(
    method: string,
    url: URL,
    headers: Headers,
    body: Row,
  ): Promise<AuthResponse> {
    const route = `${method} ${url.pathname.replace('/auth/v1', '')}`;
    if (route === 'POST /signup') {
      if (accounts.has(String(body.email))) {
        return {
          status: 422,
          body: { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
        };
      }
      const user = await addUser(
        String(body.email),
        String(body.password),
        (body.data ?? {}) as Row,
      );
      return { status: 200, body: issueSession(user) };
    }
    if (route === 'POST /token') {
      const grant = url.searchParams.get('grant_type');
      const account = accounts.get(String(body.email));
      if (grant === 'password' && account && account.password === body.password) {
        return { status: 200, body: issueSession(account.user) };
      }
      const refreshed = grant === 'refresh_token' ? userOf(String(body.refresh_token)) : undefined;
      if (refreshed) return { status: 200, body: issueSession(refreshed) };
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid login credentials' },
      };
    }
    if (route === 'POST /logout') return { status: 204 };
    if (route === 'GET /user') {
      const user = userOf(headers.get('authorization')?.replace(/^Bearer /, ''));
      if (user) return { status: 200, body: user };
      return { status: 403, body: { code: 403, error_code: 'bad_jwt', msg: 'invalid JWT' } };
    }
    return { status: 404, body: { msg: `test GoTrue: no route ${route}` } };
  }

  return {
    handle,
    addUser,
    /** The claims of an access token this GoTrue issued. */
    claimsOf: (token: string) => tokens.get(token)?.claims,
    reset() {
      accounts.clear();
      tokens.clear();
    },
  };
}
