import type { SupabaseClient } from '@supabase/supabase-js';
import type { MenuDraft, MenuItem, SavedMenu } from '@/domain/menu';
import { withSamples } from '@/domain/samples';
import { BackendError, type MenusPort } from '../port';
import { isDbId, type RestaurantAccess } from './data';
import { assertOk, rowsOf } from './errors';
import { toMenuVersions, versionColumns } from './menu-version-rows';
import {
  itemColumns,
  menuItemRowSchema,
  menuRowSchema,
  parseRows,
  toSavedMenus,
} from './menu-rows';

const notFound = () => new BackendError('Menu not found', 'not_found', 404);

type ItemPlan = {
  updates: { id: string; item: MenuItem; position: number }[];
  inserts: { item: MenuItem; position: number }[];
  deletes: string[];
};

/**
 * Which stored items to update, insert and delete. Only ids that are rows of this menu are updated:
 * editor ids (sample-food-1, item-17...) and ids copied from another menu become new rows.
 */
function planItems(items: MenuItem[], storedIds: string[]): ItemPlan {
  const stored = new Set(storedIds);
  const kept = new Set<string>();
  const plan: ItemPlan = { updates: [], inserts: [], deletes: [] };
  items.forEach((item, position) => {
    if (isDbId(item.id) && stored.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      plan.updates.push({ id: item.id, item, position });
    } else {
      plan.inserts.push({ item, position });
    }
  });
  plan.deletes = storedIds.filter((id) => !kept.has(id));
  return plan;
}

/** The stored menus of a restaurant with their items, in two requests; no samples. */
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
  const menuItems = () => client.from('menuitems');

  /** Updates the menu row, or inserts it; returns its id and the ids of its stored items. */
  async function writeMenu(restaurantId: string, draft: MenuDraft) {
    const columns = {
      name: draft.name,
      menu_type: draft.type,
      food_type: draft.foodType ?? null,
      // A draft without add-ons (a version restore) leaves the stored ones.
      ...(draft.addOns ? { add_ons: draft.addOns } : {}),
    };
    if (isDbId(draft.id)) {
      // updated_at is the server's: a trigger sets it on every update (the editor's lastSaved).
      const updated = await menus()
        .update(columns)
        .eq('menuid', draft.id)
        .eq('restaurantid', restaurantId)
        .select('menuid');
      if (rowsOf('update menu', updated).length === 0) throw notFound();
      const stored = await menuItems().select('menuitemid').eq('menuid', draft.id);
      const storedIds = rowsOf('list menu items', stored).map((r) => String(r.menuitemid));
      return { menuId: draft.id, storedIds };
    }
    const inserted = await menus()
      .insert({ restaurantid: Number(restaurantId), ...columns })
      .select('menuid')
      .single();
    return { menuId: String(rowsOf('create menu', inserted).menuid), storedIds: [] as string[] };
  }

  async function deleteItem(menuId: string, itemId: string): Promise<boolean> {
    const result = await menuItems()
      .delete()
      .eq('menuitemid', itemId)
      .eq('menuid', menuId)
      .select('menuitemid');
    return rowsOf('delete menu item', result).length > 0;
  }

  async function updateItem(menuId: string, id: string, item: MenuItem, position: number) {
    const result = await menuItems()
      .update(itemColumns(item, position))
      .eq('menuitemid', id)
      .eq('menuid', menuId);
    assertOk('update menu item', result);
  }

  async function insertItems(menuId: string, inserts: ItemPlan['inserts']) {
    if (inserts.length === 0) return;
    const rows = inserts.map(({ item, position }) => ({
      menuid: Number(menuId),
      ...itemColumns(item, position),
    }));
    const result = await menuItems().insert(rows);
    assertOk('create menu items', result);
  }

  return {
    async list(restaurantId) {
      await access.authorize(restaurantId);
      const stored = await readMenus(client, restaurantId);
      return withSamples(stored, sampleMenus, await access.samplesShown(restaurantId));
    },

    async save(restaurantId, draft) {
      await access.authorize(restaurantId);
      const { menuId, storedIds } = await writeMenu(restaurantId, draft);
      const plan = planItems(draft.items, storedIds);
      // Not one transaction (PostgREST has none without an RPC): on a failure midway, the re-read
      // after a retry shows what was stored, and the editor still holds the user's draft.
      await Promise.all([
        ...plan.deletes.map((id) => deleteItem(menuId, id)),
        ...plan.updates.map(({ id, item, position }) => updateItem(menuId, id, item, position)),
      ]);
      await insertItems(menuId, plan.inserts);
      const [saved] = await readMenus(client, restaurantId, menuId);
      if (!saved) throw notFound();
      // Every save is a version; the server numbers it. The snapshot holds the stored item ids,
      // so two versions compare item by item.
      const version = await client.from('menu_versions').insert(versionColumns(saved));
      assertOk('save menu version', version);
      return saved;
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
