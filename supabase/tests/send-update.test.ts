// Sending an update is one call (supabase/migrations/20261201000000_send_update.sql): the
// notification, its quiz, its recipients and their counters together, or nothing; under the
// caller's own privileges and row policies.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import type { Sql } from './harness';
import { worldFile } from './story';
import { CHANGE_SET, OUTSIDER, UPDATE_QUIZ } from './world';

const { world, story } = worldFile();

const UPDATE = {
  message: 'No fish tonight',
  type: 'menu_update',
  item_names: ['Market Fish'],
  items: 1,
  menu_versions: [],
  change_set: CHANGE_SET,
  required: true,
};

function send(sql: Sql, restaurantid: number, recipients: string[], quiz: unknown[] = UPDATE_QUIZ) {
  return sql.query('select * from public.send_update($1, $2, $3::uuid[], $4)', [
    restaurantid,
    JSON.stringify(UPDATE),
    recipients,
    JSON.stringify(quiz),
  ]);
}

async function counters(sql: Sql, staffids: string[]) {
  const { rows } = await sql.query<{ staffid: string; n: number }>(
    `select staffid, notifications_received as n from public.staff_members
     where staffid = any ($1::uuid[]) order by staffid`,
    [staffids],
  );
  return Object.fromEntries(rows.map((r) => [r.staffid, r.n]));
}

describe('send_update', () => {
  it('writes the update, its quiz and recipients, and counts it once per recipient', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      const ids = [world.staff.sam.staffid, world.staff.tia.staffid];
      const before = await counters(sql, ids);
      // A recipient named twice is one recipient, counted once.
      const { rows } = await as(alice.id, (tx) => send(tx, alice.restaurantid, [...ids, ids[0]!]));
      expect(rows).toHaveLength(1);
      const id = rows[0]!.notificationid as string;
      expect(rows[0]).toMatchObject({ message: 'No fish tonight', recipients: 2, required: true });
      const recipients = await sql.query(
        'select staffid from public.notification_recipients where notificationid = $1 order by 1',
        [id],
      );
      expect(recipients.rows.map((r) => r.staffid)).toEqual([...ids].sort());
      const quiz = await sql.query(
        'select questions from public.notification_quizzes where notificationid = $1',
        [id],
      );
      expect(quiz.rows[0]?.questions).toEqual(UPDATE_QUIZ);
      const after = await counters(sql, ids);
      for (const staffid of ids) expect(after[staffid]).toBe(before[staffid]! + 1);
    }));

  it('two sends one after the other both count: nothing is raised in the browser', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      const sam = world.staff.sam.staffid;
      const before = (await counters(sql, [sam]))[sam]!;
      await as(alice.id, (tx) => send(tx, alice.restaurantid, [sam]));
      await as(alice.id, (tx) => send(tx, alice.restaurantid, [sam], []));
      expect((await counters(sql, [sam]))[sam]).toBe(before + 2);
    }));

  it('sends nothing at all when one recipient is not of the restaurant', () =>
    story(async ({ sql, as }) => {
      const { alice, bob } = world;
      const count = async () =>
        (await sql.query('select count(*)::int as n from public.notifications')).rows[0]!.n;
      const notifications = await count();
      const tia = world.staff.tia.staffid;
      const before = await counters(sql, [tia, bob.staffid]);
      await expect(
        as(alice.id, (tx) => send(tx, alice.restaurantid, [tia, bob.staffid])),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await count()).toBe(notifications);
      expect(await counters(sql, [tia, bob.staffid])).toEqual(before);
    }));

  it("refuses another restaurant's manager, staff and outsiders", () =>
    story(async ({ as }) => {
      const { alice, bob } = world;
      const tia = world.staff.tia.staffid;
      for (const caller of [bob.id, world.staff.tia.id, OUTSIDER.id]) {
        await expect(as(caller, (tx) => send(tx, alice.restaurantid, [tia]))).rejects.toMatchObject(
          { code: '42501' },
        );
      }
      await expect(as(null, (tx) => send(tx, alice.restaurantid, [tia]))).rejects.toMatchObject({
        code: '42501',
      });
    }));

  it('leaves the count to the server: a manager can no longer write it', () =>
    story(async ({ as }) => {
      const { alice } = world;
      await expectPermissionDenied(
        as(alice.id, (tx) =>
          tx.query(
            'update public.staff_members set notifications_received = 99 where staffid = $1',
            [world.staff.sam.staffid],
          ),
        ),
        'table staff_members',
      );
      await expectPermissionDenied(
        as(alice.id, (tx) =>
          tx.query(
            `insert into public.staff_members (restaurantid, name, role, email, notifications_received)
             values ($1, 'Zed', 'Server', 'zed@example.com', 5)`,
            [alice.restaurantid],
          ),
        ),
        'table staff_members',
      );
    }));
});
