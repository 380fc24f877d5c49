import { parsedMenuSchema } from '@/domain/parsed-menu';
import { parseMenuText } from './index';

describe('add-ons and deals', () => {
  const text = [
    'BURGERS',
    '',
    'Smokehouse burger £12',
    'brisket, pickles, smoked cheddar',
    'Add bacon 2.5',
    'Chickpea burger £11',
    'harissa mayo, slaw',
    '+ ADD: halloumi £4.95',
    'Extra cheese +£1',
    'Make it a meal +3',
    '',
    'DEALS',
    '',
    '2 for £10',
  ].join('\n');

  it('keeps them on the section, never as dishes or in a dish description', () => {
    const menu = parseMenuText(text);
    const [burgers, ...rest] = menu.menuData.categories;
    expect(rest).toEqual([]);
    expect(burgers.items.map((i) => [i.name, i.price, i.description])).toEqual([
      ['Smokehouse burger', '£12', 'brisket, pickles, smoked cheddar'],
      ['Chickpea burger', '£11', 'harissa mayo, slaw'],
    ]);
    expect(burgers.addOns).toEqual([
      'Add bacon 2.5',
      '+ ADD: halloumi £4.95',
      'Extra cheese +£1',
      'Make it a meal +3',
      'Deals: 2 for £10',
    ]);
  });

  it('leaves add-on lines out of the lines the section and its dishes were read from', () => {
    const [burgers] = parseMenuText(text).menuData.categories;
    const read = new Set(burgers.sourceLines ?? []);
    for (const item of burgers.items) {
      for (let k = item.source!.lineStart; k <= item.source!.lineEnd; k += 1) read.add(k);
    }
    // Layout lines 3, 6, 7 and 8 are the add-ons (blank lines are no layout lines).
    const lines = text.split('\n').filter((l) => l.trim());
    const addOnLines = burgers.addOns!.slice(0, 4).map((a) => lines.indexOf(a));
    expect(addOnLines.every((k) => k > 0 && !read.has(k))).toBe(true);
  });

  it('leaves an unpriced serving note with its dish', () => {
    const menu = parseMenuText('MAINS\n\nHerb chicken £15\nwith chips or salad\n');
    const [item] = menu.menuData.categories[0].items;
    expect(item.description).toBe('with chips or salad');
    expect(menu.menuData.categories[0].addOns).toBeUndefined();
  });

  it('stores add-ons in a parsed menu that stays valid with and without them', () => {
    const menu = parseMenuText(text);
    expect(parsedMenuSchema.parse(menu).menuData.categories[0].addOns).toHaveLength(5);
    const stored = { ...menu, menuData: { categories: [{ ...menu.menuData.categories[0] }] } };
    delete stored.menuData.categories[0].addOns;
    expect(parsedMenuSchema.safeParse(stored).success).toBe(true);
  });

  it('reads "$13 add prawns +4" under a described dish as its price, then an add-on', () => {
    const menu = parseMenuText(
      [
        'GREENS',
        '',
        'ORCHARD SALAD',
        'Butter lettuce, rocket, sliced pears,',
        'goat cheese and cider vinaigrette.',
        '$13.40 add prawns +4',
        '',
        'FENNEL SALAD',
        'Romaine, cucumber, olives,',
        'red onion and lemon dressing.',
        '$11.50 add salmon +5',
      ].join('\n'),
    );
    const [greens] = menu.menuData.categories;
    expect(greens.items.map((i) => [i.name, i.price])).toEqual([
      ['Orchard Salad', '$13.40'],
      ['Fennel Salad', '$11.50'],
    ]);
    expect(greens.addOns).toEqual(['add prawns +4', 'add salmon +5']);
  });

  it('keeps a heading over a dish whose price stands alone under its description', () => {
    const menu = parseMenuText(
      [
        'Green Corner Cafe',
        'all plant kitchen & juice bar',
        '',
        'Mornings',
        'Green Toast',
        'rye, avocado, chilli, lime',
        '14.5',
        '',
        'Oat Bowl',
        'oats, berries, almond milk',
        '11',
      ].join('\n'),
    );
    const mornings = menu.menuData.categories.find((c) => c.name === 'Mornings');
    expect(mornings?.items.map((i) => [i.name, i.price])).toEqual([
      ['Green Toast', '14.5'],
      ['Oat Bowl', '11'],
    ]);
  });
});
