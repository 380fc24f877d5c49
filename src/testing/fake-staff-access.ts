// Test-only: a staff member's side of the backend in memory, for the staff home's components.
// It follows the port's contract (graded by answers the staff side never sees, acknowledgement
// refused with 'quiz_required' until a required quiz is passed) without accounts or storage.
import { setBackendForTesting } from '@/backend';
import type { Backend, StaffAccessPort, StaffMembership, StaffUpdate } from '@/backend/port';
import { notAddressed, quizFirst, quizWait } from '@/backend/shared/staff-updates';
import type { ItemChange } from '@/domain/change-set';
import type { Locale } from '@/domain/i18n/locale';
import type { SavedMenu } from '@/domain/menu';
import type { StaffTrainingModule } from '@/domain/quiz-grading';
import { quizGatesAcknowledgement } from '@/domain/readiness';
import type { Special } from '@/domain/special';
import { quizRetryAt, quizReview, type ServedQuestion } from '@/domain/update-quiz-attempts';

export const testMembership: StaffMembership = {
  restaurantId: 'r-1',
  restaurantName: 'Team Table',
  allergenRegime: 'us',
  staffId: 's-1',
  staffName: 'Sam',
};

/**
 * An update as staff see it, plus the answer key the backend keeps to itself. Questions without
 * optionIds are served in stored order.
 */
export type FakeUpdate = Omit<StaffUpdate, 'quiz'> & {
  quiz: (Omit<ServedQuestion, 'optionIds'> & { optionIds?: number[] })[];
  answers: number[];
};

/** A change of a dish on the Dinner menu (m-1), described as the change set records it. */
export const itemChange = (
  fields: Partial<ItemChange> & Pick<ItemChange, 'itemId' | 'name' | 'kind'>,
): ItemChange => ({
  menuId: 'm-1',
  category: 'Mains',
  before: '',
  after: '',
  description: '',
  allergens: [],
  ...fields,
});

/** A normal, unread update sent on 1 March 2026 with no change set or quiz. */
export const staffUpdate = (fields: Partial<FakeUpdate> & Pick<FakeUpdate, 'id' | 'message'>) =>
  ({
    date: '2026-03-01T12:00:00.000Z',
    recipients: 1,
    items: fields.itemNames?.length ?? 0,
    type: 'menu_update',
    recipientIds: ['s-1'],
    itemNames: [],
    menuVersions: [],
    changeSet: [],
    required: false,
    quiz: [],
    acknowledged: false,
    openedAt: null,
    quizPassedAt: null,
    remindedAt: null,
    quizAttempts: 0,
    quizRetryAt: null,
    answers: [],
    ...fields,
  }) satisfies FakeUpdate;

type FakeData = {
  updates?: FakeUpdate[];
  menus?: SavedMenu[];
  specials?: Special[];
  training?: StaffTrainingModule[];
  language?: Locale | null;
};

/**
 * Makes a fake staff backend the app's backend; spy on its `access` methods in tests.
 * `pushUpdate` is a manager's update arriving live; `setReachable(false)` makes every call fail
 * as fetch does without a network.
 */
export function installFakeStaffAccess(data: FakeData) {
  const updates = (data.updates ?? []).map((u) => ({ ...u }));
  const listeners = new Set<() => void>();
  let reachable = true;
  /** The person's stored language, as teams() returns it. */
  let language: Locale | null = data.language ?? null;
  const find = (id: string) => {
    const u = updates.find((x) => x.id === id);
    if (!u) throw notAddressed();
    return u;
  };
  const unused = async (): Promise<never> => {
    throw new Error('not used by these tests');
  };
  const access: StaffAccessPort = {
    // As the adapters: no language chosen is none listed.
    teams: async () => ({
      active: [{ ...testMembership, ...(language ? { language } : {}) }],
      pending: [],
    }),
    accept: unused,
    decline: unused,
    setLanguage: async (_m, value) => {
      language = value;
    },
    updates: async () =>
      updates.map(({ answers: _key, ...u }) => ({
        ...u,
        quiz: u.quiz.map((q) => ({ ...q, optionIds: q.optionIds ?? q.options.map((_, i) => i) })),
      })),
    openUpdate: async (_m, id) => {
      const u = find(id);
      u.openedAt ??= new Date().toISOString();
    },
    // The backend's rules (ADR 0027): the count only, a wait after a few, the review on a pass.
    gradeUpdateQuiz: async (_m, id, answers) => {
      const u = find(id);
      const counted = !u.quizPassedAt;
      if (counted && u.quizRetryAt && Date.now() < Date.parse(u.quizRetryAt)) throw quizWait();
      const total = u.answers.length;
      const correct = u.answers.map((a, i) => answers[i] === a);
      const score = correct.filter(Boolean).length;
      const passed = score === total && answers.length === total;
      const at = new Date().toISOString();
      if (counted) {
        u.quizAttempts += 1;
        if (passed) u.quizPassedAt = at;
        u.quizRetryAt = passed ? null : quizRetryAt(u.quizAttempts, at, total);
      }
      const questions = u.quiz.map((q, i) => ({ ...q, answer: u.answers[i]! }));
      return {
        score,
        total,
        passed,
        attempts: u.quizAttempts,
        retryAt: u.quizRetryAt,
        review: u.quizPassedAt ? quizReview(questions, correct) : null,
      };
    },
    acknowledge: async (_m, id) => {
      const u = find(id);
      if (quizGatesAcknowledgement(u) && !u.quizPassedAt) throw quizFirst();
      u.acknowledged = true;
    },
    menus: async () => data.menus ?? [],
    specials: async () => data.specials ?? [],
    training: async () => data.training ?? [],
    quizResults: async () => [],
    myRecord: async () => [],
    gradeQuiz: unused,
    subscribeUpdates: (_m, onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
  // Every call fails the way fetch does offline while the fake is unreachable.
  for (const [name, method] of Object.entries(access)) {
    if (name === 'subscribeUpdates') continue;
    Object.assign(access, {
      [name]: (...args: unknown[]) => {
        if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    });
  }
  setBackendForTesting({ kind: 'local', staffAccess: access } as unknown as Backend);
  return {
    access,
    updates,
    listeners,
    pushUpdate(update: FakeUpdate) {
      updates.unshift({ ...update });
      listeners.forEach((listener) => listener());
    },
    setReachable(value: boolean) {
      reachable = value;
    },
  };
}
