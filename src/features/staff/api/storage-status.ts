import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema } from '@/domain/staff';
import { backupKey } from '@/lib/storage';
import { staffStorageKey } from '@/lib/storage-keys';
import { collectionKey } from '@/data/collection';

export type StaffStorageStatus = { corrupt: boolean; backupKept: boolean };

const listSchema = z.array(staffMemberSchema);

function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // Storage can throw when disabled; there is then nothing to report.
  }
}

/**
 * Whether the saved staff list is still unreadable, so the page can say it is showing the default
 * team. Only local mode keeps the list in browser storage (in Supabase mode the key stays empty),
 * and the storage layer copies a corrupt value to its backup key when it first meets it. Once the
 * user saves, the list is readable again and the notice goes away, while the backup stays.
 */
export function readStaffStorageStatus(
  restaurantId: string,
  storage: Storage | null = globalThis.localStorage ?? null,
): StaffStorageStatus {
  const key = staffStorageKey(restaurantId);
  const raw = readItem(storage, key);
  const backupKept = readItem(storage, backupKey(key)) !== null;
  if (raw === null) return { corrupt: false, backupKept };
  try {
    return { corrupt: !listSchema.safeParse(JSON.parse(raw)).success, backupKept };
  } catch {
    return { corrupt: true, backupKept };
  }
}

/**
 * Cached beside the list under a longer key, so invalidating the list after a save re-checks it.
 * Enabled only once the list has loaded, because that read is what makes the backup copy.
 */
export function useStaffStorageStatus(restaurantId: string, listLoaded: boolean) {
  return useQuery({
    queryKey: [...collectionKey('staff', restaurantId), 'storage-status'],
    enabled: listLoaded,
    queryFn: () => readStaffStorageStatus(restaurantId),
  });
}
