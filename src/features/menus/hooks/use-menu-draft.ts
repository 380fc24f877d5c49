import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { menuEditorPath } from '@/config/paths';
import { MenuSaveConflict, useSaveMenu } from '@/data/menus';
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { groupByCategory } from '@/domain/menu-rules';
import { addOnsToSave, type SectionAddOns } from '@/domain/section-add-ons';
import {
  clearEditorDraft,
  clearParsedMenu,
  readEditorDraftState,
  rememberSelection,
  writeEditorDraft,
  type DraftBase,
  type EditorDraft,
} from '@/lib/menu-session';
import { pushHistory } from './edit-history';
import type { EditorMenu } from './use-editor-menu';

const same = (a: EditorDraft, b: EditorDraft) =>
  JSON.stringify([a.items, a.addOns]) === JSON.stringify([b.items, b.addOns]);

/**
 * The menu being edited: its items and its sections' add-ons, whether they differ from what is
 * saved, and saving. Starts from the loaded menu once (the editor mounts this only after loading),
 * or from the unsaved edits this browser kept for it. Every edit is kept as a draft until it is
 * saved or discarded.
 */
export function useMenuDraft(
  userId: string,
  restaurantId: string,
  loaded: EditorMenu,
  urlMenuId: string | null,
) {
  const navigate = useNavigate();
  const save = useSaveMenu(restaurantId);
  const target = loaded.id ?? null;
  const [restored] = useState(() => {
    const kept = readEditorDraftState(userId, target);
    return kept && !same(kept, loaded) ? kept : null;
  });
  const [items, setItems] = useState<MenuItem[]>(restored?.items ?? loaded.items);
  // Fields may be empty while edited; saving trims them and drops the empty ones.
  const [addOns, setAddOns] = useState<SectionAddOns[]>(restored?.addOns ?? loaded.addOns);
  const [menuId, setMenuId] = useState(loaded.id);
  // What the edits started from; a kept draft brings its own. One kept before drafts had a base
  // is taken to start from the menu as loaded now, as saves were before (ADR 0055).
  const [base, setBase] = useState<DraftBase>(
    () => restored?.base ?? { version: loaded.version, addOns: loaded.addOns },
  );
  // A save refused because the menu was saved elsewhere meanwhile: the editor offers a merge.
  const [conflict, setConflict] = useState<MenuSaveConflict | null>(null);
  // An upload that was never saved is unsaved work.
  const [dirty, setDirty] = useState(!loaded.id || restored !== null);
  // Read by the navigation guard at the moment of a navigation, before React re-renders.
  const dirtyNow = useRef(dirty);

  useEffect(() => {
    if (restored)
      toast(t`Restored your unsaved changes`, {
        description: t`Save them, or discard them to go back to the saved menu.`,
      });
  }, [restored]);

  // Leaving the page with unsaved edits asks first, so a manager's corrections are not lost.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markDirty = (value: boolean) => {
    dirtyNow.current = value;
    setDirty(value);
  };

  const keep = (next: EditorDraft) => {
    setItems(next.items);
    setAddOns(next.addOns);
    markDirty(true);
    writeEditorDraft(userId, menuId ?? null, next.items, next.addOns, base);
  };

  // The menu before each of the last 20 edits, newest last.
  const history = useRef<EditorDraft[]>([]);
  const [undoable, setUndoable] = useState(0);
  const record = () => {
    history.current = pushHistory(history.current, { items, addOns });
    setUndoable(history.current.length);
  };
  /** An edit of the items (and, for a renamed section, its add-ons), which Undo takes back. */
  const update = (next: MenuItem[], nextAddOns: SectionAddOns[] = addOns) => {
    record();
    keep({ items: next, addOns: nextAddOns });
  };
  /**
   * An edit of the add-ons. Adding or removing one is an edit Undo takes back; typing in a field
   * is not one per keystroke (the field's own undo has those).
   */
  const updateAddOns = (next: SectionAddOns[], recorded: boolean) => {
    if (recorded) record();
    keep({ items, addOns: next });
  };

  /** Takes back the last edit; false when there is none left. */
  const undo = (): boolean => {
    const previous = history.current.pop();
    setUndoable(history.current.length);
    if (!previous) return false;
    keep(previous);
    return true;
  };

  const remove = (item: MenuItem) => {
    const before = items;
    update(items.filter((i) => i.id !== item.id));
    const name = item.name;
    toast(t`Removed ${name}`, { action: { label: t`Undo`, onClick: () => update(before) } });
  };

  /** Back to the menu as saved; the kept draft goes. */
  const discard = () => {
    clearEditorDraft(userId, menuId ?? null);
    setItems(loaded.items);
    setAddOns(loaded.addOns);
    setBase({ version: loaded.version, addOns: loaded.addOns });
    markDirty(!loaded.id);
    history.current = [];
    setUndoable(0);
  };

  /** Saves these edits as the menu's next version; true when it worked. */
  const saveDraft = async (next: EditorDraft, from: DraftBase, id = menuId): Promise<boolean> => {
    try {
      const { saved, changes } = await save.mutateAsync({
        id,
        name: loaded.name,
        type: loaded.type,
        foodType: loaded.foodType,
        items: next.items,
        addOns: addOnsToSave(
          next.addOns,
          groupByCategory(next.items).map(([category]) => category),
        ),
        baseVersion: from.version,
      });
      setAddOns(saved.addOns ?? []);
      setBase({ version: saved.version ?? null, addOns: saved.addOns ?? [] });
      clearEditorDraft(userId, id ?? null);
      setMenuId(saved.id);
      markDirty(false);
      clearParsedMenu(userId);
      rememberSelection(userId, {
        menuId: saved.id,
        type: saved.type,
        name: saved.name,
        foodType: saved.foodType,
      });
      const count = changes.length;
      toast.success(t`Menu saved`, {
        description: count
          ? t`${count} change(s) ready to send to staff.`
          : t`No changes since the last save.`,
      });
      // A saved draft is a menu now: its URL names it, so a reload opens what was saved.
      if (saved.id !== urlMenuId) void navigate(menuEditorPath(saved.id), { replace: true });
      return true;
    } catch (error) {
      // Not a failure to report: the draft stays as it is and the merge dialog opens.
      if (error instanceof MenuSaveConflict) {
        setConflict(error);
        return false;
      }
      console.error('[editor] save failed', error);
      toast.error(t`Save failed`, {
        description:
          error instanceof Error ? error.message : t`Your edits are still here; try again.`,
      });
      return false;
    }
  };

  /** Saves as the menu's next version; true when it worked. */
  const persist = () => saveDraft({ items, addOns }, base);

  /**
   * The merge the manager accepted becomes the draft, on top of the menu as stored now, and is
   * saved. Undo history goes: it holds edits of the old base, and undoing past the merge would
   * save over the other changes again.
   */
  const keepMerged = (merged: EditorDraft, current: SavedMenu): Promise<boolean> => {
    const from: DraftBase = { version: current.version ?? null, addOns: current.addOns ?? [] };
    history.current = [];
    setUndoable(0);
    setConflict(null);
    setItems(merged.items);
    setAddOns(merged.addOns);
    setBase(from);
    markDirty(true);
    // An upload that met an existing menu's save is that menu's draft from here on.
    if (menuId !== current.id) clearEditorDraft(userId, menuId ?? null);
    setMenuId(current.id);
    writeEditorDraft(userId, current.id, merged.items, merged.addOns, from);
    return saveDraft(merged, from, current.id);
  };

  return {
    items,
    addOns,
    dirty,
    dirtyNow,
    saving: save.isPending,
    update,
    updateAddOns,
    undo,
    undoable,
    remove,
    discard,
    persist,
    base,
    conflict,
    keepMerged,
    /** Closes the merge without saving: the draft stays, unsaved, as it was. */
    dismissConflict: () => setConflict(null),
  };
}
