import { useEffect } from 'react';

const COUNT = /^\(\d+\) /;

/**
 * '(2) My Updates · Preshift' in the browser tab while updates wait to be read, so a person on
 * another tab sees them; the page's own title comes back when there are none or on leaving.
 */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT, '');
    document.title = unread > 0 ? `(${unread}) ${base}` : base;
    return () => {
      document.title = document.title.replace(COUNT, '');
    };
  }, [unread]);
}
