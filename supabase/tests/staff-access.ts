// The staff rules of issue 8 by name: claiming a directory entry, what a staff member may read
// and write, and the manager-side rules on recipients and entries. Registered by rls.test.ts
// into its one database (PGlite's start is most of the suite's time): the attacks before its
// "after every attack" check, the intended uses after it.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied, expectPolicyViolation } from './assertions';
import type { Row, RunOptions, Sql, TestDatabase } from './harness';
import { TABLE_CASES, keyOf, ownedKeys, readable, staffKeys } from './table-cases';
import { OUTSIDER, QUIZ, answersScoring, claim, type StaffName, type World } from './world';

export interface Context {
  db: TestDatabase;
  world: World;
}

const SET_INACTIVE = (staffid: string) => (sql: Sql) =>
  sql.query(`update public.staff_members set status = 'inactive' where staffid = $1`, [staffid]);

const entry = async (db: Sql, staffid: string) =>
  (
    await db.query(
      `select status, user_id, link_state, hire_date, updated_at, email from public.staff_members
       where staffid = $1`,
      [staffid],
    )
  ).rows[0];

/** Gives an account another address in auth.users, for one rolled-back request. */
const SET_EMAIL = (userId: string, email: string | null) => (sql: Sql) =>
  sql.query('update auth.users set email = $2 where id = $1', [userId, email]);

/**
 * Back to the superuser inside a request's transaction, to look at the truth before it is rolled
 * back (the session user of the test connection is the superuser; PostgREST's is not).
 */
const asSuperuser = (sql: Sql) => sql.exec('reset role');

const ids = (rows: Row[], column: string) => rows.map((r) => r[column]);

/** Everything here leaves the database as it found it. */
export function staffAttacks(ctx: Context) {
  const asStaff = <T>(name: StaffName, fn: (sql: Sql) => Promise<T>, options?: RunOptions) =>
    ctx.db.asUser(ctx.world.staff[name].id, fn, options);
  const asOutsider = <T>(fn: (sql: Sql) => Promise<T>, options?: RunOptions) =>
    ctx.db.asUser(OUTSIDER.id, fn, options);

  describe('claim_staff_membership()', () => {
    it('offered sam his entry with the restaurant name, as the app reads it', () => {
      const { sam } = ctx.world.staff;
      expect(sam.claimed).toEqual([
        {
          staffid: sam.staffid,
          restaurantid: ctx.world.alice.restaurantid,
          restaurant_name: "alice's bistro",
          allergen_regime: null,
          name: 'Sam Server',
          link_state: 'pending',
          // Nobody chose yet: his browser decides (20261203000000).
          language: null,
        },
      ]);
    });

    it('accepting turned an invited entry active, linked to the user, hired now (e-mail of any case)', async () => {
      const { sam, uma } = ctx.world.staff;
      for (const member of [sam, uma]) {
        const row = await entry(ctx.db, member.staffid);
        expect(row).toMatchObject({ status: 'active', user_id: member.id, link_state: 'accepted' });
        expect(Date.now() - (row.hire_date as Date).getTime()).toBeLessThan(10 * 60_000);
      }
      // The manager typed 'Sam@Example.TEST'; his account's address is 'sam@example.test'.
      expect((await entry(ctx.db, sam.staffid)).email).toBe('Sam@Example.TEST');
    });

    it('kept the hire date of an entry that was already active', async () => {
      const row = await entry(ctx.db, ctx.world.staff.tia.staffid);
      expect(row).toMatchObject({
        status: 'active',
        user_id: ctx.world.staff.tia.id,
        link_state: 'accepted',
      });
      expect((row.hire_date as Date).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    });

    it('returns the accepted entry on the next sign-in and writes nothing', async () => {
      const { sam } = ctx.world.staff;
      const before = await entry(ctx.db, sam.staffid);
      expect(await claim(ctx.db, sam.id)).toEqual([{ ...sam.claimed[0], link_state: 'accepted' }]);
      expect(await entry(ctx.db, sam.staffid)).toEqual(before);
    });

    it('reads the address from auth.users, whatever e-mail the token carries', async () => {
      const { sam } = ctx.world.staff;
      expect(await claim(ctx.db, sam.id, { email: 'someone-else@example.test' })).toEqual([
        { ...sam.claimed[0], link_state: 'accepted' },
      ]);
    });

    it('gives an account whose e-mail no manager added nothing, and it reads nothing', async () => {
      expect(await claim(ctx.db, OUTSIDER.id)).toEqual([]);
      for (const c of TABLE_CASES.filter((t) => t.table !== 'profiles')) {
        const { rows } = await asOutsider((sql) =>
          sql.query(`select ${readable(c)} from public.${c.table}`),
        );
        expect(rows, c.table).toEqual([]);
      }
    });

    it("does not let sam's claim touch anybody else's entry (vic's invited one, uma's)", async () => {
      const { sam, uma } = ctx.world.staff;
      const vic = ctx.world.bob.otherStaffid;
      const before = [await entry(ctx.db, vic), await entry(ctx.db, uma.staffid)];
      expect(before[0]).toMatchObject({ status: 'invited', user_id: null, hire_date: null });
      expect(ids(await claim(ctx.db, sam.id), 'staffid')).toEqual([sam.staffid]);
      expect([await entry(ctx.db, vic), await entry(ctx.db, uma.staffid)]).toEqual(before);
    });

    it.each([
      ['as it is', null],
      // A claimed entry the claim would otherwise rewrite: set back to invited, no hire date.
      [
        'after the manager reset it to invited without a hire date',
        `update public.staff_members set status = 'invited', hire_date = null where staffid = $1`,
      ],
    ])(
      'cannot take an entry already claimed by another user, even with its e-mail: %s',
      async (_label, reset) => {
        const { sam } = ctx.world.staff;
        const [taken, after] = await asOutsider(
          async (sql) => [
            (await sql.query('select * from public.claim_staff_membership()')).rows,
            (await sql.query('select count(*)::int as n from public.staff_members')).rows[0].n,
          ],
          {
            arrange: async (sql) => {
              // Mallory's account now has (and has confirmed) sam's address.
              await SET_EMAIL(OUTSIDER.id, sam.email)(sql);
              if (reset) await sql.query(reset, [sam.staffid]);
            },
            rollback: true,
          },
        );
        expect(taken).toEqual([]);
        expect(after).toBe(0);
        const { rows } = await ctx.db.query(
          'select user_id from public.staff_members where staffid = $1',
          [sam.staffid],
        );
        expect(rows).toEqual([{ user_id: sam.id }]);
      },
    );

    it('offers an unclaimed entry to the confirmed owner of its address (rolled back)', async () => {
      const vic = ctx.world.bob.otherStaffid;
      const [claimed, visible, row] = await asOutsider(
        async (sql) => {
          const offers = (await sql.query('select * from public.claim_staff_membership()')).rows;
          // A pending offer grants nothing, not even a read of the entry itself.
          const seen = (await sql.query('select staffid from public.staff_members')).rows;
          await asSuperuser(sql);
          return [offers, seen, await entry(sql, vic)];
        },
        { arrange: SET_EMAIL(OUTSIDER.id, 'vic@example.test'), rollback: true },
      );
      expect(claimed).toEqual([expect.objectContaining({ staffid: vic, link_state: 'pending' })]);
      expect(visible).toEqual([]);
      // Still invited, no hire date: only accepting changes that.
      expect(row).toMatchObject({
        status: 'invited',
        user_id: OUTSIDER.id,
        link_state: 'pending',
        hire_date: null,
      });
    });

    it('never claims an inactive entry', async () => {
      const vic = ctx.world.bob.otherStaffid;
      const claimed = await asOutsider(
        async (sql) => (await sql.query('select * from public.claim_staff_membership()')).rows,
        {
          arrange: async (sql) => {
            await SET_EMAIL(OUTSIDER.id, 'vic@example.test')(sql);
            await SET_INACTIVE(vic)(sql);
          },
          rollback: true,
        },
      );
      expect(claimed).toEqual([]);
    });

    it('claims nothing for an account without an e-mail', async () => {
      const claimed = await asOutsider(
        async (sql) => (await sql.query('select * from public.claim_staff_membership()')).rows,
        { arrange: SET_EMAIL(OUTSIDER.id, null), rollback: true },
      );
      expect(claimed).toEqual([]);
    });

    it('is not callable with the anon key', async () => {
      await expectPermissionDenied(
        ctx.db.asAnon((sql) => sql.query('select * from public.claim_staff_membership()')),
        'function claim_staff_membership',
      );
    });
  });

  describe('staff sam', () => {
    it("reads nothing at all of restaurant B's", async () => {
      for (const c of TABLE_CASES) {
        const theirs = await ownedKeys(ctx.db, c, ctx.world.bob);
        expect(theirs.length, c.table).toBeGreaterThan(0);
        const { rows } = await asStaff('sam', (sql) =>
          sql.query(`select ${readable(c)} from public.${c.table}`),
        );
        expect(
          rows.map((r) => keyOf(c, r)).filter((k) => theirs.includes(k)),
          c.table,
        ).toEqual([]);
      }
    });

    it('reads the notification sent to him, not the one sent only to tia', async () => {
      const { rows } = await asStaff('sam', (sql) =>
        sql.query('select notificationid from public.notifications'),
      );
      expect(ids(rows, 'notificationid')).toEqual([ctx.world.staff.sam.notificationid]);
      const direct = await asStaff('sam', (sql) =>
        sql.query('select 1 from public.notifications where notificationid = $1', [
          ctx.world.staff.tia.notificationid,
        ]),
      );
      expect(direct.rows).toEqual([]);
    });

    it("reads his own recipient row, not tia's", async () => {
      const { rows } = await asStaff('sam', (sql) =>
        sql.query('select notificationid, staffid from public.notification_recipients'),
      );
      expect(rows).toEqual([
        {
          notificationid: ctx.world.staff.sam.notificationid,
          staffid: ctx.world.staff.sam.staffid,
        },
      ]);
    });

    it("reads his own staff entry and quiz results, not tia's", async () => {
      const { sam } = ctx.world.staff;
      const staff = await asStaff('sam', (sql) =>
        sql.query('select staffid from public.staff_members'),
      );
      expect(ids(staff.rows, 'staffid')).toEqual([sam.staffid]);
      const quiz = await asStaff('sam', (sql) =>
        sql.query('select staffid from public.quiz_results'),
      );
      expect(ids(quiz.rows, 'staffid')).toEqual([sam.staffid]);
    });

    it("cannot acknowledge tia's notification", async () => {
      const { tia } = ctx.world.staff;
      const result = await asStaff('sam', (sql) =>
        sql.query(
          `update public.notification_recipients set acknowledged_at = now()
           where notificationid = $1 and staffid = $2`,
          [tia.notificationid, tia.staffid],
        ),
      );
      expect(result.affectedRows).toBe(0);
      const { rows } = await ctx.db.query(
        'select acknowledged_at from public.notification_recipients where staffid = $1',
        [tia.staffid],
      );
      expect(rows).toEqual([{ acknowledged_at: null }]);
    });

    it.each([
      ['notificationid', () => ctx.world.staff.tia.notificationid],
      ['staffid', () => ctx.world.staff.tia.staffid],
    ])('cannot change the %s of his own recipient row', async (column, value) => {
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query(`update public.notification_recipients set ${column} = $1 where staffid = $2`, [
            value(),
            ctx.world.staff.sam.staffid,
          ]),
        ),
        'table notification_recipients',
      );
    });

    it('cannot add himself to the notification sent to tia', async () => {
      await expectPolicyViolation(
        asStaff('sam', (sql) =>
          sql.query(
            'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
            [ctx.world.staff.tia.notificationid, ctx.world.staff.sam.staffid],
          ),
        ),
      );
    });

    it.each([
      ['for tia', () => [ctx.world.alice.moduleid, ctx.world.staff.tia.staffid]],
      ["on restaurant B's module", () => [ctx.world.bob.moduleid, ctx.world.staff.sam.staffid]],
      ["for uma on B's module", () => [ctx.world.bob.moduleid, ctx.world.staff.uma.staffid]],
      // Since 20261124010000 no client inserts results (grade_quiz() does); the policy refused
      // these before.
    ])('cannot record a quiz result %s', async (_label, params) => {
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query(
            'insert into public.quiz_results (moduleid, staffid, score, total) values ($1, $2, 3, 3)',
            params(),
          ),
        ),
        'table quiz_results',
      );
    });

    it('cannot edit or delete quiz results, not even his own', async () => {
      const where = [ctx.world.staff.sam.staffid];
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query('update public.quiz_results set score = total where staffid = $1', where),
        ),
        'table quiz_results',
      );
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query('delete from public.quiz_results where staffid = $1', where),
        ),
        'table quiz_results',
      );
    });

    // Before 20261124010000 he could insert his own result with any possible score (the check
    // constraint refused only impossible ones); now the score is grade_quiz()'s alone.
    it('cannot record a score for himself, not even a possible one', async () => {
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query(
            'insert into public.quiz_results (moduleid, staffid, score, total) values ($1, $2, 3, 3)',
            [ctx.world.alice.moduleid, ctx.world.staff.sam.staffid],
          ),
        ),
        'table quiz_results',
      );
    });

    it('cannot make his entry point at himself anywhere else, or change it', async () => {
      const { sam } = ctx.world.staff;
      await expectPermissionDenied(
        asStaff('sam', (sql) =>
          sql.query('update public.staff_members set user_id = $1 where staffid = $2', [
            sam.id,
            ctx.world.staff.tia.staffid,
          ]),
        ),
        'table staff_members',
      );
      const result = await asStaff('sam', (sql) =>
        sql.query(`update public.staff_members set role = 'Manager', status = 'active'`),
      );
      expect(result.affectedRows).toBe(0);
    });

    it("gains nothing by setting his profile's user_type to 'Manager'", async () => {
      const { sam } = ctx.world.staff;
      // Read before the request: a plain query waits for an open transaction to end.
      const allowed = await Promise.all(
        TABLE_CASES.map(async (c) => (await staffKeys(ctx.db, c, c.staff.reads, sam)).sort()),
      );
      await asStaff(
        'sam',
        async (sql) => {
          const promoted = await sql.query(
            `update public.profiles set user_type = 'Manager' where id = $1`,
            [sam.id],
          );
          expect(promoted.affectedRows).toBe(1);
          for (const [i, c] of TABLE_CASES.entries()) {
            const { rows } = await sql.query(`select ${readable(c)} from public.${c.table}`);
            expect(rows.map((r) => keyOf(c, r)).sort(), c.table).toEqual(allowed[i]);
          }
          for (const table of ['specials', 'menus', 'training_modules', 'notifications']) {
            const { affectedRows } = await sql.query(
              `delete from public.${table} where restaurantid = $1`,
              [ctx.world.alice.restaurantid],
            );
            expect(affectedRows, table).toBe(0);
          }
        },
        { rollback: true },
      );
    });

    it('loses all staff access when his entry is made inactive', async () => {
      const { sam } = ctx.world.staff;
      await asStaff(
        'sam',
        async (sql) => {
          for (const c of TABLE_CASES) {
            const { rows } = await sql.query(`select ${readable(c)} from public.${c.table}`);
            // Only what is his as a person is left: his profile and his saved device.
            const his = ['profiles', 'push_subscriptions'].includes(c.table) ? 1 : 0;
            expect(rows.length, c.table).toBe(his);
          }
          const ack = await sql.query(
            'update public.notification_recipients set acknowledged_at = now() where staffid = $1',
            [sam.staffid],
          );
          expect(ack.affectedRows).toBe(0);
          expect((await sql.query('select * from public.claim_staff_membership()')).rows).toEqual(
            [],
          );
          const modules = await sql.query('select * from public.staff_training_modules($1)', [
            ctx.world.alice.restaurantid,
          ]);
          expect(modules.rows).toEqual([]);
          // Last: a raised error ends the transaction.
          await expect(
            sql.query('select * from public.grade_quiz($1, $2)', [
              ctx.world.alice.moduleid,
              answersScoring(QUIZ.length),
            ]),
          ).rejects.toMatchObject({ code: '42501' });
        },
        { arrange: SET_INACTIVE(sam.staffid), rollback: true },
      );
    });
  });

  describe('managers', () => {
    const asManager = <T>(name: 'alice' | 'bob', fn: (sql: Sql) => Promise<T>, rollback = false) =>
      ctx.db.asUser(ctx.world[name].id, fn, { rollback });

    it("bob reads none of A's staff, notifications, recipients, quizzes or results", async () => {
      for (const table of [
        'staff_members',
        'notifications',
        'notification_recipients',
        'notification_quizzes',
        'update_quiz_attempts',
        'quiz_results',
      ]) {
        const c = TABLE_CASES.find((t) => t.table === table)!;
        const { rows } = await asManager('bob', (sql) =>
          sql.query(`select ${readable(c)} from public.${table}`),
        );
        expect(rows.map((r) => keyOf(c, r)).sort(), table).toEqual(
          (await ownedKeys(ctx.db, c, ctx.world.bob)).sort(),
        );
      }
    });

    it("alice cannot send her notification to a member of bob's team", async () => {
      await expectPolicyViolation(
        asManager('alice', (sql) =>
          sql.query(
            'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
            [ctx.world.staff.sam.notificationid, ctx.world.staff.uma.staffid],
          ),
        ),
      );
    });

    it('bob cannot add sam to his own notification', async () => {
      await expectPolicyViolation(
        asManager('bob', (sql) =>
          sql.query(
            'insert into public.notification_recipients (notificationid, staffid) values ($1, $2)',
            [ctx.world.bob.notificationid, ctx.world.staff.sam.staffid],
          ),
        ),
      );
    });

    it('cannot re-point a recipient row (delete and insert instead)', async () => {
      await expectPermissionDenied(
        asManager('alice', (sql) =>
          sql.query('update public.notification_recipients set staffid = $1 where staffid = $2', [
            ctx.world.staff.sam.staffid,
            ctx.world.staff.tia.staffid,
          ]),
        ),
        'table notification_recipients',
      );
    });

    it('cannot link an entry to a user: only the claim sets user_id', async () => {
      await expectPermissionDenied(
        asManager('alice', (sql) =>
          sql.query(
            `insert into public.staff_members (restaurantid, name, role, email, user_id)
             values ($1, 'Mole', 'Server', 'mole@example.test', $2)`,
            [ctx.world.alice.restaurantid, ctx.world.staff.uma.id],
          ),
        ),
        'table staff_members',
      );
      await expectPermissionDenied(
        asManager('alice', (sql) =>
          sql.query('update public.staff_members set user_id = null where staffid = $1', [
            ctx.world.staff.sam.staffid,
          ]),
        ),
        'table staff_members',
      );
    });

    it('cannot list the same e-mail twice in one team, whatever its case', async () => {
      await expect(
        asManager('alice', (sql) =>
          sql.query(
            `insert into public.staff_members (restaurantid, name, role, email)
             values ($1, 'Sam again', 'Server', 'SAM@example.test')`,
            [ctx.world.alice.restaurantid],
          ),
        ),
      ).rejects.toMatchObject({ code: '23505' });
    });

    // Refused by the grants since 20261124000000 (staffid and restaurantid are not writable in an
    // upsert's update); the policy refused it before.
    it("bob cannot take over alice's entry through an upsert", async () => {
      await expectPermissionDenied(
        asManager('bob', (sql) =>
          sql.query(
            `insert into public.staff_members (staffid, restaurantid, name, role, email)
             values ($1, $2, 'Sam', 'Server', 'sam@example.test')
             on conflict (staffid) do update set restaurantid = excluded.restaurantid,
               name = excluded.name`,
            [ctx.world.staff.sam.staffid, ctx.world.bob.restaurantid],
          ),
        ),
        'table staff_members',
      );
    });
  });
}

/** Intended use; these change the database on purpose and run after the attacks. */
export function staffAtWork(ctx: Context) {
  const asStaff = <T>(name: StaffName, fn: (sql: Sql) => Promise<T>) =>
    ctx.db.asUser(ctx.world.staff[name].id, fn);
  const asManager = <T>(name: 'alice' | 'bob', fn: (sql: Sql) => Promise<T>, rollback = false) =>
    ctx.db.asUser(ctx.world[name].id, fn, { rollback });

  describe('staff sam at work', () => {
    // training_modules: through staff_training_modules() since 20261124010000 (quiz-grading.test.ts).
    it.each(['restaurants', 'menus', 'menuitems', 'specials'])(
      "reads all of his restaurant's %s",
      async (table) => {
        const c = TABLE_CASES.find((t) => t.table === table)!;
        const { rows } = await asStaff('sam', (sql) =>
          sql.query(`select ${readable(c)} from public.${table}`),
        );
        const alices = await ownedKeys(ctx.db, c, ctx.world.alice);
        expect(alices.length).toBeGreaterThan(0);
        expect(rows.map((r) => keyOf(c, r)).sort()).toEqual(alices.sort());
      },
    );

    it('acknowledges his notification the way the app does', async () => {
      const { sam, tia } = ctx.world.staff;
      // src/backend/supabase/staff-access.ts: update ... is(acknowledged_at, null) .select()
      const { rows } = await asStaff('sam', (sql) =>
        sql.query(
          `update public.notification_recipients set acknowledged_at = now()
           where notificationid = $1 and staffid = $2 and acknowledged_at is null
           returning notificationid`,
          [sam.notificationid, sam.staffid],
        ),
      );
      expect(rows).toEqual([{ notificationid: sam.notificationid }]);
      const { rows: truth } = await ctx.db.query(
        `select staffid, acknowledged_at is not null as acknowledged
         from public.notification_recipients where notificationid in ($1, $2) order by 2 desc`,
        [sam.notificationid, tia.notificationid],
      );
      expect(truth).toEqual([
        { staffid: sam.staffid, acknowledged: true },
        { staffid: tia.staffid, acknowledged: false },
      ]);
    });

    it('records his quiz result by handing in his answers', async () => {
      const { sam } = ctx.world.staff;
      // src/backend/supabase/staff-access.ts: rpc('grade_quiz', { p_moduleid, p_answers })
      const { rows } = await asStaff('sam', (sql) =>
        sql.query('select moduleid, staffid, score, total from public.grade_quiz($1, $2)', [
          ctx.world.alice.moduleid,
          answersScoring(QUIZ.length),
        ]),
      );
      expect(rows).toEqual([
        { moduleid: ctx.world.alice.moduleid, staffid: sam.staffid, score: 3, total: 3 },
      ]);
    });
  });

  describe('alice sees her team at work', () => {
    it('reads who acknowledged which notification', async () => {
      const { sam, tia } = ctx.world.staff;
      const { rows } = await asManager('alice', (sql) =>
        sql.query(
          `select staffid, acknowledged_at is not null as acknowledged
           from public.notification_recipients order by 2 desc`,
        ),
      );
      expect(rows).toEqual([
        { staffid: sam.staffid, acknowledged: true },
        { staffid: tia.staffid, acknowledged: false },
      ]);
    });

    it('reads every quiz result of her team, bob none of them', async () => {
      const { sam, tia } = ctx.world.staff;
      const { rows } = await asManager('alice', (sql) =>
        sql.query('select staffid, score from public.quiz_results order by taken_at, score'),
      );
      expect(rows).toEqual([
        { staffid: tia.staffid, score: 2 },
        { staffid: sam.staffid, score: 1 },
        { staffid: sam.staffid, score: 3 },
      ]);
      const bobs = await asManager('bob', (sql) =>
        sql.query('select staffid from public.quiz_results'),
      );
      expect(ids(bobs.rows, 'staffid')).toEqual([ctx.world.staff.uma.staffid]);
    });

    it('saves her staff list the way the adapter does (PATCH of the changed entry)', async () => {
      const { sam } = ctx.world.staff;
      // src/backend/supabase/table-collection.ts: update(columns).eq(staffid).eq(restaurantid)
      //   .select(STAFF_SELECT); no id, restaurantid, user_id or link columns in the body.
      const [rows, truth] = await asManager(
        'alice',
        async (sql) => {
          const { rows } = await sql.query(
            `update public.staff_members set name = 'Sam Server', role = 'Sommelier',
               email = 'Sam@Example.TEST', notification_preference = 'both', status = 'active',
               hire_date = null
             where staffid = $1 and restaurantid = $2
             returning staffid, name, role, email, notification_preference, status, hire_date,
               notifications_received, answer`,
            [sam.staffid, ctx.world.alice.restaurantid],
          );
          await asSuperuser(sql);
          return [rows, await entry(sql, sam.staffid)];
        },
        true,
      );
      expect(rows).toEqual([expect.objectContaining({ role: 'Sommelier', answer: 'accepted' })]);
      // Same e-mail (its case aside): sam stays linked.
      expect(truth).toMatchObject({ user_id: sam.id, link_state: 'accepted' });
    });

    it("unlinks an entry's user when she changes its e-mail", async () => {
      const { sam } = ctx.world.staff;
      const [rows, truth] = await asManager(
        'alice',
        async (sql) => {
          const { rows } = await sql.query(
            `update public.staff_members set email = 'samuel@example.test' where staffid = $1
             returning answer`,
            [sam.staffid],
          );
          await asSuperuser(sql);
          return [rows, await entry(sql, sam.staffid)];
        },
        true,
      );
      expect(rows).toEqual([{ answer: 'none' }]);
      expect(truth).toMatchObject({ user_id: null, link_state: 'none' });
    });

    it("removes an entry's recipient rows and quiz results with it", async () => {
      const { tia } = ctx.world.staff;
      const left = await asManager(
        'alice',
        async (sql) => {
          await sql.query('delete from public.staff_members where staffid = $1', [tia.staffid]);
          return Promise.all(
            ['notification_recipients', 'quiz_results'].map(
              async (table) =>
                (await sql.query(`select 1 from public.${table} where staffid = $1`, [tia.staffid]))
                  .rows.length,
            ),
          );
        },
        true,
      );
      expect(left).toEqual([0, 0]);
    });
  });
}
