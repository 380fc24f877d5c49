import { describe, expect, it } from 'vitest';
import type { AllergenStates } from './allergens';
import { classifyForGuest } from './allergen-lookup';
import type { MenuItem, SavedMenu } from './menu';

const item = (name: string, allergenStates: AllergenStates): MenuItem => ({
  id: `item-${name}`,
  name,
  description: '',
  price: '',
  category: 'Mains',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  allergenStates,
});

const menu = (name: string, items: MenuItem[]): SavedMenu => ({
  id: `menu-${name}`,
  name,
  type: 'food',
  foodType: null,
  items,
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
});

const dinner = menu('Dinner', [
  item('Carbonara', { milk: { state: 'contains' }, eggs: { state: 'contains' } }),
  item('Pesto', { milk: { state: 'free' }, tree_nuts: { state: 'may_contain' } }),
  item('Salad', { milk: { state: 'free' }, tree_nuts: { state: 'free' } }),
  item('Soup', {
    milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['cream'] } },
  }),
  item('Bread', {}),
]);

const names = (dishes: { name: string }[]) => dishes.map((d) => d.name);

describe('classifyForGuest', () => {
  it('puts every dish in one of three lists by the chosen allergens', () => {
    const result = classifyForGuest([dinner], ['milk', 'tree_nuts']);
    expect(names(result.safe)).toEqual(['Salad']);
    expect(names(result.notSafe)).toEqual(['Carbonara', 'Pesto']);
    expect(names(result.notConfirmed)).toEqual(['Soup', 'Bread']);
    expect(result.notSafe[1]).toMatchObject({ contains: [], mayContain: ['tree_nuts'] });
    expect(result.notConfirmed[0]).toMatchObject({ unconfirmed: ['milk', 'tree_nuts'] });
  });

  it('lets a known risk win over an unknown, and a suggestion stays unconfirmed', () => {
    const result = classifyForGuest([dinner], ['eggs', 'milk']);
    expect(names(result.notSafe)).toEqual(['Carbonara']);
    expect(result.notSafe[0]).toMatchObject({ contains: ['eggs', 'milk'] });
    expect(names(result.notConfirmed)).toEqual(['Pesto', 'Salad', 'Soup', 'Bread']);
  });

  it('covers every menu and names the menu of each dish', () => {
    const lunch = menu('Lunch', [item('Toast', { gluten: { state: 'free' } })]);
    const result = classifyForGuest([dinner, lunch], ['gluten']);
    expect(result.safe).toEqual([
      {
        menuId: 'menu-Lunch',
        menuName: 'Lunch',
        itemId: 'item-Toast',
        name: 'Toast',
        category: 'Mains',
      },
    ]);
    expect(result.notConfirmed).toHaveLength(5);
  });

  it('with nothing chosen, every dish is safe', () => {
    expect(classifyForGuest([dinner], []).safe).toHaveLength(5);
  });
});
