import { t } from '@lingui/core/macro';
import type { PushSubscriptionsPort } from '@/backend/port';
import type { DevicePushSubscription } from '@/domain/delivery';

/**
 * This device's Web Push subscription for update alerts (issue 29, ADR 0039). The service worker
 * (scripts/pwa/sw-runtime.js) shows what the server pushes; this module subscribes, reports and
 * forgets the device.
 */

type Nav = Navigator & { standalone?: boolean };

/** iPhone and iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isIos(nav: Nav = navigator): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1)
  );
}

/** Opened from the Home Screen (or installed): the only way iOS allows Web Push. */
export function isStandalone(nav: Nav = navigator, win: Window = window): boolean {
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

export function pushSupport(win: Window = window): PushSupport {
  const nav = win.navigator as Nav;
  const apis = 'Notification' in win && 'PushManager' in win && 'serviceWorker' in nav;
  if (apis) return 'supported';
  // Safari on iOS has none of these in a tab: they appear once the app is on the Home Screen.
  return isIos(nav) && !isStandalone(nav, win) ? 'needs-home-screen' : 'unsupported';
}

/** The key as pushManager.subscribe wants it: base64url text to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** What the server stores of a subscription: where to push and the keys to encrypt with. */
export function deviceSubscription(subscription: PushSubscription): DevicePushSubscription {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error(t`The browser gave no push keys`);
  return { endpoint: json.endpoint, p256dh, auth };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This device's current subscription, if any (none without a service worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/**
 * Subscribes this device (permission already granted, from the person's tap) and saves it for
 * the signed-in person.
 */
export async function subscribeDevice(
  vapidPublicKey: string,
  port: PushSubscriptionsPort,
): Promise<void> {
  const reg = await registration();
  if (!reg) throw new Error(t`The app is still installing. Reload the page and try again.`);
  const subscription = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  await port.save(deviceSubscription(subscription));
}

/**
 * Forgets this device: first on the server (while the session can still delete the row), then in
 * the browser. Used to turn alerts off and on sign-out, so the next person on a shared device is
 * not sent the last one's updates.
 */
export async function forgetDevice(port: PushSubscriptionsPort): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await port.remove(subscription.endpoint);
  await subscription.unsubscribe();
  return true;
}
