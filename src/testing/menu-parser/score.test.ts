import {
  aggregate,
  nameSimilarity,
  normaliseName,
  priceAmounts,
  scoreParse,
  type ExpectedMenu,
} from './score';
import { parseMenuText } from '@/lib/menu-parser';

const expected: ExpectedMenu = {
  categories: [
    {
      name: 'Starters',
      items: [
        { name: 'Caesar Salad', price: '$12' },
        { name: 'French Onion Soup', price: '$9' },
      ],
    },
    { name: 'Mains', items: [{ name: 'Steak Frites', price: '$32', dietary: ['gluten-free'] }] },
  ],
};

function withChanges(change: (menu: ExpectedMenu) => void): ExpectedMenu {
  const copy: ExpectedMenu = structuredClone(expected);
  change(copy);
  return copy;
}

describe('scoreParse', () => {
  it('scores a perfect parse as 1 everywhere', () => {
    const score = scoreParse(expected, expected);
    expect(score).toMatchObject({
      precision: 1,
      recall: 1,
      f1: 1,
      priceAccuracy: 1,
      categoryAccuracy: 1,
    });
    expect(score).toMatchObject({ dietaryChecked: 1, dietaryCorrect: 1, missing: [], extra: [] });
  });

  it('lowers recall for a missing item and precision for an extra one', () => {
    const missing = scoreParse(
      expected,
      withChanges((m) => m.categories[0].items.pop()),
    );
    expect(missing.recall).toBeCloseTo(2 / 3);
    expect(missing.precision).toBe(1);
    expect(missing.f1).toBeCloseTo(0.8);
    expect(missing.missing).toEqual(['French Onion Soup']);

    const extra = scoreParse(
      expected,
      withChanges((m) => m.categories[1].items.push({ name: 'Gratuity', price: '20' })),
    );
    expect(extra.precision).toBeCloseTo(3 / 4);
    expect(extra.recall).toBe(1);
    expect(extra.extra).toEqual(['Gratuity']);
  });

  it('lowers price accuracy for a wrong price and category accuracy for a wrong category', () => {
    const wrongPrice = scoreParse(
      expected,
      withChanges((m) => (m.categories[0].items[0].price = '$21')),
    );
    expect(wrongPrice.priceAccuracy).toBeCloseTo(2 / 3);
    expect(wrongPrice.wrongPrices).toEqual([
      { name: 'Caesar Salad', expected: '$12', actual: '$21' },
    ]);
    expect(wrongPrice.f1).toBe(1);

    const wrongCategory = scoreParse(
      expected,
      withChanges((m) => (m.categories[1].name = 'General')),
    );
    expect(wrongCategory.categoryAccuracy).toBeCloseTo(2 / 3);
  });

  it('matches names fuzzily but not different dishes', () => {
    const actual = withChanges((m) => {
      m.categories[0].items[0].name = 'CAESER SALAD*'; // OCR typo, case, footnote star
      m.categories[0].items[1].name = 'Greek Salad';
    });
    const score = scoreParse(expected, actual);
    expect(score.matched).toBe(2);
    expect(score.missing).toEqual(['French Onion Soup']);
  });

  it('checks dietary marks only where the expectation lists them', () => {
    const score = scoreParse(
      expected,
      withChanges((m) => (m.categories[1].items[0].dietary = ['vegan'])),
    );
    expect([score.dietaryChecked, score.dietaryCorrect]).toEqual([1, 0]);
  });

  it('scores a ParsedMenu directly', () => {
    const parsed = parseMenuText(
      'STARTERS\nCaesar Salad   $12\nFrench Onion Soup   $9\n\nMAINS\nSteak Frites (GF)   $32',
    );
    expect(scoreParse(expected, parsed).f1).toBe(1);
    expect(scoreParse(expected, parsed).dietaryCorrect).toBe(1);
  });
});

describe('price and name normalisation', () => {
  it.each([
    ['$14.99', ['14.99']],
    ['14', ['14.00']],
    ['12,50 €', ['12.50']],
    ['¥1,200', ['1200.00']],
    ['$9 glass / $32 bottle', ['9.00', '32.00']],
    ['15 / 60', ['15.00', '60.00']],
    ['12" $14 / 16" $19', ['14.00', '19.00']],
    ['6oz 12 / 9oz 17', ['12.00', '17.00']],
    ['MP', ['MP']],
    ['Market Price', ['MP']],
    ['', []],
  ])('%s -> %j', (price, amounts) => {
    expect(priceAmounts(price)).toEqual(amounts);
  });

  it('treats the order of several prices as significant', () => {
    const flipped = withChanges((m) => (m.categories[0].items[0].price = '$12 / $30'));
    const actual = withChanges((m) => (m.categories[0].items[0].price = '$30 / $12'));
    expect(scoreParse(flipped, actual).priceAccuracy).toBeCloseTo(2 / 3);
  });

  it('ignores case, accents, punctuation, notes and measures in names', () => {
    expect(normaliseName('Crème Brûlée (GF)')).toBe('creme brulee');
    expect(normaliseName('Modelo Especial 12oz, 4.4%')).toBe('modelo especial');
    expect(nameSimilarity('Fish & Chips', 'fish and chips')).toBe(1);
    expect(nameSimilarity('Caesar Salad', 'Greek Salad')).toBeLessThan(0.8);
  });
});

describe('aggregate', () => {
  it('micro-averages over items', () => {
    const perfect = scoreParse(expected, expected);
    const half = scoreParse(
      expected,
      withChanges((m) => (m.categories = [m.categories[1]])),
    );
    const total = aggregate([perfect, half]);
    expect(total.expected).toBe(6);
    expect(total.matched).toBe(4);
    expect(total.recall).toBeCloseTo(4 / 6);
    expect(total.precision).toBe(1);
  });
});
