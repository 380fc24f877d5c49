// Saving a menu is one call (supabase/migrations/20261207000000_save_menu.sql, ADR 0054): the
// menu row, its items and the next version together or not at all, refused from a stale base
// (PS409), under the caller's own privileges and row policies.
import { describe, expect, it } from 'vitest';
import { expectPermissionDenied } from './assertions';
import type { Row, Sql } from './harness';
import { worldFile } from './story';

const { world, story } = worldFile();

const DINNER = { name: 'Dinner (spring)', menu_type: 'food', food_type: 'dinner' };

/** An item as the app sends it: the editor's id and the item columns. */
const item = (id: string, name: string, extra: Row = {}): Row => ({
  id,
  name,
  description: '',
  price: '$10',
  category: 'Mains',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  allergen_states: {},
  ...extra,
});

function save(
  sql: Sql,
  restaurantid: number,
  menuid: number | null,
  base: number | null,
  items: Row[],
  menu: Row = DINNER,
) {
  return sql.query<{ saved: { menu: Row; items: Row[]; version: number } }>(
    'select public.save_menu($1, $2, $3, $4, $5) as saved',
    [restaurantid, menuid, base, JSON.stringify(menu), JSON.stringify(items)],
  );
}

/** Every menu, item and version row of both restaurants, as the superuser sees them. */
async function everything(sql: Sql) {
  const all = async (table: string, key: string) =>
    (await sql.query(`select to_jsonb(t) as row from public.${table} t order by ${key}`)).rows;
  return {
    menus: await all('menus', 'menuid'),
    items: await all('menuitems', 'menuitemid'),
    versions: await all('menu_versions', 'menuid, version'),
  };
}

/** An item row as the superuser sees it. */
const itemRow = async (sql: Sql, menuitemid: number) =>
  (
    await sql.query('select to_jsonb(t) as row from public.menuitems t where menuitemid = $1', [
      menuitemid,
    ])
  ).rows;

describe('save_menu', () => {
  it('updates, inserts and deletes items and adds the next version, in one call', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      const burrata = String(alice.menuitemid);
      // The world saved versions 1 and 2 of alice's menu.
      const { rows } = await as(alice.id, (tx) =>
        save(tx, alice.restaurantid, alice.menuid, 2, [
          item('item-17', 'Tart', { price: '$7' }),
          item(burrata, 'Burrata', {
            price: '$16',
            allergen_states: { milk: { state: 'contains' } },
          }),
        ]),
      );
      const saved = rows[0]!.saved;
      expect(saved.version).toBe(3);
      expect(saved.menu).toMatchObject({ menuid: alice.menuid, current_version: 3, ...DINNER });
      expect(saved.items.map((i) => [String(i.menuitemid), i.name, i.price, i.position])).toEqual([
        [expect.not.stringMatching(`^${burrata}$`), 'Tart', '$7', 0],
        [burrata, 'Burrata', '$16', 1],
      ]);
      // Market fish, left out of the draft, is gone.
      const stored = await sql.query('select name from public.menuitems where menuid = $1', [
        alice.menuid,
      ]);
      expect(stored.rows.map((r) => r.name).sort()).toEqual(['Burrata', 'Tart']);
      const version = await sql.query(
        'select name, items, saved_by from public.menu_versions where menuid = $1 and version = 3',
        [alice.menuid],
      );
      expect(version.rows[0]).toMatchObject({ name: 'Dinner (spring)', saved_by: alice.id });
      // The snapshot holds the stored ids, so versions compare item by item.
      expect(version.rows[0]!.items).toEqual([
        expect.objectContaining({ id: String(saved.items[0]!.menuitemid), name: 'Tart' }),
        expect.objectContaining({
          id: burrata,
          price: '$16',
          allergenStates: { milk: { state: 'contains' } },
        }),
      ]);
    }));

  it('creates a new menu from no base as version 1, and keeps stored add-ons when sent none', () =>
    story(async ({ as }) => {
      const { alice } = world;
      const addOns = [{ category: 'Mains', addOns: ['Add fries 3'] }];
      const created = (
        await as(alice.id, (tx) =>
          save(tx, alice.restaurantid, null, null, [item('sample-food-1', 'Soup')], {
            ...DINNER,
            name: 'Lunch',
            add_ons: addOns,
          }),
        )
      ).rows[0]!.saved;
      expect(created.version).toBe(1);
      expect(created.menu).toMatchObject({ name: 'Lunch', add_ons: addOns, current_version: 1 });
      const menuid = created.menu.menuid as number;
      const restored = (
        await as(alice.id, (tx) => save(tx, alice.restaurantid, menuid, 1, created.items))
      ).rows[0]!.saved;
      expect(restored).toMatchObject({ version: 2, menu: { add_ons: addOns } });
    }));

  it('a failure halfway (a check constraint on the last item) leaves everything as it was', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      const burrata = String(alice.menuitemid);
      const before = await everything(sql);
      const draft = [
        item(burrata, 'Burrata', { price: '$99' }),
        // menuitems.allergen_states must be an object: this insert runs after the menu row and
        // Burrata were updated and Market fish deleted.
        item('item-1', 'Broken', { allergen_states: [] }),
      ];
      await expect(
        as(alice.id, (tx) => save(tx, alice.restaurantid, alice.menuid, 2, draft)),
      ).rejects.toMatchObject({ code: '23514' });
      expect(await everything(sql)).toEqual(before);
      // The same draft without the broken item is accepted: the refusal was that item's.
      const { rows } = await as(alice.id, (tx) =>
        save(tx, alice.restaurantid, alice.menuid, 2, draft.slice(0, 1)),
      );
      expect(rows[0]!.saved.version).toBe(3);
    }));

  it('refuses any base but the newest version (PS409), also none, writing nothing', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      const before = await everything(sql);
      for (const base of [1, 3, null]) {
        await expect(
          as(alice.id, (tx) =>
            save(tx, alice.restaurantid, alice.menuid, base, [item('item-1', 'Mine')]),
          ),
        ).rejects.toMatchObject({ code: 'PS409' });
      }
      expect(await everything(sql)).toEqual(before);
    }));

  it('refuses a rival manager and staff on a restaurant not theirs, writing nothing', () =>
    story(async ({ sql, as }) => {
      const { alice, bob } = world;
      const before = await everything(sql);
      const attempts: [string, number | null, number | null][] = [
        [bob.id, null, null], // a new menu in alice's restaurant
        [bob.id, alice.menuid, 2], // alice's menu
        [world.staff.tia.id, alice.menuid, 2], // tia is on alice's team, not its manager
      ];
      for (const [who, menuid, base] of attempts) {
        await expect(
          as(who, (tx) => save(tx, alice.restaurantid, menuid, base, [item('item-1', 'Mine')])),
        ).rejects.toMatchObject({ code: '42501' });
      }
      // bob's own restaurant with alice's menu id: not a menu of his restaurant.
      await expect(
        as(bob.id, (tx) => save(tx, bob.restaurantid, alice.menuid, 2, [item('item-1', 'Mine')])),
      ).rejects.toMatchObject({ code: 'PS404' });
      expect(await everything(sql)).toEqual(before);
    }));

  it("never moves another menu's item: its id in a draft becomes a new row of this menu", () =>
    story(async ({ sql, as }) => {
      const { alice, bob } = world;
      const before = await itemRow(sql, alice.menuitemid);
      const { rows } = await as(bob.id, (tx) =>
        save(tx, bob.restaurantid, bob.menuid, 2, [item(String(alice.menuitemid), 'Taken')]),
      );
      const [taken] = rows[0]!.saved.items;
      expect(taken).toMatchObject({ menuid: bob.menuid, name: 'Taken' });
      expect(taken!.menuitemid).not.toBe(alice.menuitemid);
      expect(await itemRow(sql, alice.menuitemid)).toEqual(before);
    }));

  it('lets no client write the version number on a menu (only the versions trigger does)', () =>
    story(async ({ as }) => {
      const { alice } = world;
      await expectPermissionDenied(
        as(alice.id, (tx) =>
          tx.query('update public.menus set current_version = 9 where menuid = $1', [alice.menuid]),
        ),
        'table menus',
      );
      await expectPermissionDenied(
        as(alice.id, (tx) =>
          tx.query(
            `insert into public.menus (restaurantid, name, menu_type, current_version)
             values ($1, 'Brunch', 'food', 7)`,
            [alice.restaurantid],
          ),
        ),
        'table menus',
      );
    }));

  it('keeps current_version at the newest version when a version is inserted directly', () =>
    story(async ({ sql, as }) => {
      const { alice } = world;
      await as(alice.id, (tx) =>
        tx.query(
          `insert into public.menu_versions (menuid, name, menu_type, items)
           values ($1, 'Dinner', 'food', '[]')`,
          [alice.menuid],
        ),
      );
      const { rows } = await sql.query(
        'select current_version from public.menus where menuid = $1',
        [alice.menuid],
      );
      expect(rows).toEqual([{ current_version: 3 }]);
    }));
});
