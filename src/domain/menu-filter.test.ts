import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import {
  allergenAnswer,
  allergenOptions,
  facets,
  filterItems,
  filterMenu,
  heldAllergens,
  withoutWord,
} from './menu-filter';

const item = (name: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id: name,
  name,
  description: '',
  price: '$1',
  category: 'X',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  ...over,
});

const items = [
  item('Crème Brûlée', { allergens: ['dairy', 'egg'], dietary: ['vegetarian'] }),
  item('Beet Salad', {
    description: 'goat cheese, walnuts',
    allergens: ['nuts', 'dairy'],
    dietary: ['vegetarian', 'gluten-free'],
  }),
  item('Fries', { dietary: ['vegan'], ingredients: ['potato'] }),
];

describe('filterItems', () => {
  it('searches name, description and ingredients, ignoring accents and case', () => {
    expect(
      filterItems(items, { query: 'creme', diet: '', without: '' }).map((i) => i.name),
    ).toEqual(['Crème Brûlée']);
    expect(
      filterItems(items, { query: 'WALNUT', diet: '', without: '' }).map((i) => i.name),
    ).toEqual(['Beet Salad']);
    expect(
      filterItems(items, { query: 'potato', diet: '', without: '' }).map((i) => i.name),
    ).toEqual(['Fries']);
  });

  it('keeps a diet and drops an allergen', () => {
    expect(
      filterItems(items, { query: '', diet: 'vegetarian', without: 'nuts' }).map((i) => i.name),
    ).toEqual(['Crème Brûlée']);
    expect(
      filterItems(items, { query: '', diet: '', without: 'dairy' }).map((i) => i.name),
    ).toEqual(['Fries']);
  });

  it('lists the diets and allergens present', () => {
    expect(facets(items)).toEqual({
      diets: ['gluten-free', 'vegan', 'vegetarian'],
      allergens: ['dairy', 'egg', 'nuts'],
    });
  });
});

// A menu the kitchen has answered (in part) for milk and sesame.
const confirmed = [
  item('Panna Cotta', { allergens: ['milk'], allergenStates: { milk: { state: 'contains' } } }),
  item('Hummus', {
    allergenStates: { milk: { state: 'free' }, sesame: { state: 'may_contain' } },
  }),
  item('Sorbet', { allergenStates: { milk: { state: 'free' }, sesame: { state: 'free' } } }),
  item('Tart', {
    // Only the import's guess: not an answer.
    allergenStates: {
      milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['butter'] } },
    },
  }),
  item('Bread', { dietary: ['vegan'] }),
];
const names = (list: MenuItem[]) => list.map((i) => i.name);

describe('filterMenu by allergen states', () => {
  it('keeps only dishes confirmed free, and counts those nobody confirmed', () => {
    expect(filterMenu(confirmed, { query: '', without: 'milk' })).toEqual({
      items: [confirmed[1], confirmed[2]],
      notConfirmed: 2,
    });
    const sesame = filterMenu(confirmed, { query: '', without: 'sesame' });
    expect(names(sesame.items)).toEqual(['Sorbet']);
    // Hummus may contain it: left out, and not counted as unknown.
    expect(sesame.notConfirmed).toBe(3);
  });

  it('counts only the dishes the text and diet kept', () => {
    expect(filterMenu(confirmed, { query: 'ta', without: 'milk' })).toEqual({
      items: [],
      notConfirmed: 1,
    });
    expect(filterMenu(confirmed, { query: '', diet: 'vegan', without: 'milk' })).toEqual({
      items: [],
      notConfirmed: 1,
    });
  });

  it('reads a menu with neither states nor lists as not confirmed, never as safe', () => {
    const bare = [item('Water'), item('Soup')];
    expect(allergenAnswer(bare)).toBe('states');
    expect(filterMenu(bare, { query: '', without: 'milk' })).toEqual({
      items: [],
      notConfirmed: 2,
    });
  });

  it('answers an old menu, with lists and no states, by its lists', () => {
    expect(allergenAnswer(items)).toBe('lists');
    expect(allergenAnswer(confirmed)).toBe('states');
    expect(filterMenu(items, { query: '', without: 'dairy' })).toEqual({
      items: [items[2]],
      notConfirmed: 0,
    });
  });
});

describe('allergen options and badges', () => {
  it("offers the regime's allergens by word, or an old menu's own words", () => {
    expect(allergenOptions(confirmed, 'us', 'en').map((o) => o.label)).toEqual([
      'milk',
      'eggs',
      'fish',
      'crustaceans',
      'tree nuts',
      'peanuts',
      'wheat',
      'soy',
      'sesame',
    ]);
    expect(allergenOptions(confirmed, 'eu', 'en')).toContainEqual({
      value: 'tree_nuts',
      label: 'tree nuts',
    });
    expect(allergenOptions(items, 'eu', 'en')).toEqual([
      { value: 'dairy', label: 'dairy' },
      { value: 'egg', label: 'egg' },
      { value: 'nuts', label: 'nuts' },
    ]);
    expect([withoutWord('tree_nuts', 'eu', 'en'), withoutWord('dairy', 'eu', 'en')]).toEqual([
      'tree nuts',
      'dairy',
    ]);
    expect(withoutWord('tree_nuts', 'eu', 'es')).toBe('frutos de cáscara');
  });

  it('says what the states hold, and the old list only for an item without states', () => {
    const held = (item: MenuItem) => heldAllergens(item, 'eu', 'en');
    expect(held(confirmed[0]!)).toEqual({ contains: ['milk'], mayContain: [] });
    expect(held(confirmed[1]!)).toEqual({ contains: [], mayContain: ['sesame'] });
    expect(held(confirmed[3]!)).toEqual({ contains: [], mayContain: [] });
    expect(held(items[0]!)).toEqual({ contains: ['dairy', 'egg'], mayContain: [] });
    expect(heldAllergens(confirmed[0]!, 'eu', 'es').contains).toEqual(['leche']);
  });
});
