import { describe, expect, it } from 'vitest';
import { allergenLabel, REGIME_ALLERGENS } from '@/domain/allergens';
import type { SavedMenu } from '@/domain/menu';
import { csvField } from '@/lib/csv';
import { allergenCsv, allergenCsvFileName } from './allergen-csv';

const menu: SavedMenu = {
  id: 'm1',
  name: 'Dinner, late',
  type: 'food',
  foodType: null,
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
  items: [
    {
      id: 'i1',
      name: 'The "Big" Burger',
      description: '',
      price: '',
      category: 'Mains',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
      allergenStates: {
        milk: { state: 'contains' },
        tree_nuts: { state: 'may_contain' },
        gluten: { state: 'free' },
        eggs: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['mayo'] } },
      },
    },
    {
      id: 'i2',
      name: 'Soup\nof the day',
      description: '',
      price: '',
      category: 'Starters',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
      allergenStates: {},
    },
  ],
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('allergenCsv', () => {
  it('starts with a BOM and a header of menu, category, item and the 14 EU allergens', () => {
    const csv = allergenCsv([menu], 'eu');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(REGIME_ALLERGENS.eu).toHaveLength(14);
    expect(lines(csv)[0]).toBe(
      ['Menu', 'Category', 'Item', ...REGIME_ALLERGENS.eu.map((id) => allergenLabel(id, 'eu'))]
        .map(csvField)
        .join(','),
    );
  });

  it('writes each state in words, quoting commas, quotes and line breaks', () => {
    const csv = allergenCsv([menu], 'eu');
    const eu = REGIME_ALLERGENS.eu;
    const expected = eu.map((id) =>
      id === 'milk'
        ? 'contains'
        : id === 'tree_nuts'
          ? 'may contain'
          : id === 'gluten'
            ? 'free'
            : 'not confirmed',
    );
    expect(lines(csv)[1]).toBe(
      ['"Dinner, late"', 'Mains', '"The ""Big"" Burger"', ...expected].join(','),
    );
    // The line break stays inside its quoted field.
    expect(csv).toContain('"Soup\nof the day"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('has 9 allergen columns for the US', () => {
    const header = lines(allergenCsv([menu], 'us'))[0]!;
    expect(header).toBe(
      ['Menu', 'Category', 'Item', ...REGIME_ALLERGENS.us.map((id) => allergenLabel(id, 'us'))]
        .map(csvField)
        .join(','),
    );
    expect(REGIME_ALLERGENS.us).toHaveLength(9);
  });
});

describe('csvField', () => {
  it('leaves plain text alone and defuses formulas', () => {
    expect(csvField('Pasta')).toBe('Pasta');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
  });
});

describe('allergenCsvFileName', () => {
  it('names the restaurant and the local date', () => {
    expect(allergenCsvFileName("Chez Léa's Bistro", new Date(2026, 2, 7))).toBe(
      'allergens-chez-lea-s-bistro-2026-03-07.csv',
    );
    expect(allergenCsvFileName('***', new Date(2026, 11, 31))).toBe(
      'allergens-restaurant-2026-12-31.csv',
    );
  });
});
