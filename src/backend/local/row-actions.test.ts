import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../port';
import { staffMember as member } from '@/testing/fixtures';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { createLocalBackend } from './index';
import { localKeys } from './keys';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

async function manager(): Promise<{ backend: Backend; id: string }> {
  const { backend, restaurantId } = await localManager();
  return { backend, id: restaurantId };
}

const names = async (backend: Backend, id: string) =>
  (await backend.staff.list(id)).map((s) => s.name);

describe('local collections, one action at a time', () => {
  it('adds, updates and removes one row, leaving the others as stored', async () => {
    const { backend, id } = await manager();
    const [sam, tia] = await backend.staff.add(id, [member('sam', 'Sam'), member('tia', 'Tia')]);
    expect(sam!.id).not.toBe(tia!.id);
    await backend.staff.update(id, { ...sam!, role: 'Chef' });
    await backend.staff.remove(id, tia!.id);
    await backend.staff.remove(id, tia!.id); // already gone: the same end state, no error
    expect(await backend.staff.list(id)).toEqual([
      expect.objectContaining({ id: sam!.id, role: 'Chef' }),
    ]);
  });

  it('two devices at once: one adds a person while the other edits someone else; both kept', async () => {
    const { backend, id } = await manager();
    const [sam] = await backend.staff.add(id, [member('sam', 'Sam')]);
    const other = createLocalBackend(); // a second tab over the same storage and session
    await Promise.all([
      backend.staff.add(id, [member('uma', 'Uma')]),
      other.staff.update(id, { ...sam!, name: 'Sam Rivera' }),
    ]);
    expect(await names(backend, id)).toEqual(['Sam Rivera', 'Uma']);
  });

  it('refuses to edit a row another device removed, and writes nothing', async () => {
    const { backend, id } = await manager();
    await backend.specials.add(id, []);
    await expect(
      backend.specials.update(id, {
        id: 'special-gone',
        name: 'Gone',
        description: '',
        price: '$5',
        category: 'Dessert',
        startDate: '2026-03-01',
        endDate: '2026-03-02',
      }),
    ).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/no longer exists/),
    });
    expect(await backend.specials.list(id)).toEqual([]);
  });

  it('gives rows ids of its own, unique even for the same caller id; training lists newest first', async () => {
    const { backend, id } = await manager();
    const module = (title: string) => ({
      id: 'training-1-0',
      title,
      type: 'wine_pairings' as const,
      content: 'Text',
      sourceUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const [a] = await backend.training.add(id, [module('A')]);
    const [b] = await backend.training.add(id, [module('B')]);
    expect(a!.id).not.toBe(b!.id);
    expect((await backend.training.list(id)).map((m) => m.title)).toEqual(['B', 'A']);
  });

  it('keeps unreadable storage in its backup before an action starts the list afresh', async () => {
    const { backend, id } = await manager();
    storage.setItem(localKeys.staff(id), '[{"broken"');
    expect(await backend.staff.list(id)).toEqual([]);
    expect(storage.getItem(localKeys.staff(id))).toBe('[{"broken"'); // reading never writes
    await backend.staff.add(id, [member('uma', 'Uma')]);
    expect(storage.getItem(`${localKeys.staff(id)}.corrupt-backup`)).toBe('[{"broken"');
    expect((await backend.staff.list(id)).map((s) => s.name)).toEqual(['Uma']);
  });

  it('refuses to change a sample row: samples are shown, never stored', async () => {
    const { backend, restaurantId: id } = await localManager({
      email: 'bo@example.com',
      samples: 'shown',
    });
    const [sample] = await backend.staff.list(id);
    expect(sample).toBeDefined();
    await expect(backend.staff.update(id, { ...sample!, name: 'Mine now' })).rejects.toMatchObject({
      code: 'sample',
    });
    await expect(backend.staff.remove(id, sample!.id)).rejects.toMatchObject({ code: 'sample' });
  });
});
