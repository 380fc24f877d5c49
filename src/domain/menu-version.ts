import { z } from 'zod';
import { foodTypeSchema, menuItemSchema } from './menu';
import { menuTypeSchema } from './parsed-menu';

/** One save of a menu, as it was: never changed afterwards. Numbers start at 1 per menu. */
export const menuVersionSchema = z.object({
  menuId: z.string().min(1),
  version: z.number().int().min(1),
  name: z.string(),
  type: menuTypeSchema,
  foodType: foodTypeSchema.nullable().default(null),
  items: z.array(menuItemSchema),
  savedAt: z.string(),
  savedBy: z.string().nullable().default(null),
});
export type MenuVersion = z.infer<typeof menuVersionSchema>;
