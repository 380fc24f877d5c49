import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { MenuDraft, SavedMenu } from '@/domain/menu';
import { detectMenuChanges } from '@/domain/menu-rules';
import { menuKeys } from './keys';

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
        existing.find(
          (m) =>
            !m.isSample &&
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
          : [...(old ?? []).filter((m) => !m.isSample), saved],
      );
      return queryClient.invalidateQueries({ queryKey: menuKeys.list(restaurantId) });
    },
  });
}
