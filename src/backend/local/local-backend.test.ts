import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem, restaurantInput, staffMember as member } from '@/testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import type { AuthEvent } from '../port';
import { createLocalBackend } from './index';
import { localKeys } from './keys';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

const signUp = (backend = createLocalBackend(), email = 'ana@example.com') =>
  backend.auth.signUp({ email, password: 'secret-1', fullName: 'Ana', userType: 'Manager' });

describe('local auth', () => {
  it('stores a salted PBKDF2 hash, never the password', async () => {
    await signUp();
    const raw = storage.getItem(localKeys.accounts)!;
    expect(raw).not.toContain('secret-1');
    const account = JSON.parse(raw)['ana@example.com'];
    expect(account.iterations).toBeGreaterThanOrEqual(100_000);
    expect(account.salt).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    // Two accounts with the same password get different hashes (salted).
    await signUp(createLocalBackend(), 'bob@example.com');
    const bob = JSON.parse(storage.getItem(localKeys.accounts)!)['bob@example.com'];
    expect(bob.hash).not.toBe(account.hash);
  });

  it('emits Supabase-like events and persists the session', async () => {
    const backend = createLocalBackend();
    const events: AuthEvent[] = [];
    backend.auth.onAuthStateChange((e) => events.push(e));
    await Promise.resolve();
    const { user, session } = await signUp(backend);
    expect(session?.user.id).toBe(user.id);
    expect(user.user_metadata).toEqual({ full_name: 'Ana', user_type: 'Manager' });
    // A new page load (new backend) sees the same session.
    expect((await createLocalBackend().auth.getSession())?.user.id).toBe(user.id);
    await backend.auth.signOut();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
    expect(await backend.auth.getSession()).toBeNull();
  });

  it('rejects wrong passwords, duplicates, weak passwords and missing credentials', async () => {
    const backend = createLocalBackend();
    await signUp(backend);
    await expect(
      backend.auth.signInWithPassword({ email: 'ana@example.com', password: 'nope' }),
    ).rejects.toThrow('Invalid login credentials');
    await expect(signUp(backend)).rejects.toThrow('User already registered');
    await expect(
      backend.auth.signUp({ email: 'x@example.com', password: '123', userType: 'Manager' }),
    ).rejects.toThrow(/at least 6/);
    await expect(backend.auth.signInWithPassword({ email: '', password: '' })).rejects.toThrow(
      'You must provide either an email or phone number and a password',
    );
    const session = await backend.auth.signInWithPassword({
      email: 'ANA@example.com ',
      password: 'secret-1',
    });
    expect(session.user.email).toBe('ana@example.com');
  });

  it('refuses social sign-in with an explanation', async () => {
    await expect(
      createLocalBackend().auth.signInWithOAuth('google', 'http://x/settings'),
    ).rejects.toThrow(/needs a Supabase project/);
  });

  it('treats a corrupt session as signed out without crashing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(localKeys.session, '{"broken":');
    expect(await createLocalBackend().auth.getSession()).toBeNull();
  });
});

describe('local data isolation', () => {
  it('one account cannot read or change another account’s restaurant data', async () => {
    const backend = createLocalBackend();
    const { user: ana } = await signUp(backend);
    const restaurant = await backend.restaurants.create(restaurantInput(ana.id, 'Ana’s'));
    await backend.staff.list(restaurant.restaurantid);
    await backend.auth.signOut();
    const { user: bob } = await signUp(backend, 'bob@example.com');
    expect(await backend.restaurants.listForUser(ana.id)).toEqual([]);
    expect(await backend.restaurants.listForUser(bob.id)).toEqual([]);
    await expect(backend.staff.list(restaurant.restaurantid)).rejects.toThrow(/access/);
    await expect(backend.menus.list(restaurant.restaurantid)).rejects.toThrow(/access/);
    await expect(
      backend.restaurants.update(restaurant.restaurantid, { ...restaurant, userid: bob.id }),
    ).rejects.toThrow(/access/);
    await expect(backend.restaurants.create({ ...restaurant, userid: ana.id })).rejects.toThrow(
      /access/,
    );
    expect(await backend.profiles.get(ana.id)).toBeNull();
  });

  it('shows the samples beside stored rows, never stores them, and falls back to them for corrupt data without overwriting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = createLocalBackend();
    const { user } = await signUp(backend);
    const r = await backend.restaurants.create(restaurantInput(user.id, 'R'));
    const staff = await backend.staff.list(r.restaurantid);
    expect(staff).toHaveLength(8);
    // Adding rows read beside the samples keeps the samples out of storage (ADR 0026).
    const added = await backend.staff.add(r.restaurantid, [member('staff-1', 'Ada'), ...staff]);
    expect(added.map((s) => s.name)).toEqual(['Ada']);
    const stored = Array.from({ length: storage.length }, (_, i) =>
      storage.getItem(storage.key(i)!),
    );
    expect(stored.filter((v) => staff.some((s) => v?.includes(s.name)))).toEqual([]);
    expect(await backend.staff.list(r.restaurantid)).toHaveLength(9);
    await backend.staff.remove(r.restaurantid, added[0]!.id);
    for (const key of [
      localKeys.staff,
      localKeys.specials,
      localKeys.notifications,
      localKeys.training,
      localKeys.menus,
    ]) {
      storage.setItem(key(r.restaurantid), 'garbage{');
    }
    expect(await backend.staff.list(r.restaurantid)).toHaveLength(8);
    expect((await backend.notifications.list(r.restaurantid)).length).toBe(3);
    expect((await backend.specials.list(r.restaurantid)).length).toBeGreaterThan(0);
    expect(await backend.training.list(r.restaurantid)).toEqual([]);
    expect((await backend.menus.list(r.restaurantid)).every((m) => m.isSample)).toBe(true);
    expect(storage.getItem(localKeys.staff(r.restaurantid))).toBe('garbage{');
    expect(storage.getItem(`${localKeys.staff(r.restaurantid)}.corrupt-backup`)).toBe('garbage{');
  });

  it('corrupt account tables mean signed out, not a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await signUp();
    storage.setItem(localKeys.accounts, '[1,2');
    storage.setItem(localKeys.profiles, '"x"');
    storage.setItem(localKeys.restaurants, '{}');
    const backend = createLocalBackend();
    expect(await backend.auth.getSession()).toBeNull();
  });
});

describe('local menu versions', () => {
  it('keeps every save as a version, only for the restaurant owner, gone with the menu', async () => {
    const backend = createLocalBackend();
    const { user: ana } = await signUp(backend);
    const { restaurantid } = await backend.restaurants.create(restaurantInput(ana.id, 'Ana’s'));
    const item = {
      id: 'i1',
      name: 'Burrata',
      description: '',
      price: '$14',
      category: 'Mains',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
    };
    const menu = { name: 'Dinner', type: 'food' as const, foodType: null };
    const first = await backend.menus.save(restaurantid, {
      ...menu,
      items: [item],
      baseVersion: null,
    });
    await backend.menus.save(restaurantid, {
      ...menu,
      id: first.id,
      items: [{ ...item, price: '$16' }],
      baseVersion: first.version ?? null,
    });
    const versions = await backend.menus.versions(restaurantid, first.id);
    expect(versions.map((v) => [v.version, v.items[0].price, v.savedBy])).toEqual([
      [1, '$14', ana.id],
      [2, '$16', ana.id],
    ]);
    expect((await backend.menus.version(restaurantid, first.id, 1))?.items[0].price).toBe('$14');

    await backend.auth.signOut();
    await signUp(backend, 'bob@example.com');
    await expect(backend.menus.versions(restaurantid, first.id)).rejects.toThrow(/access/);
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'ana@example.com', password: 'secret-1' });
    await backend.menus.remove(restaurantid, first.id);
    expect(await backend.menus.versions(restaurantid, first.id)).toEqual([]);
  });
});

describe('local menu add-ons', () => {
  it('stores the sections’ add-ons with the menu, kept by a save without them', async () => {
    const backend = createLocalBackend();
    const { user: ana } = await signUp(backend);
    const { restaurantid } = await backend.restaurants.create(restaurantInput(ana.id, 'Ana’s'));
    const items = [menuItem({ id: 'i1', name: 'Green salad', category: 'Salads' })];
    const addOns = [{ category: 'Salads', addOns: ['Add grilled halloumi 3.50'] }];
    const menu = { name: 'Dinner', type: 'food' as const, foodType: null, items };
    const first = await backend.menus.save(restaurantid, { ...menu, addOns, baseVersion: null });
    expect(first.addOns).toEqual(addOns);
    // A version restore saves dishes only: the add-ons stay.
    await backend.menus.save(restaurantid, {
      ...menu,
      id: first.id,
      baseVersion: first.version ?? null,
    });
    const [stored] = await backend.menus.list(restaurantid);
    expect(stored?.addOns).toEqual(addOns);
    // Add-ons are not dishes: the versions that the change set compares hold the items only.
    const versions = await backend.menus.versions(restaurantid, first.id);
    expect(versions.map((v) => v.items.map((i) => i.name))).toEqual([
      ['Green salad'],
      ['Green salad'],
    ]);
  });
});
