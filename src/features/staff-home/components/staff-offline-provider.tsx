import { IsRestoringProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { watchNetwork } from '@/lib/offline/network-probe';
import { syncQueryOnlineState } from '@/lib/offline/online-status';
import { usePersistedQueries } from '@/lib/offline/use-persisted-queries';
import { StaffOutboxContext, type StaffOutboxValue } from '../api/outbox-context';
import { staffOutbox } from '../api/outbox';
import { useOutboxFlush } from '../hooks/use-outbox-flush';

/**
 * What the staff home needs to work offline: the data kept on this device for this user
 * (restored before any query runs) and the outbox of writes waiting for the network.
 */
export function StaffOfflineProvider({
  userId,
  children,
}: {
  userId: string;
  children: ReactNode;
}) {
  useEffect(syncQueryOnlineState, []);
  // The browser's flag can say online with no network behind it: ask our own server too.
  useEffect(() => watchNetwork(), []);
  const restoring = usePersistedQueries(userId);
  const outbox = staffOutbox(userId);
  const flush = useOutboxFlush(outbox);
  const value = useMemo<StaffOutboxValue>(() => ({ outbox, flush }), [outbox, flush]);
  return (
    <StaffOutboxContext.Provider value={value}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </StaffOutboxContext.Provider>
  );
}
