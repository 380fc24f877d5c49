/* global self, caches, PRECACHE */
// The service worker, less its precache list: scripts/pwa/vite-plugin.ts writes dist/sw.js as
// `const PRECACHE = { cacheName, urls, navigationTimeoutMs };` followed by this file, unchanged.
// A classic script (module service workers are not in every browser staff carry), no imports.
//
// - install: store every URL of the list in a cache named after the build. No skipWaiting here: a
//   new version waits until the person presses Reload (src/pwa/), so nothing switches under them.
// - activate: delete the caches of older builds, take control of open pages.
// - navigations: network first, with a short timeout, falling back to the stored index.html so
//   every route of the SPA opens offline.
// - precached files: cache first (their names carry a content hash, or they belong to this build).
// - everything else (Supabase, the AI endpoint, OCR assets, any non-GET): not handled, so the
//   browser goes to the network as if there were no service worker, and nothing is stored.

const CACHE_PREFIX = 'preshift-precache-';
const precached = new Set(PRECACHE.urls);
const shellUrl = PRECACHE.urls.find((url) => url.endsWith('/index.html'));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PRECACHE.cacheName).then((cache) =>
      // `reload`: straight from the server, not a stale copy in the HTTP cache.
      cache.addAll(PRECACHE.urls.map((url) => new Request(url, { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== PRECACHE.cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && shellUrl) {
    event.respondWith(networkFirst(request));
  } else if (precached.has(url.pathname)) {
    event.respondWith(cacheFirst(request, url.pathname));
  }
});

async function cacheFirst(request, path) {
  const cache = await caches.open(PRECACHE.cacheName);
  return (await cache.match(path)) ?? fetch(request);
}

/**
 * The network's page when it answers within the timeout; otherwise (offline, or a signal that
 * hangs in a walk-in) the stored shell. A late network answer is dropped, never stored: the
 * stored shell must match the stored chunks of this build.
 */
async function networkFirst(request) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, PRECACHE.navigationTimeoutMs);
  });
  try {
    const response = await Promise.race([fetch(request), timeout]);
    if (response) return response;
  } catch {
    // offline: fall through to the stored shell
  } finally {
    clearTimeout(timer);
  }
  const cache = await caches.open(PRECACHE.cacheName);
  return (await cache.match(shellUrl)) ?? fetch(request);
}

// Update alerts (issue 29, ADR 0039): the server's Web Push carries JSON
// `{ title, body, url, notificationId }`. The notice shows even when no page is open; a tap
// brings an open Preshift window to the update, or opens one there.

const DEFAULT_ALERT = {
  title: 'Preshift',
  body: 'A menu update is waiting for you.',
  url: '/my-updates',
};

/** Only our own pages: a payload cannot send a tap to another site. */
function sameOriginPath(url) {
  try {
    const target = new URL(url || DEFAULT_ALERT.url, self.location.origin);
    return target.origin === self.location.origin
      ? target.pathname + target.search + target.hash
      : DEFAULT_ALERT.url;
  } catch {
    return DEFAULT_ALERT.url;
  }
}

function alertOf(data) {
  let payload = {};
  try {
    payload = (data && data.json()) || {};
  } catch {
    payload = { body: data ? data.text() : undefined };
  }
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_ALERT.title,
    body: typeof payload.body === 'string' && payload.body ? payload.body : DEFAULT_ALERT.body,
    url: sameOriginPath(payload.url),
    notificationId: typeof payload.notificationId === 'string' ? payload.notificationId : null,
  };
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      icon: '/icons/icon-192.png',
      // One notice per update: a reminder replaces the first instead of stacking under it.
      tag: alert.notificationId ? `update-${alert.notificationId}` : undefined,
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // navigate() is refused for a window this worker does not control: open one instead.
      return open
        .focus()
        .then((w) => (w || open).navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
