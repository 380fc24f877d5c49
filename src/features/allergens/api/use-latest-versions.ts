import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { menuKeys } from '@/data/menus';
import type { SavedMenu } from '@/domain/menu';

/**
 * The newest version number of each saved menu, for the printed sheet. Keyed under the menu list,
 * so saving a menu (which refreshes the list) refreshes the numbers too.
 */
export function useLatestVersions(restaurantId: string, menus: readonly SavedMenu[]) {
  const ids = menus.filter((m) => !m.isSample).map((m) => m.id);
  return useQuery({
    queryKey: [...menuKeys.list(restaurantId), 'latest-versions', ids] as const,
    enabled: ids.length > 0,
    queryFn: async () => {
      const backend = await getBackend();
      const entries = await Promise.all(
        ids.map(async (id) => {
          const versions = await backend.menus.versions(restaurantId, id);
          return [id, versions.at(-1)?.version ?? null] as const;
        }),
      );
      return new Map(entries);
    },
  });
}
