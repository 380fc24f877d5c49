import { useMemo } from 'react';
import type { UnannouncedChanges } from '@/domain/menu-version-rules';
import type { MenuChange } from '@/domain/notification';
import { readSelection } from '@/lib/menu-session';
import { useMenus } from '@/data/menus';
import { useUnannounced } from '@/data/unannounced';
import { currentMenu } from '@/domain/current-menu';

type NotifyItems = {
  items: MenuChange[];
  fromChanges: boolean;
  /** What the changes were read from, for the change set and quiz; null for a menu briefing. */
  unannounced: UnannouncedChanges | null;
  loading: boolean;
};

/**
 * What the update is about: the changes staff have not been told about, or when there are none, the items of the
 * current menu (the one last opened, else the newest saved one) so a manager can still brief staff.
 */
export function useNotifyItems(userId: string, restaurantId: string): NotifyItems {
  const menus = useMenus(restaurantId);
  const unannounced = useUnannounced(restaurantId);
  return useMemo(() => {
    const changes = unannounced.data?.changes ?? [];
    if (changes.length)
      return { items: changes, fromChanges: true, unannounced: unannounced.data!, loading: false };
    if (menus.isPending || unannounced.isPending)
      return { items: [], fromChanges: false, unannounced: null, loading: true };
    const list = menus.data ?? [];
    const selection = readSelection(userId);
    const current = currentMenu(list, { chosen: selection.menuId });
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
    return { items, fromChanges: false, unannounced: null, loading: false };
  }, [userId, menus.isPending, menus.data, unannounced.isPending, unannounced.data]);
}
