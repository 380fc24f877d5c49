import { z } from 'zod';

/** The three menu types a manager can upload (SPEC §3). */
export const menuTypeSchema = z.enum(['food', 'wine', 'cocktail']);
export type MenuType = z.infer<typeof menuTypeSchema>;

const stringList = z.array(z.string()).default([]);

/** One item of a parsed menu (SPEC §3 "Parsed menu"). Price stays a display string. */
export const parsedMenuItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  description: z.string().default(''),
  price: z.string().default(''),
  ingredients: stringList,
  allergens: stringList,
  dietary: stringList,
  available: z.boolean().default(true),
});
export type ParsedMenuItem = z.infer<typeof parsedMenuItemSchema>;

export const parsedCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  description: z.string().optional(),
  items: z.array(parsedMenuItemSchema),
});
export type ParsedCategory = z.infer<typeof parsedCategorySchema>;

export const parsedMenuSchema = z.object({
  menuData: z.object({ categories: z.array(parsedCategorySchema) }),
  metadata: z.object({
    restaurantName: z.string().default('unknown'),
    menuType: menuTypeSchema,
    lastUpdated: z.string(),
    totalItems: z.number().int().nonnegative(),
  }),
});
export type ParsedMenu = z.infer<typeof parsedMenuSchema>;

export function countItems(menu: Pick<ParsedMenu, 'menuData'>): number {
  return menu.menuData.categories.reduce((sum, c) => sum + c.items.length, 0);
}
