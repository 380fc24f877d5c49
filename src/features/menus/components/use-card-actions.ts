import { useLayoutEffect, useMemo, useRef } from 'react';
import type { MenuItem } from '@/domain/menu';
import { moveItem } from '@/domain/menu-rules';
import { mergeWithNext, moveToCategory, nextInCategory } from '@/domain/review-edits';
import type { useImportReview } from '../hooks/use-import-review';
import type { useMenuDraft } from '../hooks/use-menu-draft';
import type { CardActions } from './menu-item-card';
import type { EditorDialog } from './editor-dialogs';

type Options = {
  items: MenuItem[];
  draft: ReturnType<typeof useMenuDraft>;
  review: ReturnType<typeof useImportReview>;
  groups: [string, MenuItem[]][];
  setDialog: (dialog: EditorDialog) => void;
  onFocus: (item: MenuItem) => void;
};

/**
 * What a card's buttons do. One stable object for the editor's life that acts on the latest
 * items, so a 500-item menu re-renders only the card that changed.
 */
export function useCardActions(options: Options): CardActions {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return useMemo<CardActions>(() => {
    const now = () => latest.current;
    return {
      edit: (item) => now().setDialog({ kind: 'edit', item }),
      remove: (item) => now().draft.remove(item),
      move: (item, by) => now().draft.update(moveItem(now().items, item.id, by)),
      focus: (item) => now().onFocus(item),
      quickSave: (item) => {
        const { items, draft, review } = now();
        const before = items.find((i) => i.id === item.id);
        const edited = items.map((i) => (i.id === item.id ? { ...item, category: i.category } : i));
        draft.update(
          before && before.category !== item.category
            ? moveToCategory(edited, item.id, item.category)
            : edited,
        );
        // Corrected by hand is checked.
        review.confirm(item.id);
      },
      merge: (item) => {
        const { items, draft, review } = now();
        const second = nextInCategory(items, item.id);
        if (!second) return;
        draft.update(mergeWithNext(items, item.id));
        review.merged(item.id, second.id);
      },
      split: (item) => now().setDialog({ kind: 'split', item }),
      confirm: (item) => now().review.confirm(item.id),
      setAvailable: (item, available) => {
        const { items, draft } = now();
        draft.update(items.map((i) => (i.id === item.id ? { ...i, available } : i)));
      },
      categories: () => now().groups.map(([c]) => c),
    };
  }, []);
}
