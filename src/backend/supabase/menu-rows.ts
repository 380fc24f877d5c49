import { z } from 'zod';
import { allergenStatesSchema } from '@/domain/allergens';
import { foodTypeSchema, savedMenuSchema, type MenuItem, type SavedMenu } from '@/domain/menu';
import { menuTypeSchema } from '@/domain/parsed-menu';
import { menuAddOnsSchema, type SectionAddOns } from '@/domain/section-add-ons';
import { shapeFailure } from './errors';

/** The columns of `menus` this app reads (supabase/migrations). */
export const menuRowSchema = z.object({
  menuid: z.union([z.number(), z.string()]).transform(String),
  restaurantid: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  menu_type: menuTypeSchema,
  food_type: foodTypeSchema.nullable().optional(),
  add_ons: z.unknown().optional(),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
  /** The newest version's number, kept by the server (20261207000000); null: none saved yet. */
  current_version: z.number().int().min(1).nullable().optional(),
});
export type MenuRow = z.infer<typeof menuRowSchema>;

const textList = z.array(z.string()).nullable().optional();

/** The columns of `menuitems`; nullable columns get the editor's defaults when mapped. */
export const menuItemRowSchema = z.object({
  menuitemid: z.union([z.number(), z.string()]).transform(String),
  menuid: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  description: z.string().nullable().optional(),
  price: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  position: z.number().nullable().optional(),
  ingredients: textList,
  allergens: textList,
  dietary: textList,
  available: z.boolean().nullable().optional(),
  allergen_states: z.unknown().optional(),
});
export type MenuItemRow = z.infer<typeof menuItemRowSchema>;

export function parseRows<S extends z.ZodType>(
  operation: string,
  schema: S,
  rows: unknown[],
): z.infer<S>[] {
  const parsed = z.array(schema).safeParse(rows);
  if (!parsed.success) throw shapeFailure(operation, parsed.error.issues);
  return parsed.data;
}

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.menuitemid,
    name: row.name,
    description: row.description ?? '',
    price: row.price ?? '',
    category: row.category || 'General',
    ingredients: row.ingredients ?? [],
    allergens: row.allergens ?? [],
    dietary: row.dietary ?? [],
    available: row.available ?? true,
    ...allergenStatesOf(row),
  };
}

/** A row's allergen states; a value the app cannot read counts as nothing confirmed, not a crash. */
function allergenStatesOf(row: MenuItemRow): Pick<MenuItem, 'allergenStates'> {
  const parsed = allergenStatesSchema.safeParse(row.allergen_states ?? {});
  if (!parsed.success) console.warn('[menus] unreadable allergen states', row.menuitemid);
  return parsed.success && Object.keys(parsed.data).length ? { allergenStates: parsed.data } : {};
}

/** A row's section add-ons; a value the app cannot read counts as none, not a crash. */
function addOnsOf(row: MenuRow): { addOns?: SectionAddOns[] } {
  const parsed = menuAddOnsSchema.safeParse(row.add_ons ?? []);
  if (!parsed.success) console.warn('[menus] unreadable add-ons', row.menuid);
  return parsed.success && parsed.data.length ? { addOns: parsed.data } : {};
}

/** Items must arrive ordered by position; they are grouped per menu in that order. */
export function toSavedMenus(menus: MenuRow[], items: MenuItemRow[]): SavedMenu[] {
  const byMenu = new Map<string, MenuItem[]>();
  for (const row of items) {
    const list = byMenu.get(row.menuid) ?? [];
    list.push(toMenuItem(row));
    byMenu.set(row.menuid, list);
  }
  return menus.map((menu) => {
    const parsed = savedMenuSchema.safeParse({
      id: menu.menuid,
      name: menu.name,
      type: menu.menu_type,
      foodType: menu.food_type ?? null,
      items: byMenu.get(menu.menuid) ?? [],
      ...addOnsOf(menu),
      lastSaved: menu.updated_at ?? menu.created_at ?? new Date().toISOString(),
      ...(menu.current_version ? { version: menu.current_version } : {}),
      isSample: false,
    });
    if (!parsed.success) throw shapeFailure('read menu', parsed.error.issues);
    return parsed.data;
  });
}

/**
 * Item columns as save_menu() takes them (supabase/migrations/20261207000000_save_menu.sql), with
 * the editor's id: the function updates the stored row of that id, or inserts a new one. The
 * position is the item's place in the list, set by the function.
 */
export function itemColumns(item: MenuItem) {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category,
    ingredients: item.ingredients,
    allergens: item.allergens,
    dietary: item.dietary,
    available: item.available,
    allergen_states: item.allergenStates ?? {},
  };
}
