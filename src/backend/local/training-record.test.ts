import { beforeEach, describe, expect, it } from 'vitest';
import { buildNotification } from '@/domain/notification-rules';
import { staffMember as member } from '@/testing/fixtures';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { localKeys } from './keys';
import { updateRecipientState } from './notifications';

// Local mode writes the training record inside each action, all or none with the action's own
// write, as the triggers of 20261208000000 do in the action's transaction (ADR 0060).

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

async function managerWithTeam() {
  const { backend, restaurantId: id } = await localManager();
  const [sam, tia] = await backend.staff.add(id, [member('sam', 'Sam'), member('tia', 'Tia')]);
  return { backend, id, sam: sam!.id, tia: tia!.id };
}

const update = (message: string, recipientIds: string[]) =>
  buildNotification({ message, recipientIds, items: [], menuVersions: [] });

/** Storage refuses the record's keys from the `allowed`-th write on, until restored. */
function recordFull(id: string, allowed = 0) {
  const setItem = storage.setItem.bind(storage);
  let writes = 0;
  storage.setItem = (key: string, value: string) => {
    if (key.startsWith(`preshift.row:${localKeys.trainingEvents(id)}:`) && writes++ >= allowed)
      throw new DOMException('full', 'QuotaExceededError');
    setItem(key, value);
  };
  return () => {
    storage.setItem = setItem;
  };
}

describe('the local training record', () => {
  it('is written by a send: one sent event per recipient, the person as listed', async () => {
    const { backend, id, sam, tia } = await managerWithTeam();
    const sent = await backend.notifications.send(id, update('Menu is out', [sam, tia]));
    const events = await backend.trainingRecord.list(id);
    expect(events.map((e) => [e.type, e.notificationId, e.person.name])).toEqual([
      ['sent', sent.id, 'Sam'],
      ['sent', sent.id, 'Tia'],
    ]);
  });

  it('takes the whole send back when its record cannot be written', async () => {
    const { backend, id, sam, tia } = await managerWithTeam();
    // The first recipient's event is written, the second's is refused.
    const restore = recordFull(id, 1);
    await expect(backend.notifications.send(id, update('Lost', [sam, tia]))).rejects.toThrow(
      /storage is full/,
    );
    restore();
    expect((await backend.notifications.list(id)).map((n) => n.message)).not.toContain('Lost');
    expect(await backend.trainingRecord.list(id)).toEqual([]);
    expect((await backend.staff.list(id)).map((s) => s.notificationsReceived)).toEqual([0, 0]);
  });

  it('takes a state change back when its event cannot be written', async () => {
    const { backend, id, sam } = await managerWithTeam();
    const sent = await backend.notifications.send(id, update('Menu is out', [sam]));
    const restore = recordFull(id);
    expect(() =>
      updateRecipientState(id, sent.id, sam, (s) => ({ ...s, remindedAt: '2026-12-01T10:00Z' })),
    ).toThrow(/storage is full/);
    restore();
    const [stored] = await backend.notifications.list(id);
    expect(stored!.recipientStates).toEqual([]);
    expect((await backend.trainingRecord.list(id)).map((e) => e.type)).toEqual(['sent']);
  });

  it('takes a removal back when its removed event cannot be written', async () => {
    const { backend, id, sam } = await managerWithTeam();
    await backend.notifications.send(id, update('Menu is out', [sam]));
    const restore = recordFull(id);
    await expect(backend.staff.remove(id, sam)).rejects.toThrow(/storage is full/);
    restore();
    expect((await backend.staff.list(id)).map((s) => s.name)).toEqual(['Sam', 'Tia']);
    expect((await backend.trainingRecord.list(id)).map((e) => e.type)).toEqual(['sent']);
    await backend.staff.remove(id, sam);
    const events = await backend.trainingRecord.list(id);
    expect(events.map((e) => [e.type, e.person.name])).toEqual([
      ['sent', 'Sam'],
      ['removed', 'Sam'],
    ]);
  });
});
