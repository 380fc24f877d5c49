import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage';
import { BackendError, rowGone, type CollectionPort } from '../port';

export type CollectionSpec<T> = {
  key: (restaurantId: string) => string;
  schema: z.ZodType<T>;
  /** Seed for a restaurant that has never stored this collection (seeded once). */
  seed: () => T[];
  /** Carries what only the server may set from the stored rows onto a list being saved. */
  keepServerOwned?: (stored: T[], incoming: T[]) => T[];
  /** New rows go first (newest first, as the Supabase table orders them), not last. */
  newestFirst?: boolean;
  /** For messages: 'staff member', 'special', ... */
  label?: string;
};

/**
 * A per-restaurant list in browser storage. Corrupt data falls back to the seed without writing,
 * and readJson keeps the raw value under a backup key, so nothing is lost until the user saves.
 */
export function createCollectionStore<T extends { id: string }>(
  spec: CollectionSpec<T>,
  authorize: (restaurantId: string) => void,
): CollectionPort<T> {
  const listSchema = z.array(spec.schema);
  const keep = (stored: T[], incoming: T[]) =>
    spec.keepServerOwned ? spec.keepServerOwned(stored, incoming) : incoming;
  /**
   * One action on the stored list: read, change, write in one synchronous step (no await in
   * between), so an action from another tab lands before or after, never in the middle. Corrupt
   * storage is refused rather than overwritten: readJson kept the raw value, and the manager's
   * list must not vanish because one row was added.
   */
  function act<R>(restaurantId: string, change: (stored: T[]) => { list: T[]; result: R }): R {
    authorize(restaurantId);
    const key = spec.key(restaurantId);
    const read = readJson(key, listSchema, []);
    if (read.status === 'corrupt')
      throw new BackendError(
        'Saved data could not be read, so nothing was changed.',
        'corrupt',
        500,
      );
    const stored = read.status === 'missing' ? spec.seed() : read.value;
    const { list, result } = change(stored);
    writeJson(key, list);
    return result;
  }
  return {
    async add(restaurantId, items) {
      const parsed = listSchema.parse(items);
      return act(restaurantId, (stored) => {
        const taken = new Set(stored.map((s) => s.id));
        // Ids are the store's: one already taken (two tabs in the same millisecond) gets a suffix.
        const fresh = keep([], parsed).map((item) => {
          let id = item.id;
          for (let n = 2; taken.has(id); n++) id = `${item.id}-${n}`;
          taken.add(id);
          return { ...item, id };
        });
        return {
          list: spec.newestFirst ? [...fresh, ...stored] : [...stored, ...fresh],
          result: fresh,
        };
      });
    },
    async update(restaurantId, item) {
      const parsed = spec.schema.parse(item);
      return act(restaurantId, (stored) => {
        const old = stored.find((s) => s.id === parsed.id);
        if (!old) throw rowGone(spec.label ?? 'row');
        const [saved] = keep([old], [parsed]);
        return { list: stored.map((s) => (s === old ? saved! : s)), result: saved! };
      });
    },
    async remove(restaurantId, id) {
      act(restaurantId, (stored) => ({
        list: stored.filter((s) => s.id !== id),
        result: undefined,
      }));
    },
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
