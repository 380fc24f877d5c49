import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { FoodType, MenuItem } from '@/domain/menu';
import { flattenParsedMenu } from '@/domain/menu-rules';
import type { MenuType } from '@/domain/parsed-menu';
import { sampleItems } from '@/domain/seeds/sample-items';
import { readParsedMenu, readSelection } from '@/lib/menu-session';
import { useMenus } from '@/data/menus';

export type EditorMenu = {
  id?: string;
  name: string;
  type: MenuType;
  foodType: FoodType | null;
  items: MenuItem[];
};

/**
 * Where the editor's menu comes from: the saved menu named in the URL, or without one the parsed
 * upload; failing that, sample items for the last menu type with the 'Using sample data instead'
 * toast.
 */
export function useEditorMenu(
  userId: string,
  restaurantId: string,
  menuId: string | null,
): EditorMenu | null {
  const menus = useMenus(restaurantId);
  const [menu, setMenu] = useState<EditorMenu | null>(null);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    const selection = readSelection(userId);
    if (menuId) {
      if (menus.isPending) return;
      const saved = menus.data?.find((m) => m.id === menuId);
      if (saved) {
        decided.current = true;
        setMenu({
          id: saved.id,
          name: saved.name,
          type: saved.type,
          foodType: saved.foodType,
          items: saved.items,
        });
        return;
      }
    } else {
      const { menu: parsed } = readParsedMenu(userId);
      if (parsed) {
        decided.current = true;
        const restaurantName = parsed.metadata.restaurantName;
        const fallbackName =
          restaurantName && !/^unknown$/i.test(restaurantName)
            ? `${restaurantName} Menu`
            : 'Uploaded Menu';
        setMenu({
          name: selection.name || fallbackName,
          type: parsed.metadata.menuType,
          foodType: null,
          items: flattenParsedMenu(parsed),
        });
        return;
      }
    }
    decided.current = true;
    const kind = selection.foodType === 'brunch' ? 'brunch' : selection.type;
    toast.error('Failed to load menu data', { description: 'Using sample data instead' });
    setMenu({
      name: selection.name || 'Sample Menu',
      type: selection.type,
      foodType: selection.foodType,
      items: sampleItems[kind].map((item) => ({ ...item, id: `${item.id}-${Date.now()}` })),
    });
  }, [userId, menuId, menus.isPending, menus.data]);

  return menu;
}
