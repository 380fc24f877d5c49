import { sentNotificationSchema } from '@/domain/notification';
import { sampleNotifications } from '@/domain/seeds/sample-notifications';
import { sampleSpecials } from '@/domain/seeds/sample-specials';
import { sampleStaff } from '@/domain/seeds/sample-staff';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema } from '@/domain/staff';
import { savedTrainingModuleSchema } from '@/domain/training';
import { localKeys } from '../local/keys';
import type { CollectionPort } from '../port';
import { createCollectionStore, type CollectionSpec } from '../shared/collection-store';

type Authorize = (restaurantId: string) => Promise<void>;

/**
 * The shared store checks access synchronously, but here ownership may need a round trip to the
 * restaurants table; so the store gets a no-op check and every call awaits the real one first.
 */
function guardedStore<T>(spec: CollectionSpec<T>, authorize: Authorize): CollectionPort<T> {
  const store = createCollectionStore(spec, () => undefined);
  return {
    async list(restaurantId) {
      await authorize(restaurantId);
      return store.list(restaurantId);
    },
    async replace(restaurantId, items) {
      await authorize(restaurantId);
      return store.replace(restaurantId, items);
    },
  };
}

/**
 * Staff, specials, notifications and training stay in this browser in Supabase mode too (SPEC §7
 * "In the browser, no call"), with the local adapter's keys and seeds, until the staff-experience
 * work gives them tables. Keys carry the restaurant id, so accounts never share a list.
 */
export function createBrowserCollections(authorize: Authorize) {
  return {
    staff: guardedStore(
      { key: localKeys.staff, schema: staffMemberSchema, seed: () => sampleStaff() },
      authorize,
    ),
    specials: guardedStore(
      { key: localKeys.specials, schema: specialSchema, seed: () => sampleSpecials() },
      authorize,
    ),
    notifications: guardedStore(
      {
        key: localKeys.notifications,
        schema: sentNotificationSchema,
        seed: () => sampleNotifications(),
      },
      authorize,
    ),
    training: guardedStore(
      { key: localKeys.training, schema: savedTrainingModuleSchema, seed: () => [] },
      authorize,
    ),
  };
}
