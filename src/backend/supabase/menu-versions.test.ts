import type { MenuItem } from '@/domain/menu';
import { detectMenuChanges } from '@/domain/menu-changes';
import { rangesForSend } from '@/domain/menu-version-rules';
import { buildNotification } from '@/domain/notification-rules';
import { loadUnannounced } from '@/data/unannounced';
import { menuDraft as draft, menuItem } from '@/testing/fixtures';
import { makeBackend, managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema: menu_versions, its stamp trigger and its grants.
const fake = setupRealSupabase();

const item = (name: string, price: string): MenuItem =>
  menuItem({ id: `draft-${name}`, name, price, description: `${name}, house style` });

/** The same manager signed in on a second device (its own session store). */
async function secondDevice() {
  const backend = await makeBackend();
  await backend.auth.signInWithPassword({ email: 'manager@example.com', password: 'secret123' });
  return backend;
}

describe('supabase menu versions', () => {
  it('records every save as the next version, sending only what the client may write', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const first = await backend.menus.save(restaurantId, draft([item('Burrata', '$14')]));
    await backend.menus.save(
      restaurantId,
      draft([{ ...first.items[0], price: '$16' }, item('Halibut', '$34')], first),
    );

    // save_menu() adds the version: the client never writes menu_versions itself.
    expect(fake.find('POST', '/rest/v1/menu_versions')).toEqual([]);
    const saves = fake.find('POST', '/rest/v1/rpc/save_menu');
    expect(saves).toHaveLength(2);
    // Number, saver and time are the server's: the request carries the menu, its items and the
    // version the save is based on.
    expect(Object.keys(saves[1].body as object).sort()).toEqual(
      ['p_base_version', 'p_items', 'p_menu', 'p_menuid', 'p_restaurantid'].sort(),
    );
    expect(saves[1].body).toMatchObject({ p_menuid: Number(first.id), p_base_version: 1 });
    const versions = await backend.menus.versions(restaurantId, first.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1].items.map((i) => `${i.name} ${i.price}`)).toEqual([
      'Burrata $16',
      'Halibut $34',
    ]);
    expect((await backend.menus.version(restaurantId, first.id, 1))?.items[0].price).toBe('$14');
  });

  it('offers the same changes on another device, derived from the versions', async () => {
    const { backend: laptop, restaurantId } = await managerWithRestaurant(fake);
    const v1 = await laptop.menus.save(
      restaurantId,
      draft([item('Burrata', '$14'), item('Cod', '$28')]),
    );
    // The first update announces version 1.
    const first = await loadUnannounced(laptop, restaurantId);
    await laptop.notifications.send(
      restaurantId,
      buildNotification({
        message: 'New menu',
        recipientIds: [],
        items: first.changes,
        menuVersions: rangesForSend(first, new Set(first.changes.map((c) => c.id))),
      }),
    );
    const [burrata] = v1.items;
    const v2 = await laptop.menus.save(
      restaurantId,
      draft([{ ...burrata, price: '$16' }, item('Halibut', '$34')], v1),
    );

    const phone = await secondDevice();
    const onPhone = await loadUnannounced(phone, restaurantId);
    const onLaptop = await loadUnannounced(laptop, restaurantId);
    expect(onPhone.changes).toEqual(onLaptop.changes);
    expect(onPhone.changes).toEqual(detectMenuChanges(v1.items, v2.items));
    expect(onPhone.changes.map((c) => `${c.name}: ${c.changes.join(',')}`).sort()).toEqual([
      'Burrata: price',
      'Cod: removed',
      'Halibut: new',
    ]);
    expect(onPhone.ranges).toEqual([{ menuId: v1.id, fromVersion: 1, toVersion: 2, heldBack: [] }]);
  });
});
