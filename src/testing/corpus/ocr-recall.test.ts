import type { RealTruth } from './load-real';
import { ocrRecall, sumRecall } from './ocr-recall';

// Invented dishes: the real files' strings never go into the repository.
const truth = (items: Array<[string, string | null, string[]?]>, sectionPrice?: string) =>
  ({
    categories: [
      {
        name: 'Mains',
        ...(sectionPrice ? { sectionPrice } : {}),
        items: items.map(([name, price, aliases]) => ({ name, price, aliases })),
      },
    ],
  }) satisfies RealTruth;

describe('ocrRecall: dish names', () => {
  it('finds a name split over two adjacent lines, word for word', () => {
    const r = ocrRecall(
      ['Slow Roasted', 'Lamb Shoulder  18'],
      truth([['Slow Roasted Lamb Shoulder', '18']]),
    );
    expect(r).toMatchObject({ nameCount: 1, names: 1, namesExact: 1 });
  });

  it('does not join lines that are not adjacent', () => {
    const r = ocrRecall(
      ['Slow Roasted', 'with rosemary', 'Lamb Shoulder'],
      truth([['Slow Roasted Lamb Shoulder', null]]),
    );
    expect(r).toMatchObject({
      names: 0,
      namesExact: 0,
      missingNames: ['Slow Roasted Lamb Shoulder'],
    });
  });

  it('ignores case, accents and punctuation, and accepts an alias', () => {
    const r = ocrRecall(
      ['CRÈME-BRÛLÉE!  7', 'Pan-fried Hake, capers 16'],
      truth([
        ['Crème brûlée', '7'],
        ['Hake', '16', ['Pan fried hake']],
      ]),
    );
    expect(r).toMatchObject({ names: 2, namesExact: 2 });
  });

  it('counts a misread name at the scorer tolerance but not word for word', () => {
    const r = ocrRecall(['Gardcn Vegetable Soup 6'], truth([['Garden Vegetable Soup', '6']]));
    expect(r).toMatchObject({ names: 1, namesExact: 0 });
  });

  it('reports a name the text lost', () => {
    const r = ocrRecall(
      ['Garden Vegetable Soup 6', 'Sourdough 3'],
      truth([
        ['Garden Vegetable Soup', '6'],
        ['Smoked Trout Pate', '9'],
      ]),
    );
    expect(r).toMatchObject({ nameCount: 2, names: 1, missingNames: ['Smoked Trout Pate'] });
  });
});

describe('ocrRecall: prices', () => {
  it('reads 12.50, 12,50 and £12.5 as the same amount', () => {
    const items: Array<[string, string]> = [
      ['Fish Pie', '£12.50'],
      ['Duck Leg', '12.50'],
      ['Bean Stew', '£12.5'],
    ];
    const r = ocrRecall(['Fish Pie 12,50', 'Duck Leg £12.5', 'Bean Stew 12.50'], truth(items));
    expect(r).toMatchObject({ priceCount: 3, prices: 3 });
  });

  it('lets one printed price vouch for one dish only', () => {
    const r = ocrRecall(
      ['Fish Pie 9', 'Duck Leg'],
      truth([
        ['Fish Pie', '£9'],
        ['Duck Leg', '£9'],
      ]),
    );
    expect(r).toMatchObject({ prices: 1, missingPrices: ['£9'] });
  });

  it('needs every amount of a multi-price, and counts a section price', () => {
    const r = ocrRecall(
      ['SIDES 4', 'House Red   6   8   24', 'House White   6   24'],
      truth(
        [
          ['House Red', '£6 / £8 / £24'],
          ['House White', '£6 / £7 / £24'],
        ],
        '£4',
      ),
    );
    expect(r).toMatchObject({ priceCount: 3, prices: 2, missingPrices: ['£6 / £7 / £24'] });
  });

  it('does not take a measure or a year for a price', () => {
    const r = ocrRecall(
      ['Pale Ale 12 oz', 'Rioja 2019'],
      truth([
        ['Pale Ale', '£12'],
        ['Rioja', '2019'],
      ]),
    );
    expect(r).toMatchObject({ prices: 0 });
  });

  it('finds a price written in words as text', () => {
    const r = ocrRecall(['Lobster  Market Price'], truth([['Lobster', 'market price']]));
    expect(r).toMatchObject({ priceCount: 1, prices: 1 });
  });
});

describe('ocrRecall: section headings', () => {
  const sections = (names: string[]) =>
    ({
      categories: names.map((name, k) => ({ name, items: [{ name: `Dish ${k}`, price: '9' }] })),
    }) satisfies RealTruth;

  it('finds the headings the text holds, at the scorer tolerance, and leaves "General" out', () => {
    const r = ocrRecall(
      ['SMALL PLATES', 'Dish 0 9', 'Dish 1 9', 'Dish 2 9'],
      sections(['Small Plates', 'Grill', 'General']),
    );
    expect(r).toMatchObject({ sectionCount: 2, sections: 1, missingSections: ['Grill'] });
  });
});

describe('sumRecall', () => {
  it('adds counts over files', () => {
    const a = ocrRecall(['Mains', 'Fish Pie 9'], truth([['Fish Pie', '9']]));
    const b = ocrRecall(['nothing here'], truth([['Duck Leg', '12']]));
    expect(sumRecall([a, b])).toEqual({
      nameCount: 2,
      names: 1,
      namesExact: 1,
      priceCount: 2,
      prices: 1,
      sectionCount: 2,
      sections: 1,
    });
  });
});
