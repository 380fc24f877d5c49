import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/backend';
import type { Backend } from '@/backend/port';
import { createCollectionStore } from '@/backend/shared/collection-store';
import { sampleStaff } from '@/domain/seeds/sample-staff';
import { staffMemberSchema } from '@/domain/staff';
import { staffStorageKey } from '@/lib/storage-keys';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { readStaffStorageStatus } from './storage-status';

const RID = 'r-1';
const key = staffStorageKey(RID);
let storage: MemoryStorage;
// The same store the adapters build, without an account behind it.
const store = () =>
  createCollectionStore(
    { key: staffStorageKey, schema: staffMemberSchema, seed: () => sampleStaff() },
    () => {},
  );

beforeEach(() => {
  storage = installMemoryStorage();
  setBackendForTesting({ staff: store() } as unknown as Backend);
});
afterEach(() => setBackendForTesting(undefined));

describe('readStaffStorageStatus', () => {
  it('reports nothing for a missing or readable list', async () => {
    expect(readStaffStorageStatus(RID, storage)).toEqual({ corrupt: false, backupKept: false });
    await store().list(RID);
    expect(readStaffStorageStatus(RID, storage)).toEqual({ corrupt: false, backupKept: false });
  });

  it('flags corrupt data after the list falls back to the seed, and clears once the user saves', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(key, '[{"id": 1, broken');
    const shown = await store().list(RID);
    expect(shown).toHaveLength(8);
    expect(storage.getItem(`${key}.corrupt-backup`)).toBe('[{"id": 1, broken');
    expect(readStaffStorageStatus(RID, storage)).toEqual({ corrupt: true, backupKept: true });

    await store().replace(RID, shown.slice(0, 3));
    expect(readStaffStorageStatus(RID, storage)).toEqual({ corrupt: false, backupKept: true });
    expect(storage.getItem(`${key}.corrupt-backup`)).toBe('[{"id": 1, broken');
  });

  it('also flags valid JSON of the wrong shape', () => {
    storage.setItem(key, JSON.stringify({ not: 'a list' }));
    expect(readStaffStorageStatus(RID, storage).corrupt).toBe(true);
  });
});
