import { useState } from 'react';

/**
 * Focus back on the control that opened a dialog. Radix returns focus to a Dialog.Trigger, but a
 * dialog opened from state (an Edit button on a card) has none, and focus would fall to the page.
 * The opener is whatever had focus when the dialog's content first rendered; if it has gone
 * (the item was deleted), Radix's default applies.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener || opener === document.body) return;
    if (!opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
