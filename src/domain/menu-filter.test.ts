import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import { facets, filterItems } from './menu-filter';

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
