/**
 * Registration of the service worker (written by scripts/pwa/, ADR 0023) and the update flow: a
 * new version installs in the background and waits; the person is told, and only their click on
 * Reload activates it and reloads the page. Nothing switches under someone mid-shift.
 */

/** Shows the prompt; `applyUpdate` is what its Reload button calls. */
export type OnUpdateReady = (applyUpdate: () => void) => void;

type Registration = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'installing' | 'active' | 'addEventListener' | 'update'
>;
type Container = Pick<ServiceWorkerContainer, 'addEventListener'>;

export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Calls `onReady` when a new version is waiting: at once if one already is (installed on an
 * earlier visit), or when one finishes installing while an older one runs this page. A first
 * install is not an update: it has no older version to replace, so it says nothing.
 */
export function watchForUpdates(
  registration: Registration,
  container: Container,
  onReady: OnUpdateReady,
  reload: () => void = () => window.location.reload(),
) {
  let reloading = false;
  const applyUpdate = () => {
    // Once: the controller changes when the waiting worker takes over; one reload, not a loop.
    container.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      reload();
    });
    registration.waiting?.postMessage(SKIP_WAITING);
  };
  const announced = new WeakSet<ServiceWorker>();
  const announce = (worker: ServiceWorker | null) => {
    if (!worker || announced.has(worker) || !registration.active) return;
    announced.add(worker);
    onReady(applyUpdate);
  };

  announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
}

/**
 * An installed app can stay open for days; the browser looks for a new version only on
 * navigation, so look again whenever the app comes back to the foreground.
 */
function checkWhenVisible(registration: Registration) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

export async function registerServiceWorker(onReady: OnUpdateReady) {
  const base = import.meta.env.BASE_URL;
  const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  watchForUpdates(registration, navigator.serviceWorker, onReady);
  checkWhenVisible(registration);
}
