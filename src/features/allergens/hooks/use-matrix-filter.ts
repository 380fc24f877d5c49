import { useMemo, useState } from 'react';
import type { SavedMenu } from '@/domain/menu';
import { groupByCategory } from '@/domain/menu-rules';

export const ALL = 'all';

/** The 'Menu' and 'Category' choices and the menus they leave, each with only matching items. */
export function useMatrixFilter(menus: readonly SavedMenu[]) {
  const [picked, setMenuId] = useState(ALL);
  const [pickedCategory, setCategory] = useState(ALL);
  // A menu that is gone (deleted elsewhere) falls back to all of them.
  const menuId = menus.some((m) => m.id === picked) ? picked : ALL;
  const chosen = useMemo(
    () => (menuId === ALL ? menus : menus.filter((m) => m.id === menuId)),
    [menus, menuId],
  );
  const categories = useMemo(
    () => [...new Set(chosen.flatMap((m) => groupByCategory(m.items).map(([name]) => name)))],
    [chosen],
  );
  // A category the newly chosen menu does not have shows everything rather than nothing.
  const category = categories.includes(pickedCategory) ? pickedCategory : ALL;
  const shown = useMemo(
    () =>
      chosen
        .map((m) => ({
          ...m,
          items:
            category === ALL
              ? m.items
              : groupByCategory(m.items).flatMap(([name, items]) =>
                  name === category ? items : [],
                ),
        }))
        .filter((m) => m.items.length > 0),
    [chosen, category],
  );
  return { menuId, setMenuId, category, setCategory, categories, shown };
}
