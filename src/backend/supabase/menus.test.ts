import type { MenuItem } from '@/domain/menu';
import { sampleItems } from '@/domain/seeds/sample-items';
import { BackendError, MenuConflictError } from '../port';
import { menuDraft as draft, menuItem } from '@/testing/fixtures';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies and cascades are
// the database's own.
const fake = setupRealSupabase();

const storedItems = async () =>
  (await fake.db.query<{ n: number }>('select count(*)::int as n from public.menuitems')).rows[0].n;

const item = (id: string, name: string, price: string): MenuItem =>
  menuItem({
    id,
    name,
    price,
    description: `${name} description`,
    ingredients: ['salt'],
    dietary: ['vegetarian'],
  });

describe('supabase menus: list', () => {
  it('returns the sample menus for a restaurant with none, without writing them', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake, undefined, {
      samples: 'shown',
    });
    const menus = await backend.menus.list(restaurantId);

    expect(menus.map((m) => m.name)).toEqual([
      'Dinner',
      'Lunch',
      'Weekend Brunch',
      'Premium Wine Selection',
      'Bar Menu',
    ]);
    expect(menus.every((m) => m.isSample)).toBe(true);
    const [request] = fake.find('GET', '/rest/v1/menus');
    expect(request.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(fake.find('GET', '/rest/v1/menuitems')).toEqual([]);
  });

  it('reads items of all menus with menuid=in.(...) ordered by position', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    await backend.menus.save(
      restaurantId,
      draft([item('a', 'Soup', '$8'), item('b', 'Steak', '$30')]),
    );
    await backend.menus.save(restaurantId, {
      ...draft([item('c', 'Negroni', '$14')]),
      name: 'Bar',
      type: 'cocktail',
      foodType: null,
    });
    fake.requests.length = 0;

    const menus = await backend.menus.list(restaurantId);
    const [request] = fake.find('GET', '/rest/v1/menuitems');
    expect(request.search.get('menuid')).toBe('in.(1,2)');
    expect(request.search.get('order')).toMatch(/^position\.asc/);
    expect(menus).toEqual([
      expect.objectContaining({
        id: '1',
        name: 'Dinner',
        type: 'food',
        foodType: 'dinner',
        isSample: false,
      }),
      expect.objectContaining({
        id: '2',
        name: 'Bar',
        type: 'cocktail',
        foodType: null,
        isSample: false,
      }),
    ]);
    expect(menus[0].items.map((i) => [i.id, i.name])).toEqual([
      ['1', 'Soup'],
      ['2', 'Steak'],
    ]);
    expect(menus[1].items.map((i) => [i.id, i.name])).toEqual([['3', 'Negroni']]);
    expect(menus[0].lastSaved).toEqual(expect.any(String));
  });
});

/** The requests one save made to the data API (auth and the ownership check aside). */
const dataRequests = () =>
  fake.requests.filter((r) => r.path.startsWith('/rest/v1/') && r.path !== '/rest/v1/restaurants');

describe('supabase menus: save', () => {
  it('inserts a new menu and its items (positions = order) in one RPC, as version 1', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const items = sampleItems.food.slice(0, 3);
    fake.requests.length = 0;
    const saved = await backend.menus.save(restaurantId, draft(items, 'sample-dinner'));

    // One request: a dropped connection cannot leave half a menu (ADR 0054).
    expect(dataRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/v1/rpc/save_menu',
    ]);
    const [rpc] = dataRequests();
    expect(rpc!.body).toEqual({
      p_restaurantid: Number(restaurantId),
      // A sample's id is not a row: a new menu, started from nothing.
      p_menuid: null,
      p_base_version: null,
      p_menu: { name: 'Dinner', menu_type: 'food', food_type: 'dinner' },
      p_items: items.map((it) => ({
        id: it.id,
        name: it.name,
        description: it.description,
        price: it.price,
        category: it.category,
        ingredients: it.ingredients,
        allergens: it.allergens,
        dietary: it.dietary,
        available: it.available,
        allergen_states: it.allergenStates ?? {},
      })),
    });
    expect(saved).toMatchObject({ id: '1', name: 'Dinner', isSample: false, version: 1 });
    expect(saved.items.map((i) => i.name)).toEqual(items.map((i) => i.name));
    expect(saved.items.map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(await backend.menus.list(restaurantId)).toEqual([saved]);
  });

  it('updates kept items by menuitemid, deletes removed ones and inserts new ones, in one RPC', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const first = await backend.menus.save(
      restaurantId,
      draft([item('x', 'Soup', '$8'), item('y', 'Salad', '$9'), item('z', 'Steak', '$30')]),
    );
    fake.requests.length = 0;
    const [soup, , steak] = first.items;
    const saved = await backend.menus.save(restaurantId, {
      ...draft([{ ...steak, price: '$32' }, item('item-new', 'Tart', '$7'), soup], first),
      name: 'Dinner (spring)',
    });

    // The restaurant's ownership was checked at the first save: this one is the RPC alone.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/v1/rpc/save_menu',
    ]);
    expect(dataRequests()[0]!.body).toMatchObject({
      p_menuid: 1,
      p_base_version: 1,
      p_items: [{ id: '3' }, { id: 'item-new' }, { id: '1' }],
    });
    expect(saved.name).toBe('Dinner (spring)');
    expect(saved.version).toBe(2);
    expect(saved.items.map((i) => [i.id, i.name, i.price])).toEqual([
      ['3', 'Steak', '$32'],
      ['4', 'Tart', '$7'],
      ['1', 'Soup', '$8'],
    ]);
    expect(await storedItems()).toBe(3);
    const versions = await backend.menus.versions(restaurantId, first.id);
    expect(versions.map((v) => [v.version, v.items.map((i) => i.id)])).toEqual([
      [1, ['1', '2', '3']],
      [2, ['3', '4', '1']],
    ]);
  });

  it('refuses a save from a stale version with MenuConflictError, re-reading the menu once', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const v1 = await backend.menus.save(restaurantId, draft([item('a', 'Soup', '$8')]));
    const v2 = await backend.menus.save(
      restaurantId,
      draft([...v1.items, item('b', 'Tart', '$7')], v1),
    );
    fake.requests.length = 0;
    const error = await backend.menus
      .save(restaurantId, draft([{ ...v1.items[0]!, price: '$9' }], v1))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MenuConflictError);
    expect(error).toMatchObject({ code: 'menu_conflict', status: 409 });
    expect((error as MenuConflictError).current).toEqual(v2);
    expect(dataRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/v1/rpc/save_menu',
      'GET /rest/v1/menus',
      'GET /rest/v1/menuitems',
    ]);
    expect((await backend.menus.list(restaurantId))[0]!.items.map((i) => i.price)).toEqual([
      '$8',
      '$7',
    ]);
  });

  it('keeps the samples beside a saved menu until they are removed (ADR 0026)', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake, undefined, {
      samples: 'shown',
    });
    await backend.menus.save(restaurantId, draft([item('a', 'Soup', '$8')]));
    const menus = await backend.menus.list(restaurantId);
    expect(menus.map((m) => [m.name, m.isSample, m.version])).toEqual([
      ['Dinner', false, 1],
      ['Dinner', true, undefined],
      ['Lunch', true, undefined],
      ['Weekend Brunch', true, undefined],
      ['Premium Wine Selection', true, undefined],
      ['Bar Menu', true, undefined],
    ]);
    await backend.restaurants.removeSamples(restaurantId);
    const left = await backend.menus.list(restaurantId);
    expect(left.map((m) => [m.name, m.isSample])).toEqual([['Dinner', false]]);
  });

  it('throws "Menu not found" for a db id that is not a menu of this restaurant', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    await expect(backend.menus.save(restaurantId, draft([], '99'))).rejects.toMatchObject({
      message: 'Menu not found',
      status: 404,
    });
    expect(await backend.menus.list(restaurantId)).toEqual([]);
  });

  it('throws a failed save as BackendError with the PostgREST message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    fake.failNext('POST', '/rest/v1/rpc/save_menu', 500, {
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const error = await backend.menus
      .save(restaurantId, draft([item('a', 'Soup', '$8')]))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'canceling statement due to statement timeout',
      status: 500,
    });
  });
});

describe('supabase menus: remove', () => {
  it('deletes the menu where menuid matches (items cascade) and says whether it existed', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const saved = await backend.menus.save(restaurantId, draft([item('a', 'Soup', '$8')]));
    fake.requests.length = 0;

    expect(await backend.menus.remove(restaurantId, saved.id)).toBe(true);
    const [request] = fake.find('DELETE', '/rest/v1/menus');
    expect(request.search.get('menuid')).toBe(`eq.${saved.id}`);
    // The migration's ON DELETE CASCADE takes the items with the menu.
    expect(await storedItems()).toBe(0);
    expect(await backend.menus.remove(restaurantId, saved.id)).toBe(false);
  });

  it('returns false for a sample id without calling the server', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    expect(await backend.menus.remove(restaurantId, 'sample-bar')).toBe(false);
    expect(fake.requests).toEqual([]);
  });
});
