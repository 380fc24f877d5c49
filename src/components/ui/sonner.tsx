import { useLingui } from '@lingui/react/macro';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@/config/constants';
import { useIsMobile } from '@/hooks/use-is-mobile';

/**
 * At most 3 toasts visible, each closing after 4.5 s. On a phone they sit near the bottom, above
 * the bottom navigation and the pages' sticky action bars (8 rem in all), covering no control. Text is
 * the dark shade of each colour (contrast above 7:1 on the light rich backgrounds), and the close
 * button is a 44 px target on touch screens.
 */
export function Toaster() {
  const mobile = useIsMobile();
  const { t } = useLingui();
  return (
    <Sonner
      position={mobile ? 'bottom-center' : 'top-center'}
      mobileOffset={{ bottom: 'calc(8rem + env(safe-area-inset-bottom))' }}
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      toastOptions={{
        closeButtonAriaLabel: t`Close toast`,
        classNames: {
          toast: 'text-sm',
          description: 'text-inherit!',
          success: 'text-green-900!',
          error: 'text-red-900!',
          info: 'text-blue-900!',
          warning: 'text-amber-900!',
          // A phone-width screen is a touch screen even where the browser reports a fine pointer.
          closeButton: mobile ? 'size-11!' : 'pointer-coarse:size-11!',
          actionButton: mobile ? 'min-h-11! px-4!' : 'pointer-coarse:min-h-11!',
        },
      }}
    />
  );
}
