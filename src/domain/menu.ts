import { z } from 'zod';
import { allergenStatesSchema } from './allergens.ts';
import { menuTypeSchema } from './parsed-menu.ts';
import { menuAddOnsSchema, type SectionAddOns } from './section-add-ons.ts';

export const foodTypeSchema = z.enum(['dinner', 'lunch', 'brunch']);
export type FoodType = z.infer<typeof foodTypeSchema>;

/** A menu item as the editor holds it, with the parsed details. */
export const menuItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().default(''),
  price: z.string().default(''),
  category: z.string().default('General'),
  ingredients: z.array(z.string()).default([]),
  allergens: z.array(z.string()).default([]),
  dietary: z.array(z.string()).default([]),
  available: z.boolean().default(true),
  /** Per regulated allergen, what the kitchen confirmed (and what the import suggested). */
  allergenStates: allergenStatesSchema.optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A saved menu with its items. Samples are the spec's fixed list, marked so the UI can say so. */
export const savedMenuSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: menuTypeSchema,
  foodType: foodTypeSchema.nullable().default(null),
  items: z.array(menuItemSchema),
  /**
   * Add-on and deal lines per section ("Add bacon 2.5"): not dishes, never in the change set.
   * Absent on menus saved before add-ons existed (and on the samples): none.
   */
  addOns: menuAddOnsSchema.optional(),
  lastSaved: z.string(),
  /**
   * The number of the stored menu's newest version: what an editor started from, and what its
   * save must still find (a save from an older one is refused, ADR 0054). Absent on samples.
   */
  version: z.number().int().min(1).optional(),
  isSample: z.boolean().default(false),
});
export type SavedMenu = z.infer<typeof savedMenuSchema>;

export type MenuDraft = {
  id?: string;
  name: string;
  type: SavedMenu['type'];
  foodType: FoodType | null;
  items: MenuItem[];
  /** The sections' add-ons; absent leaves the stored ones as they are (a version restore). */
  addOns?: SectionAddOns[];
  /**
   * The version the editor started from: the save is refused with MenuConflictError when the
   * stored menu is no longer at it. null: started from nothing (a new menu, a sample).
   */
  baseVersion: number | null;
};
