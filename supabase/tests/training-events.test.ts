// The training record (supabase/migrations/20261208000000_training_events.sql): every send,
// delivery, opening, quiz attempt, acknowledgement and reminder leaves one event, written by the
// server in the action's own transaction; nobody writes, rewrites or erases one; the manager
// reads their restaurant's, a staff member their own; removing people, updates or menus keeps
// what was recorded. The RLS matrix (rls.test.ts, table-cases.ts) attacks the table as well.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import type { Row, Sql } from './harness';
import { worldFile } from './story';
import { CHANGE_SET, OUTSIDER, UPDATE_QUIZ, updateAnswersScoring } from './world';

const { world, story } = worldFile();

/** An allergen change beside the world's price change: one of the two concerns allergens. */
const ALLERGEN_CHANGE = {
  menuId: '1',
  itemId: 'market-fish',
  name: 'Market fish',
  category: 'Larger Plates',
  kind: 'allergen',
  allergens: [{ allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'Sesame' }],
};

const UPDATE = {
  message: 'Sesame in the fish',
  type: 'menu_update',
  item_names: ['Burrata', 'Market fish'],
  items: 2,
  // A change held back for a later update is no part of this one's record.
  menu_versions: [
    { menuId: '1', fromVersion: 1, toVersion: 2, heldBack: [{ id: 's', name: 'Soup' }] },
  ],
  change_set: [...CHANGE_SET, ALLERGEN_CHANGE],
  required: false,
};

async function send(sql: Sql, recipients: string[]): Promise<string> {
  const { rows } = await sql.query<{ notificationid: string }>(
    'select notificationid from public.send_update($1, $2, $3::uuid[], $4)',
    [world.alice.restaurantid, JSON.stringify(UPDATE), recipients, JSON.stringify(UPDATE_QUIZ)],
  );
  return rows[0]!.notificationid;
}

interface EventRow extends Row {
  type: string;
  staffid: string | null;
  staff_name: string;
  detail: Record<string, unknown>;
}

/** The events of an update in the order they happened, as the superuser reads them. */
async function eventsOf(sql: Sql, notificationid: string, staffid?: string) {
  const { rows } = await sql.query<EventRow>(
    `select type, staffid, staff_name, staff_email, staff_role, restaurantid, menu_versions, detail
     from public.training_events
     where notificationid = $1 and ($2::uuid is null or staffid = $2)
     order by eventid`,
    [notificationid, staffid ?? null],
  );
  return rows;
}

const types = (rows: EventRow[]) => rows.map((r) => r.type);

/** A statement that must fail, inside a savepoint so the story's transaction goes on. */
async function refused(sql: Sql, attempt: () => Promise<unknown>): Promise<unknown> {
  await sql.exec('savepoint refused');
  try {
    await attempt();
  } catch (error) {
    await sql.exec('rollback to savepoint refused');
    return error;
  }
  throw new Error('the statement was not refused');
}

/** Every event a caller can select, as "type notificationid staffid" sorted. */
async function visible(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ k: string }>(
    `select type || ' ' || coalesce(notificationid::text, '-') || ' ' || coalesce(staffid::text, '-')
       as k from public.training_events order by 1`,
  );
  return rows.map((r) => r.k);
}

/** The same, as the superuser, for the rows matching a condition over the table aliased t. */
async function truth(sql: Sql, where: string, params: unknown[]): Promise<string[]> {
  const { rows } = await sql.query<{ k: string }>(
    `select type || ' ' || coalesce(notificationid::text, '-') || ' ' || coalesce(staffid::text, '-')
       as k from public.training_events t where ${where} order by 1`,
    params,
  );
  return rows.map((r) => r.k);
}

describe('the world as recorded', () => {
  it('has a sent event for each recipient, with the person and the update as they were', () =>
    story(async ({ sql }) => {
      const tia = world.staff.tia;
      const rows = await eventsOf(sql, tia.notificationid, tia.staffid);
      expect(types(rows)).toEqual(['sent', 'quiz_attempt']);
      expect(rows[0]).toMatchObject({
        staff_name: 'Tia Bartender',
        staff_email: 'tia@example.test',
        staff_role: 'Bartender',
        restaurantid: world.alice.restaurantid,
        menu_versions: [{ menuId: String(world.alice.menuid), fromVersion: 0, toVersion: 1 }],
        detail: {
          message: 'Update for tia',
          update_type: 'menu_update',
          required: false,
          change_set: CHANGE_SET,
          allergen_changes: 0,
          quiz_questions: UPDATE_QUIZ.length,
        },
      });
      expect(rows[1]!.detail).toEqual({ score: 2, total: 2, passed: true, attempt: 1 });
      const sam = await eventsOf(sql, world.staff.sam.notificationid);
      expect(sam.map((r) => [r.type, r.detail.passed ?? null])).toEqual([
        ['sent', null],
        ['quiz_attempt', false],
      ]);
    }));
});

describe('each action writes its event', () => {
  it('send_update: one sent event per recipient, the change set exact, allergens counted', () =>
    story(async ({ sql, as }) => {
      const ids = [world.staff.sam.staffid, world.staff.tia.staffid];
      const nid = await as(world.alice.id, (tx) => send(tx, ids));
      const rows = await eventsOf(sql, nid);
      expect(rows.map((r) => [r.type, r.staffid]).sort()).toEqual(
        ids.map((id) => ['sent', id]).sort(),
      );
      for (const row of rows) {
        expect(row.menu_versions).toEqual([{ menuId: '1', fromVersion: 1, toVersion: 2 }]);
        expect(row.detail).toMatchObject({
          message: UPDATE.message,
          change_set: UPDATE.change_set,
          allergen_changes: 1,
        });
      }
    }));

  it('opening once is one opened event; acknowledging adds acknowledged', () =>
    story(async ({ sql, as }) => {
      const tia = world.staff.tia;
      const open = () =>
        as(tia.id, (tx) => tx.query('select public.open_update($1)', [tia.notificationid]));
      await open();
      await open();
      await as(tia.id, (tx) =>
        tx.query(
          `update public.notification_recipients set acknowledged_at = now()
           where notificationid = $1 and staffid = $2`,
          [tia.notificationid, tia.staffid],
        ),
      );
      expect(types(await eventsOf(sql, tia.notificationid))).toEqual([
        'sent',
        'quiz_attempt',
        'opened',
        'acknowledged',
      ]);
    }));

  it('an acknowledgement without opening first records the opening it implies', () =>
    story(async ({ sql, as }) => {
      const sam = world.staff.sam;
      await as(sam.id, (tx) =>
        tx.query(
          `update public.notification_recipients set acknowledged_at = now()
           where notificationid = $1 and staffid = $2`,
          [sam.notificationid, sam.staffid],
        ),
      );
      expect(types(await eventsOf(sql, sam.notificationid)).slice(-2)).toEqual([
        'opened',
        'acknowledged',
      ]);
    }));

  it('every quiz attempt, numbered, with its score and pass or fail', () =>
    story(async ({ sql, as }) => {
      const sam = world.staff.sam;
      for (const correct of [0, UPDATE_QUIZ.length]) {
        // Past the wait after a failed attempt (20261129010000): hours later.
        await sql.query(
          `update public.notification_recipients
           set quiz_attempted_at = quiz_attempted_at - interval '3 hours'
           where notificationid = $1 and staffid = $2`,
          [sam.notificationid, sam.staffid],
        );
        await as(sam.id, (tx) =>
          tx.query('select * from public.grade_update_quiz($1, $2)', [
            sam.notificationid,
            updateAnswersScoring(correct),
          ]),
        );
      }
      const attempts = (await eventsOf(sql, sam.notificationid)).filter(
        (r) => r.type === 'quiz_attempt',
      );
      expect(attempts.map((r) => r.detail)).toEqual([
        { score: 1, total: 2, passed: false, attempt: 1 },
        { score: 0, total: 2, passed: false, attempt: 2 },
        { score: 2, total: 2, passed: true, attempt: 3 },
      ]);
    }));

  it('remind_update: a reminder_sent event for each reminded recipient (tia is not one)', () =>
    story(async ({ sql, as }) => {
      const sam = world.staff.sam;
      const remind = () =>
        as(world.alice.id, (tx) =>
          tx.query('select public.remind_update($1, $2::uuid[])', [
            sam.notificationid,
            [sam.staffid, world.staff.tia.staffid],
          ]),
        );
      await remind();
      // A clean slate is no event (nobody was reminded of anything); reminding again is one.
      await sql.query(
        'update public.notification_recipients set reminded_at = null where notificationid = $1',
        [sam.notificationid],
      );
      await remind();
      const rows = await eventsOf(sql, sam.notificationid);
      expect(rows.filter((r) => r.type === 'reminder_sent').map((r) => r.staffid)).toEqual([
        sam.staffid,
        sam.staffid,
      ]);
    }));

  it('deliveries: delivered or failed with channel and reason, each outcome once', () =>
    story(async ({ sql }) => {
      const nid = world.alice.notificationid;
      const { rows } = await sql.query<{ deliveryid: string }>(
        'select deliveryid from public.deliveries where notificationid = $1',
        [nid],
      );
      const id = rows[0]!.deliveryid;
      const claim = () =>
        sql.query(
          `update public.deliveries set attempts = attempts + 1,
             claimed_until = now() + interval '5 minutes' where deliveryid = $1`,
          [id],
        );
      const record = (status: string, reason: string | null) =>
        sql.query(
          `update public.deliveries set status = $2, reason = $3, claimed_until = null
           where deliveryid = $1`,
          [id, status, reason],
        );
      await claim();
      await record('failed', 'SMTP_HOST is not set');
      await claim();
      await record('failed', 'SMTP_HOST is not set');
      await claim();
      await record('sent', null);
      const outcomes = (await eventsOf(sql, nid)).filter((r) => r.type.startsWith('deliver'));
      expect(outcomes.map((r) => [r.type, r.detail])).toEqual([
        [
          'delivery_failed',
          { channel: 'email', purpose: 'update', reason: 'SMTP_HOST is not set', attempts: 1 },
        ],
        [
          'delivery_failed',
          { channel: 'email', purpose: 'update', reason: 'SMTP_HOST is not set', attempts: 2 },
        ],
        ['delivered', { channel: 'email', purpose: 'update', reason: null, attempts: 3 }],
      ]);
    }));
});

describe('nobody writes the record but the server', () => {
  const forge = (sql: Sql) =>
    sql.query(
      `insert into public.training_events (restaurantid, staffid, staff_name, staff_email,
         staff_role, notificationid, type)
       values ($1, $2, 'Tia', 'tia@example.test', 'Bartender', $3, 'acknowledged')`,
      [world.alice.restaurantid, world.staff.tia.staffid, world.staff.tia.notificationid],
    );

  it('no manager, staff member or outsider inserts, updates or deletes an event', () =>
    story(async ({ as }) => {
      const callers = [world.alice.id, world.bob.id, world.staff.tia.id, OUTSIDER.id];
      for (const caller of callers) {
        await expectPermissionDenied(as(caller, forge), 'table training_events');
        await expectPermissionDenied(
          as(caller, (tx) => tx.query(`update public.training_events set type = 'acknowledged'`)),
          'table training_events',
        );
        await expectPermissionDenied(
          as(caller, (tx) => tx.query('delete from public.training_events')),
          'table training_events',
        );
      }
      await expectPermissionDenied(as(null, forge), 'table training_events');
    }));

  it('nor the service role', () =>
    story(async ({ sql }) => {
      const error = await refused(sql, async () => {
        await sql.exec('set local role service_role');
        await forge(sql);
      });
      expect(error).toMatchObject({
        code: '42501',
        message: expect.stringContaining('permission denied for table training_events'),
      });
    }));

  it('even a privileged session cannot rewrite or erase an event', () =>
    story(async ({ sql }) => {
      const appendOnly = { code: '42501', message: 'the training record is append-only' };
      expect(
        await refused(sql, () =>
          sql.query(`update public.training_events set staff_name = 'Someone else'`),
        ),
      ).toMatchObject(appendOnly);
      expect(
        await refused(sql, () => sql.query('delete from public.training_events')),
      ).toMatchObject(appendOnly);
    }));
});

describe('who reads what', () => {
  it("a manager reads exactly their restaurant's events", () =>
    story(async ({ sql, as }) => {
      for (const manager of [world.alice, world.bob]) {
        const mine = await truth(sql, 't.restaurantid = $1', [manager.restaurantid]);
        expect(mine.length).toBeGreaterThan(0);
        expect(await as(manager.id, visible)).toEqual(mine);
      }
    }));

  it('a staff member reads their own events, not how they were delivered', () =>
    story(async ({ sql, as }) => {
      const sam = world.staff.sam;
      // A delivery outcome of sam's: recorded, but the manager's to read.
      await sql.query(
        `update public.deliveries set status = 'failed', reason = 'x'
         where notificationid = $1 and staffid = $2`,
        [sam.notificationid, sam.staffid],
      );
      const all = await truth(sql, 't.staffid = $1', [sam.staffid]);
      expect(all.some((k) => k.startsWith('delivery_failed'))).toBe(true);
      expect(await as(sam.id, visible)).toEqual(all.filter((k) => !k.startsWith('deliver')));
    }));

  it('an outsider reads nothing; anon may not even ask', () =>
    story(async ({ as }) => {
      expect(await as(OUTSIDER.id, visible)).toEqual([]);
      await expectPermissionDenied(as(null, visible), 'table training_events');
    }));
});

describe('nothing erases history', () => {
  it('removing a staff member keeps their events and adds one removed event, as they were', () =>
    story(async ({ sql, as }) => {
      const sam = world.staff.sam;
      const before = await eventsOf(sql, sam.notificationid, sam.staffid);
      expect(before.length).toBeGreaterThan(0);
      // As the app removes an entry (table-collection.ts): one DELETE under the manager's RLS.
      await as(world.alice.id, (tx) =>
        tx.query('delete from public.staff_members where restaurantid = $1 and staffid in ($2)', [
          world.alice.restaurantid,
          sam.staffid,
        ]),
      );
      expect(await eventsOf(sql, sam.notificationid, sam.staffid)).toEqual(before);
      const read = await as(world.alice.id, (tx) =>
        tx.query<EventRow>(
          `select type, notificationid, staff_name, staff_email, staff_role, menu_versions, detail
           from public.training_events where staffid = $1 order by eventid`,
          [sam.staffid],
        ),
      );
      expect(read.rows.map((r) => [r.type, r.staff_name])).toEqual([
        ...before.map((r) => [r.type, 'Sam Server']),
        ['removed', 'Sam Server'],
      ]);
      expect(read.rows.at(-1)).toEqual({
        type: 'removed',
        notificationid: null,
        staff_name: 'Sam Server',
        staff_email: 'Sam@Example.TEST',
        staff_role: 'Server',
        menu_versions: [],
        detail: {},
      });
    }));

  it('an entry nobody sent anything leaves no removed event', () =>
    story(async ({ sql, as }) => {
      const vic = world.bob.otherStaffid;
      expect(await truth(sql, 't.staffid = $1', [vic])).toEqual([]);
      await as(world.bob.id, (tx) =>
        tx.query('delete from public.staff_members where restaurantid = $1 and staffid in ($2)', [
          world.bob.restaurantid,
          vic,
        ]),
      );
      expect(await truth(sql, 't.staffid = $1', [vic])).toEqual([]);
    }));

  it('renaming a person later leaves the name they had at the time', () =>
    story(async ({ sql, as }) => {
      const tia = world.staff.tia;
      await as(world.alice.id, (tx) =>
        tx.query(`update public.staff_members set name = 'Tia Manager' where staffid = $1`, [
          tia.staffid,
        ]),
      );
      const rows = await eventsOf(sql, tia.notificationid, tia.staffid);
      expect(rows.map((r) => r.staff_name)).toEqual(rows.map(() => 'Tia Bartender'));
    }));

  it('deleting the update and the menu keeps the events and their change set', () =>
    story(async ({ sql, as }) => {
      const nid = world.alice.notificationid;
      const before = await eventsOf(sql, nid);
      await as(world.alice.id, async (tx) => {
        await tx.query('delete from public.notifications where notificationid = $1', [nid]);
        await tx.query('delete from public.menus where menuid = $1', [world.alice.menuid]);
      });
      expect(await eventsOf(sql, nid)).toEqual(before);
      expect(before[0]!.detail.change_set).toEqual(CHANGE_SET);
    }));

  it("only the restaurant's own deletion takes its events with it (its staff add none)", () =>
    story(async ({ sql, as }) => {
      await as(world.bob.id, (tx) =>
        tx.query('delete from public.restaurants where restaurantid = $1', [
          world.bob.restaurantid,
        ]),
      );
      expect(await truth(sql, 't.restaurantid = $1', [world.bob.restaurantid])).toEqual([]);
      expect((await truth(sql, 't.restaurantid = $1', [world.alice.restaurantid])).length).toBe(
        (await truth(sql, 'true', [])).length,
      );
    }));

  it('deleting the account takes its restaurant, staff and record, and only those', () =>
    story(async ({ sql }) => {
      const others = await truth(sql, 't.restaurantid <> $1', [world.alice.restaurantid]);
      // As GoTrue deletes a user: the restaurant, then its staff entries, cascade from it.
      await sql.query('delete from auth.users where id = $1', [world.alice.id]);
      expect(await truth(sql, 't.restaurantid = $1', [world.alice.restaurantid])).toEqual([]);
      expect(await truth(sql, 'true', [])).toEqual(others);
    }));
});
