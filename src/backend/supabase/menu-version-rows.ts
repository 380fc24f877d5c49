import { z } from 'zod';
import { foodTypeSchema, menuItemSchema } from '@/domain/menu';
import type { MenuVersion } from '@/domain/menu-version';
import { menuTypeSchema } from '@/domain/parsed-menu';
import { parseRows } from './menu-rows';

/** A `menu_versions` row. The server sets version, restaurantid, saved_by and saved_at. */
const versionRowSchema = z.object({
  menuid: z.union([z.number(), z.string()]),
  version: z.number(),
  name: z.string(),
  menu_type: menuTypeSchema,
  food_type: foodTypeSchema.nullable(),
  items: z.array(menuItemSchema),
  saved_by: z.string().nullable(),
  saved_at: z.string(),
});

export function toMenuVersions(rows: unknown[]): MenuVersion[] {
  return parseRows('list menu versions', versionRowSchema, rows).map((r) => ({
    menuId: String(r.menuid),
    version: r.version,
    name: r.name,
    type: r.menu_type,
    foodType: r.food_type,
    items: r.items,
    savedAt: r.saved_at,
    savedBy: r.saved_by,
  }));
}
