// Quiz grading (supabase/migrations/20261124010000_quiz_grading.sql, ADR 0019): staff read their
// modules through staff_training_modules(), which leaves the answers out, and a quiz result is
// written only by grade_quiz(), which scores the answers against the stored module. Before that
// migration staff read training_modules with every correctAnswer and explanation, and inserted
// their own result with any score they liked.
//
// Every request that writes is rolled back, so each case starts from the same world (world.ts:
// one module of the three QUIZ questions per restaurant; results sam 1/3, tia 2/3 in A, uma 3/3 in
// B).
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import { type Row, type RunOptions, type Sql } from './harness';
import { worldFile } from './story';
import { OUTSIDER, QUIZ, answersScoring, type StaffName } from './world';

const shared = worldFile();
const { world } = shared;

const asStaff = <T>(name: StaffName, fn: (sql: Sql) => Promise<T>, options?: RunOptions) =>
  shared.db.asUser(world.staff[name].id, fn, options);

/** Back to the superuser inside a request's transaction, to look at the truth before rollback. */
const asSuperuser = (sql: Sql) => sql.exec('reset role');

const modulesOf = async (sql: Sql, restaurantid: number) =>
  (await sql.query('select * from public.staff_training_modules($1)', [restaurantid])).rows;

const grade = async (sql: Sql, moduleid: string, answers: (number | null)[] | null) =>
  (await sql.query('select * from public.grade_quiz($1, $2)', [moduleid, answers])).rows;

const resultsOf = async (sql: Sql, staffid: string) =>
  (
    await sql.query(
      `select resultid, moduleid, staffid, score, total, taken_at from public.quiz_results
       where staffid = $1 order by taken_at, score`,
      [staffid],
    )
  ).rows;

/** What grading gives back, question by question. */
const REVIEW = QUIZ.map(({ correctAnswer, explanation }) => ({ correctAnswer, explanation }));
const OPEN_QUESTIONS = QUIZ.map(({ question, options }) => ({ question, options }));

/** Puts sam on B's team in one state, for one rolled-back request. */
const samInB =
  (link_state: string, status = 'active') =>
  (sql: Sql) =>
    sql.query(
      `insert into public.staff_members (restaurantid, name, role, email, status, user_id, link_state)
     values ($1, 'Sam Server', 'Server', 'sam@example.test', $2, $3, $4)`,
      [world.bob.restaurantid, status, world.staff.sam.id, link_state],
    );

describe('staff read their training without the answers', () => {
  it('sam selects nothing of training_modules directly, quiz_questions least of all', async () => {
    const rows = await asStaff('sam', async (sql) => [
      ...(await sql.query('select moduleid, quiz_questions from public.training_modules')).rows,
      ...(
        await sql.query('select quiz_questions from public.training_modules where moduleid = $1', [
          world.alice.moduleid,
        ])
      ).rows,
    ]);
    expect(rows).toEqual([]);
  });

  it("staff_training_modules gives sam his restaurant's module with questions and options only", async () => {
    const rows = await asStaff('sam', (sql) => modulesOf(sql, world.alice.restaurantid));
    expect(rows).toEqual([
      {
        moduleid: world.alice.moduleid,
        restaurantid: world.alice.restaurantid,
        title: 'Know the burrata',
        type: 'ingredient_knowledge',
        content: 'Creamy, from Puglia.',
        quiz_questions: OPEN_QUESTIONS,
        source_url: null,
        created_at: expect.any(Date),
      },
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/correctAnswer|explanation/);
    expect(text).not.toContain(QUIZ[1].explanation);
  });

  it('lists newest first, and a module without questions with none', async () => {
    const titles = await asStaff(
      'sam',
      async (sql) =>
        (await modulesOf(sql, world.alice.restaurantid)).map((r) => [r.title, r.quiz_questions]),
      {
        arrange: (sql) =>
          sql.query(
            `insert into public.training_modules (restaurantid, title, type, content, quiz_questions, created_at)
             values ($1, 'Older', 'service_scripts', 'Hello.', '[]', now() - interval '1 day'),
                    ($1, 'Newer', 'service_scripts', 'Hi.', null, now() + interval '1 day')`,
            [world.alice.restaurantid],
          ),
        rollback: true,
      },
    );
    expect(titles).toEqual([
      ['Newer', null],
      ['Know the burrata', OPEN_QUESTIONS],
      ['Older', []],
    ]);
  });

  it.each([
    ['sam, for B', 'sam', () => world.bob.restaurantid],
    ['uma, for A', 'uma', () => world.alice.restaurantid],
  ] as const)('gives nothing of another restaurant: %s', async (_label, who, restaurantid) => {
    expect(await asStaff(who, (sql) => modulesOf(sql, restaurantid()))).toEqual([]);
  });

  it('gives nothing to a member of no team, or to the manager (who reads the table)', async () => {
    expect(
      await shared.db.asUser(OUTSIDER.id, (sql) => modulesOf(sql, world.alice.restaurantid)),
    ).toEqual([]);
    expect(
      await shared.db.asUser(world.alice.id, (sql) => modulesOf(sql, world.alice.restaurantid)),
    ).toEqual([]);
  });

  it.each([
    ['pending', 'active'],
    ['declined', 'active'],
    ['accepted', 'inactive'],
  ])('gives nothing through an entry that is %s (%s)', async (linkState, status) => {
    const rows = await asStaff('sam', (sql) => modulesOf(sql, world.bob.restaurantid), {
      arrange: samInB(linkState, status),
      rollback: true,
    });
    expect(rows).toEqual([]);
  });

  it('through an accepted, active entry in B, sam gets B’s module too (the control)', async () => {
    const rows = await asStaff('sam', (sql) => modulesOf(sql, world.bob.restaurantid), {
      arrange: samInB('accepted'),
      rollback: true,
    });
    expect(rows.map((r) => r.moduleid)).toEqual([world.bob.moduleid]);
  });
});

describe('quiz results are written by grade_quiz() only', () => {
  it('sam cannot insert a result, not even his own with a possible score', async () => {
    await expectPermissionDenied(
      asStaff(
        'sam',
        (sql) =>
          sql.query(
            'insert into public.quiz_results (moduleid, staffid, score, total) values ($1, $2, 3, 3)',
            [world.alice.moduleid, world.staff.sam.staffid],
          ),
        // Kept from the other cases even where it gets through (before 20261124010000).
        { rollback: true },
      ),
      'table quiz_results',
    );
  });

  it('sam cannot update his result', async () => {
    await expectPermissionDenied(
      asStaff(
        'sam',
        (sql) =>
          sql.query('update public.quiz_results set score = total where staffid = $1', [
            world.staff.sam.staffid,
          ]),
        { rollback: true },
      ),
      'table quiz_results',
    );
  });

  it('all answers right: full score, one row for sam, the answers come back with it', async () => {
    const { sam } = world.staff;
    const [returned, before, after] = await asStaff(
      'sam',
      async (sql) => {
        await asSuperuser(sql);
        const before = await resultsOf(sql, sam.staffid);
        await sql.exec('set local role authenticated');
        const returned = await grade(sql, world.alice.moduleid, answersScoring(QUIZ.length));
        await asSuperuser(sql);
        return [returned, before, await resultsOf(sql, sam.staffid)];
      },
      { rollback: true },
    );
    expect(returned).toEqual([
      {
        resultid: expect.any(String),
        moduleid: world.alice.moduleid,
        staffid: sam.staffid,
        score: QUIZ.length,
        total: QUIZ.length,
        taken_at: expect.any(Date),
        review: REVIEW,
      },
    ]);
    const { review: _review, ...stored } = returned[0];
    expect(after).toEqual([...before, stored]);
    // Nobody else's results moved.
    const { rows } = await shared.db.query('select count(*)::int as n from public.quiz_results');
    expect(rows).toEqual([{ n: 3 }]);
  });

  it.each([
    ['one right', answersScoring(1), 1],
    ['none right', answersScoring(0), 0],
    ['none given', [], 0],
    ['null', null, 0],
    ['only the first', [0], 1],
    ['gaps (null)', [null, 1, null], 1],
    ['out of range', [4, -1, 99], 0],
    ['more than asked (extra ignored)', [0, 1, 2, 3, 0], 3],
  ])('%s: scored from the stored module', async (_label, answers, score) => {
    const rows = await asStaff('sam', (sql) => grade(sql, world.alice.moduleid, answers), {
      rollback: true,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        staffid: world.staff.sam.staffid,
        score,
        total: 3,
        review: REVIEW,
      }),
    ]);
  });

  it('scores against the module as stored, whatever sam tries to make it say', async () => {
    const [changed, graded] = await asStaff(
      'sam',
      async (sql) => {
        // Every answer 0: the module cannot be edited by staff...
        const edit = await sql.query(
          `update public.training_modules set quiz_questions = $1 where moduleid = $2`,
          [JSON.stringify(QUIZ.map((q) => ({ ...q, correctAnswer: 0 }))), world.alice.moduleid],
        );
        // ...so three zeros score one, not three.
        return [edit.affectedRows, await grade(sql, world.alice.moduleid, [0, 0, 0])];
      },
      { rollback: true },
    );
    expect(changed).toBe(0);
    expect(graded).toEqual([expect.objectContaining({ score: 1, total: 3, review: REVIEW })]);
  });

  it('grades tia (same team) against her own entry', async () => {
    const rows = await asStaff('tia', (sql) => grade(sql, world.alice.moduleid, [0, 1, 0]), {
      rollback: true,
    });
    expect(rows).toEqual([
      expect.objectContaining({ staffid: world.staff.tia.staffid, score: 2, total: 3 }),
    ]);
  });

  it.each([
    ["sam on B's module", () => world.staff.sam.id, () => world.bob.moduleid],
    ["uma on A's module", () => world.staff.uma.id, () => world.alice.moduleid],
    ['a member of no team', () => OUTSIDER.id, () => world.alice.moduleid],
    ['alice, the manager, on her own module', () => world.alice.id, () => world.alice.moduleid],
    ['sam on a module that does not exist', () => world.staff.sam.id, () => crypto.randomUUID()],
  ])('refuses %s (42501), writing nothing', async (_label, user, moduleid) => {
    await expect(
      shared.db.asUser(user(), (sql) => grade(sql, moduleid(), answersScoring(QUIZ.length)), {
        rollback: true,
      }),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await shared.db.query('select count(*)::int as n from public.quiz_results');
    expect(rows).toEqual([{ n: 3 }]);
  });

  it.each([
    ['pending', 'active'],
    ['declined', 'active'],
    ['accepted', 'inactive'],
  ])("refuses B's module to sam through an entry that is %s (%s)", async (linkState, status) => {
    await expect(
      asStaff('sam', (sql) => grade(sql, world.bob.moduleid, answersScoring(QUIZ.length)), {
        arrange: samInB(linkState, status),
        rollback: true,
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it.each([
    ['no questions', null],
    ['an empty list', '[]'],
  ])('refuses a module with %s (22023)', async (_label, questions) => {
    await expect(
      asStaff(
        'sam',
        async (sql) => {
          await asSuperuser(sql);
          const { rows } = await sql.query(
            `insert into public.training_modules (restaurantid, title, type, content, quiz_questions)
             values ($1, 'No quiz', 'service_scripts', 'Read only.', $2) returning moduleid`,
            [world.alice.restaurantid, questions],
          );
          await sql.exec('set local role authenticated');
          return grade(sql, rows[0].moduleid as string, [0]);
        },
        { rollback: true },
      ),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('is not callable with the anon key, and neither is staff_training_modules', async () => {
    await expectPermissionDenied(
      shared.db.asAnon((sql) => grade(sql, world.alice.moduleid, [0, 1, 2])),
      'function grade_quiz',
    );
    await expectPermissionDenied(
      shared.db.asAnon((sql) => modulesOf(sql, world.alice.restaurantid)),
      'function staff_training_modules',
    );
  });

  it('both functions: SECURITY DEFINER, empty search_path, executable by authenticated only', async () => {
    const { rows } = await shared.db.query(
      `select p.name, f.prosecdef as definer, f.proconfig as config,
              has_function_privilege('authenticated', f.oid, 'execute') as authenticated,
              has_function_privilege('anon', f.oid, 'execute') as anon,
              exists (
                select 1 from aclexplode(coalesce(f.proacl, acldefault('f', f.proowner))) a
                where a.grantee = 0
              ) as public
       from unnest(array['public.grade_quiz(uuid, integer[])',
                         'public.staff_training_modules(bigint)']) as p (name)
       join pg_proc f on f.oid = to_regprocedure(p.name)`,
    );
    expect(rows).toEqual(
      ['public.grade_quiz(uuid, integer[])', 'public.staff_training_modules(bigint)'].map(
        (name) => ({
          name,
          definer: true,
          config: ['search_path=""'],
          authenticated: true,
          anon: false,
          public: false,
        }),
      ),
    );
  });
});

describe('managers keep their view', () => {
  it('alice reads her module whole, answers and explanations included; bob reads none of it', async () => {
    const alices = await shared.db.asUser(
      world.alice.id,
      async (sql) =>
        (await sql.query('select moduleid, quiz_questions from public.training_modules')).rows,
    );
    expect(alices).toEqual([{ moduleid: world.alice.moduleid, quiz_questions: QUIZ }]);
    const bobs = await shared.db.asUser(
      world.bob.id,
      async (sql) =>
        (
          await sql.query('select moduleid from public.training_modules where restaurantid = $1', [
            world.alice.restaurantid,
          ])
        ).rows,
    );
    expect(bobs).toEqual([]);
  });

  it("alice reads her team's results, a graded one included; bob reads only uma's", async () => {
    const { sam, tia, uma } = world.staff;
    const [alices, bobs] = await asStaff(
      'sam',
      async (sql) => {
        await grade(sql, world.alice.moduleid, answersScoring(QUIZ.length));
        const read = async (userId: string) => {
          await asSuperuser(sql);
          await sql.exec('set local role authenticated');
          await sql.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: userId, role: 'authenticated' }),
          ]);
          return (
            await sql.query(
              'select staffid, score, total from public.quiz_results order by taken_at, score',
            )
          ).rows;
        };
        return [await read(world.alice.id), await read(world.bob.id)];
      },
      { rollback: true },
    );
    expect(alices).toEqual([
      { staffid: tia.staffid, score: 2, total: 3 },
      { staffid: sam.staffid, score: 1, total: 3 },
      { staffid: sam.staffid, score: 3, total: 3 },
    ]);
    expect(bobs).toEqual([{ staffid: uma.staffid, score: 3, total: 3 }]);
  });

  it('sam still reads his own results only', async () => {
    const rows: Row[] = await asStaff(
      'sam',
      async (sql) => (await sql.query('select staffid, score from public.quiz_results')).rows,
    );
    expect(rows).toEqual([{ staffid: world.staff.sam.staffid, score: 1 }]);
  });
});
