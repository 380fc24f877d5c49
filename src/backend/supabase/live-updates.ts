import type { SupabaseClient } from '@supabase/supabase-js';
import type { StaffMembership } from '../port';

/**
 * One row per staff entry whose time moves whenever one of its recipient rows is added, changed
 * or removed (supabase/migrations/20261129000000). The only table in the `supabase_realtime`
 * publication: nothing ever deletes from it, because Realtime applies no RLS to DELETE events
 * (docs/decisions/0025).
 */
const SIGNALS = 'staff_update_signals';

let channels = 0;

/**
 * Supabase mode's live updates: a Realtime channel on the person's own update signal. A new
 * update, a reminder, an acknowledgement or an update taken back moves it. Realtime checks each
 * INSERT and UPDATE against the table's RLS for the subscriber, so nobody hears about another
 * person's signal even with a different filter; the filter keeps the traffic to this staff entry.
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
      { event: '*', schema: 'public', table: SIGNALS, filter: `staffid=eq.${m.staffId}` },
      () => onChange(),
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}
