import {
  REGIME_ALLERGENS,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type Regime,
} from './allergen-catalog.ts';
import { stateOf } from './allergen-states.ts';
import { allergenFactIn } from './i18n/change-text.ts';

/**
 * One confirmed allergen fact that changed. `text` is its English sentence, kept in the stored
 * change set for older readers; every screen and message words the fact itself, in its reader's
 * language (i18n/change-text.ts allergenFactIn).
 */
export type AllergenChange = {
  allergen: AllergenId;
  from: AllergenState;
  to: AllergenState;
  text: string;
};

/**
 * What changed in an item's allergens between two versions, for the regime's allergens in its
 * order. Only confirmed states are facts: a suggestion appearing or going is not a change.
 */
export function allergenChanges(
  before: AllergenStates | undefined,
  after: AllergenStates | undefined,
  regime: Regime,
): AllergenChange[] {
  const changes: AllergenChange[] = [];
  for (const id of REGIME_ALLERGENS[regime]) {
    const from = stateOf(before, id);
    const to = stateOf(after, id);
    if (from !== to) {
      const fact = { allergen: id, from, to };
      changes.push({ ...fact, text: allergenFactIn('en', fact, regime) });
    }
  }
  return changes;
}
