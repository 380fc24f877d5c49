import { createContext, useContext } from 'react';
import type { StaffMembership } from '@/backend/port';
import { isOnline } from '@/lib/offline/network-state';
import type { OutboxFields } from '@/lib/offline/outbox';
import type { StaffOutbox, StaffOutboxEntry } from './outbox';

/** The signed-in person's outbox and a way to send it now (staff-offline-provider.tsx). */
export type StaffOutboxValue = { outbox: StaffOutbox; flush: () => Promise<void> };

export const StaffOutboxContext = createContext<StaffOutboxValue | null>(null);

export function useStaffOutbox(): StaffOutboxValue {
  const value = useContext(StaffOutboxContext);
  if (!value) throw new Error('useStaffOutbox needs a StaffOfflineProvider above it');
  return value;
}

/**
 * Whether a write must wait in the outbox: offline (in local mode too, so the queue behaves the
 * same in both modes), or something of this person's is still queued, which must go out first
 * (an acknowledgement after the quiz attempt it depends on).
 */
export function mustQueue(outbox: StaffOutbox, m: StaffMembership): boolean {
  return !isOnline() || outbox.entries().some((e) => e.membership.staffId === m.staffId);
}

/** Queues the write; online, the queue is sent at once (it holds earlier writes to go first). */
export function enqueue(
  { outbox, flush }: StaffOutboxValue,
  fields: OutboxFields<StaffOutboxEntry>,
): 'queued' {
  outbox.add(fields);
  if (isOnline()) void flush();
  return 'queued';
}
