// A language per person (supabase/migrations/20261203000000_staff_language.sql): the manager
// writes an entry's language like its other columns; the person writes their own through
// set_my_language(); a colleague, another team's manager and a stranger change nothing; only
// 'en', 'es' or null is ever stored. Each story is rolled back, so every case starts from the world.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import { type Sql } from './harness';
import { worldFile } from './story';
import { OUTSIDER, STAFF_USERS, USERS } from './world';

const { world, story } = worldFile();

/** The stored language of an entry, read as the superuser. */
async function language(sql: Sql, staffid: string): Promise<unknown> {
  const { rows } = await sql.query('select language from public.staff_members where staffid = $1', [
    staffid,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!.language;
}

const setMine = (sql: Sql, staffid: string, value: string | null) =>
  sql.query('select public.set_my_language($1, $2)', [staffid, value]);

const managerSets = (sql: Sql, staffid: string, value: string | null) =>
  sql.query('update public.staff_members set language = $2 where staffid = $1', [staffid, value]);

const refused = (attempt: Promise<unknown>, code: string) =>
  expect(attempt).rejects.toMatchObject({ code });

describe('staff_members.language', () => {
  it('starts as null: the person follows their browser until someone chooses', async () => {
    await story(async ({ sql }) => {
      expect(await language(sql, world.staff.tia.staffid)).toBeNull();
      expect(await language(sql, world.bob.otherStaffid)).toBeNull();
    });
  });

  it('the manager sets it on an entry of her team, reads it back, and clears it', async () => {
    await story(async ({ sql, as }) => {
      const tia = world.staff.tia.staffid;
      const set = await as(USERS.alice.id, (q) =>
        q.query(
          'update public.staff_members set language = $2 where staffid = $1 returning language',
          [tia, 'es'],
        ),
      );
      expect(set.rows).toEqual([{ language: 'es' }]);
      expect(await language(sql, tia)).toBe('es');
      const listed = await as(USERS.alice.id, (q) =>
        q.query('select staffid, language from public.staff_members order by name'),
      );
      expect(listed.rows).toContainEqual({ staffid: tia, language: 'es' });
      await as(USERS.alice.id, (q) => managerSets(q, tia, null));
      expect(await language(sql, tia)).toBeNull();
    });
  });

  it('the manager adds a person with a language (an invitation goes out before they sign up)', async () => {
    await story(async ({ as }) => {
      const { rows } = await as(USERS.alice.id, (q) =>
        q.query(
          `insert into public.staff_members (restaurantid, name, role, email, status, language)
           values ($1, 'Lia', 'Server', 'lia@example.test', 'invited', 'es') returning language`,
          [world.alice.restaurantid],
        ),
      );
      expect(rows).toEqual([{ language: 'es' }]);
    });
  });

  it('the person sets their own, reads it back from the claim, and goes back to the browser', async () => {
    await story(async ({ sql, as }) => {
      const { tia } = world.staff;
      const before = await sql.query(
        'select updated_at from public.staff_members where staffid = $1',
        [tia.staffid],
      );
      await as(tia.id, (q) => setMine(q, tia.staffid, 'es'));
      expect(await language(sql, tia.staffid)).toBe('es');
      // The manager's last write is still the last write.
      const after = await sql.query(
        'select updated_at from public.staff_members where staffid = $1',
        [tia.staffid],
      );
      expect(after.rows).toEqual(before.rows);
      const teams = await as(tia.id, (q) =>
        q.query('select staffid, language from public.claim_staff_membership()'),
      );
      expect(teams.rows).toEqual([{ staffid: tia.staffid, language: 'es' }]);
      await as(tia.id, (q) => setMine(q, tia.staffid, null));
      expect(await language(sql, tia.staffid)).toBeNull();
    });
  });

  it("the person's choice reaches each of their teams, and no one else's entry", async () => {
    await story(async ({ sql, as }) => {
      const { tia, sam, uma } = world.staff;
      // Alice adds Uma too; Uma, already on Bob's team, accepts.
      const added = await as(USERS.alice.id, (q) =>
        q.query(
          `insert into public.staff_members (restaurantid, name, role, email)
           values ($1, 'Uma Host', 'Host', $2) returning staffid`,
          [world.alice.restaurantid, STAFF_USERS.uma.email],
        ),
      );
      const second = added.rows[0]!.staffid as string;
      await as(uma.id, (q) => q.query('select * from public.claim_staff_membership()'));
      await as(uma.id, (q) => q.query('select public.accept_staff_membership($1)', [second]));

      await as(uma.id, (q) => setMine(q, uma.staffid, 'es'));
      expect(await language(sql, uma.staffid)).toBe('es');
      expect(await language(sql, second)).toBe('es');
      for (const other of [tia.staffid, sam.staffid, world.bob.otherStaffid]) {
        expect(await language(sql, other)).toBeNull();
      }
    });
  });

  it('a colleague cannot set it: not through the function, not by a direct update', async () => {
    await story(async ({ sql, as }) => {
      const { tia, sam } = world.staff;
      await as(USERS.alice.id, (q) => managerSets(q, tia.staffid, 'en'));
      await refused(
        as(sam.id, (q) => setMine(q, tia.staffid, 'es')),
        '42501',
      );
      // Staff hold no UPDATE policy on the directory: the row is out of reach.
      const direct = await as(sam.id, (q) => managerSets(q, tia.staffid, 'es'));
      expect(direct.affectedRows).toBe(0);
      expect(await language(sql, tia.staffid)).toBe('en');
      expect(await language(sql, sam.staffid)).toBeNull();
    });
  });

  it("another team's manager cannot set it, either way", async () => {
    await story(async ({ sql, as }) => {
      const { tia } = world.staff;
      const direct = await as(USERS.bob.id, (q) => managerSets(q, tia.staffid, 'es'));
      expect(direct.affectedRows).toBe(0);
      await refused(
        as(USERS.bob.id, (q) => setMine(q, tia.staffid, 'es')),
        '42501',
      );
      expect(await language(sql, tia.staffid)).toBeNull();
    });
  });

  it('a stranger, a pending or inactive entry, and the anon key write nothing', async () => {
    await story(async ({ sql, as }) => {
      const { tia } = world.staff;
      await refused(
        as(OUTSIDER.id, (q) => setMine(q, tia.staffid, 'es')),
        '42501',
      );
      // Made inactive by the manager: the person is no longer on the team.
      await as(USERS.alice.id, (q) =>
        q.query(`update public.staff_members set status = 'inactive' where staffid = $1`, [
          tia.staffid,
        ]),
      );
      await refused(
        as(tia.id, (q) => setMine(q, tia.staffid, 'es')),
        '42501',
      );
      await expectPermissionDenied(
        as(null, (q) => setMine(q, tia.staffid, 'es')),
        'function set_my_language',
      );
      expect(await language(sql, tia.staffid)).toBeNull();
    });
    await story(async ({ sql, as }) => {
      // An offer not yet answered gives no say over the entry.
      const { rows } = await as(USERS.alice.id, (q) =>
        q.query(
          `insert into public.staff_members (restaurantid, name, role, email)
           values ($1, 'Mallory', 'Server', $2) returning staffid`,
          [world.alice.restaurantid, OUTSIDER.email],
        ),
      );
      const offered = rows[0]!.staffid as string;
      await as(OUTSIDER.id, (q) => q.query('select * from public.claim_staff_membership()'));
      await refused(
        as(OUTSIDER.id, (q) => setMine(q, offered, 'es')),
        '42501',
      );
      expect(await language(sql, offered)).toBeNull();
    });
  });

  it('refuses any value but en, es or null, from the manager and from the person', async () => {
    await story(async ({ sql, as }) => {
      const { tia } = world.staff;
      await as(tia.id, (q) => setMine(q, tia.staffid, 'es'));
      for (const bad of ['fr', 'EN', 'es-MX', '']) {
        await refused(
          as(tia.id, (q) => setMine(q, tia.staffid, bad)),
          '23514',
        );
        await refused(
          as(USERS.alice.id, (q) => managerSets(q, tia.staffid, bad)),
          '23514',
        );
      }
      expect(await language(sql, tia.staffid)).toBe('es');
    });
  });
});
