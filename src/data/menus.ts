import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { MenuConflictError } from '@/backend/port';
import type { MenuDraft, SavedMenu } from '@/domain/menu';
import type { MenuVersion } from '@/domain/menu-version';
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
 * A save refused because the menu moved on since the editor opened it, with what a merge needs:
 * the menu as stored now and the version the save started from (null when it cannot be read).
 */
export class MenuSaveConflict extends MenuConflictError {
  constructor(
    current: SavedMenu,
    readonly base: MenuVersion | null,
  ) {
    super(current);
  }
}

/**
 * The version a save must still find. The editor's own base when the save lands on the menu it
 * opened; when it lands on another by name and type (an upload saved under an existing menu's
 * name, a re-import), that menu as it is now, which the upload replaces; none for a new menu.
 */
function baseFor(draft: MenuDraft, previous: SavedMenu | undefined): number | null {
  if (!previous) return null;
  if (previous.id === draft.id) return draft.baseVersion;
  return previous.version ?? null;
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
      const baseVersion = baseFor(draft, previous);
      let saved: SavedMenu;
      try {
        saved = await backend.menus.save(restaurantId, {
          ...draft,
          id: previous?.id ?? draft.id,
          baseVersion,
        });
      } catch (error) {
        if (!(error instanceof MenuConflictError) || error instanceof MenuSaveConflict) throw error;
        const { current } = error;
        const base =
          baseVersion === null
            ? null
            : await backend.menus.version(restaurantId, current.id, baseVersion).catch(() => null);
        throw new MenuSaveConflict(current, base);
      }
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
    onError: (error) => {
      if (!(error instanceof MenuConflictError)) return;
      // The list was stale: every screen shows the menu as stored now, at once.
      const { current } = error;
      queryClient.setQueryData<SavedMenu[]>(menuKeys.list(restaurantId), (old) =>
        old?.map((m) => (m.id === current.id ? current : m)),
      );
      return queryClient.invalidateQueries({ queryKey: menuKeys.list(restaurantId) });
    },
  });
}
