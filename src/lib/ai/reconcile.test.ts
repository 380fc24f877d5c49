import type { ParsedMenu } from '@/domain/parsed-menu';
import { CONFIDENCE, REASON, reconcile } from './reconcile';

function menu(categories: Array<[string, Array<[string, string]>]>): ParsedMenu {
  let n = 0;
  return {
    menuData: {
      categories: categories.map(([name, items], c) => ({
        id: `category-${c + 1}`,
        name,
        items: items.map(([itemName, price]) => ({
          id: `item-${++n}`,
          name: itemName,
          price,
          description: '',
          ingredients: [],
          allergens: [],
          dietary: [],
          available: true,
          confidence: 0.97,
          source: { page: 1, lineStart: n, lineEnd: n },
        })),
      })),
    },
    metadata: { restaurantName: 'x', menuType: 'food', lastUpdated: '', totalItems: n },
  };
}

describe('reconcile', () => {
  const ai = menu([
    [
      'Starters',
      [
        ['Burrata', '$14'],
        ['Calamari', '$13'],
        ['Soup of the Day', '$9'],
      ],
    ],
  ]);
  const parser = menu([
    [
      'Starters',
      [
        ['Burrata', '$14'],
        ['Calamari', '$15'],
        ['Arancini', '$11'],
      ],
    ],
    ['Sides', [['Fries', '$6']]],
  ]);
  const result = reconcile(ai, parser);
  const items = result.menuData.categories.flatMap((c) =>
    c.items.map((i) => ({ category: c.name, name: i.name, confidence: i.confidence })),
  );

  it('trusts items both found, and keeps their source', () => {
    expect(items[0]).toEqual({
      category: 'Starters',
      name: 'Burrata',
      confidence: CONFIDENCE.agreed,
    });
    expect(result.menuData.categories[0]!.items[0]!.source).toEqual({
      page: 1,
      lineStart: 1,
      lineEnd: 1,
    });
  });

  it('marks a price the two disagree on, and an item only the model found', () => {
    expect(items.find((i) => i.name === 'Calamari')!.confidence).toBe(CONFIDENCE.priceDisagrees);
    expect(items.find((i) => i.name === 'Soup of the Day')!.confidence).toBe(CONFIDENCE.aiOnly);
  });

  it('says why each disagreement is to be checked', () => {
    const reasons = (name: string) =>
      result.menuData.categories.flatMap((c) => c.items).find((i) => i.name === name)!.reasons;
    expect(reasons('Burrata')).toEqual([]);
    expect(reasons('Calamari')).toEqual([REASON.priceDisagrees]);
    expect(reasons('Soup of the Day')).toEqual([REASON.aiOnly]);
    expect(reasons('Arancini')).toEqual([REASON.parserOnly]);
  });

  it('adds items only the parser found, low-confidence, in their own category', () => {
    expect(items.find((i) => i.name === 'Arancini')).toEqual({
      category: 'Starters',
      name: 'Arancini',
      confidence: CONFIDENCE.parserOnly,
    });
    expect(items.find((i) => i.name === 'Fries')!.category).toBe('Sides');
    expect(CONFIDENCE.parserOnly).toBeLessThan(0.9);
    expect(CONFIDENCE.aiOnly).toBeLessThan(0.9);
  });

  it('keeps ids unique and the count right', () => {
    const ids = result.menuData.categories.flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.metadata.totalItems).toBe(ids.length);
  });
});

describe('reconcile: add-ons', () => {
  const withAddOns = (m: ParsedMenu, addOns: Record<string, string[]>): ParsedMenu => ({
    ...m,
    menuData: {
      categories: m.menuData.categories.map((c) =>
        addOns[c.name] ? { ...c, addOns: addOns[c.name] } : c,
      ),
    },
  });
  const ai = menu([['Salads', [['Green salad', '$9']]]]);
  const parser = menu([
    ['Salads', [['Green salad', '$9']]],
    ['Sides', [['Fries', '$6']]],
  ]);
  const addOnsBySection = (m: ParsedMenu) =>
    m.menuData.categories.map((c) => [c.name, c.addOns ?? []]);

  it('keeps the parser’s add-on lines where the model listed none, never as dishes', () => {
    const result = reconcile(
      ai,
      withAddOns(parser, { Salads: ['Add grilled halloumi 3.50'], Sides: ['Add gravy 1'] }),
    );
    expect(addOnsBySection(result)).toEqual([
      ['Salads', ['Add grilled halloumi 3.50']],
      ['Sides', ['Add gravy 1']],
    ]);
    expect(result.metadata.totalItems).toBe(2);
  });

  it('prefers the model’s list when it has one', () => {
    const result = reconcile(
      withAddOns(ai, { Salads: ['Add halloumi £3.50'] }),
      withAddOns(parser, { Salads: ['Add grilled halloumi 3.50'] }),
    );
    expect(addOnsBySection(result)[0]).toEqual(['Salads', ['Add halloumi £3.50']]);
  });
});
