import { z } from 'zod';
import { savedMenuSchema } from '@/domain/menu';
import { gradeChangeQuiz } from '@/domain/change-quiz';
import { sentNotificationSchema, type SentNotification } from '@/domain/notification';
import { isAcknowledged, quizGatesAcknowledgement, recipientState } from '@/domain/readiness';
import { quizRetryAt, quizReview } from '@/domain/update-quiz-attempts';
import { withoutSamples } from '@/domain/samples';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema } from '@/domain/staff';
import { gradeAnswers, withoutAnswers } from '@/domain/quiz-grading';
import { savedTrainingModuleSchema } from '@/domain/training';
import { readJson, writeJson } from '@/lib/storage';
import {
  BackendError,
  type AuthUser,
  type QuizResult,
  type StaffAccessPort,
  type StaffMembership,
} from '../port';
import { quizResultSchema } from '../shared/quiz-result';
import { localKeys } from './keys';
import { readRows } from './row-keys';
import { subscribeLocalUpdates } from './live-updates';
import { updateRecipientState } from './notifications';
import { answerInvitation, localTeams, sameEmail, setOwnLanguage } from './staff-teams';
import { ownEvents, recordQuizAttempt } from './training-record';
import {
  asStaffUpdate,
  notAddressed,
  notYourQuiz,
  quizFirst,
  quizGone,
  quizWait,
  updateQuizAttemptSchema,
} from '../shared/staff-updates';

const list = <T>(key: string, schema: z.ZodType<T>) => readJson(key, z.array(schema), []).value;
/** A collection the manager writes one row at a time (row-keys.ts). */
const rows = <T extends { id: string }>(key: string, schema: z.ZodType<T>, newestFirst = false) =>
  readRows(key, schema, { newestFirst }).value;

/**
 * The restaurant's own rows: staff never study the samples as if they were the menu or tonight's
 * specials (ADR 0026), as on Supabase, where the samples are never stored.
 */
const realList = <T extends { id: string; isSample?: boolean }>(
  key: string,
  schema: z.ZodType<T>,
): T[] => withoutSamples(rows(key, schema));

/**
 * Staff access in local mode. Membership comes from the restaurant's staff directory (the e-mail a
 * manager entered), never from the user type the person picked at sign-up, and every method
 * re-checks it, so a staff account reads only its restaurant and writes only its own records.
 */
export function createLocalStaffAccess(currentUser: () => AuthUser | null): StaffAccessPort {
  function requireMember(m: StaffMembership) {
    const user = currentUser();
    if (!user?.email) throw new BackendError('Auth session missing!', 'session_missing', 401);
    const member = rows(localKeys.staff(m.restaurantId), staffMemberSchema).find(
      (s) => s.id === m.staffId,
    );
    const joined = member?.link === 'accepted' && member.status !== 'inactive';
    if (!member || !joined || !sameEmail(member.email, user.email)) {
      throw new BackendError('You do not have access to this restaurant', 'forbidden', 403);
    }
    return member;
  }

  function addressed(m: StaffMembership, notificationId: string): SentNotification {
    const update = rows(localKeys.notifications(m.restaurantId), sentNotificationSchema, true).find(
      (n) => n.id === notificationId && n.recipientIds.includes(m.staffId),
    );
    if (!update) throw notAddressed();
    return update;
  }

  return {
    async teams() {
      return localTeams(currentUser());
    },

    async accept(staffId) {
      answerInvitation(currentUser(), staffId, true);
    },

    async decline(staffId) {
      answerInvitation(currentUser(), staffId, false);
    },

    async setLanguage(m, language) {
      setOwnLanguage(currentUser(), m.staffId, language);
    },

    async updates(m) {
      requireMember(m);
      return rows(localKeys.notifications(m.restaurantId), sentNotificationSchema, true)
        .filter((n) => n.recipientIds.includes(m.staffId))
        .map((n) => asStaffUpdate(n, m.staffId));
    },

    async openUpdate(m, notificationId) {
      requireMember(m);
      const done = updateRecipientState(m.restaurantId, notificationId, m.staffId, (s) => ({
        ...s,
        openedAt: s.openedAt ?? new Date().toISOString(),
      }));
      if (!done) throw notAddressed();
    },

    async gradeUpdateQuiz(m, notificationId, answers) {
      requireMember(m);
      const update = addressed(m, notificationId);
      if (update.quiz.length === 0) throw quizGone();
      // The rules of grade_update_quiz() (20261129010000): until the first pass each attempt
      // counts and, after a few, waits; after it, attempts are graded but not counted.
      const before = recipientState(update, m.staffId);
      const total = update.quiz.length;
      const counted = before.quizPassedAt === null;
      const opens = counted
        ? quizRetryAt(before.quizAttempts, before.quizAttemptedAt, total)
        : null;
      if (opens && Date.now() < Date.parse(opens)) throw quizWait();
      const grade = gradeChangeQuiz(update.quiz, answers);
      const at = new Date().toISOString();
      let state = before;
      if (counted) {
        const key = localKeys.updateQuizAttempts(m.restaurantId);
        writeJson(key, [
          ...list(key, updateQuizAttemptSchema),
          { notificationId, staffId: m.staffId, answers, score: grade.score, takenAt: at },
        ]);
        state = {
          ...before,
          quizAttempts: before.quizAttempts + 1,
          quizAttemptedAt: at,
          quizPassedAt: grade.passed ? at : null,
        };
        updateRecipientState(m.restaurantId, notificationId, m.staffId, () => state);
        recordQuizAttempt(
          m.restaurantId,
          update,
          m.staffId,
          { score: grade.score, total, passed: grade.passed, attempt: state.quizAttempts },
          at,
        );
      }
      const passed = state.quizPassedAt !== null;
      return {
        score: grade.score,
        total,
        passed: grade.passed,
        attempts: state.quizAttempts,
        retryAt: passed ? null : quizRetryAt(state.quizAttempts, state.quizAttemptedAt, total),
        review: passed ? quizReview(update.quiz, grade.correct) : null,
      };
    },

    async acknowledge(m, notificationId) {
      requireMember(m);
      const at = new Date().toISOString();
      const done = updateRecipientState(m.restaurantId, notificationId, m.staffId, (s, update) => {
        if (isAcknowledged(update, m.staffId)) return s;
        if (quizGatesAcknowledgement(update) && !s.quizPassedAt) throw quizFirst();
        return { ...s, openedAt: s.openedAt ?? at, acknowledgedAt: at };
      });
      if (!done) throw notAddressed();
    },

    async menus(m) {
      requireMember(m);
      return realList(localKeys.menus(m.restaurantId), savedMenuSchema);
    },

    async specials(m) {
      requireMember(m);
      return realList(localKeys.specials(m.restaurantId), specialSchema);
    },

    async training(m) {
      requireMember(m);
      return rows(localKeys.training(m.restaurantId), savedTrainingModuleSchema, true).map(
        withoutAnswers,
      );
    },

    async quizResults(m) {
      requireMember(m);
      return list(localKeys.quizResults(m.restaurantId), quizResultSchema).filter(
        (r) => r.staffId === m.staffId,
      );
    },

    async myRecord(m) {
      requireMember(m);
      return ownEvents(m.restaurantId, m.staffId);
    },

    async gradeQuiz(m, moduleId, answers) {
      requireMember(m);
      const module = rows(localKeys.training(m.restaurantId), savedTrainingModuleSchema, true).find(
        (t) => t.id === moduleId,
      );
      // As grade_quiz(): no module of this team is refused as not yours (42501), whether it is
      // another team's or none at all; a module without questions has no quiz (22023).
      if (!module) throw notYourQuiz();
      if (!module.quizQuestions?.length) throw quizGone();
      const { score, total, review } = gradeAnswers(module.quizQuestions, answers);
      const key = localKeys.quizResults(m.restaurantId);
      const saved: QuizResult = {
        moduleId,
        staffId: m.staffId,
        score,
        total,
        takenAt: new Date().toISOString(),
      };
      writeJson(key, [...list(key, quizResultSchema), saved]);
      return { ...saved, review };
    },

    subscribeUpdates: subscribeLocalUpdates,
  };
}
