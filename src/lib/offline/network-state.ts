/*
 * Whether the page can reach the network. `navigator.onLine` alone is not enough: a phone on a
 * café's Wi-Fi with no internet behind it says online, and so does Chromium 150 after a reload
 * under DevTools' offline emulation (ADR 0053). So a request that failed for want of a network is
 * evidence too: once one fails, the page counts as offline until a request gets through again.
 */

let unreachable = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** What the browser says; unknown (no navigator, as in Node) counts as online. */
function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Online as far as anything on this page can tell: the browser's flag and the last request. */
export function isOnline(): boolean {
  return browserSaysOnline() && !unreachable;
}

/** A request failed at the network level (no answer at all, not an error status). */
export function reportNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  emit();
}

/** A request got an answer, whatever its status: the network is there. */
export function reportNetworkSuccess(): void {
  if (!unreachable) return;
  unreachable = false;
  emit();
}

/** Calls `onChange` whenever `isOnline()` may have changed. */
export function subscribeOnline(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A failure that says nothing about the request itself: no network, or no answer. fetch throws a
 * TypeError ('Failed to fetch', 'Load failed', 'NetworkError ...'); supabase-js passes the same
 * message on in its error object.
 */
export function looksOffline(error: unknown): boolean {
  if (!isOnline()) return true;
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|load failed|networkerror|network request failed/i.test(message);
}
