import { z } from 'zod';
import { savedMenuSchema } from '@/domain/menu';
import { sentNotificationSchema } from '@/domain/notification';
import { sampleMenus } from '@/domain/seeds/sample-menus';
import { sampleSpecials } from '@/domain/seeds/sample-specials';
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
import { answerInvitation, localTeams, sameEmail } from './staff-teams';

const list = <T>(key: string, schema: z.ZodType<T>) => readJson(key, z.array(schema), []).value;

/** What the manager would see: a list the restaurant never stored is still its seed. */
function listOrSeed<T>(key: string, schema: z.ZodType<T>, seed: () => T[]): T[] {
  const result = readJson(key, z.array(schema), []);
  return result.status === 'ok' ? result.value : seed();
}

/**
 * Staff access in local mode. Membership comes from the restaurant's staff directory (the e-mail a
 * manager entered), never from the user type the person picked at sign-up, and every method
 * re-checks it, so a staff account reads only its restaurant and writes only its own records.
 */
export function createLocalStaffAccess(currentUser: () => AuthUser | null): StaffAccessPort {
  function requireMember(m: StaffMembership) {
    const user = currentUser();
    if (!user?.email) throw new BackendError('Auth session missing!', 'session_missing', 401);
    const member = list(localKeys.staff(m.restaurantId), staffMemberSchema).find(
      (s) => s.id === m.staffId,
    );
    const joined = member?.link === 'accepted' && member.status !== 'inactive';
    if (!member || !joined || !sameEmail(member.email, user.email)) {
      throw new BackendError('You do not have access to this restaurant', 'forbidden', 403);
    }
    return member;
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

    async updates(m) {
      requireMember(m);
      return list(localKeys.notifications(m.restaurantId), sentNotificationSchema)
        .filter((n) => n.recipientIds.includes(m.staffId))
        .map((n) => ({ ...n, acknowledged: n.acknowledgedBy.includes(m.staffId) }));
    },

    async acknowledge(m, notificationId) {
      requireMember(m);
      const key = localKeys.notifications(m.restaurantId);
      const all = list(key, sentNotificationSchema);
      const target = all.find((n) => n.id === notificationId && n.recipientIds.includes(m.staffId));
      if (!target) throw new BackendError('This update was not sent to you', 'forbidden', 403);
      if (target.acknowledgedBy.includes(m.staffId)) return;
      writeJson(
        key,
        all.map((n) =>
          n.id === notificationId ? { ...n, acknowledgedBy: [...n.acknowledgedBy, m.staffId] } : n,
        ),
      );
    },

    async menus(m) {
      requireMember(m);
      return listOrSeed(localKeys.menus(m.restaurantId), savedMenuSchema, () => sampleMenus());
    },

    async specials(m) {
      requireMember(m);
      return listOrSeed(localKeys.specials(m.restaurantId), specialSchema, () => sampleSpecials());
    },

    async training(m) {
      requireMember(m);
      return list(localKeys.training(m.restaurantId), savedTrainingModuleSchema).map(
        withoutAnswers,
      );
    },

    async quizResults(m) {
      requireMember(m);
      return list(localKeys.quizResults(m.restaurantId), quizResultSchema).filter(
        (r) => r.staffId === m.staffId,
      );
    },

    async gradeQuiz(m, moduleId, answers) {
      requireMember(m);
      const module = list(localKeys.training(m.restaurantId), savedTrainingModuleSchema).find(
        (t) => t.id === moduleId,
      );
      if (!module?.quizQuestions?.length)
        throw new BackendError('This quiz is no longer available', 'not_found', 404);
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
  };
}
