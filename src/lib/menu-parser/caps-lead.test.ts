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
      'MARGHERITA tomato, mozzarella, basil 9',
    ].join('\n');
    expect(itemsOf(text)).toEqual([
      ['Halloumi Fries', '6', 'smoked paprika & honey'],
      ['Loaded Tots', '5.5', 'beer cheese - crispy onions'],
      ['Margherita', '9', 'tomato, mozzarella, basil'],
    ]);
  });

  it('keeps a short abbreviation and capitals after a small word in the name', () => {
    const text = ['MAINS', 'NY strip steak 24', 'FISH & CHIPS or SALAD 14'].join('\n');
    expect(itemsOf(text).map(([name]) => name)).toEqual([
      'NY strip steak',
      'FISH & CHIPS or SALAD',
    ]);
  });
});
