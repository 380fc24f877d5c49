import {
  allergenListFor,
  anyConfirmed,
  REGIME_ALLERGENS,
  setState,
  stateOf,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type Regime,
} from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';

/** The states picked in the item dialog, by allergen: only rows the manager touched. */
export type AllergenChoices = Partial<Record<AllergenId, AllergenState>>;

/** An old item's free list while nothing is confirmed for it: saving keeps it until then. */
export function listKeptUntilConfirmed(
  item: Pick<MenuItem, 'allergens' | 'allergenStates'> | null,
): string[] {
  return item && !anyConfirmed(item.allergenStates) ? item.allergens : [];
}

/**
 * The item's allergen fields once the dialog's choices are saved. Only a row whose pick differs
 * from its saved state is written, through `setState`: saving the dialog for a price fix must not
 * count as answering a suggestion nobody looked at. The `allergens` list is derived from the
 * states once anything is (or was) confirmed; before that, an old item keeps the free list it was
 * saved with, as the allergen matrix does, since staff on an old menu still filter by it.
 */
export function applyAllergenChoices(
  item: Pick<MenuItem, 'allergens' | 'allergenStates'> | null,
  choices: AllergenChoices,
  regime: Regime,
): Pick<MenuItem, 'allergens' | 'allergenStates'> {
  const before = item?.allergenStates;
  let states: AllergenStates = before ?? {};
  for (const id of REGIME_ALLERGENS[regime]) {
    const picked = choices[id];
    if (picked && picked !== stateOf(states, id)) states = setState(states, id, picked);
  }
  const allergens = allergenListFor(item ?? { allergens: [] }, states, regime);
  return Object.keys(states).length > 0 || before
    ? { allergens, allergenStates: states }
    : { allergens };
}
