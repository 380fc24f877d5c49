// Sample data (20261129020000, ADR 0026): whether a restaurant still shows the app's samples is
// one column on its row. A new restaurant shows them; only its owner can say they are removed: a
// rival manager, the restaurant's own staff and anyone without a session change nothing.
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

const flagOf = async (restaurantid: number) =>
  (
    await db.sandbox((sql) =>
      sql.query('select samples_removed from public.restaurants where restaurantid = $1', [
        restaurantid,
      ]),
    )
  ).rows[0]?.samples_removed;

const removeSamples = async (sql: Sql, restaurantid: number) =>
  (
    await sql.query(
      'update public.restaurants set samples_removed = true where restaurantid = $1 returning samples_removed',
      [restaurantid],
    )
  ).rows;

/** A refused write is either PostgreSQL's permission error or a policy that matched no row. */
const refused = (attempt: Promise<unknown[]>) =>
  attempt.then(
    (rows) => rows.length === 0,
    (error: { code?: string }) => error.code === '42501',
  );

describe('restaurants.samples_removed', () => {
  it('starts false for every restaurant, so a new one shows the samples', async () => {
    expect(await flagOf(world.alice.restaurantid)).toBe(false);
    expect(await flagOf(world.bob.restaurantid)).toBe(false);
  });

  it('the owner removes the samples of their restaurant', async () => {
    const rows = await db.asUser(
      world.alice.id,
      (sql) => removeSamples(sql, world.alice.restaurantid),
      { rollback: true },
    );
    expect(rows).toEqual([{ samples_removed: true }]);
  });

  it('a rival manager, the restaurant’s staff and anonymous callers cannot', async () => {
    const { tia } = world.staff;
    expect(
      await refused(db.asUser(world.bob.id, (sql) => removeSamples(sql, world.alice.restaurantid))),
    ).toBe(true);
    expect(
      await refused(db.asUser(tia.id, (sql) => removeSamples(sql, world.alice.restaurantid))),
    ).toBe(true);
    expect(await refused(db.asAnon((sql) => removeSamples(sql, world.alice.restaurantid)))).toBe(
      true,
    );
    expect(await flagOf(world.alice.restaurantid)).toBe(false);
  });
});
