// The version check of whole-record forms (issue 44, item 4; ADR 0056), one contract for both
// adapters as in contract.test.ts: local mode (browser storage) and the Supabase adapter on the
// real schema (supabase/migrations on PGlite through the PostgREST translator). Two tabs read the
// same record; A saves a change of one field; B saves a change of another field from its copy,
// which still has A's field as it was. B must be refused with the record as stored, and A's change
// must still be there: before this check, B's save wrote A's field back to its old value.
import type { Special } from '@/domain/special';
import type { SavedTrainingModule } from '@/domain/training';
import { quizAdapters } from '@/testing/contract/quiz-world';
import { staffMember } from '@/testing/fixtures';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage } from '@/testing/memory-storage';
import { managerWithRestaurant, memoryStorage, setupRealSupabase } from '@/testing/postgrest/setup';
import { RecordConflictError, type Backend } from '../port';

type Manager = { backend: Backend; restaurantId: string };

const supabase = setupRealSupabase();
const adapters: { name: string; manager: (samples?: 'shown') => Promise<Manager> }[] = [
  {
    name: 'local',
    manager: (samples) => {
      installMemoryStorage();
      return localManager({ samples: samples ?? 'removed' });
    },
  },
  {
    name: 'supabase',
    manager: async (samples) => {
      vi.stubGlobal('localStorage', memoryStorage());
      return managerWithRestaurant(supabase, 'manager@example.com', {
        samples: samples ?? 'removed',
      });
    },
  },
];

afterEach(() => vi.unstubAllGlobals());

const special: Special = {
  id: 'special-halibut',
  name: 'Halibut',
  description: 'Tonight only',
  price: '$28',
  category: 'Mains',
  startDate: '2026-03-01',
  endDate: '2026-03-02',
};

const wines: SavedTrainingModule = {
  id: 'training-wines',
  title: 'Wines by the glass',
  type: 'wine_pairings',
  content: 'Malbec with the steak.',
  sourceUrl: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};

/** What the update was refused with (it must be refused). */
async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => {
      throw new Error('the stale update was written');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecordConflictError);
  expect(error).toMatchObject({ code: 'record_conflict', status: 409 });
  return (error as RecordConflictError).current;
}

describe.each(adapters)('the $name adapter', ({ manager }) => {
  it('refuses a special saved from a stale copy, with the special as stored, and keeps the other save', async () => {
    const { backend, restaurantId } = await manager();
    await backend.specials.add(restaurantId, [special]);
    const [tabA] = await backend.specials.list(restaurantId);
    const [tabB] = await backend.specials.list(restaurantId);
    expect(tabA!.version).toBe(1);

    const saved = await backend.specials.update(restaurantId, { ...tabA!, price: '$30' });
    expect(saved).toMatchObject({ price: '$30', version: 2 });
    const current = await refusal(
      backend.specials.update(restaurantId, { ...tabB!, name: 'Halibut, brown butter' }),
    );
    expect(current).toEqual(saved);
    expect(await backend.specials.list(restaurantId)).toEqual([saved]);

    // From the version it was refused with, B's change goes on top of A's.
    const merged = await backend.specials.update(restaurantId, {
      ...saved,
      name: 'Halibut, brown butter',
    });
    expect(merged).toMatchObject({ name: 'Halibut, brown butter', price: '$30', version: 3 });
  });

  it('refuses a special without a version: it was not read from the store', async () => {
    const { backend, restaurantId } = await manager();
    const [stored] = await backend.specials.add(restaurantId, [special]);
    const { version: _read, ...unread } = stored!;
    const current = await refusal(
      backend.specials.update(restaurantId, { ...unread, price: '$1' }),
    );
    expect(current).toEqual(stored);
    expect(await backend.specials.list(restaurantId)).toEqual([stored]);
  });

  it('refuses a restaurant saved from a stale copy, with the restaurant as stored', async () => {
    const { backend, restaurantId } = await manager();
    const user = await backend.auth.getUser();
    const read = async () => (await backend.restaurants.listForUser(user!.id))[0]!;
    const tabA = await read();
    const tabB = await read();

    const saved = await backend.restaurants.update(restaurantId, {
      ...tabA,
      phone_num: '555-0199',
    });
    expect(saved).toMatchObject({ phone_num: '555-0199', version: tabA.version + 1 });
    const current = await refusal(
      backend.restaurants.update(restaurantId, { ...tabB, restaurant_name: 'Chez Nous' }),
    );
    expect(current).toEqual(saved);
    expect(await read()).toEqual(saved);
  });

  it('counts only changes of the form: a save of the same values or removing the samples refuses nothing', async () => {
    const { backend, restaurantId } = await manager('shown');
    const user = await backend.auth.getUser();
    const read = async () => (await backend.restaurants.listForUser(user!.id))[0]!;
    const tabA = await read();
    const tabB = await read();

    expect(await backend.restaurants.update(restaurantId, tabA)).toMatchObject({
      version: tabA.version,
    });
    await backend.restaurants.removeSamples(restaurantId);
    const saved = await backend.restaurants.update(restaurantId, {
      ...tabB,
      restaurant_name: 'Chez Nous',
    });
    expect(saved).toMatchObject({
      restaurant_name: 'Chez Nous',
      samples_removed: true,
      version: tabB.version + 1,
    });
  });

  it('refuses a training module saved from a stale copy, with the module as stored', async () => {
    const { backend, restaurantId } = await manager();
    await backend.training.add(restaurantId, [wines]);
    const [tabA] = await backend.training.list(restaurantId);
    const [tabB] = await backend.training.list(restaurantId);

    const saved = await backend.training.update(restaurantId, {
      ...tabA!,
      content: 'Malbec with the steak; Riesling with the trout.',
    });
    expect(saved.version).toBe(2);
    const current = await refusal(
      backend.training.update(restaurantId, { ...tabB!, title: 'Wines' }),
    );
    expect(current).toEqual(saved);
    expect(await backend.training.list(restaurantId)).toEqual([saved]);
  });

  it('refuses a staff entry saved from a stale dialog, with the entry as stored', async () => {
    const { backend, restaurantId } = await manager();
    await backend.staff.add(restaurantId, [staffMember('staff-ben', 'Ben')]);
    const [tabA] = await backend.staff.list(restaurantId);
    const [tabB] = await backend.staff.list(restaurantId);
    expect(tabA!.version).toBe(1);

    const saved = await backend.staff.update(restaurantId, { ...tabA!, role: 'Bartender' });
    expect(saved).toMatchObject({ role: 'Bartender', version: 2 });
    // B's copy still says Server: written, it would have put the old role back.
    const current = await refusal(
      backend.staff.update(restaurantId, { ...tabB!, status: 'inactive' }),
    );
    expect(current).toEqual(saved);
    expect(await backend.staff.list(restaurantId)).toEqual([saved]);
    const { version: _read, ...unread } = saved;
    await refusal(backend.staff.update(restaurantId, { ...unread, name: 'Benjamin' }));
  });

  it('still says not found for a record removed elsewhere, whatever its version', async () => {
    const { backend, restaurantId } = await manager();
    const [stored] = await backend.specials.add(restaurantId, [special]);
    await backend.specials.remove(restaurantId, stored!.id);
    await expect(
      backend.specials.update(restaurantId, { ...stored!, price: '$30' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

// The person writes one field of their own entry (their language), and accepting an invitation
// makes it active: one-field writes, from no copy of the dialog, so they carry no version. Both
// change what the manager's dialog shows, so a dialog opened before them is refused.
describe.each(quizAdapters(supabase))(
  'the $name adapter, with a person who joined',
  ({ world }) => {
    it("refuses a manager's stale save over the language the person set for themselves", async () => {
      const w = await world(['sam']);
      const entry = () =>
        w.asManager(async (b) =>
          (await b.staff.list(w.restaurantId)).find((s) => s.name === 'Sam')!,
        );
      // Accepting the invitation made the entry active: a field of the dialog, so a new version.
      const opened = await entry();
      expect(opened).toMatchObject({ status: 'active', link: 'accepted', version: 2 });

      await w.asStaff('sam', (access, m) => access.setLanguage(m, 'es'));
      const theirs = await entry();
      expect(theirs).toMatchObject({ language: 'es', version: 3 });
      const current = await w.asManager((b) =>
        refusal(b.staff.update(w.restaurantId, { ...opened, role: 'Host' })),
      );
      expect(current).toEqual(theirs);

      // From the version it was refused with, the manager's change lands and the language stays.
      const saved = await w.asManager((b) =>
        b.staff.update(w.restaurantId, { ...theirs, role: 'Host' }),
      );
      expect(saved).toMatchObject({ role: 'Host', language: 'es', version: 4 });
    });
  },
);
