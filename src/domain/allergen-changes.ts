import {
  allergenWord,
  REGIME_ALLERGENS,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type Regime,
} from './allergen-catalog.ts';
import { stateOf } from './allergen-states.ts';

/** One confirmed allergen fact that changed, with the sentence staff read in an update. */
export type AllergenChange = {
  allergen: AllergenId;
  from: AllergenState;
  to: AllergenState;
  text: string;
};

/**
 * The sentence for one change. A row going back to `not_confirmed` says so: 'no longer contains
 * milk' alone would read as 'milk-free' to a server answering a guest, and nobody said that.
 */
function changeText(word: string, from: AllergenState, to: AllergenState): string {
  switch (to) {
    case 'contains':
      return `now contains ${word}`;
    case 'may_contain':
      return from === 'contains'
        ? `now may contain ${word} (no longer contains it)`
        : `now may contain ${word}`;
    case 'free':
      return `now free of ${word}`;
    case 'not_confirmed':
      if (from === 'contains') return `no longer contains ${word}, not confirmed`;
      if (from === 'may_contain') return `no longer may contain ${word}, not confirmed`;
      return `no longer confirmed free of ${word}`;
  }
}

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
      changes.push({ allergen: id, from, to, text: changeText(allergenWord(id), from, to) });
    }
  }
  return changes;
}
