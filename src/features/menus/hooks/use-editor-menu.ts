import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useMenus } from '@/data/menus';
import type { FoodType, MenuItem, SavedMenu } from '@/domain/menu';
import { flattenParsedMenu } from '@/domain/menu-rules';
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { sampleItems } from '@/domain/seeds/sample-items';
import { readParsedMenu, readSelection, type MenuSelection } from '@/lib/menu-session';

export type EditorMenu = {
  id?: string;
  name: string;
  type: MenuType;
  foodType: FoodType | null;
  items: MenuItem[];
};

const fromSaved = (saved: SavedMenu): EditorMenu => ({
  id: saved.id,
  name: saved.name,
  type: saved.type,
  foodType: saved.foodType,
  items: saved.items,
});

function fromUpload(parsed: ParsedMenu, selection: MenuSelection): EditorMenu {
  const restaurantName = parsed.metadata.restaurantName;
  const fallbackName =
    restaurantName && !/^unknown$/i.test(restaurantName)
      ? `${restaurantName} Menu`
      : 'Uploaded Menu';
  return {
    name: selection.name || fallbackName,
    type: parsed.metadata.menuType,
    foodType: null,
    items: flattenParsedMenu(parsed),
  };
}

/** Sample items for the last menu type; `stamp` keeps their ids apart from earlier copies. */
function samples(selection: MenuSelection, stamp: number): EditorMenu {
  const kind = selection.foodType === 'brunch' ? 'brunch' : selection.type;
  return {
    name: selection.name || 'Sample Menu',
    type: selection.type,
    foodType: selection.foodType,
    items: sampleItems[kind].map((item) => ({ ...item, id: `${item.id}-${stamp}` })),
  };
}

/**
 * Where the editor's menu comes from: the saved menu named in the URL, or without one the parsed
 * upload; failing that, sample items for the last menu type with the 'Using sample data instead'
 * toast. Null while the saved menus load.
 */
export function useEditorMenu(
  userId: string,
  restaurantId: string,
  menuId: string | null,
): EditorMenu | null {
  const menus = useMenus(restaurantId);
  const [stamp] = useState(() => Date.now());
  const local = useMemo(
    () => ({ selection: readSelection(userId), parsed: readParsedMenu(userId).menu }),
    [userId],
  );
  const saved = menuId ? menus.data?.find((m) => m.id === menuId) : undefined;
  const result = useMemo((): { menu: EditorMenu; fallback: boolean } | null => {
    if (menuId && menus.isPending) return null;
    if (saved) return { menu: fromSaved(saved), fallback: false };
    if (!menuId && local.parsed)
      return { menu: fromUpload(local.parsed, local.selection), fallback: false };
    return { menu: samples(local.selection, stamp), fallback: true };
  }, [menuId, menus.isPending, saved, local, stamp]);

  const warned = useRef(false);
  useEffect(() => {
    if (!result?.fallback || warned.current) return;
    warned.current = true;
    toast.error('Failed to load menu data', { description: 'Using sample data instead' });
  }, [result]);

  return result?.menu ?? null;
}
