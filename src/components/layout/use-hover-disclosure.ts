import { useCallback, useEffect, useRef, useState } from 'react';
import { NAV_MENU_DELAYS } from '@/config/constants';

/**
 * Open / closed state for a menu that opens on click and on hover: hovering opens after 200 ms,
 * or at once within 300 ms of the last close (skip delay); leaving closes after 150 ms.
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const closedAt = useRef(-Infinity);
  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => clear, []);

  // Every close notes its time, for the skip delay.
  const settle = useCallback((next: (was: boolean) => boolean) => {
    clear();
    setOpen((was) => {
      if (was) closedAt.current = performance.now();
      return next(was);
    });
  }, []);
  const close = useCallback(() => settle(() => false), [settle]);
  const toggle = useCallback(() => settle((was) => !was), [settle]);
  const hoverIn = useCallback((pointerType: string) => {
    if (pointerType !== 'mouse') return;
    clear();
    const skip = performance.now() - closedAt.current < NAV_MENU_DELAYS.skip;
    if (skip) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), NAV_MENU_DELAYS.open);
  }, []);
  const hoverOut = useCallback(
    (pointerType: string) => {
      if (pointerType !== 'mouse') return;
      clear();
      timer.current = window.setTimeout(close, NAV_MENU_DELAYS.close);
    },
    [close],
  );
  return { open, close, toggle, hoverIn, hoverOut };
}
