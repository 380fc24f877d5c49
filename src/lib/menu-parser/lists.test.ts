import { parseMenuText } from './index';

const sections = (text: string) =>
  parseMenuText(text).menuData.categories.map((c) => [
    c.name,
    c.items.map((i) => `${i.name} ${i.price}`),
  ]);

describe('priced lists', () => {
  it('reads each dish of a bar list as an item with the price printed once for the list', () => {
    const text = [
      'TOAST',
      '',
      'Sourdough toast 3.5',
      'Rye toast 3.5',
      '',
      'extras',
      '',
      'rice | black beans | plantain',
      'salsa | slaw | tortilla        2.40',
      'smoked trout | halloumi',
      'feta | avocado        2.95',
    ].join('\n');
    expect(sections(text)).toEqual([
      ['Toast', ['Sourdough toast 3.5', 'Rye toast 3.5']],
      [
        'extras',
        [
          'Rice 2.40',
          'Black beans 2.40',
          'Plantain 2.40',
          'Salsa 2.40',
          'Slaw 2.40',
          'Tortilla 2.40',
          'Smoked trout 2.95',
          'Halloumi 2.95',
          'Feta 2.95',
          'Avocado 2.95',
        ],
      ],
    ]);
  });

  it('reads a comma list under a priced section heading as dishes at that price', () => {
    const text = [
      'MAINS',
      '',
      'Fish pie £14',
      'Herb chicken £15',
      '',
      'Sides €3.80',
      'Sweet potato wedges, corn cob, coleslaw, green beans, pickles',
      '',
      'SALADS',
      '',
      'GARDEN SALAD £8',
      'leaves, tomato, cucumber',
    ].join('\n');
    expect(sections(text)).toEqual([
      ['Mains', ['Fish pie £14', 'Herb chicken £15']],
      [
        'Sides',
        [
          'Sweet potato wedges €3.80',
          'Corn cob €3.80',
          'Coleslaw €3.80',
          'Green beans €3.80',
          'Pickles €3.80',
        ],
      ],
      // A dish over its ingredients is no list: its heading is no section word.
      ['Salads', ['Garden Salad £8']],
    ]);
  });

  it('reads names in capitals under "SIDES | 4 EACH" as dishes at that price', () => {
    const text = [
      'GRILL',
      '',
      'Dry aged ribeye 300g   28',
      'Grass fed hanger 250g   24',
      '',
      'SIDES | 4 EACH',
      'SKIN-ON FRIES',
      'CREAMED SPINACH',
      'BEER BATTERED RINGS',
    ].join('\n');
    expect(sections(text)).toEqual([
      ['Grill', ['Dry aged ribeye 300g 28', 'Grass fed hanger 250g 24']],
      ['Sides', ['Skin-On Fries 4 EACH', 'Creamed Spinach 4 EACH', 'Beer Battered Rings 4 EACH']],
    ]);
  });

  it('keeps a dish line with bars between name, description and price as one dish', () => {
    const text =
      'MAINS\n\nLAMB RUMP | pea purée, mint, jus | 24\nHAKE | brown shrimp butter | 21\n';
    expect(sections(text)).toEqual([['Mains', ['Lamb Rump 24', 'Hake 21']]]);
  });

  it('reads a price-table row over unpriced names as their section, each sold at its prices', () => {
    const text = [
      'PASTRIES',
      'Croissant     2.10    11.50      21.00',
      'Almond        2.60    14.00      26.00',
      'Pistachio',
      'Hazelnut',
      'Knot          1.80    9.50       18.00',
      'Sesame',
      'Raisin',
      'Cardamom',
      '',
      // A price row over its description stays a dish.
      'Morning box   15.00   27.00',
      'two croissants, a knot and a coffee',
    ].join('\n');
    expect(sections(text)).toEqual([
      ['Pastries', ['Croissant 2.10 / 11.50 / 21.00']],
      ['Almond', ['Pistachio 2.60 / 14.00 / 26.00', 'Hazelnut 2.60 / 14.00 / 26.00']],
      [
        'Knot',
        [
          'Sesame 1.80 / 9.50 / 18.00',
          'Raisin 1.80 / 9.50 / 18.00',
          'Cardamom 1.80 / 9.50 / 18.00',
          'Morning box 15.00 / 27.00',
        ],
      ],
    ]);
  });
});
