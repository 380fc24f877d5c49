import type { SupabaseClient } from '@supabase/supabase-js';
import type { OpenChangeQuestion, StaffAccessPort } from '../port';
import {
  asStaffUpdate,
  notAddressed,
  quizFirst,
  quizGone,
  quizWait,
} from '../shared/staff-updates';
import { isUuid } from './collection-rows';
import { assertOk, maybeRowOf, refused, rowsOf } from './errors';
import {
  notificationFromRow,
  openQuizFromRow,
  RECIPIENT_COLUMNS,
  RECIPIENTS,
  updateQuizGradeFromRow,
} from './notification-rows';

/**
 * The SQLSTATE of notification_recipients_guard_acknowledgement() (20261127000000): a required
 * update's quiz is not passed yet.
 */
const QUIZ_REQUIRED = 'QZ001';
/** grade_update_quiz() (20261129010000): too many attempts in a row, the next one waits. */
const QUIZ_WAIT = 'QZ002';

type UpdatesPart = Pick<
  StaffAccessPort,
  'updates' | 'openUpdate' | 'gradeUpdateQuiz' | 'acknowledge'
>;

/**
 * A staff member's updates and where they are with each (20261127000000). They read the
 * notifications addressed to them with their own recipient row (RLS shows no other), and the
 * questions without answers from staff_update_quizzes(): notification_quizzes holds the answers
 * and is the manager's only. Opening, grading and passing are the functions' to record;
 * acknowledging is the person's own PATCH, which the database refuses (QZ001) while a required
 * update's quiz is not passed, and stamps with its own time.
 */
export function createSupabaseStaffUpdates(client: SupabaseClient): UpdatesPart {
  /** staff_update_quizzes(): the questions of each of the caller's updates, by update id. */
  async function openQuizzes(restaurantId: string): Promise<Map<string, OpenChangeQuestion[]>> {
    // Nothing to ask for an id that cannot be a restaurant row (the function would answer []).
    if (!/^\d+$/.test(restaurantId)) return new Map();
    const result = await client.rpc('staff_update_quizzes', {
      p_restaurantid: Number(restaurantId),
    });
    const rows: unknown[] = rowsOf('list update quizzes', result);
    return new Map(rows.map(openQuizFromRow).map((q) => [q.notificationId, q.questions]));
  }

  return {
    async updates(m) {
      const [result, quizzes] = await Promise.all([
        client
          .from('notifications')
          .select(`*,${RECIPIENTS}!inner(${RECIPIENT_COLUMNS})`)
          .eq('restaurantid', m.restaurantId)
          .eq(`${RECIPIENTS}.staffid`, m.staffId)
          .order('sent_at', { ascending: false })
          .order('notificationid'),
        openQuizzes(m.restaurantId),
      ]);
      return rowsOf('list updates', result).map((row) => {
        const update = notificationFromRow(row);
        return asStaffUpdate(update, m.staffId, quizzes.get(update.id) ?? []);
      });
    },

    // The membership is not sent: the functions find the caller's own recipient row.
    async openUpdate(_m, notificationId) {
      if (!isUuid(notificationId)) throw notAddressed();
      const result = await client.rpc('open_update', { p_notificationid: notificationId });
      if (result.error?.code === '42501') refused('open update', result.error, notAddressed);
      assertOk('open update', result);
    },

    async gradeUpdateQuiz(_m, notificationId, answers) {
      if (!isUuid(notificationId)) throw notAddressed();
      // Only the chosen options go up (their optionIds, the stored indexes); the server grades
      // them against the stored answers.
      // Anything but a whole number is no answer (it is wrong).
      const result = await client
        .rpc('grade_update_quiz', {
          p_notificationid: notificationId,
          p_answers: answers.map((a) => (Number.isInteger(a) ? a : null)),
        })
        .single();
      if (result.error?.code === '42501') refused('grade update quiz', result.error, notAddressed);
      if (result.error?.code === '22023') refused('grade update quiz', result.error, quizGone);
      if (result.error?.code === QUIZ_WAIT) refused('grade update quiz', result.error, quizWait);
      return updateQuizGradeFromRow(rowsOf('grade update quiz', result));
    },

    async acknowledge(m, notificationId) {
      if (!isUuid(notificationId)) throw notAddressed();
      const recipientRow = () =>
        client
          .from(RECIPIENTS)
          .select('notificationid')
          .eq('notificationid', notificationId)
          .eq('staffid', m.staffId);
      // Only a first acknowledgement is written; the database stamps it with its own time (the
      // value sent only says "now") and keeps it for good.
      const result = await client
        .from(RECIPIENTS)
        .update({ acknowledged_at: new Date().toISOString() })
        .eq('notificationid', notificationId)
        .eq('staffid', m.staffId)
        .is('acknowledged_at', null)
        .select('notificationid');
      if (result.error?.code === QUIZ_REQUIRED) {
        refused('acknowledge update', result.error, quizFirst);
      }
      if (rowsOf('acknowledge update', result).length > 0) return;
      // Nothing changed: already acknowledged (fine) or not addressed to this person.
      const existing = maybeRowOf('acknowledge update', await recipientRow().maybeSingle());
      if (!existing) throw notAddressed();
    },
  };
}
