// The accounts the RLS tests play with: each user signs up (a row in auth.users, as GoTrue
// would insert it) and then, as themselves, creates one restaurant holding one menu with items.
import type { Row, Sql, TestDatabase } from './harness';

export type UserName = 'alice' | 'bob';

/** Ids of what one user owns, named after the column that holds them. */
export interface Account {
  id: string;
  restaurantid: number;
  menuid: number;
  menuitemid: number;
}

export type World = Record<UserName, Account>;

export const USERS: Record<UserName, { id: string; email: string; metadata: Row }> = {
  alice: {
    id: '00000000-0000-4000-8000-0000000a11ce',
    email: 'alice@example.test',
    metadata: { full_name: 'Alice Owner', user_type: 'Manager' },
  },
  bob: {
    id: '00000000-0000-4000-8000-000000000b0b',
    email: 'bob@example.test',
    metadata: { full_name: 'Bob Rival', user_type: 'Staff' },
  },
};

/** Inserts an auth user the way GoTrue does at sign-up; the profile trigger fires. */
export async function signUp(db: Sql, id: string, email: string, metadata: Row | null) {
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    email,
    metadata,
  ]);
}

export async function buildWorld(db: TestDatabase): Promise<World> {
  const world = {} as World;
  for (const [name, user] of Object.entries(USERS) as [UserName, (typeof USERS)[UserName]][]) {
    await signUp(db, user.id, user.email, user.metadata);
    world[name] = await db.asUser(user.id, async (sql) => {
      const one = async (text: string, params: unknown[]) =>
        (await sql.query(text, params)).rows[0];
      const restaurant = await one(
        `insert into public.restaurants (restaurant_name, userid, orgid)
         values ($1, $2, 1) returning restaurantid`,
        [`${name}'s bistro`, user.id],
      );
      const menu = await one(
        `insert into public.menus (restaurantid, name, menu_type, food_type)
         values ($1, 'Dinner', 'food', 'dinner') returning menuid`,
        [restaurant.restaurantid],
      );
      const item = await one(
        `insert into public.menuitems (menuid, name, description, price, category, ingredients)
         values ($1, 'Burrata', 'Tomato, basil', '$14.99', 'To Share', '{burrata,tomato}')
         returning menuitemid`,
        [menu.menuid],
      );
      await sql.query(
        `insert into public.menuitems (menuid, name, price, category, position, allergens)
         values ($1, 'Market fish', '$MP', 'Larger Plates', 1, '{fish}')`,
        [menu.menuid],
      );
      return {
        id: user.id,
        restaurantid: restaurant.restaurantid as number,
        menuid: menu.menuid as number,
        menuitemid: item.menuitemid as number,
      };
    });
  }
  return world;
}
