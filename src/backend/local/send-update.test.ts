import { beforeEach, describe, expect, it } from 'vitest';
import { buildNotification } from '@/domain/notification-rules';
import { staffMember as member } from '@/testing/fixtures';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { createLocalBackend } from './index';
import { localKeys } from './keys';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

async function managerWithTeam() {
  const { backend, restaurantId: id } = await localManager({ samples: 'shown' });
  const [sam, tia] = await backend.staff.add(id, [member('sam', 'Sam'), member('tia', 'Tia')]);
  return { backend, id, sam: sam!.id, tia: tia!.id };
}

const update = (message: string, recipientIds: string[]) =>
  buildNotification({ message, recipientIds, items: [], menuVersions: [] });

const received = async (backend: ReturnType<typeof createLocalBackend>, id: string) =>
  Object.fromEntries(
    (await backend.staff.list(id))
      .filter((s) => ['Sam', 'Tia'].includes(s.name))
      .map((s) => [s.name.toLowerCase(), s.notificationsReceived]),
  );

describe('local notifications.send', () => {
  it('stores the update newest first and counts it for its recipients only', async () => {
    const { backend, id, sam, tia } = await managerWithTeam();
    const first = await backend.notifications.send(id, update('Menu is out', [sam, tia]));
    const second = await backend.notifications.send(id, update('No fish tonight', [sam]));
    const stored = (await backend.notifications.list(id)).filter((n) =>
      [first.id, second.id].includes(n.id),
    );
    expect(stored.map((n) => n.message)).toEqual(['No fish tonight', 'Menu is out']);
    expect(await received(backend, id)).toEqual({ sam: 2, tia: 1 });
  });

  it('starts an update with no acknowledgements, whatever the caller sent', async () => {
    const { backend, id, sam } = await managerWithTeam();
    const forged = { ...update('Hi', [sam]), acknowledgedBy: [sam] };
    expect((await backend.notifications.send(id, forged)).acknowledgedBy).toEqual([]);
  });

  it('two devices sending at the same moment both keep their update and both count', async () => {
    const { backend, id, sam, tia } = await managerWithTeam();
    // A second tab of the same browser: its own backend over the same storage and session.
    const other = createLocalBackend();
    await Promise.all([
      backend.notifications.send(id, update('From the office', [sam])),
      other.notifications.send(id, update('From the pass', [sam, tia])),
    ]);
    const messages = (await backend.notifications.list(id)).map((n) => n.message);
    expect(messages).toEqual(expect.arrayContaining(['From the office', 'From the pass']));
    expect(await received(backend, id)).toEqual({ sam: 2, tia: 1 });
  });

  it('leaves corrupt staff storage as it is, and still sends', async () => {
    const { backend, id, sam } = await managerWithTeam();
    storage.setItem(localKeys.staff(id), '{not json');
    await backend.notifications.send(id, update('Still goes out', [sam]));
    expect(storage.getItem(localKeys.staff(id))).toBe('{not json');
    expect((await backend.notifications.list(id)).map((n) => n.message)).toContain(
      'Still goes out',
    );
  });
});

describe('a local send that fails half-way', () => {
  it('leaves nothing: no update listed, no one counted', async () => {
    const { backend, id } = await managerWithTeam();
    const setItem = storage.setItem.bind(storage);
    // Storage full for the update itself, after its receipt was written.
    storage.setItem = (key: string, value: string) => {
      if (key.startsWith(`preshift.row:${localKeys.notifications(id)}:`))
        throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    await expect(backend.notifications.send(id, update('Lost', ['sam']))).rejects.toThrow(
      /storage is full/,
    );
    storage.setItem = setItem;
    expect((await backend.notifications.list(id)).map((n) => n.message)).not.toContain('Lost');
    expect(await received(backend, id)).toEqual({ sam: 0, tia: 0 });
  });
});
