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
      'egg | soft cheese | houmous',
      'tahini | olives | flatbread        1.75',
      'smoked trout | halloumi',
      'feta | avocado        2.95',
    ].join('\n');
    expect(sections(text)).toEqual([
      ['Toast', ['Sourdough toast 3.5', 'Rye toast 3.5']],
      [
        'extras',
        [
          'Egg 1.75',
          'Soft cheese 1.75',
          'Houmous 1.75',
          'Tahini 1.75',
          'Olives 1.75',
          'Flatbread 1.75',
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
      'Sides £4.25',
      'Skin-on fries, onion rings, garlic bread, house salad, olives',
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
          'Skin-on fries £4.25',
          'Onion rings £4.25',
          'Garlic bread £4.25',
          'House salad £4.25',
          'Olives £4.25',
        ],
      ],
      // A dish over its ingredients is no list: its heading is no section word.
      ['Salads', ['Garden Salad £8']],
    ]);
  });

  it('keeps a dish line with bars between name, description and price as one dish', () => {
    const text =
      'MAINS\n\nLAMB RUMP | pea purée, mint, jus | 24\nHAKE | brown shrimp butter | 21\n';
    expect(sections(text)).toEqual([['Mains', ['Lamb Rump 24', 'Hake 21']]]);
  });
});
