import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { StaffUpdate } from '@/backend/port';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * The browser's notifications for new required updates while the app is open. Permission is only
 * ever asked from the person's own tap on 'Turn on update alerts', never on load: browsers
 * penalise sites that prompt unasked, and people say no to prompts they did not expect.
 */
export function useUpdateAlerts() {
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    supported() ? Notification.permission : 'unsupported',
  );
  const turnOn = async () => {
    if (!supported()) return;
    setPermission(await Notification.requestPermission());
  };
  return { canAsk: permission === 'default', turnOn };
}

/**
 * One notice per new required update. Android's Chrome refuses `new Notification` (only a
 * service worker may show one there), so that case goes through the page's service worker.
 */
export function alertRequiredUpdates(updates: StaffUpdate[]): void {
  if (!supported() || Notification.permission !== 'granted') return;
  const title = t`Required update`;
  for (const u of updates) {
    const options: NotificationOptions = { body: u.message, tag: `update-${u.id}` };
    try {
      new Notification(title, options);
    } catch {
      void navigator.serviceWorker
        ?.getRegistration()
        .then((registration) => registration?.showNotification(title, options))
        .catch((error: unknown) => console.warn('[alerts] could not show the notice', error));
    }
  }
}
