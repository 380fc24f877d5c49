// Structured allergens (20261125000000): the per-item states and the restaurant's regime live in
// columns of tables whose row policies already decide who may read and write them. These cases
// prove the new columns follow those walls: the owner writes, a rival manager and staff cannot,
// staff read their own team's states only, anyone without a session sees nothing, and the column
// refuses anything but a JSON object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness';
import { buildWorld, type World } from './world';

let db: TestDatabase;
let world: World;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
}, 180_000);
afterAll(() => db?.close());

const STATES = { sesame: { state: 'contains' }, milk: { state: 'may_contain' } };

const statesOf = async (menuitemid: number) =>
  (
    await db.sandbox((sql) =>
      sql.query('select allergen_states from public.menuitems where menuitemid = $1', [menuitemid]),
    )
  ).rows[0]?.allergen_states;

const writeStates = (sql: import('./harness').Sql, menuitemid: number) =>
  sql.query(
    'update public.menuitems set allergen_states = $1 where menuitemid = $2 returning menuitemid',
    [JSON.stringify(STATES), menuitemid],
  );

describe('menuitems.allergen_states', () => {
  it('starts as no statement at all, and the owner writes and reads it back', async () => {
    expect(await statesOf(world.alice.menuitemid)).toEqual({});
    const rows = await db.asUser(
      world.alice.id,
      async (sql) => {
        await writeStates(sql, world.alice.menuitemid);
        return (
          await sql.query('select allergen_states from public.menuitems where menuitemid = $1', [
            world.alice.menuitemid,
          ])
        ).rows;
      },
      { rollback: true },
    );
    expect(rows[0]?.allergen_states).toEqual(STATES);
  });

  it("a rival manager changes nothing on another restaurant's item", async () => {
    const rows = await db.asUser(
      world.bob.id,
      async (sql) => (await writeStates(sql, world.alice.menuitemid)).rows,
    );
    expect(rows).toEqual([]);
    expect(await statesOf(world.alice.menuitemid)).toEqual({});
  });

  it('staff read their own team’s states but cannot write them', async () => {
    const { tia, uma } = world.staff;
    const seen = await db.asUser(
      tia.id,
      async (sql) =>
        (await sql.query('select menuitemid, allergen_states from public.menuitems')).rows,
    );
    expect(seen.map((r) => r.menuitemid)).toContain(world.alice.menuitemid);
    expect(seen.map((r) => r.menuitemid)).not.toContain(world.bob.menuitemid);
    const other = await db.asUser(
      uma.id,
      async (sql) =>
        (
          await sql.query('select menuitemid from public.menuitems where menuitemid = $1', [
            world.alice.menuitemid,
          ])
        ).rows,
    );
    expect(other).toEqual([]);
    const written = await db
      .asUser(tia.id, async (sql) => (await writeStates(sql, world.alice.menuitemid)).rows)
      .catch((error: { code?: string }) => error.code);
    expect(written === '42501' || (Array.isArray(written) && written.length === 0)).toBe(true);
    expect(await statesOf(world.alice.menuitemid)).toEqual({});
  });

  it('anonymous callers see no states', async () => {
    const rows = await db
      .asAnon(async (sql) => (await sql.query('select allergen_states from public.menuitems')).rows)
      .catch(() => []);
    expect(rows).toEqual([]);
  });

  it('refuses a value that is not a JSON object', async () => {
    await expect(
      db.asUser(world.alice.id, (sql) =>
        sql.query('update public.menuitems set allergen_states = $1 where menuitemid = $2', [
          JSON.stringify(['contains', 'milk']),
          world.alice.menuitemid,
        ]),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('restaurants.allergen_regime', () => {
  const regimeOf = async (restaurantid: number) =>
    (
      await db.sandbox((sql) =>
        sql.query('select allergen_regime from public.restaurants where restaurantid = $1', [
          restaurantid,
        ]),
      )
    ).rows[0]?.allergen_regime;

  it('the owner chooses EU or US rules; anything else is refused', async () => {
    const set = (value: string) =>
      db.asUser(
        world.alice.id,
        (sql) =>
          sql.query(
            'update public.restaurants set allergen_regime = $1 where restaurantid = $2 returning allergen_regime',
            [value, world.alice.restaurantid],
          ),
        { rollback: true },
      );
    expect((await set('us')).rows[0]?.allergen_regime).toBe('us');
    await expect(set('uk')).rejects.toMatchObject({ code: '23514' });
  });

  it('staff learn it with their membership, from claim_staff_membership()', async () => {
    const { sam } = world.staff;
    const claimed = await db.asUser(
      sam.id,
      async (sql) =>
        (await sql.query('select allergen_regime from public.claim_staff_membership()')).rows,
      {
        arrange: (sql) =>
          sql.query('update public.restaurants set allergen_regime = $1 where restaurantid = $2', [
            'us',
            world.alice.restaurantid,
          ]),
        rollback: true,
      },
    );
    expect(claimed).toEqual([{ allergen_regime: 'us' }]);
  });

  it('a rival manager cannot change it', async () => {
    const rows = await db.asUser(
      world.bob.id,
      async (sql) =>
        (
          await sql.query(
            'update public.restaurants set allergen_regime = $1 where restaurantid = $2 returning restaurantid',
            ['us', world.alice.restaurantid],
          )
        ).rows,
    );
    expect(rows).toEqual([]);
    expect(await regimeOf(world.alice.restaurantid)).toBeNull();
  });
});
