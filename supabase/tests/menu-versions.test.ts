// Menu versions as PostgREST would write them: the server numbers and stamps each one, a client
// cannot choose the number, and a staff member reads only the versions an update to them names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import { createTestDatabase, type TestDatabase } from './harness';
import { buildWorld, type World } from './world';

let db: TestDatabase;
let world: World;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await buildWorld(db);
});
afterAll(() => db?.close());

describe('menu_versions', () => {
  it('numbers each save after the newest and stamps who saved it', async () => {
    const { id, menuid } = world.alice;
    const rows = await db.asUser(id, async (sql) => {
      await sql.query(
        `insert into public.menu_versions (menuid, name, menu_type, items)
         values ($1, 'Dinner', 'food', '[]')`,
        [menuid],
      );
      return (
        await sql.query(
          'select version, saved_by, restaurantid from public.menu_versions where menuid = $1 order by version',
          [menuid],
        )
      ).rows;
    });
    // The world seeded versions 1 and 2.
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3]);
    expect(rows[2]).toMatchObject({ saved_by: id, restaurantid: world.alice.restaurantid });
  });

  it('refuses a version number, saver or time sent by the client', async () => {
    const { id, menuid } = world.alice;
    for (const column of ['version', 'saved_by', 'saved_at', 'restaurantid']) {
      await expectPermissionDenied(
        db.asUser(id, (sql) =>
          sql.query(
            `insert into public.menu_versions (menuid, name, menu_type, ${column})
             values ($1, 'Dinner', 'food', $2)`,
            [
              menuid,
              column === 'version'
                ? 1
                : column === 'saved_at'
                  ? '2000-01-01'
                  : column === 'restaurantid'
                    ? world.bob.restaurantid
                    : world.bob.id,
            ],
          ),
        ),
        'table menu_versions',
      );
    }
  });

  it('lets a staff member read the versions announced to them, not later ones', async () => {
    const tia = world.staff.tia;
    const versions = await db.asUser(tia.id, async (sql) => {
      const result = await sql.query(
        'select menuid, version from public.menu_versions order by version',
      );
      return result.rows;
    });
    expect(versions).toEqual([{ menuid: world.alice.menuid, version: 1 }]);
  });
});
