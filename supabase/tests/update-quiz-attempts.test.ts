// A required quiz is passed by knowing, not by trying
// (supabase/migrations/20261129010000_update_quiz_attempts.sql, ADR 0027): before a pass an
// attempt is told only how many answers were right; the options come in a new order at each
// attempt; after a few attempts each further one waits; the review comes with the pass; the
// manager reads each recipient's attempts. Every case runs in a rolled-back story.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/seeded-random';
import { expectPermissionDenied } from './assertions';
import { type Row, type Sql } from './harness';
import { worldFile, type Story } from './story';
import { CHANGE_SET, UPDATE_QUIZ, updateAnswersScoring } from './world';

const shared = worldFile();
const { world, story } = shared;

/** A third and fourth question, so a quiz of 3 or 4 can be sent. */
const MORE = [
  {
    id: 'q-removed',
    prompt: 'Which dish was removed?',
    options: ['Cod Croquettes', 'Burrata', 'Halibut', 'Tart'],
    answer: 0,
    itemId: 'cod',
    kind: 'removed',
    mentions: [],
  },
  {
    id: 'q-new',
    prompt: 'Which dish is new?',
    options: ['Tart', 'Halibut', 'Burrata', 'Cod Croquettes'],
    answer: 1,
    itemId: 'halibut',
    kind: 'new',
    mentions: [],
  },
];
const QUIZ_OF = (n: number) => [...UPDATE_QUIZ, ...MORE].slice(0, n);

/** alice sends a required update with these questions to sam, as the adapter does. */
async function sendRequired(s: Story, questions: unknown[]): Promise<string> {
  return s.as(world.alice.id, async (sql) => {
    const { rows } = await sql.query(
      `insert into public.notifications
         (restaurantid, message, type, item_names, items, recipients, change_set, required)
       values ($1, 'Allergens changed', 'menu_update', '{Burrata}', 1, 1, $2, true)
       returning notificationid`,
      [world.alice.restaurantid, JSON.stringify(CHANGE_SET)],
    );
    const id = rows[0].notificationid as string;
    await sql.query(
      'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
      [id, JSON.stringify(questions)],
    );
    await sql.query(
      'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
      [id, world.staff.sam.staffid],
    );
    return id;
  });
}

const grade = async (sql: Sql, id: string, answers: (number | null)[]) =>
  (await sql.query('select * from public.grade_update_quiz($1, $2)', [id, answers])).rows[0]!;

type Served = { id: string; options: string[]; optionIds: number[] };
/** The questions of one update as staff_update_quizzes() serves them to the caller now. */
const served = async (sql: Sql, id: string): Promise<Served[]> => {
  const { rows } = await sql.query('select * from public.staff_update_quizzes($1)', [
    world.alice.restaurantid,
  ]);
  return rows.find((r) => r.notificationid === id)!.questions as Served[];
};

/** Moves sam's last attempt on this update back by some minutes (time passing). */
const later = (sql: Sql, id: string, minutes: number) =>
  sql.query(
    `update public.notification_recipients
     set quiz_attempted_at = quiz_attempted_at - make_interval(mins => $3)
     where notificationid = $1 and staffid = $2`,
    [id, world.staff.sam.staffid, minutes],
  );

const stateOf = async (sql: Sql, id: string): Promise<Row> =>
  (
    await sql.query(
      `select quiz_attempts, quiz_attempted_at, quiz_passed_at from public.notification_recipients
       where notificationid = $1 and staffid = $2`,
      [id, world.staff.sam.staffid],
    )
  ).rows[0]!;

const txNow = async (sql: Sql) => (await sql.query('select now() as now')).rows[0]!.now as Date;
const minutes = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

describe('grade_update_quiz(): how many, never which, until the pass', () => {
  it('a failed attempt gives the count, the attempts so far and no review', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(3));
      const result = await s.as(world.staff.sam.id, (sql) => grade(sql, id, [2, 1, 0]));
      expect(result).toEqual({
        score: 2,
        total: 3,
        passed: false,
        attempts: 1,
        retry_at: null,
        review: null,
      });
      expect(Object.keys(result)).not.toContain('correct');
    });
  });

  it('the pass gives the review: each question’s right option', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(3));
      const result = await s.as(world.staff.sam.id, (sql) => grade(sql, id, [2, 0, 0]));
      expect(result).toMatchObject({ score: 3, total: 3, passed: true, attempts: 1 });
      expect(result.review).toEqual([
        { answer: 'Milk', correct: true },
        { answer: '$14.99', correct: true },
        { answer: 'Cod Croquettes', correct: true },
      ]);
      expect(await stateOf(s.sql, id)).toMatchObject({
        quiz_attempts: 1,
        quiz_passed_at: await txNow(s.sql),
      });
    });
  });
});

describe('staff_update_quizzes(): a new order at each attempt', () => {
  it('moves every option after each attempt; optionIds give the stored index', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(4));
      const sam = world.staff.sam.id;
      const orders: string[][][] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const questions = await s.as(sam, (sql) => served(sql, id));
        questions.forEach((q, i) => {
          // Mapped back through optionIds, the options are the stored ones.
          const stored = QUIZ_OF(4)[i]!.options;
          expect(q.optionIds.map((o) => stored[o])).toEqual(q.options);
          expect(q).not.toHaveProperty('answer');
        });
        orders.push(questions.map((q) => q.options));
        await s.as(sam, (sql) => grade(sql, id, [null, null, null, null]));
        await later(s.sql, id, 600);
      }
      for (let a = 1; a < orders.length; a++) {
        orders[a]!.forEach((options, q) =>
          options.forEach((option, position) =>
            expect(option, `attempt ${a + 1}, question ${q + 1}`).not.toBe(
              orders[a - 1]![q]![position],
            ),
          ),
        );
      }
    });
  });

  it('grades by the stored index whatever order was served', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(3));
      const questions = await s.as(world.staff.sam.id, (sql) => served(sql, id));
      // The right text, located in the served order and sent as its optionId.
      const answers = questions.map((q, i) => {
        const right = QUIZ_OF(3)[i]!;
        return q.optionIds[q.options.indexOf(right.options[right.answer]!)]!;
      });
      expect(await s.as(world.staff.sam.id, (sql) => grade(sql, id, answers))).toMatchObject({
        passed: true,
      });
    });
  });
});

describe('grade_update_quiz(): a wait after a few attempts', () => {
  it('three attempts in a row on a quiz of 3, then QZ002 until 10 minutes after the third; then 20', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(3));
      const sam = world.staff.sam.id;
      const wrong = [0, 1, 1];
      const now = await txNow(s.sql);
      expect((await s.as(sam, (sql) => grade(sql, id, wrong))).retry_at).toBeNull();
      expect((await s.as(sam, (sql) => grade(sql, id, wrong))).retry_at).toBeNull();
      expect(await s.as(sam, (sql) => grade(sql, id, wrong))).toMatchObject({
        attempts: 3,
        retry_at: minutes(now, 10),
      });
      await expect(s.as(sam, (sql) => grade(sql, id, [2, 0, 0]))).rejects.toMatchObject({
        code: 'QZ002',
        message: 'quiz_wait',
        hint: minutes(now, 10).toISOString(),
      });
      // Refused means not recorded, and the right answers did not pass.
      expect(await stateOf(s.sql, id)).toMatchObject({ quiz_attempts: 3, quiz_passed_at: null });
      await later(s.sql, id, 10);
      expect(await s.as(sam, (sql) => grade(sql, id, wrong))).toMatchObject({
        attempts: 4,
        retry_at: minutes(now, 20),
      });
      await later(s.sql, id, 19);
      await expect(s.as(sam, (sql) => grade(sql, id, wrong))).rejects.toMatchObject({
        code: 'QZ002',
      });
      await later(s.sql, id, 1);
      expect(await s.as(sam, (sql) => grade(sql, id, [2, 0, 0]))).toMatchObject({
        passed: true,
        attempts: 5,
        retry_at: null,
      });
    });
  });

  it('one attempt on a quiz of 2 (a blind guess passes 1 in 16), and none waits after the pass', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(2));
      const sam = world.staff.sam.id;
      await s.as(sam, (sql) => grade(sql, id, updateAnswersScoring(1)));
      await expect(
        s.as(sam, (sql) => grade(sql, id, updateAnswersScoring(2))),
      ).rejects.toMatchObject({ code: 'QZ002' });
      await later(s.sql, id, 10);
      expect(await s.as(sam, (sql) => grade(sql, id, updateAnswersScoring(2)))).toMatchObject({
        passed: true,
        attempts: 2,
      });
      // After the pass: graded, not counted, no wait.
      for (let i = 0; i < 3; i++) {
        expect(await s.as(sam, (sql) => grade(sql, id, updateAnswersScoring(0)))).toMatchObject({
          passed: false,
          attempts: 2,
          retry_at: null,
        });
      }
      expect(await stateOf(s.sql, id)).toMatchObject({ quiz_attempts: 2 });
    });
  });
});

/**
 * One person who knows nothing makes `tries` attempts back to back, each a random option per
 * question as served; a refused attempt (QZ002) still counts as a try. Whether they passed.
 */
async function guessAtRandom(s: Story, id: string, tries: number, rng: () => number) {
  const sam = world.staff.sam.id;
  for (let t = 0; t < tries; t++) {
    const questions = await s.as(sam, (sql) => served(sql, id));
    // (Before 20261129010000 the options came in stored order, without optionIds.)
    const answers = questions.map((q) => {
      const pick = Math.floor(rng() * q.options.length);
      return q.optionIds ? q.optionIds[pick]! : pick;
    });
    try {
      if ((await s.as(sam, (sql) => grade(sql, id, answers))).passed) return true;
    } catch (error) {
      expect(error).toMatchObject({ code: 'QZ002' });
    }
  }
  return false;
}

const forget = (sql: Sql, id: string) =>
  sql.query(
    `update public.notification_recipients
     set quiz_attempts = 0, quiz_attempted_at = null, quiz_passed_at = null
     where notificationid = $1`,
    [id],
  );

describe('guessing at random', () => {
  it.each([
    [2, 0.12],
    [3, 0.1],
  ])(
    'on a required quiz of %i, 10 random attempts back to back pass for at most %f of 120 people',
    async (n, limit) => {
      const people = 120;
      const passes = await story(async (s) => {
        const id = await sendRequired(s, QUIZ_OF(n));
        let passed = 0;
        for (let p = 0; p < people; p++) {
          await forget(s.sql, id);
          if (await guessAtRandom(s, id, 10, seededRandom(`guess-${n}-${p}`))) passed++;
        }
        return passed;
      });
      // Expected: 1/16 (n = 2, one attempt before the wait) and 3/64 (n = 3, three attempts).
      // Unlimited, as before 20261129010000: 1 - (15/16)^10 = 48% and 1 - (63/64)^10 = 15%.
      expect(passes / people).toBeLessThanOrEqual(limit);
    },
    60_000,
  );
});

describe('the attempts are the server’s; the manager reads them', () => {
  it('alice reads each recipient’s attempts; sam his own; bob none', async () => {
    await story(async (s) => {
      const id = await sendRequired(s, QUIZ_OF(3));
      await s.as(world.staff.sam.id, (sql) => grade(sql, id, [0, 0, 0]));
      await s.as(world.staff.sam.id, (sql) => grade(sql, id, [2, 0, 0]));
      const read = (user: string) =>
        s.as(
          user,
          async (sql) =>
            (
              await sql.query(
                `select staffid, quiz_attempts from public.notification_recipients
                 where notificationid = $1`,
                [id],
              )
            ).rows,
        );
      const expected = [{ staffid: world.staff.sam.staffid, quiz_attempts: 2 }];
      expect(await read(world.alice.id)).toEqual(expected);
      expect(await read(world.staff.sam.id)).toEqual(expected);
      expect(await read(world.bob.id)).toEqual([]);
    });
  });

  it.each(['quiz_attempts', 'quiz_attempted_at'])(
    'sam cannot write %s, nor the manager give it on insert',
    async (column) => {
      await story(async (s) => {
        const id = await sendRequired(s, QUIZ_OF(3));
        const value = column === 'quiz_attempts' ? '0' : 'null';
        await expectPermissionDenied(
          s.as(world.staff.sam.id, (sql) =>
            sql.query(`update public.notification_recipients set ${column} = ${value}`),
          ),
          'table notification_recipients',
        );
        await expectPermissionDenied(
          s.as(world.alice.id, (sql) =>
            sql.query(
              `insert into public.notification_recipients (notificationid, staffid, ${column})
               values ($1, $2, ${value})`,
              [id, world.staff.tia.staffid],
            ),
          ),
          'table notification_recipients',
        );
      });
    },
  );

  it('the rules are internal: nobody calls them through the API', async () => {
    const { rows } = await shared.db.query(
      `select has_function_privilege('authenticated', to_regprocedure(p), 'execute') as callable
       from unnest(array[
         'public.update_quiz_free_attempts(integer)',
         'public.update_quiz_retry_at(integer, timestamptz, integer)',
         'public.update_quiz_served(jsonb, text, integer)'
       ]) p`,
    );
    expect(rows).toEqual([{ callable: false }, { callable: false }, { callable: false }]);
  });
});
