import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@/config/constants';

/** At most 3 toasts visible, each closing after 4.5 s. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      // Descriptions inherit the toast's text colour: the default muted tone fails contrast on rich colours.
      toastOptions={{ classNames: { toast: 'text-sm', description: '!text-inherit' } }}
    />
  );
}
