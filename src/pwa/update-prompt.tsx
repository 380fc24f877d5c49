import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { toast } from 'sonner';

const PROMPT_ID = 'new-version';

/** A toast that stays until acted on: the new version activates only from its Reload button. */
export function showUpdatePrompt(applyUpdate: () => void) {
  toast(t`New version available`, {
    id: PROMPT_ID,
    duration: Infinity,
    action: { label: t`Reload`, onClick: applyUpdate },
  });
}

/**
 * Registers the service worker once the page has loaded, in production builds only: the dev
 * server's files change on every save and must never come from a cache. Mounted by the app
 * shell, so the landing page neither registers nor downloads any of this. The registration code
 * is its own lazy chunk, loaded after the page is up.
 */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    // A build-mode constant, not configuration (that is config/env.ts): it removes this branch
    // from development builds entirely.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => {
      import('./register')
        .then((m) => m.registerServiceWorker(showUpdatePrompt))
        // No service worker (private mode, an old browser) only means no offline copy.
        .catch((error: unknown) => console.warn('Service worker not registered', error));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return null;
}
