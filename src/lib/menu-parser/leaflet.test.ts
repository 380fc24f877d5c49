import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import { parseMenuLayout, parseMenuText } from './index';
import { layoutHints } from './layout-hints';

type Row = [text: string, size: number, bold?: boolean];

/** One page of left-aligned rows; a row's price (if any) is part of its text. */
function pageOf(rows: Row[]) {
  const spans: Span[] = [];
  let top = 20;
  for (const [text, size, bold = false] of rows) {
    spans.push({
      text,
      x0: 40,
      x1: 40 + text.length * size * 0.5,
      top,
      bottom: top + size,
      size,
      bold,
    });
    top += size + 8;
  }
  return { width: 600, height: 900, spans };
}

const sections = (doc: PositionedDocument) =>
  parseMenuLayout(layoutDocument(doc).lines).menuData.categories.map((c) => [
    c.name,
    c.items.map((i) => [i.name, i.price]),
  ]);

describe('leaflets: pages in their own type size, repeated panels, notes under a priced heading', () => {
  it('measures type on each page, so a drinks page set larger throughout keeps its dishes', () => {
    const food = pageOf([
      ['STARTERS', 16, true],
      ['Tomato soup  $6', 10],
      ['Chicken wings  $9', 10],
      ['Garlic bread  $5', 10],
      ['Nachos  $8', 10],
      ['MAINS', 16, true],
      ['Fish and chips  $14', 10],
      ['Steak pie  $13', 10],
      ['Veggie burger  $12', 10],
      ['Caesar salad  $11', 10],
      ['Mushroom risotto  $12', 10],
      ['Lamb shank  $16', 10],
    ]);
    // Everything on the drinks page is set larger than the food page's dish names.
    const drinks = pageOf([
      ['COCKTAILS $9', 20],
      ['EVERY COCKTAIL IS SHAKEN TO ORDER HERE', 13],
      ['Rum Punch', 14],
      ['Dark Rum, Pineapple, Lime', 13],
      ['Gin Fizz', 14],
      ['Gin, Lemon, Soda', 13],
      ['House Spritz', 14],
      ['Aperitivo, Prosecco, Orange', 13],
      ['WINE', 20],
      ['Pinot Grigio  $8', 13],
      ['Malbec  $9', 13],
      ['Rosé  $8', 13],
    ]);
    expect(sections({ kind: 'pdf', pages: [food, drinks] })).toEqual([
      [
        'Starters',
        [
          ['Tomato soup', '$6'],
          ['Chicken wings', '$9'],
          ['Garlic bread', '$5'],
          ['Nachos', '$8'],
        ],
      ],
      [
        'Mains',
        [
          ['Fish and chips', '$14'],
          ['Steak pie', '$13'],
          ['Veggie burger', '$12'],
          ['Caesar salad', '$11'],
          ['Mushroom risotto', '$12'],
          ['Lamb shank', '$16'],
        ],
      ],
      [
        'Cocktails',
        [
          ['Rum Punch', '$9'],
          ['Gin Fizz', '$9'],
          ['House Spritz', '$9'],
        ],
      ],
      [
        'Wine',
        [
          ['Pinot Grigio', '$8'],
          ['Malbec', '$9'],
          ['Rosé', '$8'],
        ],
      ],
    ]);
  });

  it('judges type against the dish names of the same page', () => {
    const line = (text: string, page: number, size: number) =>
      layoutLine(text, { page, region: page, x0: 40, x1: 300, size });
    const food = ['Soup  6', 'Wings  9', 'Nachos  8', 'Pie  13', 'Salad  11', 'Burger  12'];
    const lines = [
      ...food.map((t) => line(t, 1, 1)),
      line('Rum Punch', 2, 1.1),
      line('Pinot Grigio  8', 2, 1.25),
      line('Malbec  9', 2, 1.25),
      line('Rosé  8', 2, 1.25),
      line('Gin Fizz', 2, 1.1),
      line('COCKTAILS', 2, 1.6),
    ];
    const styled = layoutHints(lines).map((h) => h.styledHeading);
    // Larger than the food page's dishes, but not than the drinks page's own.
    expect(styled.slice(6)).toEqual([false, false, false, false, false, true]);
  });

  it('reads a capitals sentence under a priced heading as a note, not a section without prices', () => {
    const menu = parseMenuText(
      [
        'COCKTAILS $9',
        'ALL OUR COCKTAILS ARE SHAKEN TO ORDER',
        '',
        'Rum Punch',
        'dark rum, pineapple, lime',
        '',
        'Gin Fizz',
        'gin, lemon, soda',
        '',
        'House Spritz',
        'aperitivo, prosecco, orange',
      ].join('\n'),
    );
    expect(
      menu.menuData.categories.map((c) => [c.name, c.items.map((i) => [i.name, i.price])]),
    ).toEqual([
      [
        'Cocktails',
        [
          ['Rum Punch', '$9'],
          ['Gin Fizz', '$9'],
          ['House Spritz', '$9'],
        ],
      ],
    ]);
  });

  it('reads a section printed twice (two copies on one sheet) as one set of dishes', () => {
    const once = ['SANDWICHES', '', 'Club sandwich  9.50', 'BLT  8.00', 'Egg mayo  8.50', ''];
    const menu = parseMenuText([...once, ...once].join('\n'));
    expect(menu.menuData.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['Sandwiches', ['Club sandwich', 'BLT', 'Egg mayo']],
    ]);
  });

  it('keeps the same dish at two prices, or in two sections, as two dishes', () => {
    const menu = parseMenuText(
      [
        'LUNCH',
        'Soup of the day  5',
        'Soup of the day  7',
        '',
        'DINNER',
        'Soup of the day  7',
      ].join('\n'),
    );
    expect(menu.menuData.categories.map((c) => c.items.length)).toEqual([2, 1]);
  });
});
