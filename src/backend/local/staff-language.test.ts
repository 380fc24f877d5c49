import { beforeEach, describe, expect, it } from 'vitest';
import { staffMemberSchema, type StaffMember } from '@/domain/staff';
import { restaurantInput, staffMember } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import { createLocalBackend } from './index';
import { localKeys } from './keys';
import { readRows } from './row-keys';

// A language per person in local mode, mirroring set_my_language() (20261203000000): the manager
// writes it with the entry, the person writes their own accepted entries, nobody else's.

type LocalBackend = ReturnType<typeof createLocalBackend>;

const stored = (restaurantId: string, id: string): StaffMember | undefined =>
  readRows(localKeys.staff(restaurantId), staffMemberSchema).value.find((s) => s.id === id);

const signUp = (b: LocalBackend, email: string, userType: 'Manager' | 'Staff' = 'Staff') =>
  b.auth.signUp({ email, password: 'secret-1', userType });

/** Two restaurants that both list sam; A also lists tia and ivy (who never answers). */
async function world() {
  const backend = createLocalBackend();
  const team = async (boss: string, name: string, people: StaffMember[]) => {
    const { user } = await signUp(backend, boss, 'Manager');
    const r = await backend.restaurants.create(restaurantInput(user.id, name));
    const added = await backend.staff.add(r.restaurantid, people);
    await backend.auth.signOut();
    return { restaurantId: r.restaurantid, ids: added.map((s) => s.id) };
  };
  const a = await team('a@x.com', 'A', [
    staffMember('sam', 'Sam', { email: 'sam@x.com' }),
    staffMember('tia', 'Tia', { email: 'tia@x.com', language: 'en' }),
    staffMember('ivy', 'Ivy', { email: 'ivy@x.com' }),
  ]);
  const b = await team('b@x.com', 'B', [staffMember('sam', 'Sam', { email: 'sam@x.com' })]);
  return { backend, a, b };
}

/** Signs up and accepts every invitation; returns the teams. */
async function joinAll(b: LocalBackend, email: string) {
  await signUp(b, email);
  for (const offer of (await b.staffAccess.teams()).pending) {
    await b.staffAccess.accept(offer.staffId);
  }
  return (await b.staffAccess.teams()).active;
}

beforeEach(() => installMemoryStorage());

describe('local staff language', () => {
  it('the manager sets it with the entry and clears it; it reads back from the list', async () => {
    const { backend, a } = await world();
    await backend.auth.signInWithPassword({ email: 'a@x.com', password: 'secret-1' });
    const [samId] = a.ids;
    const sam = (await backend.staff.list(a.restaurantId)).find((s) => s.id === samId)!;
    expect(sam.language).toBeUndefined();
    const saved = await backend.staff.update(a.restaurantId, { ...sam, language: 'es' });
    expect((await backend.staff.list(a.restaurantId)).find((s) => s.id === samId)?.language).toBe(
      'es',
    );
    // From the version that save left (ADR 0056): the first copy is stale now.
    await backend.staff.update(a.restaurantId, { ...saved, language: null });
    expect(stored(a.restaurantId, samId!)?.language).toBeNull();
  });

  it("the person's choice reaches each of their teams and comes back with them", async () => {
    const { backend, a, b } = await world();
    const teams = await joinAll(backend, 'sam@x.com');
    expect(teams.map((t) => t.language)).toEqual([undefined, undefined]);
    await backend.staffAccess.setLanguage(teams[0]!, 'es');
    expect(stored(a.restaurantId, a.ids[0]!)?.language).toBe('es');
    expect(stored(b.restaurantId, b.ids[0]!)?.language).toBe('es');
    expect((await backend.staffAccess.teams()).active.map((t) => t.language)).toEqual(['es', 'es']);
    // Nobody else's entry moved.
    expect(stored(a.restaurantId, a.ids[1]!)?.language).toBe('en');
    expect(stored(a.restaurantId, a.ids[2]!)?.language).toBeUndefined();

    await backend.staffAccess.setLanguage(teams[1]!, null);
    expect(stored(a.restaurantId, a.ids[0]!)?.language).toBeNull();
    expect(stored(b.restaurantId, b.ids[0]!)?.language).toBeNull();
  });

  it('a colleague, an unanswered invitation and a signed-out browser change nothing', async () => {
    const { backend, a } = await world();
    const [tia] = await joinAll(backend, 'tia@x.com');
    const samEntry = { ...tia!, staffId: a.ids[0]! };
    await expect(backend.staffAccess.setLanguage(samEntry, 'es')).rejects.toMatchObject({
      code: 'forbidden',
    });
    await backend.auth.signOut();

    await signUp(backend, 'ivy@x.com');
    const [offer] = (await backend.staffAccess.teams()).pending;
    await expect(backend.staffAccess.setLanguage(offer!, 'es')).rejects.toMatchObject({
      code: 'forbidden',
    });
    await backend.auth.signOut();
    await expect(backend.staffAccess.setLanguage(tia!, 'es')).rejects.toMatchObject({
      code: 'session_missing',
    });

    expect(stored(a.restaurantId, a.ids[0]!)?.language).toBeUndefined();
    expect(stored(a.restaurantId, a.ids[1]!)?.language).toBe('en');
    expect(stored(a.restaurantId, a.ids[2]!)?.language).toBeUndefined();
  });
});
