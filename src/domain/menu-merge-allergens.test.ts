import { describe, expect, it } from 'vitest';
import { menuItem } from '@/testing/fixtures';
import type { AllergenStates } from './allergens';
import { rebaseAllergenEdits, sameStates } from './menu-merge-allergens';

// Invented dishes.
const dish = (id: string, allergenStates: AllergenStates) =>
  menuItem({ id, name: `Dish ${id}`, allergenStates });

describe('rebaseAllergenEdits', () => {
  const base = [dish('a', { milk: { state: 'contains' } }), dish('b', {})];

  it('keeps what the other save confirmed and lays my changes on top', () => {
    const current = [
      dish('a', { milk: { state: 'contains' }, gluten: { state: 'free' } }),
      base[1]!,
    ];
    const out = rebaseAllergenEdits(
      base,
      { a: { milk: { state: 'contains' }, eggs: { state: 'contains' } } },
      current,
    );
    expect(out).toEqual({
      edits: {
        a: { milk: { state: 'contains' }, gluten: { state: 'free' }, eggs: { state: 'contains' } },
      },
      removed: [],
      clashes: [],
    });
  });

  it('names a dish the other save removed instead of dropping the edit unseen', () => {
    const out = rebaseAllergenEdits(base, { b: { fish: { state: 'contains' } } }, [base[0]!]);
    expect(out.removed).toEqual([base[1]]);
    expect(out.edits).toEqual({});
  });

  it('names an allergen both set differently, keeping mine in the draft', () => {
    const current = [dish('a', { milk: { state: 'may_contain' } }), base[1]!];
    const out = rebaseAllergenEdits(base, { a: { milk: { state: 'free' } } }, current);
    expect(out.clashes).toEqual([
      {
        item: current[0],
        allergen: 'milk',
        theirs: { state: 'may_contain' },
        mine: { state: 'free' },
      },
    ]);
    expect(out.edits).toEqual({ a: { milk: { state: 'free' } } });
  });

  it('drops an edit the other save already made, and a removal of a confirmation', () => {
    const current = [dish('a', { milk: { state: 'free' } }), base[1]!];
    expect(rebaseAllergenEdits(base, { a: { milk: { state: 'free' } } }, current).edits).toEqual(
      {},
    );
    const cleared = rebaseAllergenEdits(base, { a: {} }, [
      dish('a', { milk: { state: 'contains' }, soybeans: { state: 'free' } }),
    ]);
    expect(cleared.edits).toEqual({ a: { soybeans: { state: 'free' } } });
  });

  it('compares states in meaning', () => {
    expect(sameStates({ milk: { state: 'not_confirmed' } }, {})).toBe(true);
    expect(sameStates({ milk: { state: 'free' } }, {})).toBe(false);
  });
});
