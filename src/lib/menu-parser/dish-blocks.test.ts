import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { dishBlockRoles } from './dish-blocks';
import { parseMenuLayout } from './index';
import { sectionsOf } from '@/testing/menu-parser/parse-items';

/** Blocks of lines: each block's lines 16 pt apart, blocks 40 pt apart; a heading in 24 pt type. */
function page(blocks: string[][], heading?: string): PositionedDocument {
  const spans: Span[] = [];
  let top = 20;
  const line = (text: string, size: number) => {
    spans.push({ text, x0: 40, x1: 40 + text.length * size * 0.5, top, bottom: top + size, size });
    top += size + 6;
  };
  if (heading) {
    line(heading, 24);
    top += 2; // big type close over the first dish: only its size sets it apart
  }
  for (const block of blocks) {
    // "# NAME": a heading in 13 pt type, too close to the body's size to stand apart by it.
    for (const text of block) line(text.replace(/^# /, ''), text.startsWith('# ') ? 13 : 10);
    top += 24;
  }
  return { kind: 'pdf', pages: [{ width: 600, height: 900, spans }] };
}

const BURGERS = [
  ['The Plain Jane', 'Beef patty | Tomato | Lettuce $5.50'],
  ['Smokehouse Stack', 'Beef patty | Tomato | Lettuce | Cheese', 'Smoked bacon $7.00'],
  ['Garden Patch', 'Bean patty | Avocado | Pickles $6.25'],
  ['Big Breakfast', 'Beef patty | Fried egg | Hash brown', 'Ketchup $8.00'],
];

/** The BURGERS blocks under their heading, read one dish per block. */
const BURGERS_READ = {
  name: 'Burgers',
  items: [
    ['The Plain Jane', '$5.50'],
    ['Smokehouse Stack', '$7.00'],
    ['Garden Patch', '$6.25'],
    ['Big Breakfast', '$8.00'],
  ],
};

const dishes = (d: PositionedDocument) =>
  parseMenuLayout(layoutDocument(d).lines, { now: new Date(0) }).menuData.categories.map((c) => ({
    name: c.name,
    items: c.items.map((i) => [i.name, i.price]),
  }));

describe('dishes set as blocks', () => {
  it('reads each block as one dish: its name, the ingredients, the price at the end', () => {
    expect(dishes(page(BURGERS, 'BURGERS'))).toEqual([BURGERS_READ]);
  });

  it('gives the name line the dish role and the lines under it the description role', () => {
    const lines = layoutDocument(page(BURGERS)).lines;
    const roles = dishBlockRoles(lines);
    const byText = Object.fromEntries(lines.map((l, i) => [l.text, roles.get(i)]));
    expect(byText['Smokehouse Stack']).toBe('dish');
    expect(byText['Beef patty | Tomato | Lettuce | Cheese']).toBe('description');
    expect(byText['Smoked bacon $7.00']).toBe('description');
  });

  it('leaves a menu with fewer than three such blocks, and priced lists, to the other rules', () => {
    const lines = layoutDocument(page(BURGERS.slice(0, 2))).lines;
    expect(dishBlockRoles(lines).size).toBe(0);
    // Every line priced: a list of dishes, no block names one.
    const listed = page([['Fries 3.00', 'Onion rings 3.50', 'Slaw 2.00']]);
    expect(dishBlockRoles(layoutDocument(listed).lines).size).toBe(0);
  });

  it('keeps a heading set right over the first block as the heading, in typed text too', () => {
    const text = [
      'Wraps',
      'Falafel Wrap',
      'chickpeas, tahini, pickles $9',
      '',
      'Halloumi Wrap',
      'grilled halloumi, peppers, mint $10',
      '',
      'Jackfruit Wrap',
      'bbq jackfruit, slaw $10',
      '',
      'Bowls',
      'Grain Bowl',
      'farro, kale, roast squash $12',
    ].join('\n');
    expect(sectionsOf(text, (i) => [i.name, i.price])).toEqual([
      [
        'Wraps',
        [
          ['Falafel Wrap', '$9'],
          ['Halloumi Wrap', '$10'],
          ['Jackfruit Wrap', '$10'],
        ],
      ],
      ['Bowls', [['Grain Bowl', '$12']]],
    ]);
  });

  it('reads a name set over two lines in the same bold type as one dish', () => {
    const bold = (d: PositionedDocument) => {
      d.pages[0].spans.forEach((s) => {
        if (/^[A-Z' ]+$/.test(s.text)) s.bold = true;
      });
      return d;
    };
    const blocks = [
      ['CRISPY CHICKEN', 'brioche | slaw | pickles $9.50'],
      ['SMOKED BRISKET AND', 'CHEDDAR MELT', 'rye | mustard | onions $11.00'],
      ['GARDEN STACK', 'halloumi | peppers | rocket $8.50'],
    ];
    expect(dishes(bold(page(blocks, 'SANDWICHES')))).toEqual([
      {
        name: 'Sandwiches',
        items: [
          ['Crispy Chicken', '$9.50'],
          ['Smoked Brisket and Cheddar Melt', '$11.00'],
          ['Garden Stack', '$8.50'],
        ],
      },
    ]);
  });

  it('reads a heading in capitals set close over a block as the heading, not the dish', () => {
    const blocks = [...BURGERS, ['# SWEET THINGS', 'Lemon tart', 'lemon curd, shortcrust $6.00']];
    expect(dishes(page(blocks, 'BURGERS'))).toEqual([
      BURGERS_READ,
      { name: 'Sweet Things', items: [['Lemon tart', '$6.00']] },
    ]);
  });
});
