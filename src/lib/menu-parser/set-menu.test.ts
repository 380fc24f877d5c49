import { parseItems, sectionsOf } from '@/testing/menu-parser/parse-items';

const sections = (text: string) => sectionsOf(text, (i) => [i.name, i.price, i.description]);

describe('menus whose dishes have no prices (set menus, teas priced as a whole)', () => {
  it('reads every name under a heading as a dish, and the meal price as no dish', () => {
    const text = [
      'THE HARBOUR SET MENU',
      '2 courses for 28',
      '3 courses for 34',
      '',
      'STARTERS',
      'Smoked mackerel pâté',
      'Beetroot tartare',
      'Leek and potato soup',
      '',
      'MAINS',
      'Choose one main course',
      'Roast hake',
      'Braised ox cheek',
      'Wild mushroom risotto',
      'Each main comes with a side',
      'Hand-cut Chips, Buttered Greens, Mashed Potato & Gravy,',
      'Tomato Salad, Honey Carrots',
      '',
      'PUDDINGS',
      'Sticky toffee pudding',
      'Lemon posset',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Starters',
        [
          ['Smoked mackerel pâté', '', ''],
          ['Beetroot tartare', '', ''],
          ['Leek and potato soup', '', ''],
        ],
      ],
      [
        'Mains',
        [
          ['Roast hake', '', ''],
          ['Braised ox cheek', '', ''],
          ['Wild mushroom risotto', '', ''],
          ['Hand-cut Chips', '', ''],
          ['Buttered Greens', '', ''],
          ['Mashed Potato & Gravy', '', ''],
          ['Tomato Salad', '', ''],
          ['Honey Carrots', '', ''],
        ],
      ],
      [
        'Puddings',
        [
          ['Sticky toffee pudding', '', ''],
          ['Lemon posset', '', ''],
        ],
      ],
    ]);
  });

  it('joins a dish wrapped after a comma and keeps the words after the first comma as its description', () => {
    const text = [
      'HIGH TEA  32',
      '',
      'SANDWICHES',
      'Roast chicken, tarragon mayonnaise,',
      'white bloomer',
      'Cheddar, apple chutney, granary bread',
      'Egg mayonnaise, cress',
      '',
      'CAKES',
      'Victoria sponge',
      'Coffee and walnut slice',
      'Includes a pot of loose-leaf tea',
      'Earl Grey',
      'Assam',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Sandwiches',
        [
          ['Roast chicken', '', 'tarragon mayonnaise, white bloomer'],
          ['Cheddar', '', 'apple chutney, granary bread'],
          ['Egg mayonnaise', '', 'cress'],
        ],
      ],
      [
        'Cakes',
        [
          ['Victoria sponge', '', ''],
          ['Coffee and walnut slice', '', ''],
          ['Earl Grey', '', ''],
          ['Assam', '', ''],
        ],
      ],
    ]);
  });

  it('leaves a priced menu to the priced rules: a name without a price there is a heading', () => {
    const text = [
      'Salads',
      'Caesar  9',
      'Greek  8',
      'Mains',
      'Burger  14',
      'Fish pie  15',
      'Lasagne  13',
      'Risotto  12',
    ].join('\n');
    expect(sections(text).map(([name]) => name)).toEqual(['Salads', 'Mains']);
  });
});

describe('a missing price in a menu priced as a whole', () => {
  const reasonsOf = (text: string) =>
    Object.fromEntries(parseItems(text).map((i) => [i.name, i.reasons ?? []]));

  it('is no reason to doubt a dish, where it is one on a menu priced by the dish', () => {
    const setMenu = reasonsOf(
      [
        'SUNDAY LUNCH',
        'Three courses 32',
        '',
        'STARTERS',
        'Chicken liver parfait',
        'Roasted squash soup',
        'Potted shrimp',
        '',
        'MAINS',
        'Roast sirloin of beef',
        'Baked cod loin',
        'Mushroom wellington',
        '',
        'PUDDINGS',
        'Apple crumble',
        'Chocolate torte',
      ].join('\n'),
    );
    expect(Object.keys(setMenu)).toHaveLength(8);
    for (const reasons of Object.values(setMenu)) expect(reasons).not.toContain('price not found');
    const byDish = reasonsOf(
      [
        'STARTERS',
        'Chicken Liver Parfait  8',
        'with toasted brioche',
        'Roasted Squash Soup  7',
        'with sage butter',
        'Potted Shrimp',
        'with brown butter',
        'Smoked Trout  9',
        'with horseradish',
        '',
        'MAINS',
        'Roast Sirloin  24',
        'Baked Cod Loin  21',
      ].join('\n'),
    );
    expect(byDish['Potted Shrimp']).toContain('price not found');
  });
});
