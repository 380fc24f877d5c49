import type { ParsedMenu } from '@/domain/parsed-menu';
import type { RealTruth } from './load-real';
import { realNameSimilarity, scoreReal } from './real-score';

// Invented dishes: the real files' strings never go into the repository.
const truth: RealTruth = {
  categories: [
    {
      name: 'Starters',
      items: [
        { name: 'Garden Soup', price: '£5.50', aliases: ['Garden Soup of the Day'] },
        { name: 'Toast', price: null },
      ],
    },
    {
      name: 'Sides',
      sectionPrice: '£3',
      items: [
        { name: 'Green Beans', price: null },
        { name: 'House Fries', price: null },
      ],
    },
    { name: 'Wine', items: [{ name: 'Red Blend', price: '£6 / £8 / £24' }] },
  ],
};

function menu(categories: Array<[string, Array<[string, string]>]>): ParsedMenu {
  let n = 0;
  return {
    menuData: {
      categories: categories.map(([name, items], c) => ({
        id: `c${c}`,
        name,
        items: items.map(([itemName, price]) => ({
          id: `i${++n}`,
          name: itemName,
          price,
          description: '',
          ingredients: [],
          allergens: [],
          dietary: [],
          available: true,
        })),
      })),
    },
    metadata: { restaurantName: 'x', menuType: 'food', lastUpdated: '', totalItems: n },
  };
}

describe('scoreReal (corpus-real README rules)', () => {
  it('matches a name through its alias and ignores dietary groups and apostrophes', () => {
    expect(realNameSimilarity('Garden Soup of the Day (V, GF)', 'garden soup of the day')).toBe(1);
    expect(realNameSimilarity("Chef's Toast", 'Chefs Toast')).toBe(1);
    const score = scoreReal(truth, menu([['Starters', [['Garden Soup of the Day', '5.50']]]]));
    expect(score.matched).toBe(1);
    expect(score.pricesCorrect).toBe(1);
  });

  it('checks an unpriced item only when the reader priced it, against the section price', () => {
    const score = scoreReal(
      truth,
      menu([
        ['Starters', [['Toast', '']]],
        [
          'Sides',
          [
            ['Green Beans', '£3'],
            ['House Fries', '£4'],
          ],
        ],
      ]),
    );
    expect(score.matched).toBe(3);
    expect(score.pricesChecked).toBe(2);
    expect(score.pricesCorrect).toBe(1);
    expect(score.wrongPrices.map((w) => w.name)).toEqual(['House Fries']);
  });

  it('compares a multi-price as a set of amounts and marks a wrong category', () => {
    const score = scoreReal(truth, menu([['Reds', [['Red Blend', '24 / 6 / 8']]]]));
    expect(score.pricesCorrect).toBe(1);
    expect(score.categoriesCorrect).toBe(0);
    expect(score.actualCorrect).toEqual([false]);
  });

  it('scores a file that never reached the editor as nothing found', () => {
    const score = scoreReal(truth, null);
    expect(score).toMatchObject({ expected: 5, actual: 0, matched: 0, f1: 0 });
  });
});
