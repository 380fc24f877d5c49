// Test-only: one fake project per test file, and a fresh backend per test.
import WebSocket from 'ws';
import type { Backend } from '@/backend/port';
import type { Navigate } from '@/backend/supabase/auth';
import { restaurantInput } from '../fixtures';
import { createFakeSupabase, memoryStorage, TEST_ANON_KEY, TEST_URL } from './fake-supabase';
import { createSupabaseBackend, type SupabaseBackendOptions } from '@/backend/supabase';

export function setupFakeSupabase() {
  const fake = createFakeSupabase();
  beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    fake.server.resetHandlers();
    fake.reset();
  });
  afterAll(() => fake.server.close());
  return fake;
}

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

/** Signs in a fresh account; returns the backend, the user id and the access token. */
export async function signedIn(
  fake: ReturnType<typeof createFakeSupabase>,
  email = 'manager@example.com',
): Promise<{ backend: Backend; userId: string; token: string }> {
  const user = fake.addUser(email, 'secret123', {
    full_name: 'Ada Lovelace',
    user_type: 'Manager',
  });
  const backend = await makeBackend();
  const session = await backend.auth.signInWithPassword({ email, password: 'secret123' });
  fake.requests.length = 0;
  return { backend, userId: user.id, token: session.access_token };
}

/**
 * A signed-in manager with one restaurant; the request log starts empty. Its samples are removed
 * unless `samples: 'shown'`: most adapter tests are about the restaurant's own rows, and the
 * samples are never stored (ADR 0026).
 */
export async function managerWithRestaurant(
  fake: ReturnType<typeof createFakeSupabase>,
  email = 'manager@example.com',
  { samples = 'removed' }: { samples?: 'shown' | 'removed' } = {},
) {
  const { backend, userId } = await signedIn(fake, email);
  const { restaurantid } = await backend.restaurants.create(
    restaurantInput(userId, 'Chez Test', { location_address: '1 Main Street' }),
  );
  if (samples === 'removed') await backend.restaurants.removeSamples(restaurantid);
  fake.requests.length = 0;
  return { backend, userId, restaurantId: restaurantid };
}
