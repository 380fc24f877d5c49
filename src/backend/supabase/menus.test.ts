import type { MenuItem } from '@/domain/menu';
import { sampleItems } from '@/domain/seeds/sample-items';
import { BackendError } from '../port';
import { menuDraft as draft, menuItem } from '@/testing/fixtures';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies and cascades are
// the database's own.
const fake = setupRealSupabase();

/** What a manager may change on a menu item (the update grant of 20261124000000). */
const ITEM_UPDATABLE = [
  'name',
  'description',
  'price',
  'category',
  'position',
  'ingredients',
  'allergens',
  'dietary',
  'available',
  'allergen_states',
];

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

describe('supabase menus: save', () => {
  it('inserts a new menu and its items (positions = order), returning the stored menu', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const items = sampleItems.food.slice(0, 3);
    const saved = await backend.menus.save(restaurantId, draft(items, 'sample-dinner'));

    const [menuPost] = fake.find('POST', '/rest/v1/menus');
    expect(menuPost.body).toEqual({
      restaurantid: Number(restaurantId),
      name: 'Dinner',
      menu_type: 'food',
      food_type: 'dinner',
    });
    const [itemPost] = fake.find('POST', '/rest/v1/menuitems');
    expect(itemPost.body).toEqual(
      items.map((it, position) => ({
        menuid: 1,
        name: it.name,
        description: it.description,
        price: it.price,
        category: it.category,
        position,
        ingredients: it.ingredients,
        allergens: it.allergens,
        dietary: it.dietary,
        available: it.available,
        allergen_states: it.allergenStates ?? {},
      })),
    );
    expect(saved).toMatchObject({ id: '1', name: 'Dinner', isSample: false });
    expect(saved.items.map((i) => i.name)).toEqual(items.map((i) => i.name));
    expect(saved.items.map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(fake.find('PATCH', '/rest/v1/menuitems')).toEqual([]);
  });

  it('updates kept items by menuitemid, deletes removed ones and inserts new ones', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const first = await backend.menus.save(
      restaurantId,
      draft([item('x', 'Soup', '$8'), item('y', 'Salad', '$9'), item('z', 'Steak', '$30')]),
    );
    fake.requests.length = 0;
    const [soup, , steak] = first.items;
    const saved = await backend.menus.save(restaurantId, {
      ...draft([{ ...steak, price: '$32' }, item('item-new', 'Tart', '$7'), soup], first.id),
      name: 'Dinner (spring)',
    });

    const [menuPatch] = fake.find('PATCH', '/rest/v1/menus');
    expect(menuPatch.search.get('menuid')).toBe('eq.1');
    // Exactly the editable columns: updated_at is set by the server's trigger.
    expect(menuPatch.body).toEqual({
      name: 'Dinner (spring)',
      menu_type: 'food',
      food_type: 'dinner',
    });
    expect(fake.find('POST', '/rest/v1/menus')).toEqual([]);

    const patches = fake.find('PATCH', '/rest/v1/menuitems');
    expect(patches.map((p) => [p.search.get('menuitemid'), p.body])).toEqual(
      expect.arrayContaining([
        ['eq.3', expect.objectContaining({ price: '$32', position: 0 })],
        ['eq.1', expect.objectContaining({ name: 'Soup', position: 2 })],
      ]),
    );
    expect(patches).toHaveLength(2);
    // Only the columns of the update grant: never the id, the menu or a timestamp.
    const updatable = [...ITEM_UPDATABLE].sort();
    for (const patch of patches)
      expect(Object.keys(patch.body as object).sort()).toEqual(updatable);
    const deletes = fake.find('DELETE', '/rest/v1/menuitems');
    expect(deletes.map((d) => d.search.get('menuitemid'))).toEqual(['eq.2']);
    const [insert] = fake.find('POST', '/rest/v1/menuitems');
    expect(insert.body).toEqual([
      expect.objectContaining({ menuid: 1, name: 'Tart', position: 1 }),
    ]);

    expect(saved.name).toBe('Dinner (spring)');
    expect(saved.items.map((i) => [i.id, i.name, i.price])).toEqual([
      ['3', 'Steak', '$32'],
      ['4', 'Tart', '$7'],
      ['1', 'Soup', '$8'],
    ]);
    expect(await storedItems()).toBe(3);
  });

  it('keeps the samples beside a saved menu until they are removed (ADR 0026)', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake, undefined, {
      samples: 'shown',
    });
    await backend.menus.save(restaurantId, draft([item('a', 'Soup', '$8')]));
    const menus = await backend.menus.list(restaurantId);
    expect(menus.map((m) => [m.name, m.isSample])).toEqual([
      ['Dinner', false],
      ['Dinner', true],
      ['Lunch', true],
      ['Weekend Brunch', true],
      ['Premium Wine Selection', true],
      ['Bar Menu', true],
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
    expect(fake.find('POST', '/rest/v1/menuitems')).toEqual([]);
  });

  it('throws a failed item write as BackendError with the PostgREST message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    fake.failNext('POST', '/rest/v1/menuitems', 500, {
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
