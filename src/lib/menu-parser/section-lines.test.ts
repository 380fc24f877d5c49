/**
 * Lines that open, name or extend a section in ways the plain rules misread: a drink over its
 * serving size, a heading with a count or a serving time after it, a dish's energy line, an
 * extras line, a section name over a price column's label, and a label at the head of a row of
 * dishes.
 */
import { layoutDocument } from '@/lib/layout';
import { columnPage } from '@/testing/menu-parser/column-page';
import { parseMenuLayout, parseMenuText } from './index';

const read = (text: string) =>
  parseMenuText(text).menuData.categories.map((c) => ({
    name: c.name,
    items: c.items.map((i) => [i.name, i.price, i.description]),
    addOns: c.addOns ?? [],
  }));

describe('a drink over its serving size', () => {
  it('takes the price and the serving below it as its own', () => {
    expect(
      read(
        [
          'DRINKS',
          'Flat White $4.00',
          'HOUSE LEMONADE',
          '16 oz. with fresh mint $5.00',
          'GINGER FIZZ',
          '10 OZ. $5.50',
        ].join('\n'),
      ),
    ).toEqual([
      {
        name: 'Drinks',
        items: [
          ['Flat White', '$4.00', ''],
          ['House Lemonade', '$5.00', '16 oz. with fresh mint'],
          ['Ginger Fizz', '$5.50', '10 OZ.'],
        ],
        addOns: [],
      },
    ]);
  });
});

describe('a heading with how many come in a serving', () => {
  it('names the section without the count and its note', () => {
    const sections = read(
      ['BURGERS', 'Smash 9', 'NUGGETS 8pcs + ranch', 'Buffalo 5', 'Honey Garlic 5'].join('\n'),
    );
    expect(sections.map((s) => [s.name, s.items.map((i) => i[0])])).toEqual([
      ['Burgers', ['Smash']],
      ['Nuggets', ['Buffalo', 'Honey Garlic']],
    ]);
  });
});

describe('a heading with when the section is served', () => {
  it('names the section without its serving times, and keeps a range that is no time', () => {
    const page = columnPage([
      ['Toasties 11-4 daily', 16],
      ['Cheese & Pickle', 10, '6'],
      ['Ham & Mustard', 10, '7'],
      ['Tuna Melt', 10, '7'],
      ['Kids 5-12', 16],
      ['Fish Fingers', 10, '7'],
      ['Mini Pizza', 10, '7'],
    ]);
    const menu = parseMenuLayout(layoutDocument(page).lines);
    expect(menu.menuData.categories.map((c) => c.name)).toEqual(['Toasties', 'Kids 5-12']);
  });
});

describe('a note on the section set in heading type', () => {
  it('stays a note, not a section of its own', () => {
    const sections = read(
      [
        'STARTERS',
        'Soup 6',
        '',
        'BURGERS',
        'Served With Hand-cut Chips',
        'Classic 12',
        'Halloumi 11',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.name, s.items.map((i) => i[0])])).toEqual([
      ['Starters', ['Soup']],
      ['Burgers', ['Classic', 'Halloumi']],
    ]);
  });
});

describe("a dish's energy and marks on a line of their own", () => {
  it('belong to the dish above, never a section', () => {
    const text = [
      'SMALL PLATES',
      'CHARRED LEEKS £5.50',
      'Hazelnut crumb, lemon oil.',
      '(210kcal) V VG GF',
      'BEAN FRITTERS £6.25',
      'Chilli jam, herbs.',
      '(380kcal) / (760kcal) V',
    ].join('\n');
    const [section, ...others] = parseMenuText(text).menuData.categories;
    expect(others).toEqual([]);
    expect(section.name).toBe('Small Plates');
    expect(section.items.map((i) => [i.name, i.price, i.dietary])).toEqual([
      ['Charred Leeks', '£5.50', ['vegetarian', 'vegan', 'gluten-free']],
      ['Bean Fritters', '£6.25', ['vegetarian']],
    ]);
  });
});

describe('an extras line', () => {
  it('keeps its options, and the list going on below it, on the section', () => {
    const [brunch] = read(
      [
        'BRUNCH',
        'HERB OMELETTE - three eggs, chives        9.40',
        'OMELETTE EXTRAS        ham | spinach   1.2',
        'mushrooms  | peppers | cheddar | onion    1.5',
        'POTATO LATKES – apple sauce        7.25',
      ].join('\n'),
    );
    expect(brunch!.items.map((i) => i[0])).toEqual(['Herb Omelette', 'Potato Latkes']);
    expect(brunch!.addOns).toEqual([
      'OMELETTE EXTRAS ham | spinach 1.2',
      'mushrooms | peppers | cheddar | onion 1.5',
    ]);
  });

  it('still reads a priced list under its own EXTRAS heading as dishes', () => {
    const [, extras] = read(
      ['MAINS', 'Roast Hake 16', 'EXTRAS', 'toast | jam | honey   1.20'].join('\n'),
    );
    expect(extras!.items.map((i) => [i[0], i[1]])).toEqual([
      ['Toast', '1.20'],
      ['Jam', '1.20'],
      ['Honey', '1.20'],
    ]);
  });
});

describe('a section name over a price column label', () => {
  it('opens the section, where a row of column labels alone is not one', () => {
    const sections = read(
      [
        'RED ON TAP',
        'Hillside       Gamay        Valley    $9.5',
        'CARAFE        GLASS/CARAFE',
        'Old Mill      Dry Riesling  Coast    $9/$34',
        'Riverbend     Albariño        Hills      $10/$38',
        'WINE        GLASS/BOTTLE',
        'House Rosé      $7/$24',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.name, s.items.map((i) => i[0])])).toEqual([
      ['Red on Tap', ['Hillside Gamay']],
      ['Carafe', ['Old Mill Dry Riesling', 'Riverbend Albariño', 'House Rosé']],
    ]);
  });

  it('opens it in small type too, on a menu whose headings are set large', () => {
    const doc = columnPage([
      ['WHITE ON TAP', 14],
      ['Hillside Verdejo', 12, '$9'],
      ['Orchard Chenin', 12, '$9'],
      ['RED ON TAP', 14],
      ['Hillside Gamay', 12, '$9.5'],
      ['CARAFE\tGLASS/CARAFE', 9],
      ['Old Mill Dry Riesling', 12, '$9/$34'],
      ['Riverbend Albariño', 12, '$10/$38'],
    ]);
    const menu = parseMenuLayout(layoutDocument(doc).lines);
    expect(menu.menuData.categories.map((c) => [c.name, c.items.length])).toEqual([
      ['White on Tap', 2],
      ['Red on Tap', 1],
      ['Carafe', 2],
    ]);
  });
});

describe('a label at the head of a row of dishes', () => {
  it('heads those dishes, though set at half the size of the heading above', () => {
    const doc = columnPage([
      ['ON TAP', 22],
      ['House Lager', 10, '$5'],
      ['Pear Cider', 10, '$6'],
      ['PUP MENU\tLAMB BITES $4\t|\tRICE BOWL $3\t|\tOAT BISCUIT $2', 10],
    ]);
    const menu = parseMenuLayout(layoutDocument(doc).lines);
    expect(menu.menuData.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['On Tap', ['House Lager', 'Pear Cider']],
      ['Pup Menu', ['Lamb Bites', 'Rice Bowl', 'Oat Biscuit']],
    ]);
  });
});

describe('a "NAME - description" dish with its price on the line below', () => {
  const lines = [
    'SANDWICHES',
    'CRAB ROLL - crab, lemon mayo, brioche        6.95',
    'CUBANO - roast pork, ham, swiss, pickles        5.95',
    'PASTRAMI on RYE - pastrami, mustard, pickles',
    '        8.25',
    'HAM HOCK MELT – pulled ham hock, mustard, gruyère, lettuce, on',
    'toasted sourdough',
    '        8.50',
    'FISH FINGER SANDWICH - tartare, lettuce        9',
  ];

  it('is a dish of its own, priced by the line below, among dishes written that way', () => {
    const [section] = read(lines.join('\n'));
    expect(section!.items).toEqual([
      ['Crab Roll', '6.95', 'crab, lemon mayo, brioche'],
      ['Cubano', '5.95', 'roast pork, ham, swiss, pickles'],
      ['PASTRAMI on RYE', '8.25', 'pastrami, mustard, pickles'],
      ['Ham Hock Melt', '8.50', 'pulled ham hock, mustard, gruyère, lettuce, on toasted sourdough'],
      ['Fish Finger Sandwich', '9', 'tartare, lettuce'],
    ]);
  });

  it('stays description when no price follows it', () => {
    const unpriced = lines.filter((l) => l.trim() !== '8.25');
    const [section] = read(unpriced.join('\n'));
    expect(section!.items.map((i) => i[0])).not.toContain('PASTRAMI on RYE');
  });
});
