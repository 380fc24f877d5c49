// Test-only: one restaurant, its manager and staff who joined it, in either adapter, for the
// contract cases of the quiz rules (src/backend/contract/quiz-rules.test.ts). Each case acts as
// the manager or as one person, and makes time pass by moving that person's last attempt back,
// as supabase/tests/update-quiz-attempts.test.ts does on the database.
import type { Backend, StaffAccessPort, StaffMembership } from '@/backend/port';
import { localKeys } from '@/backend/local/keys';
import { updateRecipientState } from '@/backend/local/notifications';
import { localManager } from '@/testing/local-manager';
import { installMemoryStorage } from '@/testing/memory-storage';
import { quizOf, sendQuiz } from './quiz-fixtures';
import {
  managerWithRestaurant,
  memoryStorage,
  signedIn,
  type RealSupabase,
} from '../postgrest/setup';
import { staffPerson } from '../postgrest/staff-world';

export type Person = 'sam' | 'kim';

export type QuizWorld = {
  restaurantId: string;
  /** Each person's entry in the manager's directory (both are sent updates; who joined may act). */
  staffIds: Record<Person, string>;
  asManager<T>(act: (backend: Backend) => Promise<T>): Promise<T>;
  asStaff<T>(
    who: Person,
    act: (access: StaffAccessPort, m: StaffMembership) => Promise<T>,
  ): Promise<T>;
  /** Time passes: the person's last attempt at the update happened `minutes` earlier. */
  later(who: Person, notificationId: string, minutes: number): Promise<void>;
};

export type QuizAdapter = {
  name: 'local' | 'supabase';
  /** A fresh world in which `joined` accepted their entries. */
  world: (joined?: Person[]) => Promise<QuizWorld>;
};

const MINUTE = 60_000;
const PEOPLE: Person[] = ['sam', 'kim'];
const directory = () => [
  staffPerson('s-sam', 'Sam', 'invited'),
  staffPerson('s-kim', 'Kim', 'invited'),
];

/** The membership the person accepted, as the staff home reads it. */
async function join(access: StaffAccessPort, staffId: string): Promise<StaffMembership> {
  await access.teams();
  await access.accept(staffId);
  const m = (await access.teams()).active.find((t) => t.staffId === staffId);
  if (!m) throw new Error(`quiz-world: ${staffId} did not join`);
  return m;
}

/**
 * Local mode keeps one session in this browser: the world keeps each person's stored session
 * and puts it back to act as them (signing in again would hash the password each time, about a
 * second on a busy machine).
 */
async function localWorld(joined: Person[] = ['sam']): Promise<QuizWorld> {
  installMemoryStorage();
  const { backend, restaurantId } = await localManager();
  const session = () => localStorage.getItem(localKeys.session)!;
  const sessions = new Map<Person | 'manager', string>([['manager', session()]]);
  const added = await backend.staff.add(restaurantId, directory());
  const staffIds = { sam: added[0]!.id, kim: added[1]!.id };
  const members = new Map<Person, StaffMembership>();
  for (const who of joined) {
    await backend.auth.signOut();
    await backend.auth.signUp({
      email: `${who}@example.com`,
      password: 'secret-1',
      fullName: who,
      userType: 'Staff',
    });
    members.set(who, await join(backend.staffAccess, staffIds[who]));
    sessions.set(who, session());
  }
  const as = (who: Person | 'manager') =>
    localStorage.setItem(localKeys.session, sessions.get(who)!);
  return {
    restaurantId,
    staffIds,
    async asManager(act) {
      as('manager');
      return act(backend);
    },
    async asStaff(who, act) {
      as(who);
      return act(backend.staffAccess, members.get(who)!);
    },
    async later(who, notificationId, minutes) {
      updateRecipientState(restaurantId, notificationId, staffIds[who], (s) => ({
        ...s,
        quizAttemptedAt: s.quizAttemptedAt
          ? new Date(Date.parse(s.quizAttemptedAt) - minutes * MINUTE).toISOString()
          : null,
      }));
    },
  };
}

/** Supabase: each person has a client of their own, signed in on the real database. */
function supabaseWorld(supabase: RealSupabase) {
  return async (joined: Person[] = ['sam']): Promise<QuizWorld> => {
    vi.stubGlobal('localStorage', memoryStorage());
    const manager = await managerWithRestaurant(supabase);
    const { restaurantId } = manager;
    const added = await manager.backend.staff.add(restaurantId, directory());
    const staffIds = { sam: added[0]!.id, kim: added[1]!.id };
    const staff = new Map<Person, { access: StaffAccessPort; m: StaffMembership }>();
    for (const who of PEOPLE.filter((p) => joined.includes(p))) {
      const { backend } = await signedIn(supabase, `${who}@example.com`);
      staff.set(who, {
        access: backend.staffAccess,
        m: await join(backend.staffAccess, staffIds[who]),
      });
    }
    return {
      restaurantId,
      staffIds,
      asManager: async (act) => act(manager.backend),
      async asStaff(who, act) {
        const { access, m } = staff.get(who)!;
        return act(access, m);
      },
      async later(who, notificationId, minutes) {
        // As the superuser with triggers off: a time the database would otherwise stamp itself.
        await supabase.arrange(
          `update public.notification_recipients
              set quiz_attempted_at = quiz_attempted_at - make_interval(mins => $3)
            where notificationid = $1 and staffid = $2`,
          [notificationId, staffIds[who], minutes],
        );
      },
    };
  };
}

/** Both adapters, Supabase on this file's database (setupRealSupabase()). */
export const quizAdapters = (supabase: RealSupabase): QuizAdapter[] => [
  { name: 'local', world: localWorld },
  { name: 'supabase', world: supabaseWorld(supabase) },
];

/**
 * The manager sends `who` (Sam unless told) an update with the first n questions, required unless
 * told; `grade` hands in an attempt as one person, `mine` reads the update as they see it.
 */
export async function sent(w: QuizWorld, n: number, who: Person[] = ['sam'], required = true) {
  const quiz = quizOf(n);
  const ids = who.map((p) => w.staffIds[p]);
  const update = await w.asManager((b) => sendQuiz(b, w.restaurantId, ids, quiz, required));
  const grade = (answers: number[], as: Person = 'sam') =>
    w.asStaff(as, (access, m) => access.gradeUpdateQuiz(m, update.id, answers));
  const mine = (as: Person = 'sam') =>
    w.asStaff(as, async (access, m) => (await access.updates(m)).find((u) => u.id === update.id)!);
  return { id: update.id, quiz, grade, mine };
}
