import { useSyncExternalStore } from 'react';
import type { StaffMembership } from '@/backend/port';
import { useStaffOutbox } from '../api/outbox-context';
import type { StaffOutboxEntry } from '../api/outbox';

/** The person's writes still waiting in the outbox, following it as it changes. */
export function useQueuedEntries(): StaffOutboxEntry[] {
  const { outbox } = useStaffOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
}

/** What of this update waits to be sent: its acknowledgement, a quiz attempt. */
export function useQueuedForUpdate(m: StaffMembership, notificationId: string) {
  const mine = useQueuedEntries().filter(
    (e) =>
      e.membership.staffId === m.staffId &&
      e.kind !== 'training-quiz' &&
      e.notificationId === notificationId,
  );
  return {
    acknowledgement: mine.some((e) => e.kind === 'acknowledge'),
    quiz: mine.some((e) => e.kind === 'update-quiz'),
  };
}
