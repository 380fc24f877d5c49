import type { Backend } from '@/backend/port';
import { createLocalBackend } from '@/backend/local';
import { restaurantInput } from './fixtures';

/**
 * A signed-up local-mode manager with one restaurant, in whatever storage the test installed;
 * its samples removed unless `samples: 'shown'`.
 */
export async function localManager({
  email = 'ana@example.com',
  samples = 'removed',
}: { email?: string; samples?: 'shown' | 'removed' } = {}): Promise<{
  backend: Backend;
  restaurantId: string;
}> {
  const backend = createLocalBackend();
  const { user } = await backend.auth.signUp({
    email,
    password: 'secret-1',
    fullName: 'Ana',
    userType: 'Manager',
  });
  const { restaurantid } = await backend.restaurants.create(restaurantInput(user.id, 'Chez Test'));
  const restaurantId = String(restaurantid);
  if (samples === 'removed') await backend.restaurants.removeSamples(restaurantId);
  return { backend, restaurantId };
}
