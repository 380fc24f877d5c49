import { useCallback, useState } from 'react';

/**
 * Which categories are folded, and a jump that unfolds one, scrolls it under the sticky chips and
 * puts focus on its heading so keyboard and screen-reader users land where sighted users look.
 */
export type CategoryFold = ReturnType<typeof useCategoryFold>;

export function useCategoryFold() {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const isOpen = useCallback((name: string) => !folded.has(name), [folded]);
  const toggle = useCallback((name: string) => {
    setFolded((prev) => {
      const next = new Set(prev);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const jump = useCallback((name: string, sectionId: string) => {
    setFolded((prev) => {
      if (!prev.has(name)) return prev;
      const next = new Set(prev);
      next.delete(name);
      return next;
    });
    // After React has shown the unfolded section.
    requestAnimationFrame(() => {
      const section = document.getElementById(sectionId);
      section?.scrollIntoView({ block: 'start' });
      section?.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    });
  }, []);
  /** Unfolds a category without moving focus (something inside it is about to get focus). */
  const reveal = useCallback((name: string) => {
    setFolded((prev) => {
      if (!prev.has(name)) return prev;
      const next = new Set(prev);
      next.delete(name);
      return next;
    });
  }, []);
  return { isOpen, toggle, jump, reveal };
}
