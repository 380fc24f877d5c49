import { isOnline, reportNetworkFailure, reportNetworkSuccess } from './network-state';

/** Long enough for a slow phone connection, short enough that a dead one is told within seconds. */
const PROBE_TIMEOUT_MS = 8_000;
/** While unreachable, how often to ask again (the browser's `online` event may never come). */
const RETRY_MS = 15_000;

/** A fetch that reports what it learns about the network: any answer is a network, no answer is not. */
export function observedFetch(inner?: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      // Looked up at each call: test servers and polyfills replace the global after start.
      const response = await (inner ?? globalThis.fetch)(input, init);
      reportNetworkSuccess();
      return response;
    } catch (error) {
      // fetch rejects with a TypeError when nothing answered; an abort the caller asked for says
      // nothing about the network.
      if (error instanceof TypeError) reportNetworkFailure();
      throw error;
    }
  };
}

/**
 * The one address this page knows its own server answers: the web app manifest that index.html
 * links. A page without one (a component test) has nothing to ask, and is not probed.
 */
function probeUrl(): string | null {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  return link?.href || null;
}

/**
 * Asks our own origin for the manifest's headers. HEAD is never answered by the service worker
 * (it serves GETs only), so the answer comes from the network or not at all.
 */
export async function probeNetwork(fetcher?: typeof fetch): Promise<void> {
  const url = probeUrl();
  if (!url || !navigator.onLine) return;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), PROBE_TIMEOUT_MS);
  try {
    await observedFetch(fetcher)(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: timeout.signal,
    });
  } catch {
    // A timeout is no answer too: a signal that hangs (a walk-in fridge) is as good as none.
    reportNetworkFailure();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps the evidence fresh while a page that works offline is open: at once, when the browser
 * says the network is back, when the page is shown again (a phone waking up), and every 15 s
 * while the last word was "unreachable". Returns the stop.
 */
export function watchNetwork(fetcher?: typeof fetch): () => void {
  const probe = () => void probeNetwork(fetcher);
  const onVisible = () => {
    if (document.visibilityState === 'visible') probe();
  };
  const timer = setInterval(() => {
    if (!isOnline() && navigator.onLine) probe();
  }, RETRY_MS);
  probe();
  window.addEventListener('online', probe);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', probe);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
