import { describe, expect, it } from 'vitest';
import { allergenChanges, type AllergenStates } from './allergens';

describe('allergenChanges', () => {
  it('says what changed, in the regime order', () => {
    const before: AllergenStates = {
      milk: { state: 'contains' },
      tree_nuts: { state: 'may_contain' },
      gluten: { state: 'contains' },
    };
    const after: AllergenStates = {
      sesame: { state: 'contains' },
      gluten: { state: 'free' },
      tree_nuts: { state: 'not_confirmed' },
      milk: { state: 'not_confirmed' },
    };
    expect(allergenChanges(before, after, 'eu').map((c) => c.text)).toEqual([
      'now free of gluten',
      'no longer contains milk, not confirmed',
      'no longer may contain tree nuts, not confirmed',
      'now contains sesame',
    ]);
    expect(allergenChanges(before, after, 'eu')[0]).toEqual({
      allergen: 'gluten',
      from: 'contains',
      to: 'free',
      text: 'now free of gluten',
    });
  });

  it('words traces', () => {
    expect(
      allergenChanges({}, { tree_nuts: { state: 'may_contain' } }, 'us').map((c) => c.text),
    ).toEqual(['now may contain tree nuts']);
    expect(
      allergenChanges({ milk: { state: 'contains' } }, { milk: { state: 'may_contain' } }, 'us'),
    ).toMatchObject([{ text: 'now may contain milk (no longer contains it)' }]);
    expect(allergenChanges({ eggs: { state: 'free' } }, {}, 'us').map((c) => c.text)).toEqual([
      'no longer confirmed free of eggs',
    ]);
  });

  it('ignores suggestions: only confirmed states are facts', () => {
    const suggested: AllergenStates = {
      sesame: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['tahini'] } },
      milk: { state: 'free', suggestion: { state: 'contains', because: ['butter'] } },
    };
    expect(allergenChanges({ milk: { state: 'free' } }, suggested, 'eu')).toEqual([]);
  });

  it("counts only the regime's allergens", () => {
    const before: AllergenStates = {};
    const after: AllergenStates = { molluscs: { state: 'contains' }, wheat: { state: 'contains' } };
    expect(allergenChanges(before, after, 'us').map((c) => c.allergen)).toEqual(['wheat']);
    expect(allergenChanges(before, after, 'eu').map((c) => c.allergen)).toEqual(['molluscs']);
    expect(allergenChanges(undefined, undefined, 'eu')).toEqual([]);
  });
});
