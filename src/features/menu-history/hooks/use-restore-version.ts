import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MenuSaveConflict, useSaveMenu } from '@/data/menus';
import { menuVersionsQuery } from '@/data/menu-versions';
import type { MenuVersion } from '@/domain/menu-version';
import { readEditorDraft } from '@/lib/menu-session';

export type RestoreOutcome =
  | { kind: 'idle' }
  | { kind: 'restoring'; from: number }
  | { kind: 'restored'; from: number; as: number }
  | { kind: 'failed'; from: number; message: string };

/**
 * Restoring saves an old version again through the ordinary save, so it becomes the newest
 * version (history is never rewritten) and every menu query refreshes, as after any save.
 */
export function useRestoreVersion(userId: string, restaurantId: string, menuId: string) {
  const save = useSaveMenu(restaurantId);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<RestoreOutcome>({ kind: 'idle' });

  /**
   * Unsaved editor edits for this menu. A restore leaves them where they are: the editor offers
   * a kept draft whenever it differs from the saved menu, so after the restore it comes back on
   * top of the restored version, to save or discard. Clearing it here would lose work silently.
   */
  const hasEditorDraft = () => readEditorDraft(userId, menuId) !== null;

  /**
   * `newest`: the newest version the page shows. The restore replaces that one; if someone saved
   * since, it is refused and the history refreshes, so nobody's save is undone unseen.
   */
  const restore = async (version: MenuVersion, newest: number | null) => {
    setOutcome({ kind: 'restoring', from: version.version });
    try {
      await save.mutateAsync({
        id: menuId,
        name: version.name,
        type: version.type,
        foodType: version.foodType,
        items: version.items,
        baseVersion: newest,
      });
      // The number the save got, as stored: another device may have saved in between.
      const versions = await queryClient.fetchQuery(menuVersionsQuery(restaurantId, menuId));
      setOutcome({
        kind: 'restored',
        from: version.version,
        as: versions.at(-1)?.version ?? version.version,
      });
    } catch (error) {
      console.error('[menu-history] restore failed', error);
      setOutcome({
        kind: 'failed',
        from: version.version,
        message:
          error instanceof MenuSaveConflict
            ? t`the menu was saved somewhere else meanwhile. Its history now shows that save; restore again if you still want this version.`
            : error instanceof Error
              ? error.message
              : t`Try again.`,
      });
    }
  };

  return { restore, outcome, hasEditorDraft };
}
