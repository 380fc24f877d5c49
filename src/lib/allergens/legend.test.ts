import { describe, expect, it } from 'vitest';
import { parseAllergenLegend } from './legend';
import { suggestAllergens } from './suggest';

const EU_KEY = [
  'ALLERGEN KEY',
  '1 - Cereals containing gluten (wheat, rye, barley, oats)',
  '2 - Crustaceans',
  '3 - Eggs',
  '4 - Fish',
  '5 - Peanuts',
  '6 - Soya',
  '7 - Milk',
  '8 - Nuts',
  '9 - Celery',
  '10 - Mustard',
  '11 - Sesame seeds',
  '12 - Sulphur dioxide and sulphites',
  '13 - Lupin',
  '14 - Molluscs',
].join('\n');

describe('parseAllergenLegend', () => {
  it('reads a numbered key, one allergen a line', () => {
    expect(parseAllergenLegend(EU_KEY)).toEqual({
      '1': ['gluten'],
      '2': ['crustaceans'],
      '3': ['eggs'],
      '4': ['fish'],
      '5': ['peanuts'],
      '6': ['soybeans'],
      '7': ['milk'],
      '8': ['tree_nuts'],
      '9': ['celery'],
      '10': ['mustard'],
      '11': ['sesame'],
      '12': ['sulphites'],
      '13': ['lupin'],
      '14': ['molluscs'],
    });
  });

  it('reads a key on one line', () => {
    expect(
      parseAllergenLegend('Allergens: 1 Gluten, 2 Crustaceans, 3 Eggs, 7 Milk, 8 Tree nuts'),
    ).toEqual({
      '1': ['gluten'],
      '2': ['crustaceans'],
      '3': ['eggs'],
      '7': ['milk'],
      '8': ['tree_nuts'],
    });
    expect(parseAllergenLegend('1 Gluten 2 Crustaceans 3 Eggs')).toEqual({
      '1': ['gluten'],
      '2': ['crustaceans'],
      '3': ['eggs'],
    });
  });

  it('reads letter codes, and leaves out what is not an allergen', () => {
    expect(parseAllergenLegend('A = Celery\nG = Gluten\nV = Vegetarian\nVG = Vegan')).toEqual({
      A: ['celery'],
      G: ['gluten'],
    });
    expect(parseAllergenLegend('(G) gluten  (D) dairy  (N) nuts  (SF) shellfish')).toEqual({
      G: ['gluten'],
      D: ['milk'],
      N: ['tree_nuts'],
      SF: ['crustaceans', 'molluscs'],
    });
    expect(parseAllergenLegend('W: wheat | E: egg | S: soy')).toEqual({
      W: ['gluten', 'wheat'],
      E: ['eggs'],
      S: ['soybeans'],
    });
  });

  it('finds no key in menu items', () => {
    expect(parseAllergenLegend('2 Eggs any style 9\n3 Pancakes 8')).toEqual({});
    expect(parseAllergenLegend('Brunch\n3 Eggs scrambled on toast')).toEqual({});
    expect(
      parseAllergenLegend('Fish of the day 12\nEggs Royale 9\nMussels 14.50 Fish pie'),
    ).toEqual({});
    expect(parseAllergenLegend('')).toEqual({});
  });
});

describe('suggestAllergens with a legend', () => {
  const legend = parseAllergenLegend(EU_KEY);
  const suggest = (name: string, description: string, withLegend = legend) =>
    Object.fromEntries(
      Object.entries(suggestAllergens({ name, description }, { legend: withLegend })).map(
        ([id, e]) => [id, e.suggestion?.because],
      ),
    );

  it('maps codes printed on the item through the legend', () => {
    expect(suggest('Wiener Schnitzel (1,3,7)', 'potato salad, lingonberries')).toEqual({
      gluten: ['1'],
      eggs: ['3'],
      milk: ['7'],
    });
    expect(suggest('Fish Soup', 'rouille, croutons. Allergens: 4, 9, 14')).toMatchObject({
      fish: ['Fish', '4'],
      celery: ['9'],
      molluscs: ['14'],
    });
  });

  it('reads letter codes ending a line', () => {
    const letters = parseAllergenLegend('A = Celery, G = Gluten, M = Mustard');
    expect(suggest('Celeriac Remoulade', 'capers, parsley A, M', letters)).toEqual({
      celery: ['Celeriac', 'A'],
      mustard: ['M'],
    });
  });

  it('does not read a count as a code', () => {
    expect(suggest('Rock Oysters (6)', 'shallot vinegar')).toEqual({ molluscs: ['Oysters'] });
    expect(
      suggest('Soup', 'contains a hint of mustard', parseAllergenLegend('A = Celery, M = Mustard')),
    ).toEqual({
      mustard: ['mustard'],
    });
  });

  it('suggests nothing for codes without a legend: menus number the 14 differently', () => {
    expect(suggest('Wiener Schnitzel (1,3,7)', 'Allergens: A, C, G', {})).toEqual({});
  });
});
