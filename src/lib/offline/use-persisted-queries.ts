import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { persistQueries, restoreQueries } from './query-persistence';

/**
 * Restores this user's kept queries, then keeps them as they change. Returns true while
 * restoring: give it to IsRestoringProvider, so queries wait for what was kept instead of
 * showing a spinner or an error first (TanStack's PersistQueryClientProvider does the same for a
 * whole app; here only the pages that need it pay for it).
 */
export function usePersistedQueries(userId: string): boolean {
  const client = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    restoreQueries(client, userId)
      // Nothing kept is no reason to stop: the page reads from the backend as usual.
      .catch((error: unknown) => console.warn('[offline] could not restore kept data', error))
      .finally(() => {
        if (cancelled) return;
        stop = persistQueries(client, userId);
        setRestoredFor(userId);
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [client, userId]);
  return restoredFor !== userId;
}
