import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategoryFold } from '@/components/menu/use-category-fold';
import type { ImportReview } from '@/domain/import-review';
import type { MenuItem } from '@/domain/menu';
import { cardId } from '../components/menu-item-card';
import { createFocusStore } from './focus-store';
import type { ReviewTab } from './review-layout';
import { unusedLineId } from './unused-lines';

type Options = {
  items: MenuItem[];
  toCheck: MenuItem[];
  review: ImportReview | null;
  fold: CategoryFold;
  /** Clears a search that could hide the item about to be shown. */
  clearSearch: () => void;
  openUnused: () => void;
  undo: () => void;
};

const categoryOf = (item: MenuItem) => item.category.trim() || 'General';

/** Typing in a field keeps its own keys: 'n' is a letter there and Ctrl+Z the field's undo. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Moving around the review: which item has focus (its source lines are highlighted), 'Next to
 * check' (also the n key), a source line leading to its item, and Ctrl/Cmd+Z for undo.
 */
export function useReviewNavigation(options: Options) {
  const { items, toCheck, review, fold, clearSearch, openUnused, undo } = options;
  const [focus] = useState(createFocusStore);
  const [tab, setTab] = useState<ReviewTab>('items');

  const focusLater = (id: string) =>
    requestAnimationFrame(() => {
      const el = document.getElementById(id);
      el?.scrollIntoView({ block: 'center' });
      el?.focus({ preventScroll: true });
    });

  const showItem = (item: MenuItem) => {
    clearSearch();
    fold.reveal(categoryOf(item));
    setTab('items');
    focus.set(item.id);
    focusLater(cardId(item.id));
  };

  const next = () => {
    if (toCheck.length === 0) return;
    const at = items.findIndex((i) => i.id === focus.get());
    const after = toCheck.find((i) => items.indexOf(i) > at);
    showItem(after ?? toCheck[0]!);
  };

  const selectLine = (line: number) => {
    if (!review) return;
    const covers = (id: string) => {
      const e = review.items[id];
      return (
        e?.lineStart !== undefined && e.lineStart <= line && line <= (e.lineEnd ?? e.lineStart)
      );
    };
    const owner = items.find((i) => covers(i.id));
    if (owner) return showItem(owner);
    if (!review.used.includes(line) && !review.ignored.includes(line)) {
      openUnused();
      setTab('items');
      focusLater(unusedLineId(line));
      return;
    }
    // A heading or a section note: the first item read after it.
    const start = (i: MenuItem) => review.items[i.id]?.lineStart ?? -1;
    const after = items.filter((i) => start(i) > line).sort((a, b) => start(a) - start(b))[0];
    if (after) showItem(after);
  };

  // The latest handlers, for the document listener and for callbacks that must stay the same
  // object (the memoised Source panel re-renders only when its highlight changes).
  const keys = useRef({ next, undo, selectLine, reviewing: review !== null });
  useEffect(() => {
    keys.current = { next, undo, selectLine, reviewing: review !== null };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target) || dialogOpen()) return;
      const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
      if (plain && e.key === 'n' && keys.current.reviewing) {
        e.preventDefault();
        keys.current.next();
      } else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        keys.current.undo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onFocusItem = useCallback((item: MenuItem) => focus.set(item.id), [focus]);
  const onLineSelect = useCallback((line: number) => keys.current.selectLine(line), []);
  return { tab, setTab, focus, next, selectLine: onLineSelect, onFocusItem };
}
