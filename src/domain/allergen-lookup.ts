import { stateOf, type AllergenId } from './allergens';
import type { SavedMenu } from './menu';

/** One dish as a guest lookup names it; the menu's name matters when there are several. */
export type LookupDish = {
  menuId: string;
  menuName: string;
  itemId: string;
  name: string;
  category: string;
};

export type NotSafeDish = LookupDish & { contains: AllergenId[]; mayContain: AllergenId[] };
export type UnconfirmedDish = LookupDish & { unconfirmed: AllergenId[] };

export type GuestLookup = {
  /** Every avoided allergen is confirmed `free`. */
  safe: LookupDish[];
  /** At least one avoided allergen is `contains` or `may_contain`. */
  notSafe: NotSafeDish[];
  /** None is unsafe, but at least one is not confirmed: ask the kitchen. */
  notConfirmed: UnconfirmedDish[];
};

/**
 * Sorts every dish of every menu by what a guest avoids. A known risk wins over an unknown, so a
 * dish that contains milk is 'not safe' even when its eggs are not confirmed. A suggestion from
 * the import is not a state: until confirmed it counts as not confirmed.
 */
export function classifyForGuest(
  menus: readonly SavedMenu[],
  avoids: readonly AllergenId[],
): GuestLookup {
  const result: GuestLookup = { safe: [], notSafe: [], notConfirmed: [] };
  for (const menu of menus) {
    for (const item of menu.items) {
      const dish: LookupDish = {
        menuId: menu.id,
        menuName: menu.name,
        itemId: item.id,
        name: item.name,
        category: item.category,
      };
      const contains: AllergenId[] = [];
      const mayContain: AllergenId[] = [];
      const unconfirmed: AllergenId[] = [];
      for (const id of avoids) {
        const state = stateOf(item.allergenStates, id);
        if (state === 'contains') contains.push(id);
        else if (state === 'may_contain') mayContain.push(id);
        else if (state === 'not_confirmed') unconfirmed.push(id);
      }
      if (contains.length + mayContain.length > 0)
        result.notSafe.push({ ...dish, contains, mayContain });
      else if (unconfirmed.length > 0) result.notConfirmed.push({ ...dish, unconfirmed });
      else result.safe.push(dish);
    }
  }
  return result;
}
