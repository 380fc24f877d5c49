import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import {
  compareCategories,
  detectMenuChanges,
  flattenParsedMenu,
  groupByCategory,
} from './menu-rules';

const item = (over: Partial<MenuItem> & { id: string; name: string }): MenuItem => ({
  description: '',
  price: '$10',
  category: 'Mains',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  ...over,
});

describe('category order', () => {
  it('puts the spec categories first in their order, then the rest alphabetically', () => {
    const names = ['Desserts', 'Sides', 'Cocktails', 'To Share', 'Main Dishes', 'apps', 'Greens'];
    expect([...names].sort(compareCategories)).toEqual([
      'To Share',
      'Greens',
      'Main Dishes',
      'Sides',
      'apps',
      'Cocktails',
      'Desserts',
    ]);
  });

  it('groups items and sends blank categories to General', () => {
    const groups = groupByCategory([
      item({ id: '1', name: 'A', category: 'Sides' }),
      item({ id: '2', name: 'B', category: '' }),
      item({ id: '3', name: 'C', category: 'To Share' }),
      item({ id: '4', name: 'D', category: 'Sides' }),
    ]);
    expect(groups.map(([c, items]) => [c, items.map((i) => i.id)])).toEqual([
      ['To Share', ['3']],
      ['Sides', ['1', '4']],
      ['General', ['2']],
    ]);
  });
});

describe('flattenParsedMenu', () => {
  it('turns categories into items carrying their category name', () => {
    const items = flattenParsedMenu({
      menuData: {
        categories: [
          {
            id: 'c1',
            name: 'Starters',
            items: [
              {
                id: 'i1',
                name: 'Soup',
                description: 'Hot',
                price: '$5',
                ingredients: [],
                allergens: [],
                dietary: ['vegan'],
                available: true,
              },
            ],
          },
        ],
      },
      metadata: { restaurantName: 'x', menuType: 'food', lastUpdated: '', totalItems: 1 },
    });
    expect(items).toEqual([
      expect.objectContaining({ id: 'i1', name: 'Soup', category: 'Starters', dietary: ['vegan'] }),
    ]);
  });
});

describe('detectMenuChanges', () => {
  const before = [
    item({ id: 'a', name: 'Burger', price: '$16', description: 'Beef' }),
    item({ id: 'b', name: 'Fries', price: '$6' }),
    item({ id: 'c', name: 'Soup', price: '$7' }),
  ];

  it('reports nothing when nothing changed', () => {
    expect(detectMenuChanges(before, before)).toEqual([]);
  });

  it('finds new, price-changed, description-changed and removed items', () => {
    const after = [
      item({ id: 'a', name: 'Burger', price: '$18', description: 'Beef' }),
      item({ id: 'b', name: 'Fries', price: '$6', description: 'Skin-on' }),
      item({ id: 'd', name: 'Salad', price: '$12' }),
    ];
    const changes = detectMenuChanges(before, after);
    expect(changes.map((c) => [c.name, c.changes, c.isNew, c.isUpdated])).toEqual([
      ['Burger', ['price'], false, true],
      ['Fries', ['description'], false, true],
      ['Salad', ['new'], true, false],
      ['Soup', ['removed'], false, true],
    ]);
    expect(changes[0]!.details).toBe('Price $16 → $18');
  });

  it('matches re-uploaded items by name when ids differ', () => {
    const after = [
      item({ id: 'x1', name: 'burger', price: '$16', description: 'Beef' }),
      item({ id: 'x2', name: 'FRIES', price: '$6' }),
      item({ id: 'x3', name: 'Soup', price: '$7' }),
    ];
    expect(detectMenuChanges(before, after)).toEqual([]);
  });

  it('treats every item as new for a first save', () => {
    expect(detectMenuChanges([], before).every((c) => c.isNew)).toBe(true);
  });
});
