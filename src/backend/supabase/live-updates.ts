import type { SupabaseClient } from '@supabase/supabase-js';
import type { StaffMembership } from '../port';
import { RECIPIENTS } from './notification-rows';

let channels = 0;

/**
 * Supabase mode's live updates: a Realtime channel on the person's own recipient rows. A new
 * update adds one, a reminder or an acknowledgement changes one. Realtime checks each change
 * against the table's RLS for the subscriber, so nobody hears about another person's rows even
 * with a different filter; the filter keeps the traffic to this staff entry. The table is in the
 * `supabase_realtime` publication (migration 20261128000000).
 */
export function subscribeSupabaseUpdates(
  client: SupabaseClient,
  m: StaffMembership,
  onChange: () => void,
): () => void {
  // A name of its own per subscription: supabase-js hands back an existing channel for a name
  // already in use, and one being removed (a quick remount) would then never subscribe again.
  channels += 1;
  const channel = client
    .channel(`staff-updates:${m.staffId}:${channels}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: RECIPIENTS, filter: `staffid=eq.${m.staffId}` },
      () => onChange(),
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}
