import { useMemo } from 'react';
import type { MenuChange } from '@/domain/notification';
import { readSelection } from '@/lib/menu-session';
import { useMenus } from '@/data/menus';
import { useUnannounced } from '@/data/unannounced';

/**
 * What the update is about: the changes staff have not been told about, or when there are none, the items of the
 * current menu (the one last opened, else the newest saved one) so a manager can still brief staff.
 */
export function useNotifyItems(
  userId: string,
  restaurantId: string,
): { items: MenuChange[]; fromChanges: boolean; loading: boolean } {
  const menus = useMenus(restaurantId);
  const unannounced = useUnannounced(restaurantId);
  return useMemo(() => {
    const changes = unannounced.data?.changes ?? [];
    if (changes.length) return { items: changes, fromChanges: true, loading: false };
    if (menus.isPending || unannounced.isPending)
      return { items: [], fromChanges: false, loading: true };
    const list = menus.data ?? [];
    const selection = readSelection(userId);
    const current =
      list.find((m) => m.id === selection.menuId) ??
      [...list]
        .filter((m) => !m.isSample)
        .sort((a, b) => b.lastSaved.localeCompare(a.lastSaved))[0] ??
      list[0];
    const items = (current?.items ?? []).map((i) => ({
      id: i.id,
      name: i.name,
      category: i.category,
      details: i.description,
      price: i.price,
      isNew: false,
      isUpdated: false,
      changes: [],
    }));
    return { items, fromChanges: false, loading: false };
  }, [userId, menus.isPending, menus.data, unannounced.isPending, unannounced.data]);
}
