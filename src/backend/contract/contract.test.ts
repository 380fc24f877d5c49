// One contract, two adapters: every case runs against local mode (browser storage) and against
// the Supabase adapter on the real schema (supabase/migrations on PGlite through the PostgREST
// translator). A behaviour the screens rely on must hold in both, or the case fails for one.
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { buildNotification } from '@/domain/notification-rules';
import type { SentNotification } from '@/domain/notification';
import { recipientState } from '@/domain/readiness';
import type { Special } from '@/domain/special';
import { menuItem, staffMember as member } from '@/testing/fixtures';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage } from '@/testing/memory-storage';
import { managerWithRestaurant, memoryStorage, setupRealSupabase } from '@/testing/postgrest/setup';
import { MenuConflictError, type Backend } from '../port';

type Manager = { backend: Backend; restaurantId: string };
type Adapter = {
  name: string;
  manager: () => Promise<Manager>;
  /** A manager whose restaurant still shows the samples. */
  withSamples: () => Promise<Manager>;
};

const supabase = setupRealSupabase();
const adapters: Adapter[] = [
  {
    name: 'local',
    manager: () => {
      installMemoryStorage();
      return localManager();
    },
    withSamples: () => {
      installMemoryStorage();
      return localManager({ samples: 'shown' });
    },
  },
  {
    name: 'supabase',
    manager: async () => {
      vi.stubGlobal('localStorage', memoryStorage());
      return managerWithRestaurant(supabase);
    },
    withSamples: async () => {
      vi.stubGlobal('localStorage', memoryStorage());
      return managerWithRestaurant(supabase, 'manager@example.com', { samples: 'shown' });
    },
  },
];

afterEach(() => vi.unstubAllGlobals());

const special = (name: string): Special => ({
  id: `special-${name}`,
  name,
  description: 'Tonight only',
  price: '$12',
  category: 'Mains',
  startDate: '2026-03-01',
  endDate: '2026-03-02',
});

const update = (message: string, recipientIds: string[]): SentNotification =>
  buildNotification({ message, recipientIds, items: [], menuVersions: [] });

describe.each(adapters)('the $name adapter', ({ manager, withSamples }) => {
  it('starts a restaurant with no staff, specials, modules or updates once samples are removed', async () => {
    const { backend, restaurantId } = await manager();
    expect(await backend.staff.list(restaurantId)).toEqual([]);
    expect(await backend.specials.list(restaurantId)).toEqual([]);
    expect(await backend.training.list(restaurantId)).toEqual([]);
    expect(await backend.notifications.list(restaurantId)).toEqual([]);
  });

  it('adds rows with ids of its own and returns them as stored', async () => {
    const { backend, restaurantId } = await manager();
    const added = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada'),
      member('staff-2', 'Ben'),
    ]);
    expect(added.map((s) => s.name)).toEqual(['Ada', 'Ben']);
    expect(new Set(added.map((s) => s.id)).size).toBe(2);
    const listed = await backend.staff.list(restaurantId);
    expect(listed.map((s) => s.id).sort()).toEqual(added.map((s) => s.id).sort());
  });

  it('updates one row and leaves the others as stored', async () => {
    const { backend, restaurantId } = await manager();
    const [ada, ben] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada'),
      member('staff-2', 'Ben'),
    ]);
    const saved = await backend.staff.update(restaurantId, { ...ben!, role: 'Bartender' });
    expect(saved).toMatchObject({ id: ben!.id, role: 'Bartender' });
    const byId = new Map((await backend.staff.list(restaurantId)).map((s) => [s.id, s]));
    expect(byId.get(ben!.id)?.role).toBe('Bartender');
    expect(byId.get(ada!.id)).toEqual(ada);
  });

  it('refuses an update of a row removed elsewhere as not found, and writes nothing', async () => {
    const { backend, restaurantId } = await manager();
    const [tonight] = await backend.specials.add(restaurantId, [special('Halibut')]);
    await backend.specials.remove(restaurantId, tonight!.id);
    await expect(
      backend.specials.update(restaurantId, { ...tonight!, price: '$30' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await backend.specials.list(restaurantId)).toEqual([]);
  });

  it("keeps a person's language with their entry: set, read back, cleared to the browser's", async () => {
    const { backend, restaurantId } = await manager();
    const [ada, ben] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada', { language: 'es' }),
      member('staff-2', 'Ben'),
    ]);
    expect(ada!.language).toBe('es');
    const listed = async () =>
      Object.fromEntries(
        (await backend.staff.list(restaurantId)).map((s) => [s.name, s.language ?? null]),
      );
    expect(await listed()).toEqual({ Ada: 'es', Ben: null });
    await backend.staff.update(restaurantId, { ...ben!, language: 'en' });
    await backend.staff.update(restaurantId, { ...ada!, language: null });
    expect(await listed()).toEqual({ Ada: null, Ben: 'en' });
  });

  it('removes a row once; removing it again is no error', async () => {
    const { backend, restaurantId } = await manager();
    const [a, b] = await backend.specials.add(restaurantId, [special('Halibut'), special('Cod')]);
    await backend.specials.remove(restaurantId, a!.id);
    await backend.specials.remove(restaurantId, a!.id);
    expect((await backend.specials.list(restaurantId)).map((s) => s.id)).toEqual([b!.id]);
  });

  it('two actions at once on different rows both land', async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    await Promise.all([
      backend.staff.add(restaurantId, [member('staff-2', 'Uma')]),
      backend.staff.update(restaurantId, { ...sam!, name: 'Sam Rivera' }),
    ]);
    const names = (await backend.staff.list(restaurantId)).map((s) => s.name).sort();
    expect(names).toEqual(['Sam Rivera', 'Uma']);
  });

  it('lists training modules newest first', async () => {
    const { backend, restaurantId } = await manager();
    const module = (title: string) => ({
      id: `training-${title}`,
      title,
      type: 'wine_pairings' as const,
      content: 'Text',
      sourceUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await backend.training.add(restaurantId, [module('First')]);
    // Supabase orders by the insert's time: the second insert is a later transaction.
    await new Promise((r) => setTimeout(r, 5));
    await backend.training.add(restaurantId, [module('Second')]);
    expect((await backend.training.list(restaurantId)).map((m) => m.title)).toEqual([
      'Second',
      'First',
    ]);
  });

  it('sends an update with no states, whatever the caller sent, and counts it per recipient', async () => {
    const { backend, restaurantId } = await manager();
    const [sam, tia] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Sam'),
      member('staff-2', 'Tia'),
    ]);
    const forged = { ...update('No fish tonight', [sam!.id, tia!.id]), acknowledgedBy: [sam!.id] };
    const sent = await backend.notifications.send(restaurantId, forged);
    expect(sent).toMatchObject({ message: 'No fish tonight', acknowledgedBy: [] });
    expect(sent.recipientIds.sort()).toEqual([sam!.id, tia!.id].sort());
    const [listed] = await backend.notifications.list(restaurantId);
    expect(listed).toMatchObject({ id: sent.id, acknowledgedBy: [] });
    // Read as the screens read it: nobody has opened, passed, acknowledged or been reminded.
    for (const id of [sam!.id, tia!.id])
      expect(recipientState(listed!, id)).toMatchObject({
        openedAt: null,
        quizPassedAt: null,
        acknowledgedAt: null,
        remindedAt: null,
        quizAttempts: 0,
      });
    const counts = Object.fromEntries(
      (await backend.staff.list(restaurantId)).map((s) => [s.name, s.notificationsReceived]),
    );
    expect(counts).toEqual({ Sam: 1, Tia: 1 });
  });

  it('two sends at once: both stored, both counted', async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    await Promise.all([
      backend.notifications.send(restaurantId, update('From the office', [sam!.id])),
      backend.notifications.send(restaurantId, update('From the pass', [sam!.id])),
    ]);
    const messages = (await backend.notifications.list(restaurantId)).map((n) => n.message);
    expect(messages.sort()).toEqual(['From the office', 'From the pass']);
    const [stored] = await backend.staff.list(restaurantId);
    expect(stored!.notificationsReceived).toBe(2);
  });

  it("keeps the message's language and its translations with the update, none when not given", async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    const translated = buildNotification({
      message: 'No fish tonight',
      recipientIds: [sam!.id],
      items: [],
      messageLocale: 'en',
      messageTranslations: { es: 'No hay pescado esta noche' },
    });
    const sent = await backend.notifications.send(restaurantId, translated);
    expect(sent).toMatchObject({
      messageLocale: 'en',
      messageTranslations: { es: 'No hay pescado esta noche' },
    });
    await backend.notifications.send(restaurantId, update('Menu is out', [sam!.id]));
    const byMessage = new Map(
      (await backend.notifications.list(restaurantId)).map((n) => [n.message, n]),
    );
    expect(byMessage.get('No fish tonight')).toMatchObject({
      messageLocale: 'en',
      messageTranslations: { es: 'No hay pescado esta noche' },
    });
    const plain = byMessage.get('Menu is out')!;
    expect(plain.messageLocale ?? null).toBeNull();
    expect(plain.messageTranslations ?? {}).toEqual({});
  });

  it('refuses a translation in a language we do not have, and stores nothing', async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    const forged = {
      ...update('No fish tonight', [sam!.id]),
      messageTranslations: { fr: 'Pas de poisson' },
    } as unknown as SentNotification;
    await expect(backend.notifications.send(restaurantId, forged)).rejects.toThrow();
    expect(await backend.notifications.list(restaurantId)).toEqual([]);
  });

  it('refuses a website that is not http(s), and keeps the stored one (issue 43)', async () => {
    const { backend, restaurantId } = await manager();
    const user = await backend.auth.getUser();
    const [stored] = await backend.restaurants.listForUser(user!.id);
    const edit = (website_url: string) =>
      backend.restaurants.update(restaurantId, { ...stored!, website_url });
    await expect(edit('javascript:alert(document.cookie)')).rejects.toMatchObject({
      code: '23514',
    });
    expect((await backend.restaurants.listForUser(user!.id))[0]!.website_url).toBe(
      stored!.website_url,
    );
    await edit('https://chez.example');
    expect((await backend.restaurants.listForUser(user!.id))[0]!.website_url).toBe(
      'https://chez.example',
    );
  });

  it('an edit of a person never writes their count of updates received', async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    await backend.notifications.send(restaurantId, update('Menu is out', [sam!.id]));
    const [shown] = await backend.staff.list(restaurantId);
    await backend.staff.update(restaurantId, { ...shown!, role: 'Host' });
    const [after] = await backend.staff.list(restaurantId);
    expect(after).toMatchObject({ role: 'Host', notificationsReceived: 1 });
  });

  it('stamps a reminder on the recipients of an update', async () => {
    const { backend, restaurantId } = await manager();
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    const sent = await backend.notifications.send(restaurantId, update('Read me', [sam!.id]));
    await backend.notifications.remind(restaurantId, sent.id, [sam!.id]);
    const [listed] = await backend.notifications.list(restaurantId);
    expect(listed!.recipientStates.find((s) => s.staffId === sam!.id)?.remindedAt).toEqual(
      expect.any(String),
    );
  });

  it('shows the samples beside real rows, never stores them, and refuses to change them', async () => {
    const { backend, restaurantId } = await withSamples();
    const samples = await backend.staff.list(restaurantId);
    expect(samples.length).toBeGreaterThan(0);
    const [ada] = await backend.staff.add(restaurantId, [member('staff-1', 'Ada')]);
    const listed = await backend.staff.list(restaurantId);
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([ada!.id, samples[0]!.id]));
    await expect(
      backend.staff.update(restaurantId, { ...samples[0]!, name: 'Mine now' }),
    ).rejects.toMatchObject({ code: 'sample' });
    await expect(backend.staff.remove(restaurantId, samples[0]!.id)).rejects.toMatchObject({
      code: 'sample',
    });
    await backend.restaurants.removeSamples(restaurantId);
    expect((await backend.staff.list(restaurantId)).map((s) => s.id)).toEqual([ada!.id]);
  });

  it('records each save of a menu as its next version, a new menu as version 1', async () => {
    const { backend, restaurantId } = await manager();
    const dish = menuItem({ id: 'item-1', name: 'Burrata', price: '$14', category: 'Starters' });
    const first = await backend.menus.save(restaurantId, {
      name: 'Dinner',
      type: 'food',
      foodType: null,
      items: [dish],
      baseVersion: null,
    });
    expect(first.version).toBe(1);
    const second = await backend.menus.save(restaurantId, {
      id: first.id,
      name: 'Dinner',
      type: 'food',
      foodType: null,
      items: [{ ...first.items[0]!, price: '$16' }],
      baseVersion: first.version!,
    });
    expect(second.version).toBe(2);
    const versions = await backend.menus.versions(restaurantId, first.id);
    expect(versions.map((v) => [v.version, v.items.map((i) => i.price)])).toEqual([
      [1, ['$14']],
      [2, ['$16']],
    ]);
    const [menu] = await backend.menus.list(restaurantId);
    expect(menu).toMatchObject({ id: first.id, isSample: false, version: 2 });
    expect(menu!.items.map((i) => [i.name, i.price])).toEqual([['Burrata', '$16']]);
  });

  it('refuses a save from a stale version with the menu as stored now (two tabs)', async () => {
    const { backend, restaurantId } = await manager();
    const burrata = menuItem({ id: 'item-1', name: 'Burrata', price: '$14' });
    await backend.menus.save(restaurantId, {
      name: 'Dinner',
      type: 'food',
      foodType: null,
      items: [burrata],
      baseVersion: null,
    });
    // Both tabs open the menu at the same version n.
    const [tabA] = await backend.menus.list(restaurantId);
    const [tabB] = await backend.menus.list(restaurantId);
    const n = tabA!.version!;
    expect(tabB!.version).toBe(n);
    const draftOf = (from: SavedMenu, items: MenuItem[], baseVersion: number) => ({
      id: from.id,
      name: from.name,
      type: from.type,
      foodType: from.foodType,
      items,
      baseVersion,
    });

    // Tab A adds a dish.
    const halibut = menuItem({ id: 'item-2', name: 'Halibut', price: '$34' });
    const savedA = await backend.menus.save(
      restaurantId,
      draftOf(tabA!, [...tabA!.items, halibut], n),
    );
    expect(savedA.version).toBe(n + 1);

    // Tab B, still at n, changes a price: refused, nothing written, told what is stored now.
    const mine = [{ ...tabB!.items[0]!, price: '$15' }];
    const error = await backend.menus
      .save(restaurantId, draftOf(tabB!, mine, n))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MenuConflictError);
    const { current } = error as MenuConflictError;
    expect(current.version).toBe(n + 1);
    expect(current.items.map((i) => [i.name, i.price])).toEqual([
      ['Burrata', '$14'],
      ['Halibut', '$34'],
    ]);
    const [stored] = await backend.menus.list(restaurantId);
    expect(stored!.items.map((i) => i.name)).toEqual(['Burrata', 'Halibut']);
    expect((await backend.menus.versions(restaurantId, tabA!.id)).map((v) => v.version)).toEqual([
      n,
      n + 1,
    ]);

    // Merged on the stored menu and saved from its version: accepted.
    const merged = await backend.menus.save(
      restaurantId,
      draftOf(current, [{ ...current.items[0]!, price: '$15' }, current.items[1]!], n + 1),
    );
    expect(merged.version).toBe(n + 2);
    expect(merged.items.map((i) => [i.name, i.price])).toEqual([
      ['Burrata', '$15'],
      ['Halibut', '$34'],
    ]);
  });
});
