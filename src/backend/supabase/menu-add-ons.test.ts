import type { MenuItem } from '@/domain/menu';
import { menuDraft as draft, menuItem } from '@/testing/fixtures';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema: add_ons of 20261130000000 and its grants.
const fake = setupRealSupabase();

const item = (id: string, name: string, price: string): MenuItem => menuItem({ id, name, price });

describe('supabase menus: section add-ons', () => {
  it('writes the sections’ add-ons on the menu row and reads them back; a restore keeps them', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const addOns = [{ category: 'Mains', addOns: ['Add grilled halloumi 3.50'] }];
    const first = await backend.menus.save(restaurantId, {
      ...draft([item('a', 'Soup', '$8')]),
      addOns,
    });
    const menuOf = () =>
      (fake.find('POST', '/rest/v1/rpc/save_menu')[0].body as { p_menu: object }).p_menu;
    expect(menuOf()).toMatchObject({ add_ons: addOns });
    expect(first.addOns).toEqual(addOns);
    // A version restore sends no add-ons: the row's stay as they were.
    fake.requests.length = 0;
    const restored = await backend.menus.save(restaurantId, draft(first.items, first));
    expect(menuOf()).not.toHaveProperty('add_ons');
    expect(restored.addOns).toEqual(addOns);
    const cleared = await backend.menus.save(restaurantId, {
      ...draft(first.items, restored),
      addOns: [],
    });
    expect(cleared.addOns).toBeUndefined();
  });
});
