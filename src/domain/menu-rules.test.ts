import { describe, expect, it } from 'vitest';
import {
  compareCategories,
  flattenParsedMenu,
  groupByCategory,
  moveCategory,
  moveItem,
  addItem,
} from './menu-rules';
import { menuItem as item } from '@/testing/fixtures';

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

  it('keeps categories in the order they first appear, blank ones as General', () => {
    const groups = groupByCategory([
      item({ id: '1', name: 'A', category: 'Sides' }),
      item({ id: '2', name: 'B', category: '' }),
      item({ id: '3', name: 'C', category: 'To Share' }),
      item({ id: '4', name: 'D', category: 'Sides' }),
    ]);
    expect(groups.map(([c, items]) => [c, items.map((i) => i.id)])).toEqual([
      ['Sides', ['1', '4']],
      ['General', ['2']],
      ['To Share', ['3']],
    ]);
  });

  it('moves a whole category up or down, and not past either end', () => {
    const menu = [
      item({ id: '1', name: 'Dish 1', category: 'Starters' }),
      item({ id: '2', name: 'Dish 2', category: 'Mains' }),
      item({ id: '3', name: 'Dish 3', category: 'Starters' }),
      item({ id: '4', name: 'Dish 4', category: 'Desserts' }),
    ];
    const order = (list: typeof menu) => list.map((i) => i.id).join('');
    expect(order(moveCategory(menu, 'Mains', -1))).toBe('2134');
    expect(order(moveCategory(menu, 'Mains', 1))).toBe('1342');
    expect(moveCategory(menu, 'Starters', -1)).toBe(menu);
    expect(moveCategory(menu, 'Desserts', 1)).toBe(menu);
  });

  it('moves an item within its category only, past items of other categories', () => {
    const menu = [
      item({ id: '1', name: 'Soup', category: 'Starters' }),
      item({ id: '2', name: 'Steak', category: 'Mains' }),
      item({ id: '3', name: 'Salad', category: 'Starters' }),
      item({ id: '4', name: 'Fish', category: 'Mains' }),
    ];
    const order = (list: typeof menu) => list.map((i) => i.id).join('');
    expect(order(moveItem(menu, '3', -1))).toBe('3214');
    expect(order(moveItem(menu, '2', 1))).toBe('1432');
    // The first of its category cannot go up, the last cannot go down, whatever surrounds it.
    expect(moveItem(menu, '1', -1)).toBe(menu);
    expect(moveItem(menu, '4', 1)).toBe(menu);
    expect(moveItem(menu, 'missing', 1)).toBe(menu);
    expect(groupByCategory(moveItem(menu, '3', -1)).map(([c]) => c)).toEqual(['Starters', 'Mains']);
  });

  it('adds an item to its category, and a new named category at its place', () => {
    const menu = [
      item({ id: '1', name: 'Dish 1', category: 'To Share' }),
      item({ id: '2', name: 'Dish 2', category: 'Sides' }),
    ];
    const ids = (list: typeof menu) => list.map((i) => `${i.id}:${i.category}`);
    expect(ids(addItem(menu, item({ id: '3', name: 'Dish 3', category: 'To Share' })))).toEqual([
      '1:To Share',
      '3:To Share',
      '2:Sides',
    ]);
    expect(ids(addItem(menu, item({ id: '3', name: 'Dish 3', category: 'Greens' })))).toEqual([
      '1:To Share',
      '3:Greens',
      '2:Sides',
    ]);
    expect(ids(addItem(menu, item({ id: '3', name: 'Dish 3', category: 'Cocktails' })))).toEqual([
      '1:To Share',
      '2:Sides',
      '3:Cocktails',
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
