import type { SupabaseClient } from '@supabase/supabase-js';
import type { SavedMenu } from '@/domain/menu';
import { withSamples } from '@/domain/samples';
import { BackendError, MenuConflictError, type MenusPort } from '../port';
import { isDbId, type RestaurantAccess } from './data';
import { rowsOf } from './errors';
import { MENU_CONFLICT, MENU_NOT_FOUND, saveMenuArgs, savedMenuOf } from './menu-save';
import { toMenuVersions } from './menu-version-rows';
import { menuItemRowSchema, menuRowSchema, parseRows, toSavedMenus } from './menu-rows';

const notFound = () => new BackendError('Menu not found', 'not_found', 404);

/**
 * The stored menus of a restaurant with their items, in two requests; no samples. Each carries its
 * newest version's number (menus.current_version), the base of its next save.
 */
export async function readMenus(
  client: SupabaseClient,
  restaurantId: string,
  menuId?: string,
): Promise<SavedMenu[]> {
  let query = client.from('menus').select('*').eq('restaurantid', restaurantId);
  if (menuId) query = query.eq('menuid', menuId);
  const menuRows = parseRows(
    'list menus',
    menuRowSchema,
    rowsOf('list menus', await query.order('menuid')),
  );
  if (menuRows.length === 0) return [];
  const itemsResult = await client
    .from('menuitems')
    .select('*')
    .in(
      'menuid',
      menuRows.map((m) => m.menuid),
    )
    .order('position')
    .order('menuitemid');
  const itemRows = parseRows(
    'list menu items',
    menuItemRowSchema,
    rowsOf('list menu items', itemsResult),
  );
  return toSavedMenus(menuRows, itemRows);
}

/**
 * Menus and their items in the `menus` / `menuitems` tables. The spec's samples are never written:
 * they are shown beside the stored menus until the manager removes them (ADR 0026).
 */
export function createSupabaseMenus(
  client: SupabaseClient,
  access: RestaurantAccess,
  sampleMenus: () => SavedMenu[],
): MenusPort {
  const menus = () => client.from('menus');

  return {
    async list(restaurantId) {
      await access.authorize(restaurantId);
      const stored = await readMenus(client, restaurantId);
      return withSamples(stored, sampleMenus, await access.samplesShown(restaurantId));
    },

    // save_menu() (20261207000000): the menu row, its items and the next version in one
    // transaction under the manager's own row policies, refused whole when the stored menu moved
    // on from the draft's base version (ADR 0054).
    async save(restaurantId, draft) {
      await access.authorize(restaurantId);
      const result = await client.rpc('save_menu', saveMenuArgs(restaurantId, draft));
      if (result.error?.code === MENU_NOT_FOUND) throw notFound();
      if (result.error?.code === MENU_CONFLICT) {
        // The one extra read, on a conflict only: what the editor merges with.
        const [current] = await readMenus(client, restaurantId, draft.id);
        if (!current) throw notFound();
        throw new MenuConflictError(current);
      }
      return savedMenuOf(rowsOf('save menu', result));
    },

    async versions(restaurantId, menuId) {
      await access.authorize(restaurantId);
      if (!isDbId(menuId)) return [];
      const result = await client
        .from('menu_versions')
        .select('*')
        .eq('menuid', menuId)
        .eq('restaurantid', restaurantId)
        .order('version');
      return toMenuVersions(rowsOf('list menu versions', result));
    },

    async version(restaurantId, menuId, n) {
      await access.authorize(restaurantId);
      if (!isDbId(menuId)) return null;
      const result = await client
        .from('menu_versions')
        .select('*')
        .eq('menuid', menuId)
        .eq('restaurantid', restaurantId)
        .eq('version', n);
      return toMenuVersions(rowsOf('read menu version', result))[0] ?? null;
    },

    async remove(restaurantId, menuId) {
      await access.authorize(restaurantId);
      // Samples and editor ids were never stored, so there is nothing to delete.
      if (!isDbId(menuId)) return false;
      const result = await menus()
        .delete()
        .eq('menuid', menuId)
        .eq('restaurantid', restaurantId)
        .select('menuid');
      return rowsOf('delete menu', result).length > 0;
    },
  };
}
