import { parseMenuText } from './index';

const itemsOf = (text: string) =>
  parseMenuText(text, { menuType: 'food' }).menuData.categories.flatMap((c) =>
    c.items.map((i) => [i.name, i.price, i.description ?? '']),
  );

describe('a name in capitals running straight into its description', () => {
  it('splits the capitals off as the name, the words in lower case as the description', () => {
    const text = [
      'SIDES',
      'HALLOUMI FRIES smoked paprika & honey 6',
      'LOADED TOTS beer cheese - crispy onions 5.5',
      'MARINARA garlic, oregano, olive oil 8',
    ].join('\n');
    expect(itemsOf(text)).toEqual([
      ['Halloumi Fries', '6', 'smoked paprika & honey'],
      ['Loaded Tots', '5.5', 'beer cheese - crispy onions'],
      ['Marinara', '8', 'garlic, oregano, olive oil'],
    ]);
  });

  it('keeps a short abbreviation and capitals after a small word in the name', () => {
    const text = ['MAINS', 'BLT on sourdough 9', 'HAM & EGGS or BEANS 11'].join('\n');
    expect(itemsOf(text).map(([name]) => name)).toEqual([
      'BLT on sourdough',
      'HAM & EGGS or BEANS',
    ]);
  });

  it('splits at a dash typed against the name, with no space before it', () => {
    const text = [
      'SANDWICHES',
      'CRAB MELT- crab, cheddar & chives, rye 9.5',
      'REUBEN– corned beef 11',
    ].join('\n');
    expect(itemsOf(text)).toEqual([
      ['Crab Melt', '9.5', 'crab, cheddar & chives, rye'],
      ['Reuben', '11', 'corned beef'],
    ]);
  });
});
