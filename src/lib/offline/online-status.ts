import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './network-state';

// React and TanStack Query's view of network-state.ts, kept apart so the Supabase adapter can
// report requests without pulling React into its chunk.

/** Follows the browser's events and the evidence of requests. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/**
 * TanStack Query learns the network state from us, not from the browser's events alone: it starts
 * out believing it is online, and an `offline` event never fires for a page opened without a
 * network. Told, it pauses retries of failed reads until the network returns instead of spending
 * them on a dead connection.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeOnline(() => setOnline(isOnline()));
  });
}
