import { BackendError, type AuthEvent, type AuthSession } from '../port';
import {
  makeBackend,
  memoryStorage,
  setupRealSupabase,
  signedIn,
  TEST_ANON_KEY,
  TEST_URL,
} from '@/testing/postgrest/setup';

// GoTrue as the adapter sees it; accounts are auth.users rows of the real schema.
const fake = setupRealSupabase();

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('supabase auth: sign up', () => {
  it('posts email, password and options.data (full_name, user_type) to /auth/v1/signup', async () => {
    const backend = await makeBackend();
    const { user, session } = await backend.auth.signUp({
      email: ' new@example.com ',
      password: 'secret123',
      fullName: ' Ada Lovelace ',
      userType: 'Manager',
    });

    const [request] = fake.find('POST', '/auth/v1/signup');
    expect(request.headers.apikey).toBe(TEST_ANON_KEY);
    expect(request.body).toMatchObject({
      email: 'new@example.com',
      password: 'secret123',
      data: { full_name: 'Ada Lovelace', user_type: 'Manager' },
    });
    expect(user).toEqual({
      id: expect.any(String),
      email: 'new@example.com',
      email_confirmed_at: expect.any(String),
      user_metadata: { full_name: 'Ada Lovelace', user_type: 'Manager' },
    });
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: user.id },
    });
    expect(await backend.auth.getSession()).toEqual(session);
  });

  it('sends full_name null when no name was given', async () => {
    const backend = await makeBackend();
    await backend.auth.signUp({ email: 'a@example.com', password: 'secret123', userType: 'Staff' });
    expect(fake.find('POST', '/auth/v1/signup')[0].body).toMatchObject({
      data: { full_name: null, user_type: 'Staff' },
    });
  });

  it('rejects empty credentials with the spec message and makes no request', async () => {
    const backend = await makeBackend();
    const attempt = backend.auth.signUp({ email: '', password: '', userType: 'Manager' });
    await expect(attempt).rejects.toThrow(
      'You must provide either an email or phone number and a password',
    );
    await expect(
      backend.auth.signInWithPassword({ email: ' ', password: '' }),
    ).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests.filter((r) => r.path.startsWith('/auth/v1/s'))).toEqual([]);
  });

  it('surfaces the provider message for a taken e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fake.addUser('taken@example.com', 'secret123');
    const backend = await makeBackend();
    const error = await backend.auth
      .signUp({ email: 'taken@example.com', password: 'secret123', userType: 'Manager' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'User already registered',
      code: 'user_already_exists',
      status: 422,
    });
  });
});

describe('supabase auth: sign in and out', () => {
  it('posts email and password to /auth/v1/token?grant_type=password and keeps the session', async () => {
    await fake.addUser('chef@example.com', 'secret123', { full_name: 'Chef' });
    const storage = memoryStorage();
    const backend = await makeBackend({ storage });
    const session = await backend.auth.signInWithPassword({
      email: 'chef@example.com',
      password: 'secret123',
    });

    const [request] = fake.find('POST', '/auth/v1/token');
    expect(request.search.get('grant_type')).toBe('password');
    expect(request.body).toMatchObject({ email: 'chef@example.com', password: 'secret123' });
    expect(request.headers.apikey).toBe(TEST_ANON_KEY);
    expect(session.user.user_metadata.full_name).toBe('Chef');

    // A new page load over the same storage restores the session (persistSession).
    const reloaded = await makeBackend({ storage });
    expect((await reloaded.auth.getSession())?.access_token).toBe(session.access_token);
  });

  it('turns 400 invalid_grant into BackendError "Invalid login credentials"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await makeBackend();
    const error = await backend.auth
      .signInWithPassword({ email: 'nobody@example.com', password: 'wrong-pass' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400 });
    expect(logged).toHaveBeenCalledWith('[supabase] signInWithPassword failed', expect.anything());
  });

  it('posts /auth/v1/logout with the access token and clears the session', async () => {
    const { backend, token } = await signedIn(fake);
    await backend.auth.signOut();
    const [request] = fake.find('POST', '/auth/v1/logout');
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect(await backend.auth.getSession()).toBeNull();
  });

  it('getUser asks /auth/v1/user with the token, and is null when signed out', async () => {
    const { backend, userId, token } = await signedIn(fake);
    expect(await backend.auth.getUser()).toMatchObject({
      id: userId,
      email: 'manager@example.com',
    });
    expect(fake.find('GET', '/auth/v1/user')[0].headers.authorization).toBe(`Bearer ${token}`);
    await backend.auth.signOut();
    expect(await backend.auth.getUser()).toBeNull();
  });
});

describe('supabase auth: social sign-in', () => {
  it('navigates to /auth/v1/authorize with the provider and redirect_to', async () => {
    const navigate = vi.fn();
    const backend = await makeBackend({ navigate });
    await backend.auth.signInWithOAuth('github', 'http://localhost:5173/settings');

    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe(`${TEST_URL}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('github');
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost:5173/settings');
    // With skip_http_redirect GoTrue would answer JSON instead of redirecting to GitHub.
    expect(url.searchParams.has('skip_http_redirect')).toBe(false);
    expect(fake.requests).toEqual([]);
  });
});

describe('supabase auth: events', () => {
  it('maps INITIAL_SESSION, SIGNED_IN and SIGNED_OUT with port-shaped sessions', async () => {
    await fake.addUser('chef@example.com', 'secret123', { full_name: 'Chef', user_type: 'Staff' });
    const backend = await makeBackend();
    const events: [AuthEvent, AuthSession | null][] = [];
    const unsubscribe = backend.auth.onAuthStateChange((event, session) =>
      events.push([event, session]),
    );
    await settle();
    await backend.auth.signInWithPassword({ email: 'chef@example.com', password: 'secret123' });
    await backend.auth.signOut();
    await settle();
    unsubscribe();
    await backend.auth.signInWithPassword({ email: 'chef@example.com', password: 'secret123' });
    await settle();

    expect(events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
    expect(events[0][1]).toBeNull();
    expect(events[1][1]).toMatchObject({
      token_type: 'bearer',
      user: { email: 'chef@example.com', user_metadata: { full_name: 'Chef', user_type: 'Staff' } },
    });
    expect(events[2][1]).toBeNull();
  });

  it('lets an async listener await the backend inside an event without deadlocking', async () => {
    const { backend } = await signedIn(fake);
    // INITIAL_SESSION is emitted from inside supabase-js's auth lock, and the auth provider
    // fetches the profile as soon as a user appears.
    const profile = new Promise((resolve) => {
      backend.auth.onAuthStateChange(async (_event, session) => {
        if (session) resolve(await backend.profiles.get(session.user.id));
      });
    });
    const deadlock = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('deadlock')), 3000),
    );
    // The profile the sign-up trigger made, read from inside the event.
    await expect(Promise.race([profile, deadlock])).resolves.toMatchObject({
      email: 'manager@example.com',
    });
  });
});
