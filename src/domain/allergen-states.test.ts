import { describe, expect, it } from 'vitest';
import {
  allergenListFor,
  confirmAllSuggestions,
  confirmSuggestion,
  deriveAllergenList,
  pendingSuggestions,
  setState,
  stateOf,
  withSuggestions,
  type AllergenStates,
} from './allergens';

// A tahini dressing with a walnut crumb, as the import read it and the manager half-confirmed it.
const states: AllergenStates = {
  sesame: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['tahini'] } },
  tree_nuts: { state: 'contains' },
  milk: { state: 'free' },
  peanuts: { state: 'may_contain' },
  wheat: { state: 'contains' },
  gluten: { state: 'contains' },
  molluscs: { state: 'contains' },
};

describe('stateOf', () => {
  it('reads the confirmed state; a suggestion alone is not one', () => {
    expect(stateOf(states, 'tree_nuts')).toBe('contains');
    expect(stateOf(states, 'sesame')).toBe('not_confirmed');
    expect(stateOf(states, 'eggs')).toBe('not_confirmed');
    expect(stateOf(undefined, 'eggs')).toBe('not_confirmed');
  });
});

describe('deriveAllergenList', () => {
  it("lists the regime's confirmed `contains` words in its order, without traces", () => {
    expect(deriveAllergenList(states, 'eu')).toEqual(['gluten', 'tree nuts', 'molluscs']);
    expect(deriveAllergenList(states, 'us')).toEqual(['tree nuts', 'wheat']);
    expect(deriveAllergenList(undefined, 'eu')).toEqual([]);
  });
});

describe('setState', () => {
  it("records the manager's word and settles the suggestion", () => {
    const next = setState(states, 'sesame', 'free');
    expect(next.sesame).toEqual({ state: 'free' });
    expect(states.sesame?.suggestion).toBeDefined(); // the input is not mutated
  });

  it('keeps the suggestion when a decision is undone', () => {
    const undone = setState(setState(states, 'milk', 'not_confirmed'), 'sesame', 'not_confirmed');
    expect(undone.milk).toBeUndefined();
    expect(undone.sesame).toEqual(states.sesame);
  });
});

describe('confirmSuggestion', () => {
  it('takes the suggestion as the state', () => {
    expect(confirmSuggestion(states, 'sesame').sesame).toEqual({ state: 'contains' });
  });

  it('takes the state the manager picked instead', () => {
    expect(confirmSuggestion(states, 'sesame', 'may_contain').sesame).toEqual({
      state: 'may_contain',
    });
  });

  it('leaves a row without a suggestion alone', () => {
    expect(confirmSuggestion(states, 'eggs')).toBe(states);
  });
});

describe('confirmAllSuggestions', () => {
  it('fills undecided rows and never overrides a decision', () => {
    const read: AllergenStates = {
      ...states,
      milk: { state: 'free', suggestion: { state: 'contains', because: ['butter'] } },
      tree_nuts: { state: 'contains', suggestion: { state: 'contains', because: ['walnut'] } },
    };
    const next = confirmAllSuggestions(read);
    expect(next.sesame).toEqual({ state: 'contains' });
    expect(next.tree_nuts).toEqual({ state: 'contains' });
    expect(next.milk).toEqual(read.milk);
    expect(pendingSuggestions(next, 'eu')).toEqual([
      { allergen: 'milk', state: 'free', suggestion: { state: 'contains', because: ['butter'] } },
    ]);
  });
});

describe('pendingSuggestions', () => {
  it("lists the regime's open suggestions in its order", () => {
    const read: AllergenStates = {
      ...states,
      gluten: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['sourdough'] } },
      wheat: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['sourdough'] } },
    };
    expect(pendingSuggestions(read, 'eu').map((p) => p.allergen)).toEqual(['gluten', 'sesame']);
    expect(pendingSuggestions(read, 'us').map((p) => p.allergen)).toEqual(['wheat', 'sesame']);
    expect(pendingSuggestions(undefined, 'us')).toEqual([]);
  });
});

describe('withSuggestions', () => {
  it('keeps every state and replaces the old suggestions with the new reading', () => {
    const next = withSuggestions(states, {
      milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['feta'] } },
      eggs: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['aioli'] } },
    });
    expect(next.milk).toEqual({
      state: 'free',
      suggestion: { state: 'contains', because: ['feta'] },
    });
    expect(next.eggs).toEqual({
      state: 'not_confirmed',
      suggestion: { state: 'contains', because: ['aioli'] },
    });
    expect(next.sesame).toBeUndefined(); // no longer read on the menu, and never confirmed
    expect(next.tree_nuts).toEqual({ state: 'contains' });
  });
});

describe('allergenListFor', () => {
  const milk: AllergenStates = { milk: { state: 'contains' } };
  it('follows the confirmed states once anything is confirmed, even when all is taken back', () => {
    expect(allergenListFor({ allergens: ['dairy'] }, milk, 'eu')).toEqual(['milk']);
    const takenBack = allergenListFor({ allergens: ['milk'], allergenStates: milk }, {}, 'eu');
    expect(takenBack).toEqual([]);
  });
  it('keeps an old free list while nothing was ever confirmed', () => {
    const suggested: AllergenStates = {
      milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['cream'] } },
    };
    expect(allergenListFor({ allergens: ['dairy'] }, suggested, 'eu')).toEqual(['dairy']);
  });
});
