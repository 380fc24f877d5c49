import { useMemo, useState } from 'react';
import { useMenus } from '@/data/menus';
import type { SavedMenu } from '@/domain/menu';
import type { UploadMode } from '../components/upload-target-field';
import { withoutSamples } from '@/domain/samples';

/**
 * New menu or a saved menu to replace; `replaceMenuId` (from `/upload?replace=<id>`) preselects
 * replacing that menu. Without a saved non-sample menu there is nothing to replace.
 */
export function useUploadTarget(restaurantId: string | undefined, replaceMenuId: string | null) {
  const menus = useMenus(restaurantId);
  const replaceable = useMemo(() => withoutSamples(menus.data ?? []), [menus.data]);
  const [mode, setMode] = useState<UploadMode>(replaceMenuId ? 'replace' : 'new');
  const [chosen, setChosen] = useState(replaceMenuId ?? '');
  const target: SavedMenu | null =
    replaceable.find((m) => m.id === chosen) ?? replaceable[0] ?? null;
  const replace = mode === 'replace' ? target : null;
  return {
    menus: replaceable,
    mode: replace ? mode : ('new' as const),
    setMode,
    menuId: target?.id ?? '',
    setMenuId: setChosen,
    /** The saved menu the upload replaces, or null for a new menu. */
    replace,
    /** Still loading the menu a Re-import link named: uploading now would start a new menu. */
    loading: !!replaceMenuId && menus.isLoading,
  };
}
