import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type StaffAccessPort, type StaffTeams } from '../port';
import { notYourQuiz, quizGone } from '../shared/staff-updates';
import {
  gradedQuizFromRow,
  isUuid,
  quizResultFromRow,
  specialFromRow,
  staffTrainingFromRow,
  teamRowFromRow,
} from './collection-rows';
import { assertOk, refused, rowsOf } from './errors';
import { subscribeSupabaseUpdates } from './live-updates';
import { readMenus } from './menus';
import { readEventPages } from './training-record';
import { createSupabaseStaffUpdates } from './staff-updates';

const notYourInvitation = () =>
  new BackendError('This invitation is not yours to answer', 'forbidden', 403); // as local mode

const notYourEntry = () =>
  new BackendError('You do not have access to this restaurant', 'forbidden', 403); // as local mode

const noTeams = (): StaffTeams => ({ active: [], pending: [] });

/**
 * Staff access over the tables. RLS is the guard (a staff member reads their restaurant's published
 * data and the notifications addressed to them, and writes only their acknowledgements; updates:
 * staff-updates.ts); the filters below say the same explicitly, so a manager who is also on a
 * team, or a policy that grants more, still gets only the caller's own records. Training and
 * quiz results go through two functions (ADR 0019): staff_training_modules() leaves the answers
 * out, grade_quiz() scores an attempt against the stored module and is the only writer of
 * quiz_results.
 */
export function createSupabaseStaffAccess(client: SupabaseClient): StaffAccessPort {
  /**
   * accept/decline_staff_membership(p_staffid): the caller's own pending entry only. The function
   * refuses anything else with 42501, which becomes one clear 403.
   */
  async function answer(fn: 'accept_staff_membership' | 'decline_staff_membership', id: string) {
    if (!isUuid(id)) throw notYourInvitation();
    const operation = fn.replace(/_/g, ' ');
    const result = await client.rpc(fn, { p_staffid: id });
    if (result.error?.code === '42501') refused(operation, result.error, notYourInvitation);
    assertOk(operation, result);
  }

  return {
    async teams() {
      const { data } = await client.auth.getSession();
      if (!data.session) return noTeams();
      // Offers every unanswered entry with the caller's confirmed e-mail (pending), then lists the
      // caller's pending and accepted entries, oldest link first (supabase/migrations).
      const rows = rowsOf('claim staff membership', await client.rpc('claim_staff_membership'));
      const teams = noTeams();
      for (const row of Array.isArray(rows) ? (rows as unknown[]) : [rows]) {
        const { membership, accepted } = teamRowFromRow(row);
        (accepted ? teams.active : teams.pending).push(membership);
      }
      return teams;
    },

    accept: (staffId) => answer('accept_staff_membership', staffId),

    decline: (staffId) => answer('decline_staff_membership', staffId),

    async setLanguage(m, language) {
      if (!isUuid(m.staffId)) throw notYourEntry();
      // set_my_language() writes the caller's accepted, active entries only; anything else is
      // 42501, one clear 403 (as local mode).
      const result = await client.rpc('set_my_language', {
        p_staffid: m.staffId,
        p_language: language,
      });
      if (result.error?.code === '42501') refused('set language', result.error, notYourEntry);
      assertOk('set language', result);
    },

    ...createSupabaseStaffUpdates(client),

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
      // Nothing to ask for an id that cannot be a restaurant row (the function would answer []).
      if (!/^\d+$/.test(m.restaurantId)) return [];
      // Newest first; each question without its answer and explanation (supabase/migrations).
      const result = await client.rpc('staff_training_modules', {
        p_restaurantid: Number(m.restaurantId),
      });
      return rowsOf('list training modules', result).map(staffTrainingFromRow);
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

    async myRecord(m) {
      // No entry id of ours can be a sample's; the staff policy lets only one's own rows through.
      if (!isUuid(m.staffId)) return [];
      return readEventPages(client, (query) => query.eq('staffid', m.staffId));
    },

    // The membership is not sent: grade_quiz() finds the caller's own entry in the module's team.
    async gradeQuiz(_m, moduleId, answers) {
      // An id that cannot be a row is no module of the team, as grade_quiz() would answer.
      if (!isUuid(moduleId)) throw notYourQuiz();
      // Only the chosen options go up, never a score: the server scores them against the stored
      // module. Anything but a whole number is no answer (it scores nothing).
      const result = await client
        .rpc('grade_quiz', {
          p_moduleid: moduleId,
          p_answers: answers.map((a) => (Number.isInteger(a) ? a : null)),
        })
        .single();
      // Not an accepted, active member of the module's team (or no such module).
      if (result.error?.code === '42501') refused('grade quiz', result.error, notYourQuiz);
      if (result.error?.code === '22023') {
        console.error('[supabase] grade quiz: the module has no questions', result.error);
        throw quizGone();
      }
      return gradedQuizFromRow(rowsOf('grade quiz', result));
    },

    subscribeUpdates: (m, onChange) => subscribeSupabaseUpdates(client, m, onChange),
  };
}
