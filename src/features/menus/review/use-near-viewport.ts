import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `target` comes within about one screen of `root`'s visible area (the panel scrolls, not
 * the window), and stays true: a page is drawn once, when it is about to be seen. Without
 * IntersectionObserver everything counts as near.
 */
export function useNearViewport(
  target: RefObject<Element | null>,
  root: RefObject<Element | null>,
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      // Percentages of the root's own size: one panel height above and below.
      { root: root.current, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, root]);
  return near;
}
