import type { StaffMembership } from '../port';
import { localKeys } from './keys';
import { isCollectionKey } from './row-keys';

/**
 * Local mode's live updates: every tab of this browser shares the restaurant's stored updates, and
 * the browser fires `storage` in the other tabs when one of them writes there (a manager sending
 * or reminding, the person acknowledging elsewhere). The writing tab itself gets no event; it
 * refreshes its own queries after its writes.
 */
export function subscribeLocalUpdates(m: StaffMembership, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const key = localKeys.notifications(m.restaurantId);
  const listener = (event: StorageEvent) => {
    // A null key means storage was cleared: the updates are gone too.
    if (event.key === null || isCollectionKey(key, event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
