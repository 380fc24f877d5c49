import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { menuEditorPath, paths } from '@/config/paths';
import { useMenus } from '@/data/menus';
import type { FoodType, MenuItem, SavedMenu } from '@/domain/menu';
import { flattenParsedMenu } from '@/domain/menu-rules';
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { addOnsFromSections, type SectionAddOns } from '@/domain/section-add-ons';
import { sampleItems } from '@/domain/seeds/sample-items';
import { readParsedMenu, readSelection, type MenuSelection } from '@/lib/menu-session';
import { currentMenu } from '@/domain/current-menu';

export type EditorMenu = {
  id?: string;
  name: string;
  type: MenuType;
  foodType: FoodType | null;
  items: MenuItem[];
  /** Each section's add-on and deal lines, by section (category) name. */
  addOns: SectionAddOns[];
  /** The stored menu's version, which a save of these edits starts from; null for a new menu. */
  version: number | null;
};

const fromSaved = (saved: SavedMenu): EditorMenu => ({
  id: saved.id,
  name: saved.name,
  type: saved.type,
  foodType: saved.foodType,
  items: saved.items,
  addOns: saved.addOns ?? [],
  version: saved.version ?? null,
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
    // The add-on lines the import kept on each section come along, never as dishes.
    addOns: addOnsFromSections(parsed.menuData.categories),
    version: null,
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
    addOns: [],
    version: null,
  };
}

export type EditorSource = { menu: EditorMenu } | { redirect: string } | null;

/**
 * Where the editor's menu comes from: the saved menu named in the URL, or without one the parsed
 * upload. With neither, the most recently saved menu (or the menu list when there is none), so
 * 'Edit Menus' always opens something real. Sample items with the 'Using sample data instead'
 * toast only when what was stored cannot be read. Null while the saved menus load.
 */
export function useEditorMenu(
  userId: string,
  restaurantId: string,
  menuId: string | null,
): EditorSource {
  const menus = useMenus(restaurantId);
  const [stamp] = useState(() => Date.now());
  const local = useMemo(() => {
    const upload = readParsedMenu(userId);
    return { selection: readSelection(userId), parsed: upload.menu, corrupt: upload.corrupt };
  }, [userId]);
  const saved = menuId ? menus.data?.find((m) => m.id === menuId) : undefined;
  const result = useMemo((): (EditorSource & { fallback?: boolean }) | null => {
    if (!menuId && local.parsed) return { menu: fromUpload(local.parsed, local.selection) };
    if (menus.isPending) return null;
    if (saved) return { menu: fromSaved(saved) };
    if (menuId || local.corrupt) return { menu: samples(local.selection, stamp), fallback: true };
    const newest = currentMenu(menus.data ?? [], { samples: false });
    return { redirect: newest ? menuEditorPath(newest.id) : paths.menus };
  }, [menuId, menus.isPending, menus.data, saved, local, stamp]);

  const warned = useRef(false);
  useEffect(() => {
    if (!result?.fallback || warned.current) return;
    warned.current = true;
    toast.error(t`Failed to load menu data`, { description: t`Using sample data instead` });
  }, [result]);

  if (!result) return null;
  return 'menu' in result ? { menu: result.menu } : result;
}
