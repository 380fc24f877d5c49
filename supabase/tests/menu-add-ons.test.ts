// Section add-ons (20261130000000): the add-on and deal lines of a menu's sections live in one
// column of menus, whose row policies already decide who reads and writes it. These cases prove
// the new column follows those walls: the owner writes it, a rival manager, staff and anyone
// without a session cannot, the restaurant's staff read it, and it refuses anything but a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Sql, type TestDatabase } from './harness';
import { buildWorld, type World } from './world';

let db: TestDatabase;
let world: World;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
}, 180_000);
afterAll(() => db?.close());

const ADD_ONS = [{ category: 'Salads', addOns: ['Add grilled halloumi 3.50'] }];

const addOnsOf = async (menuid: number) =>
  (
    await db.sandbox((sql) =>
      sql.query('select add_ons from public.menus where menuid = $1', [menuid]),
    )
  ).rows[0]?.add_ons;

const writeAddOns = async (sql: Sql, menuid: number, value: unknown = ADD_ONS) =>
  (
    await sql.query('update public.menus set add_ons = $1 where menuid = $2 returning add_ons', [
      JSON.stringify(value),
      menuid,
    ])
  ).rows;

/** A refused write is either PostgreSQL's permission error or a policy that matched no row. */
const refused = (attempt: Promise<unknown[]>) =>
  attempt.then(
    (rows) => rows.length === 0,
    (error: { code?: string }) => error.code === '42501',
  );

describe('menus.add_ons', () => {
  it('starts as none, and the owner writes it and reads it back', async () => {
    expect(await addOnsOf(world.alice.menuid)).toEqual([]);
    const rows = await db.asUser(world.alice.id, (sql) => writeAddOns(sql, world.alice.menuid), {
      rollback: true,
    });
    expect(rows).toEqual([{ add_ons: ADD_ONS }]);
  });

  it('the restaurant’s staff read it; a rival manager reads nothing', async () => {
    const read = async (userId: string) =>
      (
        await db.asUser(
          userId,
          (sql) =>
            sql.query('select add_ons from public.menus where menuid = $1', [world.alice.menuid]),
          { arrange: (sql) => writeAddOns(sql, world.alice.menuid), rollback: true },
        )
      ).rows;
    expect(await read(world.staff.tia.id)).toEqual([{ add_ons: ADD_ONS }]);
    expect(await read(world.bob.id)).toEqual([]);
  });

  it('a rival manager, the restaurant’s staff and anonymous callers cannot write it', async () => {
    const menuid = world.alice.menuid;
    expect(await refused(db.asUser(world.bob.id, (sql) => writeAddOns(sql, menuid)))).toBe(true);
    expect(await refused(db.asUser(world.staff.tia.id, (sql) => writeAddOns(sql, menuid)))).toBe(
      true,
    );
    expect(await refused(db.asAnon((sql) => writeAddOns(sql, menuid)))).toBe(true);
    expect(await addOnsOf(menuid)).toEqual([]);
  });

  it('refuses anything but a list, and a list too large for one menu', async () => {
    const attempt = (value: unknown) =>
      db.asUser(world.alice.id, (sql) => writeAddOns(sql, world.alice.menuid, value), {
        rollback: true,
      });
    await expect(attempt({ Salads: ['Add egg 1'] })).rejects.toMatchObject({ code: '23514' });
    const huge = [{ category: 'Salads', addOns: ['x'.repeat(250_000)] }];
    await expect(attempt(huge)).rejects.toMatchObject({ code: '23514' });
  });
});
