import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type StaffAccessPort } from '../port';
import {
  isUuid,
  membershipFromRow,
  notificationFromRow,
  quizResultFromRow,
  RECIPIENTS,
  specialFromRow,
  trainingFromRow,
} from './collection-rows';
import { maybeRowOf, rowsOf } from './errors';
import { readMenus } from './menus';

const notAddressed = () => new BackendError('This update was not sent to you', 'forbidden', 403);

/**
 * Staff access over the tables. RLS is the guard (a staff member reads their restaurant's published
 * data and the notifications addressed to them, and writes only their acknowledgements and quiz
 * results); the filters below say the same explicitly, so a manager who is also on a team, or a
 * policy that grants more, still gets only the caller's own records.
 */
export function createSupabaseStaffAccess(client: SupabaseClient): StaffAccessPort {
  return {
    async membership() {
      const { data } = await client.auth.getSession();
      if (!data.session) return null;
      // Matches the auth e-mail to a staff_members row, activates an invitation, links user_id.
      const rows = rowsOf('claim staff membership', await client.rpc('claim_staff_membership'));
      const [first] = Array.isArray(rows) ? (rows as unknown[]) : [rows];
      return first ? membershipFromRow(first) : null;
    },

    async updates(m) {
      const result = await client
        .from('notifications')
        .select(`*,${RECIPIENTS}!inner(staffid,acknowledged_at)`)
        .eq('restaurantid', m.restaurantId)
        .eq(`${RECIPIENTS}.staffid`, m.staffId)
        .order('sent_at', { ascending: false })
        .order('notificationid');
      return rowsOf('list updates', result).map((row) => {
        const update = notificationFromRow(row);
        return { ...update, acknowledged: update.acknowledgedBy.includes(m.staffId) };
      });
    },

    async acknowledge(m, notificationId) {
      if (!isUuid(notificationId)) throw notAddressed();
      const recipientRow = () =>
        client
          .from(RECIPIENTS)
          .select('notificationid')
          .eq('notificationid', notificationId)
          .eq('staffid', m.staffId);
      // Only a first acknowledgement is written, so its time stays the moment the person read it.
      const result = await client
        .from(RECIPIENTS)
        .update({ acknowledged_at: new Date().toISOString() })
        .eq('notificationid', notificationId)
        .eq('staffid', m.staffId)
        .is('acknowledged_at', null)
        .select('notificationid');
      if (rowsOf('acknowledge update', result).length > 0) return;
      // Nothing changed: already acknowledged (fine) or not addressed to this person.
      const existing = maybeRowOf('acknowledge update', await recipientRow().maybeSingle());
      if (!existing) throw notAddressed();
    },

    async menus(m) {
      // Real menus only: staff must not study the spec's samples as if they were the menu.
      return readMenus(client, m.restaurantId);
    },

    async specials(m) {
      const result = await client
        .from('specials')
        .select('*')
        .eq('restaurantid', m.restaurantId)
        .order('created_at')
        .order('specialid');
      return rowsOf('list specials', result).map(specialFromRow);
    },

    async training(m) {
      const result = await client
        .from('training_modules')
        .select('*')
        .eq('restaurantid', m.restaurantId)
        .order('created_at', { ascending: false })
        .order('moduleid');
      return rowsOf('list training modules', result).map(trainingFromRow);
    },

    async quizResults(m) {
      const result = await client
        .from('quiz_results')
        .select('*')
        .eq('staffid', m.staffId)
        .order('taken_at')
        .order('resultid');
      return rowsOf('list quiz results', result).map(quizResultFromRow);
    },

    async recordQuizResult(m, { moduleId, score, total }) {
      if (!isUuid(moduleId)) {
        throw new BackendError('Training module not found', 'not_found', 404);
      }
      const result = await client
        .from('quiz_results')
        .insert({ moduleid: moduleId, staffid: m.staffId, score, total })
        .select('*')
        .single();
      return quizResultFromRow(rowsOf('record quiz result', result));
    },
  };
}
