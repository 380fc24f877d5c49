import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { menuEditorPath } from '@/config/paths';
import type { MenuItem } from '@/domain/menu';
import { clearParsedMenu, rememberSelection } from '@/lib/menu-session';
import { useSaveMenu } from '@/data/menus';
import type { EditorMenu } from './use-editor-menu';

/**
 * The menu being edited: its items, whether they differ from what is saved, and saving. Starts
 * from the loaded menu once (the editor mounts this only after loading), so nothing is copied
 * between two states by an effect.
 */
export function useMenuDraft(
  userId: string,
  restaurantId: string,
  loaded: EditorMenu,
  urlMenuId: string | null,
) {
  const navigate = useNavigate();
  const save = useSaveMenu(restaurantId);
  const [items, setItems] = useState<MenuItem[]>(loaded.items);
  const [menuId, setMenuId] = useState(loaded.id);
  // An upload that was never saved is unsaved work.
  const [dirty, setDirty] = useState(!loaded.id);

  // Leaving the page with unsaved edits asks first, so a manager's corrections are not lost.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (next: MenuItem[]) => {
    setItems(next);
    setDirty(true);
  };

  const remove = (item: MenuItem) => {
    const before = items;
    update(items.filter((i) => i.id !== item.id));
    toast(`Removed ${item.name}`, { action: { label: 'Undo', onClick: () => setItems(before) } });
  };

  /** Saves as the menu's next version; true when it worked. */
  const persist = async (): Promise<boolean> => {
    try {
      const { saved, changes } = await save.mutateAsync({
        id: menuId,
        name: loaded.name,
        type: loaded.type,
        foodType: loaded.foodType,
        items,
      });
      setMenuId(saved.id);
      setDirty(false);
      clearParsedMenu(userId);
      rememberSelection(userId, {
        menuId: saved.id,
        type: saved.type,
        name: saved.name,
        foodType: saved.foodType,
      });
      toast.success('Menu saved', {
        description: changes.length
          ? `${changes.length} change(s) ready to send to staff.`
          : 'No changes since the last save.',
      });
      // A saved draft is a menu now: its URL names it, so a reload opens what was saved.
      if (saved.id !== urlMenuId) void navigate(menuEditorPath(saved.id), { replace: true });
      return true;
    } catch (error) {
      console.error('[editor] save failed', error);
      toast.error('Save failed', {
        description:
          error instanceof Error ? error.message : 'Your edits are still here; try again.',
      });
      return false;
    }
  };

  return { items, dirty, saving: save.isPending, update, remove, persist };
}
