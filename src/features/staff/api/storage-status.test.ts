import { describe, expect, it, vi } from 'vitest';
import { staffStorageKey } from '@/lib/storage-keys';
import { staffMember } from '@/testing/fixtures';
import { setupLocalBackend } from '@/testing/render-with-providers';
import { readStaffStorageStatus } from './storage-status';

describe('readStaffStorageStatus', () => {
  it('reports nothing for a missing or readable list', async () => {
    const { backend, restaurantId, storage } = await setupLocalBackend();
    expect(readStaffStorageStatus(restaurantId, storage)).toEqual({
      corrupt: false,
      backupKept: false,
    });
    await backend.staff.list(restaurantId);
    expect(readStaffStorageStatus(restaurantId, storage)).toEqual({
      corrupt: false,
      backupKept: false,
    });
  });

  it('flags corrupt data after the list falls back to the seed, and clears once the user saves', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, restaurantId, storage } = await setupLocalBackend();
    const key = staffStorageKey(restaurantId);
    // Corrupt data cannot go in through the backend: it is what a broken browser store holds.
    storage.setItem(key, '[{"id": 1, broken');
    const shown = await backend.staff.list(restaurantId);
    expect(shown).toHaveLength(8);
    expect(storage.getItem(`${key}.corrupt-backup`)).toBe('[{"id": 1, broken');
    expect(readStaffStorageStatus(restaurantId, storage)).toEqual({
      corrupt: true,
      backupKept: true,
    });

    // The manager's next action starts the list afresh; the backup stays.
    await backend.staff.add(restaurantId, [staffMember('staff-1', 'Ada')]);
    expect(readStaffStorageStatus(restaurantId, storage)).toEqual({
      corrupt: false,
      backupKept: true,
    });
    expect(storage.getItem(`${key}.corrupt-backup`)).toBe('[{"id": 1, broken');
  });

  it('also flags valid JSON of the wrong shape', async () => {
    const { restaurantId, storage } = await setupLocalBackend();
    storage.setItem(staffStorageKey(restaurantId), JSON.stringify({ not: 'a list' }));
    expect(readStaffStorageStatus(restaurantId, storage).corrupt).toBe(true);
  });
});
