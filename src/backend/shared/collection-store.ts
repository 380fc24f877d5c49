import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage';
import type { CollectionPort } from '../port';

export type CollectionSpec<T> = {
  key: (restaurantId: string) => string;
  schema: z.ZodType<T>;
  /** Seed for a restaurant that has never stored this collection (seeded once). */
  seed: () => T[];
  /** Carries what only the server may set from the stored rows onto a list being saved. */
  keepServerOwned?: (stored: T[], incoming: T[]) => T[];
};

/**
 * A per-restaurant list in browser storage. Corrupt data falls back to the seed without writing,
 * and readJson keeps the raw value under a backup key, so nothing is lost until the user saves.
 */
export function createCollectionStore<T>(
  spec: CollectionSpec<T>,
  authorize: (restaurantId: string) => void,
): CollectionPort<T> {
  const listSchema = z.array(spec.schema);
  return {
    async list(restaurantId) {
      authorize(restaurantId);
      const key = spec.key(restaurantId);
      const result = readJson(key, listSchema, []);
      if (result.status === 'missing') {
        const seeded = spec.seed();
        writeJson(key, seeded);
        return seeded;
      }
      return result.status === 'corrupt' ? spec.seed() : result.value;
    },
    async replace(restaurantId, items) {
      authorize(restaurantId);
      const parsed = listSchema.parse(items);
      const key = spec.key(restaurantId);
      const valid = spec.keepServerOwned
        ? spec.keepServerOwned(readJson(key, listSchema, []).value, parsed)
        : parsed;
      writeJson(key, valid);
      return valid;
    },
  };
}
