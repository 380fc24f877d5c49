import type { MenuItem } from './menu';
import {
  guessItemFromLine,
  guessSplit,
  mergeWithNext,
  moveToCategory,
  renameCategory,
  splitItem,
} from './review-edits';

const item = (id: string, name: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name,
  description: '',
  price: '',
  category: 'Starters',
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  ...over,
});

const names = (items: MenuItem[]) => items.map((i) => `${i.category}/${i.name}`);

describe('mergeWithNext', () => {
  const menu = [
    item('1', 'Grilled Octopus'),
    item('2', 'Chickpeas, lemon, smoked paprika', { price: '$18', allergens: ['mollusc'] }),
    item('3', 'Calamari', { price: '$14' }),
    item('4', 'Steak', { category: 'Mains', price: '$32' }),
  ];

  it('makes a name read apart from its description one dish again, keeping the first id', () => {
    const merged = mergeWithNext(menu, '1');
    expect(merged).toHaveLength(3);
    expect(merged[0]).toMatchObject({
      id: '1',
      name: 'Grilled Octopus',
      description: 'Chickpeas, lemon, smoked paprika',
      price: '$18',
      allergens: ['mollusc'],
    });
  });

  it('keeps the first price when both have one, and never crosses a category', () => {
    expect(mergeWithNext(menu, '2')[1]).toMatchObject({ price: '$18', description: 'Calamari' });
    expect(mergeWithNext(menu, '3')).toBe(menu);
  });
});

describe('guessItemFromLine', () => {
  it.each([
    ['Grilled Octopus ....... $18', 'Grilled Octopus', '$18'],
    ['Tiramisu 9.50', 'Tiramisu', '9.50'],
    ['Crème brûlée   12 €', 'Crème brûlée', '12 €'],
    ['Ask about our daily specials', 'Ask about our daily specials', ''],
  ])('%s', (line, name, price) => {
    expect(guessItemFromLine(line)).toEqual({ name, price });
  });
});

describe('guessSplit and splitItem', () => {
  it('parts two dishes at a price between them', () => {
    const glued = item('1', 'Calamari', { price: '11', description: '14 Bruschetta tomato' });
    const [a, b] = guessSplit(glued);
    expect(a).toMatchObject({ name: 'Calamari', price: '14' });
    expect(b.name).toBe('Bruschetta tomato');
  });

  it('takes the description as the second dish when there is no price inside', () => {
    const glued = item('1', 'Calamari', { price: '$14', description: 'Soup of the day' });
    expect(guessSplit(glued)).toEqual([
      { name: 'Calamari', price: '$14', description: '' },
      { name: 'Soup of the day', price: '', description: '' },
    ]);
  });

  it('replaces one card by two in place; the first keeps its id', () => {
    const menu = [item('1', 'Calamari', { description: 'Soup', price: '$14' }), item('2', 'Tea')];
    const split = splitItem(
      menu,
      '1',
      [
        { name: 'Calamari', price: '$14', description: '' },
        { name: 'Soup of the day', price: 'MP', description: 'ask' },
      ],
      'new-1',
    );
    expect(split.map((i) => [i.id, i.name, i.price])).toEqual([
      ['1', 'Calamari', '$14'],
      ['new-1', 'Soup of the day', 'MP'],
      ['2', 'Tea', ''],
    ]);
    expect(split[1]!.category).toBe('Starters');
  });

  it('refuses a split that leaves a dish without a name', () => {
    const menu = [item('1', 'Calamari')];
    const parts = guessSplit(menu[0]!);
    expect(splitItem(menu, '1', parts, 'x')).toBe(menu);
  });
});

describe('renameCategory and moveToCategory', () => {
  const menu = [
    item('1', 'Soup', { category: 'Starters' }),
    item('2', 'Steak', { category: 'Mains' }),
    item('3', 'Salad', { category: 'Starters' }),
    item('4', 'Cake', { category: 'Desserts' }),
  ];

  it('renames every item of the category', () => {
    expect(names(renameCategory(menu, 'Starters', 'To Start'))).toEqual([
      'To Start/Soup',
      'Mains/Steak',
      'To Start/Salad',
      'Desserts/Cake',
    ]);
  });

  it('joins a category renamed to an existing name into one block', () => {
    expect(names(renameCategory(menu, 'Desserts', 'Starters'))).toEqual([
      'Starters/Soup',
      'Starters/Salad',
      'Starters/Cake',
      'Mains/Steak',
    ]);
  });

  it('moves an item to the end of another category', () => {
    expect(names(moveToCategory(menu, '1', 'Mains'))).toEqual([
      'Mains/Steak',
      'Mains/Soup',
      'Starters/Salad',
      'Desserts/Cake',
    ]);
    expect(moveToCategory(menu, '1', 'Starters')).toBe(menu);
  });
});
