import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBackend } from '@/backend';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import { staffHomeKeys } from '../api/queries';

/**
 * Follows the backend's live changes to this person's updates (Realtime in Supabase mode, other
 * tabs in local mode) and reads the team's data again: a new update usually comes with a new menu.
 * Updates that arrived this way and must be learnt before service go to onNewRequired.
 */
export function useLiveUpdates(
  m: StaffMembership,
  onNewRequired: (updates: StaffUpdate[]) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    const key = staffHomeKeys.part(m, 'updates');
    const refresh = async () => {
      const before = queryClient.getQueryData<StaffUpdate[]>(key);
      await queryClient.invalidateQueries({ queryKey: staffHomeKeys.membership(m) });
      // Without a list before, everything would look new.
      if (!before || cancelled) return;
      const known = new Set(before.map((u) => u.id));
      const arrived = (queryClient.getQueryData<StaffUpdate[]>(key) ?? []).filter(
        (u) => !known.has(u.id) && u.required && !u.acknowledged,
      );
      if (arrived.length > 0) onNewRequired(arrived);
    };
    getBackend()
      .then((backend) => {
        if (!cancelled) stop = backend.staffAccess.subscribeUpdates(m, () => void refresh());
      })
      .catch((error: unknown) => console.error('[live] could not follow updates', error));
    return () => {
      cancelled = true;
      stop();
    };
  }, [queryClient, m, onNewRequired]);
}
