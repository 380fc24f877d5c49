import { z } from 'zod';
import type { MenuDraft, SavedMenu } from '@/domain/menu';
import { isDbId } from './data';
import {
  itemColumns,
  menuItemRowSchema,
  menuRowSchema,
  parseRows,
  toSavedMenus,
} from './menu-rows';
import { shapeFailure } from './errors';

/**
 * The SQLSTATEs save_menu() raises on purpose (20261207000000_save_menu.sql, ADR 0054): the stored
 * menu is no longer at the draft's base version; the menu id is not a menu of this restaurant.
 */
export const MENU_CONFLICT = 'PS409';
export const MENU_NOT_FOUND = 'PS404';

/** The arguments of save_menu(): a menu id only when the draft is a stored menu. */
export function saveMenuArgs(restaurantId: string, draft: MenuDraft) {
  return {
    p_restaurantid: Number(restaurantId),
    p_menuid: isDbId(draft.id) ? Number(draft.id) : null,
    p_base_version: draft.baseVersion,
    p_menu: {
      name: draft.name,
      menu_type: draft.type,
      food_type: draft.foodType ?? null,
      // A draft without add-ons (a version restore) leaves the stored ones.
      ...(draft.addOns ? { add_ons: draft.addOns } : {}),
    },
    p_items: draft.items.map(itemColumns),
  };
}

const savedSchema = z.object({
  menu: z.unknown(),
  items: z.array(z.unknown()),
  version: z.number().int().min(1),
});

/** What save_menu() returned: the stored menu with its items, at the version it just added. */
export function savedMenuOf(data: unknown): SavedMenu {
  const parsed = savedSchema.safeParse(data);
  if (!parsed.success) throw shapeFailure('save menu', parsed.error.issues);
  const [menu] = parseRows('save menu', menuRowSchema, [parsed.data.menu]);
  const items = parseRows('save menu', menuItemRowSchema, parsed.data.items);
  const [saved] = toSavedMenus([menu!], items);
  return { ...saved!, version: parsed.data.version };
}
