import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { MenuDraft, SavedMenu } from '@/domain/menu';
import { detectMenuChanges } from '@/domain/menu-changes';
import { withoutSamples } from '@/domain/samples';

export const menuKeys = {
  list: (restaurantId: string) => ['menus', restaurantId] as const,
  /** Under the list key, so saving a menu (which refreshes the list) refreshes it too. */
  unannounced: (restaurantId: string) => ['menus', restaurantId, 'unannounced'] as const,
};

/** The restaurant's saved menus with their items (the samples until one is saved). */
export const menusQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: menuKeys.list(restaurantId),
    queryFn: async () => (await getBackend()).menus.list(restaurantId),
  });

export function useMenus(restaurantId: string | undefined) {
  return useQuery({ ...menusQuery(restaurantId ?? 'none'), enabled: !!restaurantId });
}

/**
 * Saves a menu as a new version of the same menu (same id, else same name and type). The notify
 * screen derives what changed from the versions; the changes returned here are for the toast.
 */
export function useSaveMenu(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: MenuDraft) => {
      const backend = await getBackend();
      const existing = await backend.menus.list(restaurantId);
      const previous: SavedMenu | undefined =
        existing.find((m) => m.id === draft.id) ??
        withoutSamples(existing).find(
          (m) =>
            m.type === draft.type &&
            m.name.trim().toLowerCase() === draft.name.trim().toLowerCase(),
        );
      const saved = await backend.menus.save(restaurantId, {
        ...draft,
        id: previous?.id ?? draft.id,
      });
      const changes = detectMenuChanges(previous?.items ?? [], saved.items);
      return { saved, changes };
    },
    onSuccess: ({ saved }) => {
      // In the cache at once: the editor reopens on the saved menu's URL before a refetch lands.
      queryClient.setQueryData<SavedMenu[]>(menuKeys.list(restaurantId), (old) =>
        old?.some((m) => m.id === saved.id)
          ? old.map((m) => (m.id === saved.id ? saved : m))
          : [...withoutSamples(old ?? []), saved],
      );
      return queryClient.invalidateQueries({ queryKey: menuKeys.list(restaurantId) });
    },
  });
}
