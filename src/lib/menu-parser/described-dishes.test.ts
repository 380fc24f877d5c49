import { sectionsOf } from '@/testing/menu-parser/parse-items';
import { parseMenuText } from './index';

const sections = (text: string) => sectionsOf(text, (i) => [i.name, i.price]);

describe('dish names set like headings, described below and priced at the end', () => {
  it('reads a name as a dish over one described line with a comma and its price', () => {
    const text = [
      'SIDES',
      '',
      'Fries $3',
      'SCONES',
      'Three buttermilk scones baked this morning, with jam $4.95',
      'LEAF SALAD',
      'Mixed leaves, radish and a mustard dressing $5',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Sides',
        [
          ['Fries', '$3'],
          ['Scones', '$4.95'],
          ['Leaf Salad', '$5'],
        ],
      ],
    ]);
  });

  it('reads a name as a dish when its description is a sentence that runs on to the price', () => {
    // The first line has no comma and no full stop; the next one carries on in lower case.
    const text = [
      'BRUNCH',
      '',
      'LAMB WRAP',
      'Spiced lamb folded into a warm flatbread',
      'finished with mint yoghurt. $11.50',
      'SUNRISE ROLL',
      'A soft roll with bacon and egg',
      'and a side of relish. $9',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Brunch',
        [
          ['Lamb Wrap', '$11.50'],
          ['Sunrise Roll', '$9'],
        ],
      ],
    ]);
  });

  it('reads each name as a dish of the section above, its description ending with the price', () => {
    const text = [
      'BRUNCH CLASSICS',
      '',
      'HARBOUR HASH',
      'Crispy potatoes, braised short rib,',
      'pickled onions and two poached eggs. $13.50',
      '',
      'GREEN EGGS SKILLET',
      'Baked eggs, spinach, chard, feta,',
      'toasted sourdough. $12.00',
      '',
      'SUNRISE TOAST',
      'Avocado, chilli flakes, lime $9.25',
      '',
      'SANDWICHES',
      'Club  $11',
      'Reuben  $12',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Brunch Classics',
        [
          ['Harbour Hash', '$13.50'],
          ['Green Eggs Skillet', '$12.00'],
          ['Sunrise Toast', '$9.25'],
        ],
      ],
      [
        'Sandwiches',
        [
          ['Club', '$11'],
          ['Reuben', '$12'],
        ],
      ],
    ]);
  });

  it('keeps a heading over named dishes, and a plural section word, as headings', () => {
    const text = [
      'STARTERS',
      '',
      'SALADS',
      'Greek salad, feta, olives, oregano. $9',
      'Caesar  $8',
      '',
      'RED WINES',
      'Merlot, Chile, soft and plummy,',
      'a house favourite. $7',
    ].join('\n');
    expect(sections(text).map(([name]) => name)).toEqual(['Salads', 'Red Wines']);
  });

  it('reads a name over a one-line sentence that ends with the price, numbers glued to names', () => {
    const text = [
      'PIZZA',
      '1.MARGHERITA',
      'Tomato, basil and fior di latte on our long-proved dough',
      'Small 10" $9.50 Large 16" $17.50',
      '2.DIAVOLA',
      'Spicy salami, chilli oil and smoked mozzarella',
      'Small 10" $10.50 Large 16" $18.50',
      '',
      'SUBS',
      'Meatball Sub',
      'Served on a toasted roll with marinara sauce and melted provolone ........ $11.95',
      'Veggie Sub',
      'Served on a toasted roll with grilled peppers and hummus and olives ........ $10.95',
      'Add-Grilled Chicken ........ $2.99',
    ].join('\n');
    const menu = parseMenuText(text);
    expect(menu.menuData.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['Pizza', ['Margherita', 'Diavola']],
      ['Subs', ['Meatball Sub', 'Veggie Sub']],
    ]);
    expect(menu.menuData.categories[1].addOns).toEqual(['Add-Grilled Chicken ........ $2.99']);
  });

  it('reads a heading printed twice over itself (a shadow) once', () => {
    expect(sections('DESSERTSDESSERTS\nTiramisu  7\nPanna cotta  6')).toEqual([
      [
        'Desserts',
        [
          ['Tiramisu', '7'],
          ['Panna cotta', '6'],
        ],
      ],
    ]);
  });

  it('reads names over short descriptions in lower case, each priced at its end, as dishes', () => {
    // Every priced line starts in lower case, yet this menu writes its names with capitals:
    // the lines are descriptions of the names above them, not dishes named in lower case.
    const text = [
      'STARTERS',
      '',
      'Burrata',
      'heirloom tomato, basil  14',
      'Calamari',
      'lemon aioli  13',
      'Fish Soup',
      'saffron, rouille  9',
      '',
      'MAINS',
      '',
      'Ribeye',
      'chips, bearnaise  34',
    ].join('\n');
    expect(sections(text)).toEqual([
      [
        'Starters',
        [
          ['Burrata', '14'],
          ['Calamari', '13'],
          ['Fish Soup', '9'],
        ],
      ],
      ['Mains', [['Ribeye', '34']]],
    ]);
  });
});
