// The change loop (supabase/migrations/20261127000000_change_loop.sql): an update's quiz answers
// are its manager's only; staff read the questions through staff_update_quizzes(), open an update
// with open_update(), are graded by grade_update_quiz(), and acknowledge a REQUIRED update only
// once its quiz is passed; the manager's only say over the states is remind_update().
//
// The world (world.ts) gives every update the two UPDATE_QUIZ questions, not required. On top of
// it, beforeAll has alice send REQUIRED, a required update with the same quiz, to sam and tia, the
// way the adapter sends it. Every case runs in a rolled-back story (story.ts), so each starts from
// that state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied, expectPolicyViolation } from './assertions';
import { createTestDatabase, type Row, type Sql, type TestDatabase } from './harness';
import { storyOn, type Story } from './story';
import {
  CHANGE_SET,
  OUTSIDER,
  UPDATE_QUIZ,
  buildWorld,
  updateAnswersScoring,
  type World,
} from './world';

let db: TestDatabase;
let world: World;
/** alice's required update to sam and tia, with the UPDATE_QUIZ questions. */
let required: string;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
  required = await db.asUser(world.alice.id, (sql) =>
    send(sql, world.alice.restaurantid, [world.staff.sam.staffid, world.staff.tia.staffid], {
      required: true,
      questions: UPDATE_QUIZ,
    }),
  );
}, 180_000);

afterAll(async () => {
  await db?.close();
});

const story = <T>(fn: (s: Story) => Promise<T>) => storyOn(db)(fn);

const ALREADY = '2000-01-01T00:00:00.000Z';
const OPEN_QUIZ = UPDATE_QUIZ.map(({ answer: _answer, ...open }) => open);
const ALL_RIGHT = updateAnswersScoring(UPDATE_QUIZ.length);

/**
 * An update as src/backend/supabase/collections.ts sends it: the notification with its change set
 * and required flag, its quiz row when it has questions, then its recipient rows.
 */
async function send(
  sql: Sql,
  restaurantid: number,
  staffids: string[],
  { required = false, questions = null as unknown[] | null } = {},
): Promise<string> {
  const { rows } = await sql.query(
    `insert into public.notifications
       (restaurantid, message, type, item_names, items, recipients, change_set, required)
     values ($1, 'Allergens changed', 'menu_update', '{Burrata}', 1, $2, $3, $4)
     returning notificationid`,
    [restaurantid, staffids.length, JSON.stringify(CHANGE_SET), required],
  );
  const id = rows[0].notificationid as string;
  if (questions) {
    await sql.query(
      'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
      [id, JSON.stringify(questions)],
    );
  }
  for (const staffid of staffids) {
    await sql.query(
      'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
      [id, staffid],
    );
  }
  return id;
}

/** The score of an attempt (what else it returns: update-quiz-attempts.test.ts). */
const grade = async (sql: Sql, notificationid: string, answers: (number | null)[] | null) =>
  (
    await sql.query('select score, total, passed from public.grade_update_quiz($1, $2)', [
      notificationid,
      answers,
    ])
  ).rows;

/**
 * Served questions put back in stored order: the options come in a new order at each attempt
 * with optionIds, their stored indexes (20261129010000).
 */
const inStoredOrder = (row: Row) => ({
  ...row,
  questions: (row.questions as Row[]).map(({ optionIds, options, ...q }) => ({
    ...q,
    options: (options as string[]).map(
      (_, i) => (options as string[])[(optionIds as number[]).indexOf(i)],
    ),
  })),
});

const openUpdate = (sql: Sql, notificationid: string) =>
  sql.query('select public.open_update($1)', [notificationid]);

const quizzesOf = async (sql: Sql, restaurantid: number) =>
  (await sql.query('select * from public.staff_update_quizzes($1)', [restaurantid])).rows;

const remind = (sql: Sql, notificationid: string, staffids: string[]) =>
  sql.query('select public.remind_update($1, $2)', [notificationid, staffids]);

/** src/backend/supabase/staff-access.ts: PATCH acknowledged_at where it is null, returning. */
const acknowledge = async (sql: Sql, notificationid: string, staffid: string, at = ALREADY) =>
  (
    await sql.query(
      `update public.notification_recipients set acknowledged_at = $3
       where notificationid = $1 and staffid = $2 and acknowledged_at is null
       returning notificationid`,
      [notificationid, staffid, at],
    )
  ).rows;

/** One recipient's state, read as the superuser. */
const stateOf = async (sql: Sql, notificationid: string, staffid: string): Promise<Row> =>
  (
    await sql.query(
      `select opened_at, quiz_passed_at, acknowledged_at, reminded_at
       from public.notification_recipients where notificationid = $1 and staffid = $2`,
      [notificationid, staffid],
    )
  ).rows[0];

const attemptsOf = async (sql: Sql, notificationid: string) =>
  (
    await sql.query(
      `select staffid, answers, score, total, passed from public.update_quiz_attempts
       where notificationid = $1 order by attemptid`,
      [notificationid],
    )
  ).rows;

/** The transaction's time: what now() gave every statement of a story. */
const txNow = async (sql: Sql) => (await sql.query('select now() as now')).rows[0].now as Date;

/** Puts sam on B's team in one state, as a recipient of B's update (uma's). */
const samInB = async (sql: Sql, linkState: string, status = 'active') => {
  const { rows } = await sql.query(
    `insert into public.staff_members (restaurantid, name, role, email, status, user_id, link_state)
     values ($1, 'Sam Server', 'Server', 'sam@example.test', $2, $3, $4) returning staffid`,
    [world.bob.restaurantid, status, world.staff.sam.id, linkState],
  );
  await sql.query(
    'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
    [world.bob.notificationid, rows[0].staffid],
  );
  return rows[0].staffid as string;
};

const ENTRY_STATES = [
  ['pending', 'active'],
  ['declined', 'active'],
  ['accepted', 'inactive'],
] as const;

describe('notifications carry the change set and the required flag', () => {
  it('the manager sends them; the recipient reads them with the update', async () => {
    const rows = await db.asUser(
      world.staff.sam.id,
      async (sql) =>
        (
          await sql.query(
            `select notificationid, change_set, required from public.notifications
           order by required`,
          )
        ).rows,
    );
    expect(rows).toEqual([
      { notificationid: world.staff.sam.notificationid, change_set: CHANGE_SET, required: false },
      { notificationid: required, change_set: CHANGE_SET, required: true },
    ]);
  });

  it('a change set must be a list', async () => {
    await expect(
      db.asUser(
        world.alice.id,
        (sql) =>
          sql.query(
            `insert into public.notifications (restaurantid, message, type, change_set)
             values ($1, 'Bad', 'menu_update', '{"kind": "price"}')`,
            [world.alice.restaurantid],
          ),
        { rollback: true },
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('notification_quizzes: the answers are the manager’s', () => {
  it('staff select nothing of it, not even the quiz of their own update', async () => {
    for (const name of ['sam', 'tia', 'uma'] as const) {
      const rows = await db.asUser(world.staff[name].id, async (sql) => [
        ...(await sql.query('select * from public.notification_quizzes')).rows,
        ...(
          await sql.query(
            'select questions from public.notification_quizzes where notificationid = $1',
            [world.staff[name].notificationid],
          )
        ).rows,
      ]);
      expect(rows, name).toEqual([]);
    }
  });

  it('alice reads her quizzes with the answers; bob reads none of them', async () => {
    const alices = await db.asUser(
      world.alice.id,
      async (sql) =>
        (await sql.query('select notificationid, questions from public.notification_quizzes')).rows,
    );
    expect(alices).toHaveLength(3);
    expect(alices.find((r) => r.notificationid === required)?.questions).toEqual(UPDATE_QUIZ);
    const bobs = await db.asUser(
      world.bob.id,
      async (sql) =>
        (await sql.query('select notificationid from public.notification_quizzes')).rows,
    );
    expect(bobs).toEqual([{ notificationid: world.bob.notificationid }]);
  });

  it('sam cannot put a quiz of his own answers on an update, nor remove its quiz', async () => {
    await story(async ({ sql, as }) => {
      // A required update sent without a quiz row: he would write the answers himself.
      const bare = await as(world.alice.id, (s) =>
        send(s, world.alice.restaurantid, [world.staff.sam.staffid], { required: true }),
      );
      await expectPolicyViolation(
        as(world.staff.sam.id, (s) =>
          s.query(
            'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
            [bare, JSON.stringify(UPDATE_QUIZ)],
          ),
        ),
      );
      const removed = await as(world.staff.sam.id, (s) =>
        s.query('delete from public.notification_quizzes where notificationid = $1', [required]),
      );
      expect(removed.affectedRows).toBe(0);
      await expectPermissionDenied(
        as(world.staff.sam.id, (s) =>
          s.query(`update public.notification_quizzes set questions = '[]'`),
        ),
        'table notification_quizzes',
      );
      const { rows } = await sql.query(
        'select questions from public.notification_quizzes where notificationid = $1',
        [required],
      );
      expect(rows).toEqual([{ questions: UPDATE_QUIZ }]);
    });
  });

  it('bob cannot quiz, unquiz or read alice’s updates', async () => {
    await story(async ({ as }) => {
      const bare = await as(world.alice.id, (s) =>
        send(s, world.alice.restaurantid, [world.staff.sam.staffid]),
      );
      await expectPolicyViolation(
        as(world.bob.id, (s) =>
          s.query(
            'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
            [bare, '[]'],
          ),
        ),
      );
      const removed = await as(world.bob.id, (s) =>
        s.query('delete from public.notification_quizzes where notificationid = $1', [required]),
      );
      expect(removed.affectedRows).toBe(0);
    });
  });

  it('a quiz must be a list; a deleted update takes its quiz and attempts with it', async () => {
    await expect(
      db.asUser(
        world.alice.id,
        async (sql) => {
          const id = await send(sql, world.alice.restaurantid, []);
          await sql.query(
            'insert into public.notification_quizzes (notificationid, questions) values ($1, $2)',
            [id, '{"answer": 1}'],
          );
        },
        { rollback: true },
      ),
    ).rejects.toMatchObject({ code: '23514' });
    const left = await story(async ({ sql, as }) => {
      await as(world.staff.sam.id, (s) => grade(s, required, ALL_RIGHT));
      await as(world.alice.id, (s) =>
        s.query('delete from public.notifications where notificationid = $1', [required]),
      );
      return Promise.all(
        ['notification_quizzes', 'update_quiz_attempts', 'notification_recipients'].map(
          async (table) =>
            (await sql.query(`select 1 from public.${table} where notificationid = $1`, [required]))
              .rows.length,
        ),
      );
    });
    expect(left).toEqual([0, 0, 0]);
  });
});

describe('staff_update_quizzes(): the questions without the answers', () => {
  it('gives sam the quizzes of his updates, newest first, every key but answer', async () => {
    const rows = await db.asUser(world.staff.sam.id, (sql) =>
      quizzesOf(sql, world.alice.restaurantid),
    );
    expect(rows.map(inStoredOrder)).toEqual([
      { notificationid: required, questions: OPEN_QUIZ },
      { notificationid: world.staff.sam.notificationid, questions: OPEN_QUIZ },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/"answer"/);
  });

  it("gives tia hers, not sam's", async () => {
    const rows = await db.asUser(world.staff.tia.id, (sql) =>
      quizzesOf(sql, world.alice.restaurantid),
    );
    expect(rows.map((r) => r.notificationid)).toEqual([required, world.alice.notificationid]);
  });

  it('gives nothing of another restaurant, to a member of no team, or to the manager', async () => {
    const asked: [string, number][] = [
      [world.staff.sam.id, world.bob.restaurantid],
      [world.staff.uma.id, world.alice.restaurantid],
      [OUTSIDER.id, world.alice.restaurantid],
      [world.alice.id, world.alice.restaurantid],
    ];
    for (const [user, restaurantid] of asked) {
      expect(await db.asUser(user, (sql) => quizzesOf(sql, restaurantid))).toEqual([]);
    }
  });

  it.each(ENTRY_STATES)('gives nothing through an entry that is %s (%s)', async (link, status) => {
    const rows = await story(async ({ sql, as }) => {
      await samInB(sql, link, status);
      return as(world.staff.sam.id, (s) => quizzesOf(s, world.bob.restaurantid));
    });
    expect(rows).toEqual([]);
  });

  it('through an accepted, active entry in B, sam gets B’s quiz too (the control)', async () => {
    const rows = await story(async ({ sql, as }) => {
      await samInB(sql, 'accepted');
      return as(world.staff.sam.id, (s) => quizzesOf(s, world.bob.restaurantid));
    });
    expect(rows.map(inStoredOrder)).toEqual([
      { notificationid: world.bob.notificationid, questions: OPEN_QUIZ },
    ]);
  });
});

describe('open_update(): the first time the person opened it', () => {
  it('stamps opened_at with the server’s time, and keeps the first one', async () => {
    const { sam } = world.staff;
    await story(async ({ sql, as }) => {
      expect(await stateOf(sql, required, sam.staffid)).toMatchObject({ opened_at: null });
      await as(sam.id, (s) => openUpdate(s, required));
      expect((await stateOf(sql, required, sam.staffid)).opened_at).toEqual(await txNow(sql));
      // Only his row.
      expect(await stateOf(sql, required, world.staff.tia.staffid)).toMatchObject({
        opened_at: null,
      });
      await sql.query(
        'update public.notification_recipients set opened_at = $1 where notificationid = $2',
        [ALREADY, required],
      );
      await as(sam.id, (s) => openUpdate(s, required));
      expect((await stateOf(sql, required, sam.staffid)).opened_at).toEqual(new Date(ALREADY));
    });
  });

  it.each([
    ["sam on tia's update", () => world.staff.sam.id, () => world.alice.notificationid],
    ["sam on B's update", () => world.staff.sam.id, () => world.bob.notificationid],
    ["uma on A's", () => world.staff.uma.id, () => world.staff.sam.notificationid],
    ['a member of no team', () => OUTSIDER.id, () => required],
    ['alice, the manager', () => world.alice.id, () => required],
    ['an update that does not exist', () => world.staff.sam.id, () => crypto.randomUUID()],
  ])('refuses %s (42501), writing nothing', async (_label, user, id) => {
    await story(async ({ sql, as }) => {
      const before = (await sql.query('select * from public.notification_recipients')).rows;
      await expect(as(user(), (s) => openUpdate(s, id()))).rejects.toMatchObject({
        code: '42501',
      });
      expect((await sql.query('select * from public.notification_recipients')).rows).toEqual(
        before,
      );
    });
  });

  it.each(ENTRY_STATES)('refuses B’s update through an entry that is %s (%s)', async (l, s) => {
    await story(async ({ sql, as }) => {
      await samInB(sql, l, s);
      await expect(
        as(world.staff.sam.id, (q) => openUpdate(q, world.bob.notificationid)),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});

describe('grade_update_quiz(): graded against the stored answers', () => {
  it('wrong answers record an attempt that does not pass', async () => {
    const { sam } = world.staff;
    await story(async ({ sql, as }) => {
      const graded = await as(sam.id, (s) => grade(s, required, updateAnswersScoring(1)));
      expect(graded).toEqual([{ score: 1, total: 2, passed: false }]);
      expect(await attemptsOf(sql, required)).toEqual([
        {
          staffid: sam.staffid,
          answers: updateAnswersScoring(1),
          score: 1,
          total: 2,
          passed: false,
        },
      ]);
      expect(await stateOf(sql, required, sam.staffid)).toMatchObject({ quiz_passed_at: null });
    });
  });

  it('a retry that passes stamps quiz_passed_at; a later pass keeps the first', async () => {
    const { sam } = world.staff;
    await story(async ({ sql, as }) => {
      await as(sam.id, (s) => grade(s, required, updateAnswersScoring(0)));
      // A quiz of two gives one attempt before a wait of 10 minutes (20261129010000).
      await sql.query(
        `update public.notification_recipients
         set quiz_attempted_at = quiz_attempted_at - interval '10 minutes' where staffid = $1`,
        [sam.staffid],
      );
      const passed = await as(sam.id, (s) => grade(s, required, ALL_RIGHT));
      expect(passed).toEqual([{ score: 2, total: 2, passed: true }]);
      expect((await stateOf(sql, required, sam.staffid)).quiz_passed_at).toEqual(await txNow(sql));
      expect((await attemptsOf(sql, required)).map((a) => a.passed)).toEqual([false, true]);
      // tia's row is hers: untouched.
      expect(await stateOf(sql, required, world.staff.tia.staffid)).toMatchObject({
        quiz_passed_at: null,
      });
      await sql.query(
        'update public.notification_recipients set quiz_passed_at = $1 where staffid = $2',
        [ALREADY, sam.staffid],
      );
      await as(sam.id, (s) => grade(s, required, ALL_RIGHT));
      // A failed retry after a pass does not take it back either.
      await as(sam.id, (s) => grade(s, required, updateAnswersScoring(0)));
      expect((await stateOf(sql, required, sam.staffid)).quiz_passed_at).toEqual(new Date(ALREADY));
    });
  });

  it.each([
    ['more answers than questions', [2, 0, 1], 2, false],
    ['fewer answers', [2], 1, false],
    ['none', [], 0, false],
    ['null', null, 0, false],
    ['gaps (null)', [null, 0], 1, false],
    ['out of range', [4, -1], 0, false],
  ])('%s: scored from the stored quiz', async (_label, answers, score, passed) => {
    const rows = await story(({ as }) =>
      as(world.staff.sam.id, (s) => grade(s, required, answers)),
    );
    expect(rows).toEqual([{ score, total: 2, passed }]);
  });

  it('scores against the quiz as stored, whatever sam tries to make it say', async () => {
    await story(async ({ as }) => {
      await expectPermissionDenied(
        as(world.staff.sam.id, (s) =>
          s.query('update public.notification_quizzes set questions = $1', [
            JSON.stringify(UPDATE_QUIZ.map((q) => ({ ...q, answer: 1 }))),
          ]),
        ),
        'table notification_quizzes',
      );
      const rows = await as(world.staff.sam.id, (s) => grade(s, required, [1, 1]));
      expect(rows).toEqual([{ score: 0, total: 2, passed: false }]);
    });
  });

  it.each([
    ["sam on tia's update", () => world.staff.sam.id, () => world.alice.notificationid],
    ["sam on B's update", () => world.staff.sam.id, () => world.bob.notificationid],
    ["uma on A's", () => world.staff.uma.id, () => required],
    ['a member of no team', () => OUTSIDER.id, () => required],
    ['alice, the manager, on her own update', () => world.alice.id, () => required],
    ['an update that does not exist', () => world.staff.sam.id, () => crypto.randomUUID()],
  ])('refuses %s (42501), writing nothing', async (_label, user, id) => {
    await story(async ({ sql, as }) => {
      const before = (await sql.query('select count(*)::int as n from public.update_quiz_attempts'))
        .rows;
      await expect(as(user(), (s) => grade(s, id(), ALL_RIGHT))).rejects.toMatchObject({
        code: '42501',
      });
      expect(
        (await sql.query('select count(*)::int as n from public.update_quiz_attempts')).rows,
      ).toEqual(before);
    });
  });

  it.each(ENTRY_STATES)('refuses B’s quiz through an entry that is %s (%s)', async (l, s) => {
    await story(async ({ sql, as }) => {
      await samInB(sql, l, s);
      await expect(
        as(world.staff.sam.id, (q) => grade(q, world.bob.notificationid, ALL_RIGHT)),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  it.each([
    ['no quiz row', null],
    ['an empty list of questions', []],
  ])('refuses an update with %s (22023)', async (_label, questions) => {
    await story(async ({ as }) => {
      const id = await as(world.alice.id, (s) =>
        send(s, world.alice.restaurantid, [world.staff.sam.staffid], {
          required: true,
          questions,
        }),
      );
      await expect(as(world.staff.sam.id, (s) => grade(s, id, [0]))).rejects.toMatchObject({
        code: '22023',
      });
    });
  });
});

describe('acknowledging a required update', () => {
  /** sam, read when a case runs (the world is built in beforeAll). */
  const sam = {
    get id() {
      return world.staff.sam.id;
    },
    get staffid() {
      return world.staff.sam.staffid;
    },
  };

  it('is refused before the quiz is passed (QZ001 quiz_required), even after a failed try', async () => {
    await story(async ({ sql, as }) => {
      const refused = { code: 'QZ001', message: 'quiz_required' };
      await expect(as(sam.id, (s) => acknowledge(s, required, sam.staffid))).rejects.toMatchObject(
        refused,
      );
      await as(sam.id, (s) => grade(s, required, updateAnswersScoring(1)));
      await expect(as(sam.id, (s) => acknowledge(s, required, sam.staffid))).rejects.toMatchObject(
        refused,
      );
      // A sweep over all his rows is refused as a whole.
      await expect(
        as(sam.id, (s) =>
          s.query('update public.notification_recipients set acknowledged_at = now()'),
        ),
      ).rejects.toMatchObject(refused);
      expect(await stateOf(sql, required, sam.staffid)).toMatchObject({ acknowledged_at: null });
    });
  });

  it('works once the quiz is passed: the server’s time, opened too', async () => {
    await story(async ({ sql, as }) => {
      await as(sam.id, (s) => grade(s, required, ALL_RIGHT));
      expect(await as(sam.id, (s) => acknowledge(s, required, sam.staffid))).toEqual([
        { notificationid: required },
      ]);
      const now = await txNow(sql);
      // Sent as 2000-01-01: stored as now, so it cannot be backdated.
      expect(await stateOf(sql, required, sam.staffid)).toMatchObject({
        acknowledged_at: now,
        opened_at: now,
        quiz_passed_at: now,
      });
    });
  });

  it('a required update without questions, or an update that is not required, needs no quiz', async () => {
    await story(async ({ sql, as }) => {
      const empty = await as(world.alice.id, (s) =>
        send(s, world.alice.restaurantid, [sam.staffid], { required: true, questions: [] }),
      );
      const bare = await as(world.alice.id, (s) =>
        send(s, world.alice.restaurantid, [sam.staffid], { required: true }),
      );
      for (const id of [empty, bare, world.staff.sam.notificationid]) {
        expect(await as(sam.id, (s) => acknowledge(s, id, sam.staffid))).toEqual([
          { notificationid: id },
        ]);
        expect((await stateOf(sql, id, sam.staffid)).acknowledged_at).toEqual(await txNow(sql));
      }
    });
  });

  it('once given, it is never backdated, moved or cleared', async () => {
    const id = () => world.staff.sam.notificationid;
    await story(async ({ sql, as }) => {
      await as(sam.id, (s) => acknowledge(s, id(), sam.staffid));
      const first = (await stateOf(sql, id(), sam.staffid)).acknowledged_at;
      expect(first).toEqual(await txNow(sql));
      for (const value of [ALREADY, '2099-01-01T00:00:00Z', null]) {
        await as(sam.id, (s) =>
          s.query(
            `update public.notification_recipients set acknowledged_at = $1
             where notificationid = $2 and staffid = $3`,
            [value, id(), sam.staffid],
          ),
        );
        expect((await stateOf(sql, id(), sam.staffid)).acknowledged_at).toEqual(first);
      }
    });
  });

  it('a manager cannot acknowledge for her staff, not even after they passed', async () => {
    await story(async ({ sql, as }) => {
      await as(sam.id, (s) => grade(s, required, ALL_RIGHT));
      const result = await as(world.alice.id, (s) =>
        s.query(
          `update public.notification_recipients set acknowledged_at = now()
           where notificationid = $1`,
          [required],
        ),
      );
      expect(result.affectedRows).toBe(0);
      expect(await stateOf(sql, required, sam.staffid)).toMatchObject({ acknowledged_at: null });
    });
  });
});

describe('the states are the server’s', () => {
  it.each(['opened_at', 'quiz_passed_at', 'reminded_at'])(
    'sam cannot write %s on his own row',
    async (column) => {
      await expectPermissionDenied(
        db.asUser(
          world.staff.sam.id,
          (sql) =>
            sql.query(
              `update public.notification_recipients set ${column} = now()
               where notificationid = $1 and staffid = $2`,
              [required, world.staff.sam.staffid],
            ),
          { rollback: true },
        ),
        'table notification_recipients',
      );
    },
  );

  it('sam cannot record, edit or delete an attempt, not even his own', async () => {
    const { sam } = world.staff;
    const asSam = (text: string, params: unknown[]) =>
      db.asUser(sam.id, (sql) => sql.query(text, params), { rollback: true });
    await expectPermissionDenied(
      asSam(
        `insert into public.update_quiz_attempts (notificationid, staffid, answers, score, total, passed)
         values ($1, $2, '{2,0}', 2, 2, true)`,
        [required, sam.staffid],
      ),
      'table update_quiz_attempts',
    );
    await expectPermissionDenied(
      asSam('update public.update_quiz_attempts set passed = true where staffid = $1', [
        sam.staffid,
      ]),
      'table update_quiz_attempts',
    );
    await expectPermissionDenied(
      asSam('delete from public.update_quiz_attempts where staffid = $1', [sam.staffid]),
      'table update_quiz_attempts',
    );
  });

  it('attempts: sam reads his own, alice her team’s, bob only B’s', async () => {
    const { sam, tia, uma } = world.staff;
    const read = (user: string) =>
      db.asUser(
        user,
        async (sql) =>
          (
            await sql.query(
              'select staffid, score, passed from public.update_quiz_attempts order by attemptid',
            )
          ).rows,
      );
    expect(await read(sam.id)).toEqual([{ staffid: sam.staffid, score: 1, passed: false }]);
    expect(await read(world.alice.id)).toEqual([
      { staffid: tia.staffid, score: 2, passed: true },
      { staffid: sam.staffid, score: 1, passed: false },
    ]);
    expect(await read(world.bob.id)).toEqual([{ staffid: uma.staffid, score: 2, passed: true }]);
  });

  it('alice reads every recipient’s state; sam only his own row', async () => {
    const { sam, tia } = world.staff;
    const columns = 'staffid, opened_at, quiz_passed_at, acknowledged_at, reminded_at';
    const alices = await db.asUser(
      world.alice.id,
      async (sql) =>
        (
          await sql.query(
            `select ${columns} from public.notification_recipients where notificationid = $1
             order by staffid = $2`,
            [required, sam.staffid],
          )
        ).rows,
    );
    const blank = {
      opened_at: null,
      quiz_passed_at: null,
      acknowledged_at: null,
      reminded_at: null,
    };
    expect(alices).toEqual([
      { staffid: tia.staffid, ...blank },
      { staffid: sam.staffid, ...blank },
    ]);
    const sams = await db.asUser(
      sam.id,
      async (sql) =>
        (
          await sql.query(
            `select staffid from public.notification_recipients where notificationid = $1`,
            [required],
          )
        ).rows,
    );
    expect(sams).toEqual([{ staffid: sam.staffid }]);
  });
});

describe('remind_update(): the manager’s nudge', () => {
  it('stamps the listed recipients of her update, and nobody else', async () => {
    const { sam, tia, uma } = world.staff;
    await story(async ({ sql, as }) => {
      await sql.query(
        'update public.notification_recipients set reminded_at = $1 where staffid = $2',
        [ALREADY, tia.staffid],
      );
      // uma is no recipient of it, a random id no staff entry at all.
      await as(world.alice.id, (s) =>
        remind(s, required, [sam.staffid, uma.staffid, crypto.randomUUID()]),
      );
      const now = await txNow(sql);
      expect((await stateOf(sql, required, sam.staffid)).reminded_at).toEqual(now);
      expect((await stateOf(sql, required, tia.staffid)).reminded_at).toEqual(new Date(ALREADY));
      expect((await stateOf(sql, world.bob.notificationid, uma.staffid)).reminded_at).toBeNull();
      // Reminding again moves it.
      await as(world.alice.id, (s) => remind(s, required, [tia.staffid]));
      expect((await stateOf(sql, required, tia.staffid)).reminded_at).toEqual(now);
    });
  });

  it.each([
    ['bob, a rival manager', () => world.bob.id],
    ['sam, a recipient', () => world.staff.sam.id],
    ['a member of no team', () => OUTSIDER.id],
  ])('refuses %s (42501), writing nothing', async (_label, user) => {
    await story(async ({ sql, as }) => {
      await expect(
        as(user(), (s) => remind(s, required, [world.staff.sam.staffid])),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await stateOf(sql, required, world.staff.sam.staffid)).toMatchObject({
        reminded_at: null,
      });
    });
  });
});

describe('the functions', () => {
  const FUNCTIONS = [
    'public.grade_update_quiz(uuid, integer[])',
    'public.open_update(uuid)',
    'public.remind_update(uuid, uuid[])',
    'public.staff_update_quizzes(bigint)',
  ];

  it('are not callable with the anon key', async () => {
    const calls: [string, (sql: Sql) => Promise<unknown>][] = [
      ['grade_update_quiz', (sql) => grade(sql, required, ALL_RIGHT)],
      ['open_update', (sql) => openUpdate(sql, required)],
      ['remind_update', (sql) => remind(sql, required, [])],
      ['staff_update_quizzes', (sql) => quizzesOf(sql, world.alice.restaurantid)],
    ];
    for (const [name, call] of calls) {
      await expectPermissionDenied(db.asAnon(call), `function ${name}`);
    }
  });

  it('SECURITY DEFINER, empty search_path, executable by authenticated only; the trigger by nobody', async () => {
    const trigger = 'public.notification_recipients_guard_acknowledgement()';
    const { rows } = await db.query(
      `select p.name, f.prosecdef as definer, f.proconfig as config,
              has_function_privilege('authenticated', f.oid, 'execute') as authenticated,
              has_function_privilege('anon', f.oid, 'execute') as anon,
              exists (
                select 1 from aclexplode(coalesce(f.proacl, acldefault('f', f.proowner))) a
                where a.grantee = 0
              ) as public
       from unnest($1::text[]) with ordinality as p (name, n)
       join pg_proc f on f.oid = to_regprocedure(p.name)
       order by p.n`,
      [[...FUNCTIONS, trigger]],
    );
    const expected = (name: string, callable: boolean) => ({
      name,
      definer: true,
      config: ['search_path=""'],
      authenticated: callable,
      anon: false,
      public: false,
    });
    expect(rows).toEqual([
      ...FUNCTIONS.map((name) => expected(name, true)),
      expected(trigger, false),
    ]);
  });
});
