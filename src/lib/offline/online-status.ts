import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** What the browser says; unknown (no navigator, as in Node) counts as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Follows the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * TanStack Query starts out believing it is online and only learns otherwise from an `offline`
 * event, which never fires for a page opened without a network. Told at start, it pauses retries
 * of failed reads until the network returns instead of spending them on a dead connection.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(isOnline());
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
