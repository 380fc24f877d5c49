import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { stateOf, type AllergenId, type Regime } from './allergens';
import { allergenWordIn } from './i18n/allergen-glossary';
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

/** The allergens' words in the language shown, from the reviewed glossary (pseudo reads English). */
const words = (ids: readonly AllergenId[], regime: Regime) =>
  ids.map((id) => allergenWordIn(i18n.locale === 'es' ? 'es' : 'en', id, regime)).join(', ');

/**
 * Why a dish is not safe, in the words staff say to a guest: 'contains milk, may contain tree
 * nuts'; in the language shown, the allergens named as the regime's glossary names them.
 */
export function notSafeReason(
  dish: Pick<NotSafeDish, 'contains' | 'mayContain'>,
  regime: Regime = 'eu',
): string {
  const contains = words(dish.contains, regime);
  const mayContain = words(dish.mayContain, regime);
  return [
    dish.contains.length > 0 && t`contains ${contains}`,
    dish.mayContain.length > 0 && t`may contain ${mayContain}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the kitchen still has to say about a dish: 'not confirmed: eggs, sesame'. */
export function unconfirmedReason(
  dish: Pick<UnconfirmedDish, 'unconfirmed'>,
  regime: Regime = 'eu',
): string {
  const unconfirmed = words(dish.unconfirmed, regime);
  return t`not confirmed: ${unconfirmed}`;
}
