import { localKeys } from '@/backend/local/keys';
import { rowPrefix } from '@/backend/local/row-keys';
import { keysWithPrefix, removeKey, writeJson } from '@/lib/storage';
import type { SentNotification } from '@/domain/notification';
import type { Special } from '@/domain/special';
import type { StaffMember } from '@/domain/staff';
import type { SavedTrainingModule } from '@/domain/training';

type Stored = {
  staff: StaffMember;
  specials: Special;
  notifications: SentNotification;
  training: SavedTrainingModule;
};

/**
 * Writes a local-mode list as already stored (the list key, as older versions saved it whole),
 * for a state no port action produces: fixed ids a test names, an update already answered, a
 * legacy record. Everything else seeds through the port's actions (add, send), whose ids are the
 * store's. No access check: this is the storage, not the port.
 */
/** Saves a whole list under its list key, folding away the row keys written by actions. */
export function writeAllRows<T>(listKey: string, rows: T[]): void {
  writeJson(listKey, rows);
  for (const key of keysWithPrefix(rowPrefix(listKey))) removeKey(key);
}

export function seedLocal<N extends keyof Stored>(
  name: N,
  restaurantId: string,
  rows: Stored[N][],
): void {
  writeAllRows(localKeys[name](restaurantId), rows);
}
