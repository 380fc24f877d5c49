import { describe, expect, it } from 'vitest';
import type { AllergenStates } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import { applyAllergenChoices, listKeptUntilConfirmed } from './allergen-choices';

const suggested: AllergenStates = {
  milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['cream'] } },
  // Confirmed free, though the import read 'tahini': still pending, for the matrix to show.
  sesame: { state: 'free', suggestion: { state: 'contains', because: ['tahini'] } },
};

describe('applyAllergenChoices', () => {
  it('writes only the rows picked differently, answering their suggestions as setState does', () => {
    const item = { allergens: [], allergenStates: suggested };
    expect(applyAllergenChoices(item, { milk: 'contains', sesame: 'free' }, 'eu')).toEqual({
      allergens: ['milk'],
      allergenStates: { milk: { state: 'contains' }, sesame: suggested.sesame },
    });
    // Nothing picked: the saved states stay exactly as they were.
    expect(applyAllergenChoices(item, {}, 'eu')).toEqual(item);
  });

  it("derives the list in the regime's order from what is confirmed to be contained", () => {
    const next = applyAllergenChoices(
      null,
      { sesame: 'contains', milk: 'contains', eggs: 'may_contain', fish: 'free' },
      'us',
    );
    expect(next.allergens).toEqual(['milk', 'sesame']);
    expect(next.allergenStates).toEqual({
      milk: { state: 'contains' },
      eggs: { state: 'may_contain' },
      fish: { state: 'free' },
      sesame: { state: 'contains' },
    });
  });

  it("keeps an old item's free list until something is confirmed, then derives it", () => {
    const old = { allergens: ['dairy', 'gluten'] };
    expect(listKeptUntilConfirmed(old)).toEqual(['dairy', 'gluten']);
    expect(applyAllergenChoices(old, {}, 'eu')).toEqual({ allergens: ['dairy', 'gluten'] });
    expect(applyAllergenChoices(old, { milk: 'contains' }, 'eu')).toEqual({
      allergens: ['milk'],
      allergenStates: { milk: { state: 'contains' } },
    });
  });

  it('empties the derived list when the last confirmation is taken back', () => {
    const item: Pick<MenuItem, 'allergens' | 'allergenStates'> = {
      allergens: ['milk'],
      allergenStates: { milk: { state: 'contains' } },
    };
    expect(applyAllergenChoices(item, { milk: 'not_confirmed' }, 'eu')).toEqual({
      allergens: [],
      allergenStates: {},
    });
    expect(listKeptUntilConfirmed(item)).toEqual([]);
  });
});
