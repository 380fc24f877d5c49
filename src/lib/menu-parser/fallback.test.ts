import { parsedMenuSchema } from '@/domain/parsed-menu';
import { fallbackParse, parseMenuText } from './index';

describe('fallbackParse (SPEC §8 parse fallback)', () => {
  const now = new Date('2024-01-02T03:04:05Z');

  it('turns dollar-price lines into items, named before the price and described after it', () => {
    const menu = fallbackParse(
      'DINNER\nBurger $16 angus beef, cheddar\nSoup of the day\nFries $6',
      'food',
      now,
    );
    expect(parsedMenuSchema.parse(menu)).toEqual(menu);
    expect(menu).toEqual({
      menuData: {
        categories: [
          {
            id: 'category-1',
            name: 'DINNER',
            items: [
              expect.objectContaining({
                id: 'item-1',
                name: 'Burger',
                price: '$16',
                description: 'angus beef, cheddar',
              }),
              expect.objectContaining({
                id: 'item-2',
                name: 'Fries',
                price: '$6',
                description: '',
                available: true,
              }),
            ],
          },
        ],
      },
      metadata: {
        restaurantName: 'Unknown',
        menuType: 'food',
        lastUpdated: now.toISOString(),
        totalItems: 2,
      },
    });
  });

  it("defaults the category to 'General', ignores non-dollar prices and keeps one category", () => {
    const menu = fallbackParse('Burger $16\nCroque 9,50 €\nStarters\nWine $9.50', 'wine', now);
    expect(menu.menuData.categories).toHaveLength(1);
    expect(menu.menuData.categories[0].name).toBe('General');
    expect(menu.menuData.categories[0].items.map((i) => [i.name, i.price])).toEqual([
      ['Burger', '$16'],
      ['Wine', '$9.50'],
    ]);
    expect(menu.metadata.menuType).toBe('wine');
  });

  it('names the single category after the last all-uppercase line', () => {
    const menu = fallbackParse('STARTERS\nSoup $8\nMAINS\nSteak $30', 'food', now);
    expect(menu.menuData.categories.map((c) => [c.id, c.name, c.items.length])).toEqual([
      ['category-1', 'MAINS', 2],
    ]);
  });

  it('does much worse than the real parser on a real menu', () => {
    const text = 'STARTERS\nSoupe à l’Oignon   12\nBurger ........ $16\nWine   15 | 60';
    expect(fallbackParse(text, 'food', now).metadata.totalItems).toBe(1);
    expect(parseMenuText(text).metadata.totalItems).toBe(3);
  });
});
