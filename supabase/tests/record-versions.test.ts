// Versions of whole-record forms (supabase/migrations/20261207010000_record_versions.sql and
// 20261207020000_staff_versions.sql, ADR 0056): restaurants, specials, training modules and staff
// entries carry a version that the server raises on each
// write changing a field of the form; the app writes `... where <key> = $1 and version = <read>`,
// so a write from a copy read before another write matches no row. No client sets a version.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import type { Sql } from './harness';
import { worldFile } from './story';

const { world, story } = worldFile();

type Case = {
  table: string;
  key: string;
  id: () => string | number;
  /** Two edits of different fields of the form, as two tabs would make them. */
  a: [string, unknown];
  b: [string, unknown];
  /** A write that changes no field of the form (the same value again, or another column). */
  same: () => [string, unknown];
};

const CASES: Case[] = [
  {
    table: 'restaurants',
    key: 'restaurantid',
    id: () => world.alice.restaurantid,
    a: ['phone_num', '555-0199'],
    b: ['restaurant_name', 'Chez Nous'],
    same: () => ['samples_removed', true],
  },
  {
    table: 'specials',
    key: 'specialid',
    id: () => world.alice.specialid,
    a: ['price', '$30'],
    b: ['name', 'Halibut, brown butter'],
    same: () => ['category', 'Special Offers'],
  },
  {
    table: 'training_modules',
    key: 'moduleid',
    id: () => world.alice.moduleid,
    a: ['content', 'Malbec with the steak; Riesling with the trout.'],
    b: ['title', 'Wines'],
    same: () => ['source_url', null],
  },
  {
    table: 'staff_members',
    key: 'staffid',
    // tia's entry: active from the start, so accepting it changed nothing the dialog shows.
    id: () => world.alice.staffid,
    a: ['role', 'Chef'],
    b: ['name', 'Tia Novak'],
    same: () => ['hire_date', '2025-01-15T00:00:00Z'],
  },
];

const read = async (sql: Sql, c: Case) =>
  (await sql.query(`select * from public.${c.table} where ${c.key} = $1`, [c.id()])).rows[0]!;

/** One edit as the adapter sends it: one field, where the row is still at `version`. */
const edit = (sql: Sql, c: Case, [column, value]: [string, unknown], version: unknown) =>
  sql.query(
    `update public.${c.table} set ${column} = $1 where ${c.key} = $2 and version = $3
     returning version`,
    [value, c.id(), version],
  );

describe.each(CASES)('$table.version', (c) => {
  it('starts at 1, and a write from a stale version matches nothing', () =>
    story(async ({ sql, as }) => {
      const opened = await read(sql, c);
      expect(opened.version).toBe(1);
      const first = await as(world.alice.id, (tx) => edit(tx, c, c.a, opened.version));
      expect(first.rows).toEqual([{ version: 2 }]);
      const stale = await as(world.alice.id, (tx) => edit(tx, c, c.b, opened.version));
      expect(stale.rows).toEqual([]);
      // The first write is still there; the stale one changed nothing.
      expect(await read(sql, c)).toMatchObject({
        [c.a[0]]: c.a[1],
        [c.b[0]]: opened[c.b[0]],
        version: 2,
      });
      // From the version it reads now, the second edit lands on top of the first.
      const next = await as(world.alice.id, (tx) => edit(tx, c, c.b, 2));
      expect(next.rows).toEqual([{ version: 3 }]);
    }));

  it('moves only when a field of the form changes', () =>
    story(async ({ sql, as }) => {
      const [column, value] = c.same();
      const { affectedRows } = await as(world.alice.id, (tx) =>
        tx.query(`update public.${c.table} set ${column} = $1 where ${c.key} = $2`, [
          value,
          c.id(),
        ]),
      );
      expect(affectedRows).toBe(1);
      // Written, and nothing a form shows changed: an open form's save is not refused for it.
      expect((await read(sql, c)).version).toBe(1);
    }));

  it('is the server’s: a client cannot set it', () =>
    expectPermissionDenied(
      story(({ as }) =>
        as(world.alice.id, (tx) =>
          tx.query(`update public.${c.table} set version = 7 where ${c.key} = $1`, [c.id()]),
        ),
      ),
      `table ${c.table}`,
    ));

  it('is raised from the stored row, whatever the statement says', () =>
    story(async ({ sql }) => {
      // The owner of the table (no grant needed) sends a version of its own with an edit.
      await sql.query(
        `update public.${c.table} set ${c.a[0]} = $1, version = 40 where ${c.key} = $2`,
        [c.a[1], c.id()],
      );
      expect((await read(sql, c)).version).toBe(2);
    }));
});

describe('staff_members.version and the person’s own writes', () => {
  const sam = () => world.staff.sam;
  const version = async (sql: Sql) =>
    (
      await sql.query<{ version: number }>(
        'select version from public.staff_members where staffid = $1',
        [sam().staffid],
      )
    ).rows[0]!.version;

  it('moves when the person sets their language, so a dialog opened before is refused', () =>
    story(async ({ sql, as }) => {
      // Accepting his invitation made sam's entry active: a field of the dialog.
      const opened = await version(sql);
      expect(opened).toBe(2);
      // One field, from no copy of the dialog: no version needed, and it is written.
      await as(sam().id, (tx) =>
        tx.query('select public.set_my_language($1, $2)', [sam().staffid, 'es']),
      );
      expect(await version(sql)).toBe(3);
      const stale = await as(world.alice.id, (tx) =>
        tx.query(
          `update public.staff_members set role = 'Host', language = null
            where staffid = $1 and version = $2 returning version`,
          [sam().staffid, opened],
        ),
      );
      expect(stale.rows).toEqual([]);
      const { rows } = await sql.query(
        'select language from public.staff_members where staffid = $1',
        [sam().staffid],
      );
      expect(rows).toEqual([{ language: 'es' }]);
    }));

  it('cannot be written by the person either', () =>
    expectPermissionDenied(
      story(({ as }) =>
        as(sam().id, (tx) =>
          tx.query('update public.staff_members set version = 9 where staffid = $1', [
            sam().staffid,
          ]),
        ),
      ),
      'table staff_members',
    ));
});
