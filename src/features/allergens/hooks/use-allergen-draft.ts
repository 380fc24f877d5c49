import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MenuConflictError } from '@/backend/port';
import { MenuSaveConflict, useSaveMenu } from '@/data/menus';
import { allergenListFor, type AllergenStates, type Regime } from '@/domain/allergens';
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { rebaseAllergenEdits, type AllergenRebase } from '@/domain/menu-merge-allergens';
import type { MenuVersion } from '@/domain/menu-version';

/** Edited allergen states by menu id, then item id: only what differs from the saved menus. */
type Draft = Record<string, Record<string, AllergenStates>>;

/**
 * A save refused because someone else saved the menu meanwhile: the page now shows that save with
 * these edits on top, and names what could not simply be laid over it.
 */
export type AllergenConflict = Omit<AllergenRebase, 'edits'> & {
  menuName: string;
  /** Its dishes as the edits started, and as stored now: what the other save changed. */
  base: MenuVersion | null;
  current: SavedMenu;
  /** Menus saved before this one was refused. */
  saved: number;
};

/** Equal in meaning: key order aside, and an empty row (not confirmed, no suggestion) is no row. */
function canonical(states: AllergenStates): string {
  const rows = Object.entries(states)
    .filter(([, e]) => e && (e.state !== 'not_confirmed' || e.suggestion))
    .map(([id, e]) => [id, e!.state, e!.suggestion ?? null] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(rows);
}
const same = (a: AllergenStates, b: AllergenStates) => canonical(a) === canonical(b);

/**
 * The saved menus with the draft's states laid over their items. Once the kitchen has confirmed
 * anything for an item, its `allergens` list (what the rest of the app and the spec's shapes read)
 * is the confirmed 'contains' states, no longer the import's guesses.
 */
function applyDraft(menus: readonly SavedMenu[], draft: Draft, regime: Regime): SavedMenu[] {
  return menus.map((menu) => {
    const edits = draft[menu.id];
    if (!edits) return menu;
    return {
      ...menu,
      items: menu.items.map((item) => {
        const states = edits[item.id];
        if (!states) return item;
        return {
          ...item,
          allergenStates: states,
          allergens: allergenListFor(item, states, regime),
        };
      }),
    };
  });
}

/**
 * Allergen edits kept as one pending draft over the saved menus. Saving writes each changed menu
 * once, so confirming twenty cells makes one new version, not twenty.
 */
export function useAllergenDraft(
  restaurantId: string,
  saved: readonly SavedMenu[],
  regime: Regime,
) {
  const saveMenu = useSaveMenu(restaurantId);
  const [draft, setDraft] = useState<Draft>({});
  // Per menu, the version its first pending edit was made on: the save must still find it, so
  // a refetch that brought in someone else's save meanwhile cannot be overwritten unseen.
  const bases = useRef<Record<string, number | null>>({});
  const [conflict, setConflict] = useState<AllergenConflict | null>(null);
  const menus = useMemo(() => applyDraft(saved, draft, regime), [saved, draft, regime]);
  const changedMenus = Object.keys(draft).length;
  const changedItems = Object.values(draft).reduce((n, m) => n + Object.keys(m).length, 0);
  const dirty = changedItems > 0;
  // Read by the navigation guard at the moment of a navigation, before React re-renders.
  const dirtyNow = useRef(dirty);

  // Closing the tab with unsaved confirmations asks first.
  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Applies `change` to one item's states; an edit back to the saved states is no edit. */
  const edit = (menuId: string, itemId: string, change: (s: AllergenStates) => AllergenStates) => {
    const menu = saved.find((m) => m.id === menuId);
    const base = menu?.items.find((i) => i.id === itemId);
    if (!menu || !base) return;
    if (!draft[menuId]) bases.current[menuId] = menu.version ?? null;
    setDraft((old) => {
      const savedStates = base.allergenStates ?? {};
      const current = old[menuId]?.[itemId] ?? savedStates;
      const next = change(current);
      const { [itemId]: _dropped, ...rest } = old[menuId] ?? {};
      const items = same(next, savedStates) ? rest : { ...rest, [itemId]: next };
      const { [menuId]: _menu, ...others } = old;
      return Object.keys(items).length > 0 ? { ...others, [menuId]: items } : others;
    });
  };

  /**
   * The edits of a menu someone else saved meanwhile, laid over it as stored now; the page says
   * what the other save changed, and what could not be laid over it.
   */
  const rebase = (error: MenuConflictError, id: string, done: number) => {
    const { current } = error;
    const base = error instanceof MenuSaveConflict ? error.base : null;
    const started: readonly MenuItem[] = base?.items ?? saved.find((m) => m.id === id)?.items ?? [];
    const { edits, ...named } = rebaseAllergenEdits(started, draft[id] ?? {}, current.items);
    bases.current[id] = current.version ?? null;
    setDraft(({ [id]: _old, ...rest }) =>
      Object.keys(edits).length > 0 ? { ...rest, [id]: edits } : rest,
    );
    setConflict({ ...named, menuName: current.name, base, current, saved: done });
  };

  /** Saves each changed menu once; true when everything was saved. */
  const save = async (): Promise<boolean> => {
    const ids = Object.keys(draft);
    let done = 0;
    let id = '';
    try {
      for (id of ids) {
        const menu = menus.find((m) => m.id === id);
        if (!menu) continue;
        const { name, type, foodType, items } = menu;
        const baseVersion = bases.current[id] ?? menu.version ?? null;
        await saveMenu.mutateAsync({ id, name, type, foodType, items, baseVersion });
        done += 1;
        delete bases.current[id];
        setDraft(({ [id]: _saved, ...rest }) => rest);
      }
    } catch (error) {
      if (error instanceof MenuConflictError) {
        rebase(error, id, done);
        return false;
      }
      const total = ids.length;
      toast.error(t`Allergens not saved`, {
        description:
          done > 0
            ? t`${done} of ${total} menus were saved. Check your connection and save again.`
            : t`Check your connection and save again.`,
      });
      return false;
    }
    const count = ids.length;
    toast.success(t`Allergens saved`, {
      description:
        count === 1 ? t`Saved as a new menu version.` : t`${count} menus saved as new versions.`,
    });
    return true;
  };

  return {
    menus,
    dirty,
    dirtyNow,
    changedItems,
    changedMenus,
    saving: saveMenu.isPending,
    edit,
    save,
    discard: () => {
      bases.current = {};
      setDraft({});
    },
    conflict,
    closeConflict: () => setConflict(null),
  };
}
