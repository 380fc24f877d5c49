// Test-only: the change loop of supabase/migrations/20261127000000_change_loop.sql for the
// PostgREST emulator (fake-rest.ts): the row security of the tables that hold answers and states,
// the acknowledgement trigger, and open_update / staff_update_quizzes / grade_update_quiz /
// remind_update with the same rules and errors (grading, serving and pacing as amended by
// 20261129010000, through the domain's copy of its rules).
import { quizRetryAt, quizReview, servedQuiz } from '@/domain/update-quiz-attempts';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { checkBigint, integerArray, invalidInput, raised, UUID } from './fake-select';
import { memberships, type Caller, type Row, type TableName, type Tables } from './fake-schema';

const notSent = () => raised(403, '42501', 'this update was not sent to the caller');

type Command = 'select' | 'insert' | 'update' | 'delete';
type Policy = (row: Row, caller: Caller | undefined) => boolean;

export function createChangeLoop(tables: Tables) {
  const same = (a: unknown, b: unknown) => a != null && String(a) === String(b);

  /** public.my_staff_ids(). */
  const myStaffIds = (caller: Caller | undefined) =>
    memberships(tables, caller).map((s) => String(s.staffid));

  /** public.can_manage_recipient(nid, null): the caller owns the notification's restaurant. */
  const managesNotification = (notificationid: unknown, caller: Caller | undefined) => {
    const n = tables.notifications.find((x) => same(x.notificationid, notificationid));
    return (
      caller !== undefined &&
      tables.restaurants.some(
        (r) => n !== undefined && same(r.restaurantid, n.restaurantid) && r.userid === caller.id,
      )
    );
  };

  const managerOrOwn: Policy = (row, caller) =>
    managesNotification(row.notificationid, caller) ||
    myStaffIds(caller).includes(String(row.staffid));
  const manager: Policy = (row, caller) => managesNotification(row.notificationid, caller);
  const ownRow: Policy = (row, caller) => myStaffIds(caller).includes(String(row.staffid));

  /**
   * The policies of the tables where somebody must see less (the emulator's other tables are
   * open to the caller). A command without a policy here sees every row.
   */
  const POLICIES: Partial<Record<TableName, Partial<Record<Command, Policy>>>> = {
    notification_quizzes: { select: manager, insert: manager, delete: manager },
    update_quiz_attempts: { select: managerOrOwn },
    // No manager policy for UPDATE since 20261127000000: only the person acknowledges.
    notification_recipients: { select: managerOrOwn, update: ownRow },
  };

  /** Whether the caller's command reaches (or, for insert, may create) this row. */
  function allows(table: TableName, command: Command, row: Row, caller: Caller | undefined) {
    const policy = POLICIES[table]?.[command];
    return policy ? policy(row, caller) : true;
  }

  /** An update the manager sent that is required and has questions: the quiz gates it. */
  function quizGates(notificationid: unknown): boolean {
    const n = tables.notifications.find((x) => same(x.notificationid, notificationid));
    const quiz = tables.notification_quizzes.find((q) => same(q.notificationid, notificationid));
    return n?.required === true && Array.isArray(quiz?.questions) && quiz.questions.length > 0;
  }

  /**
   * notification_recipients_guard_acknowledgement(): acknowledged_at never changes once set;
   * set for the first time it is the server's time and the update counts as opened; refused
   * (QZ001 quiz_required) while a required update's quiz is not passed.
   */
  function beforeUpdate(table: TableName, row: Row, patch: Row, stamp: string): Row {
    if (table !== 'notification_recipients' || !('acknowledged_at' in patch)) return patch;
    if (row.acknowledged_at != null) return { ...patch, acknowledged_at: row.acknowledged_at };
    if (patch.acknowledged_at == null) return patch;
    if (row.quiz_passed_at == null && quizGates(row.notificationid)) {
      throw raised(
        400,
        'QZ001',
        'quiz_required',
        'This update is required: pass its quiz before acknowledging it.',
      );
    }
    return { ...patch, acknowledged_at: stamp, opened_at: row.opened_at ?? stamp };
  }

  /** The caller's recipient rows of one update, first-linked entry first. */
  function myRecipientRows(notificationid: unknown, caller: Caller | undefined): Row[] {
    if (typeof notificationid !== 'string' || !UUID.test(notificationid)) {
      throw invalidInput('uuid', notificationid);
    }
    const mine = myStaffIds(caller);
    const linked = (r: Row) =>
      String(tables.staff_members.find((s) => same(s.staffid, r.staffid))?.linked_at ?? '');
    return tables.notification_recipients
      .filter((r) => same(r.notificationid, notificationid) && mine.includes(String(r.staffid)))
      .sort((a, b) => linked(a).localeCompare(linked(b)));
  }

  function openUpdate(body: Row, caller: Caller | undefined, stamp: string): undefined {
    const rows = myRecipientRows(body.p_notificationid, caller);
    if (rows.length === 0) throw notSent();
    for (const r of rows) r.opened_at ??= stamp;
    return undefined;
  }

  /** Every key of each question but `answer`, served for the caller's next attempt, newest first. */
  function staffUpdateQuizzes(body: Row, caller: Caller | undefined): Row[] {
    const id = body.p_restaurantid;
    checkBigint(id);
    const mine = myStaffIds(caller);
    const addressed = new Set(
      tables.notification_recipients
        .filter((r) => mine.includes(String(r.staffid)))
        .map((r) => String(r.notificationid)),
    );
    const me = (q: Row) => myRecipientRows(q.notificationid, caller)[0]!;
    const sentAt = (q: Row) =>
      String(tables.notifications.find((n) => same(n.notificationid, q.notificationid))?.sent_at);
    return tables.notification_quizzes
      .filter((q) => addressed.has(String(q.notificationid)))
      .filter((q) =>
        tables.notifications.some(
          (n) => same(n.notificationid, q.notificationid) && same(n.restaurantid, id),
        ),
      )
      .sort(
        (a, b) =>
          sentAt(b).localeCompare(sentAt(a)) ||
          String(a.notificationid).localeCompare(String(b.notificationid)),
      )
      .map((q) => ({
        notificationid: q.notificationid,
        questions: servedQuiz(
          q.questions as ChangeQuizQuestion[],
          `${String(q.notificationid)}:${String(me(q).staffid)}`,
          Number(me(q).quiz_attempts ?? 0),
        ),
      }));
  }

  function gradeUpdateQuiz(body: Row, caller: Caller | undefined, stamp: string): Row[] {
    const { p_notificationid: id } = body;
    const given = integerArray(body.p_answers);
    const [row] = myRecipientRows(id, caller);
    if (!row) throw notSent();
    const questions = tables.notification_quizzes.find((q) => same(q.notificationid, id))
      ?.questions as Row[] | undefined;
    if (!questions?.length) throw raised(400, '22023', 'this update has no quiz');
    const total = questions.length;
    const attempts = () => Number(row.quiz_attempts ?? 0);
    const attemptedAt = () => (row.quiz_attempted_at as string | null) ?? null;
    const counted = row.quiz_passed_at == null;
    const opens = counted ? quizRetryAt(attempts(), attemptedAt(), total) : null;
    if (opens && Date.parse(stamp) < Date.parse(opens)) {
      throw raised(
        400,
        'QZ002',
        'quiz_wait',
        'Too many attempts in a row: read the changes again before the next.',
      );
    }
    const correct = questions.map((q, i) => given[i] != null && given[i] === q.answer);
    const score = correct.filter(Boolean).length;
    const passed = score === total && given.length === total;
    if (counted) {
      tables.update_quiz_attempts.push({
        attemptid: tables.update_quiz_attempts.length + 1,
        notificationid: id,
        staffid: row.staffid,
        answers: given,
        score,
        total,
        passed,
        taken_at: stamp,
      });
      row.quiz_attempts = attempts() + 1;
      row.quiz_attempted_at = stamp;
      if (passed) row.quiz_passed_at = stamp;
    }
    const done = row.quiz_passed_at != null;
    return [
      {
        score,
        total,
        passed,
        attempts: attempts(),
        retry_at: done ? null : quizRetryAt(attempts(), attemptedAt(), total),
        review: done ? quizReview(questions as unknown as ChangeQuizQuestion[], correct) : null,
      },
    ];
  }

  function remindUpdate(body: Row, caller: Caller | undefined, stamp: string): undefined {
    const { p_notificationid: id, p_staffids: staffIds } = body;
    if (typeof id !== 'string' || !UUID.test(id)) throw invalidInput('uuid', id);
    if (staffIds !== null && !Array.isArray(staffIds)) {
      throw raised(400, '22P02', `malformed array literal: "${String(staffIds)}"`);
    }
    for (const s of staffIds ?? []) {
      if (typeof s !== 'string' || !UUID.test(s)) throw invalidInput('uuid', s);
    }
    if (!managesNotification(id, caller)) {
      throw raised(403, '42501', 'not the manager of this update');
    }
    const listed = new Set((staffIds ?? []) as string[]);
    for (const r of tables.notification_recipients) {
      if (same(r.notificationid, id) && listed.has(String(r.staffid))) r.reminded_at = stamp;
    }
    return undefined;
  }

  /** name -> [its named arguments, sorted; the call: rows, or undefined for void (204)]. */
  const functions: Record<
    string,
    [string[], (body: Row, caller: Caller | undefined, stamp: string) => Row[] | undefined]
  > = {
    open_update: [['p_notificationid'], openUpdate],
    staff_update_quizzes: [['p_restaurantid'], staffUpdateQuizzes],
    grade_update_quiz: [['p_answers', 'p_notificationid'], gradeUpdateQuiz],
    remind_update: [['p_notificationid', 'p_staffids'], remindUpdate],
  };

  return { allows, beforeUpdate, functions };
}
