import { z } from 'zod';
import { allergenStatesSchema } from './allergens.ts';
import { parsedAddOnsSchema } from './section-add-ons.ts';

/** The three menu types a manager can upload. */
export const menuTypeSchema = z.enum(['food', 'wine', 'cocktail']);
export type MenuType = z.infer<typeof menuTypeSchema>;

const stringList = z.array(z.string()).default([]);

export const itemSourceSchema = z.object({
  page: z.number().int().positive(),
  lineStart: z.number().int().nonnegative(),
  lineEnd: z.number().int().nonnegative(),
  box: z.object({ x0: z.number(), top: z.number(), x1: z.number(), bottom: z.number() }).optional(),
});

/** One item of a parsed menu. Price stays a display string. */
export const parsedMenuItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  description: z.string().default(''),
  price: z.string().default(''),
  ingredients: stringList,
  allergens: stringList,
  dietary: stringList,
  available: z.boolean().default(true),
  /** How sure the import is of this item (name, price, category), 0..1; absent when typed in. */
  confidence: z.number().min(0).max(1).optional(),
  /** Why the import is unsure of the item ('price not found'), most telling first. */
  reasons: z.array(z.string()).optional(),
  /** What the import suggests about the regulated allergens; suggestions until confirmed. */
  allergenStates: allergenStatesSchema.optional(),
  /** Where the import read the item: page, layout line range and the box on that page. */
  source: itemSourceSchema.optional(),
});
export type ParsedMenuItem = z.infer<typeof parsedMenuItemSchema>;

export const parsedCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  description: z.string().optional(),
  /** Add-on and deal lines printed for the section ("Add bacon 2.5", "2 for £10"), not dishes. */
  addOns: parsedAddOnsSchema.optional(),
  items: z.array(parsedMenuItemSchema),
  /** Layout lines the section itself was read from (its heading, notes), not its items. */
  sourceLines: z.array(z.number().int().nonnegative()).optional(),
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

/** Fresh sequential ids ("category-N", "item-N") after categories were merged or extended. */
export function renumberCategories(categories: ParsedCategory[]): {
  categories: ParsedCategory[];
  totalItems: number;
} {
  let n = 0;
  const renumbered = categories.map((c, i) => ({
    ...c,
    id: `category-${i + 1}`,
    items: c.items.map((item) => ({ ...item, id: `item-${++n}` })),
  }));
  return { categories: renumbered, totalItems: n };
}
