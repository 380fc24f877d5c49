/**
 * A heading set over columns that start together heads the top of each of them; a column that
 * carries on the one before it keeps the section it continues. A heading set across the gutter
 * heads both columns from its height down, and one cut in two by the gutter is one heading.
 */
import type { DocPage, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import { CONFIDENCE_FEATURES } from './confidence';
import type { DraftCategory } from './draft';
import { joinCutHeadings, regionExtents } from './gutter-headings';
import { parseMenuLayout } from './index';

/**
 * A line of a two-column page: column 0 or 1, or 'across' for a line centred over both; `x`
 * sets where a line starts instead.
 */
type Row = {
  at: 0 | 1 | 'across';
  top: number;
  text: string;
  price?: string;
  size?: number;
  x?: number;
};

function page(rows: Row[]): DocPage {
  const spans: Span[] = rows.flatMap(({ at, top, text, price, size = 10, x }) => {
    const width = text.length * size * 0.5;
    const x0 = x ?? (at === 'across' ? 300 - width / 2 : at === 0 ? 40 : 330);
    const bold = size > 10;
    const cells: Span[] = [{ text, x0, x1: x0 + width, top, bottom: top + size, size, bold }];
    if (price) {
      const right = at === 1 ? 560 : 270;
      cells.push({ text: price, x0: right - 20, x1: right, top, bottom: top + size, size });
    }
    return cells;
  });
  return { width: 600, height: 800, spans };
}

/** Rows of dishes down one column from `top`, `step` apart. */
const dishes = (at: 0 | 1, top: number, names: string[], step = 16): Row[] =>
  names.map((text, i) => ({ at, top: top + step * i, text, price: `${8 + i}.50` }));

/** A page of one list, then a page of two columns under a heading set over the right one. */
const alePages = () => [
  page([
    { at: 0, top: 40, text: 'HOUSE ALES', size: 14 },
    ...dishes(0, 80, ['Copper Pale', 'Harbour Stout', 'Mill Bitter']),
  ]),
  page([
    { at: 1, top: 40, text: 'GUEST ALES', size: 14 },
    ...dishes(0, 100, ['Valley Blonde', 'Orchard Red', 'Pier Porter']),
    ...dishes(1, 100, ['Moorland Mild', 'Cliffside IPA'], 23),
  ]),
];

const sections = (pages: DocPage[]) =>
  parseMenuLayout(layoutDocument({ kind: 'pdf', pages }).lines).menuData.categories.map((c) => [
    c.name,
    c.items.map((i) => i.name),
  ]);

describe('a heading over columns that start together', () => {
  it('heads the top of the second column too, not the first column last heading', () => {
    const read = sections([
      page([
        { at: 'across', top: 40, text: 'EGGS', size: 20 },
        ...dishes(0, 90, ['Ham and Cheese', 'Garden Greens']),
        { at: 0, top: 200, text: 'SALADS', size: 20 },
        ...dishes(0, 240, ['Beet and Walnut', 'Kale Caesar']),
        ...dishes(1, 90, ['Morel and Leek', 'Spinach and Gruyère']),
        { at: 1, top: 200, text: 'BURGERS', size: 20 },
        ...dishes(1, 240, ['Classic Smash', 'Black Bean']),
      ]),
    ]);
    expect(read).toEqual([
      ['Eggs', ['Ham and Cheese', 'Garden Greens', 'Morel and Leek', 'Spinach and Gruyère']],
      ['Salads', ['Beet and Walnut', 'Kale Caesar']],
      ['Burgers', ['Classic Smash', 'Black Bean']],
    ]);
  });

  it('heads both columns of a new page when it is set over one of them', () => {
    const read = sections(alePages());
    expect(read).toEqual([
      ['House Ales', ['Copper Pale', 'Harbour Stout', 'Mill Bitter']],
      [
        'Guest Ales',
        ['Valley Blonde', 'Orchard Red', 'Pier Porter', 'Moorland Mild', 'Cliffside IPA'],
      ],
    ]);
  });
});

describe('a column that carries on the one before it', () => {
  it('keeps the section it continues when its top is level with a heading', () => {
    const read = sections([
      page([
        { at: 'across', top: 20, text: 'SUPPER', size: 24 },
        { at: 0, top: 80, text: 'STARTERS', size: 14 },
        ...dishes(0, 100, ['Onion Soup', 'Crab Cakes']),
        { at: 0, top: 160, text: 'MAINS', size: 14 },
        ...dishes(0, 180, ['Cottage Pie', 'Fish Pie', 'Lamb Shank', 'Steak Frites']),
        ...dishes(1, 80, ['Mushroom Risotto', 'Duck Confit']),
        { at: 1, top: 140, text: 'DESSERTS', size: 14 },
        ...dishes(1, 160, ['Sticky Toffee Pudding', 'Lemon Tart']),
      ]),
    ]);
    expect(read).toEqual([
      ['Starters', ['Onion Soup', 'Crab Cakes']],
      [
        'Mains',
        [
          'Cottage Pie',
          'Fish Pie',
          'Lamb Shank',
          'Steak Frites',
          'Mushroom Risotto',
          'Duck Confit',
        ],
      ],
      ['Desserts', ['Sticky Toffee Pudding', 'Lemon Tart']],
    ]);
  });
});

describe('a dish moved under the heading over its column', () => {
  it('is not flagged as carried over from another column or page', () => {
    const features: number[][] = [];
    const layout = layoutDocument({ kind: 'pdf', pages: alePages() });
    const menu = parseMenuLayout(layout.lines, { confidenceFeatures: features });
    const carried = CONFIDENCE_FEATURES.indexOf('section carried over from another column or page');
    const names = menu.menuData.categories.flatMap((c) => c.items.map((i) => i.name));
    expect(names.indexOf('Valley Blonde')).toBeGreaterThan(-1);
    expect(names.map((n, i) => [n, features[i]![carried]])).toEqual(names.map((n) => [n, 0]));
  });
});

describe('a heading set across the gutter', () => {
  it('heads both columns from its height down', () => {
    const read = sections([
      page([
        { at: 0, top: 40, text: 'SOUPS', size: 14 },
        ...dishes(0, 70, ['Pea and Mint', 'French Onion', 'Lentil', 'Tomato', 'Minestrone']),
        { at: 1, top: 40, text: 'GRILL', size: 14 },
        ...dishes(1, 70, ['Hanger Steak', 'Gammon Steak', 'Lamb Cutlets'], 23),
        { at: 0, top: 200, text: 'PUDDINGS AND AFTER DINNER DRINKS', size: 14, x: 180 },
        ...dishes(0, 230, ['Treacle Tart', 'Eton Mess']),
        ...dishes(1, 230, ['Rice Pudding', 'Apple Crumble', 'Bread Pudding'], 23),
      ]),
    ]);
    expect(read).toEqual([
      ['Soups', ['Pea and Mint', 'French Onion', 'Lentil', 'Tomato', 'Minestrone']],
      [
        'Puddings and After Dinner Drinks',
        ['Treacle Tart', 'Eton Mess', 'Rice Pudding', 'Apple Crumble', 'Bread Pudding'],
      ],
      ['Grill', ['Hanger Steak', 'Gammon Steak', 'Lamb Cutlets']],
    ]);
  });

  it('does not head the next column when it only pokes into its edge', () => {
    const read = sections([
      page([
        { at: 0, top: 40, text: 'SOUPS', size: 14 },
        ...dishes(0, 70, ['Pea and Mint', 'French Onion', 'Lentil', 'Tomato', 'Minestrone']),
        { at: 1, top: 40, text: 'GRILL', size: 14 },
        ...dishes(1, 70, ['Hanger Steak', 'Gammon Steak', 'Lamb Cutlets', 'Half Poussin'], 55),
        { at: 0, top: 200, text: 'BURGERS AND SANDWICHES', size: 14, x: 200 },
        ...dishes(0, 230, ['Smash Burger', 'Club Sandwich']),
      ]),
    ]);
    expect(read).toEqual([
      ['Soups', ['Pea and Mint', 'French Onion', 'Lentil', 'Tomato', 'Minestrone']],
      ['Burgers and Sandwiches', ['Smash Burger', 'Club Sandwich']],
      ['Grill', ['Hanger Steak', 'Gammon Steak', 'Lamb Cutlets', 'Half Poussin']],
    ]);
  });

  it('is one heading when the gutter cuts it in two', () => {
    const read = sections([
      page([
        { at: 0, top: 40, text: 'STARTERS', size: 14 },
        ...dishes(0, 70, ['Pea and Mint Soup', 'Potted Crab']),
        { at: 1, top: 40, text: 'SALADS', size: 14 },
        ...dishes(1, 70, ['Beet and Walnut', 'Caesar', 'Niçoise'], 23),
        { at: 0, top: 160, text: 'FROM THE', size: 14, x: 262 },
        { at: 1, top: 160, text: 'SMOKER', size: 14 },
        ...dishes(0, 190, ['Brisket', 'Pulled Pork']),
        ...dishes(1, 190, ['Burnt Ends', 'Short Rib', 'Hot Links'], 23),
      ]),
    ]);
    expect(read).toEqual([
      ['Starters', ['Pea and Mint Soup', 'Potted Crab']],
      ['From the Smoker', ['Brisket', 'Pulled Pork', 'Burnt Ends', 'Short Rib', 'Hot Links']],
      ['Salads', ['Beet and Walnut', 'Caesar', 'Niçoise']],
    ]);
  });

  it('leaves two columns their own headings when each starts at its column edge', () => {
    // Two columns close together, each headed at its own left edge: "NACHOS & DIPS" | "SLIDERS".
    const lines = [
      layoutLine('NACHOS & DIPS', { region: 0, x0: 40, x1: 250, top: 40, bottom: 54, size: 1.4 }),
      layoutLine('Buffalo  8', { region: 0, x0: 40, x1: 250, top: 70, bottom: 80 }),
      layoutLine('SLIDERS', { region: 1, x0: 262, x1: 300, top: 40, bottom: 54, size: 1.4 }),
      layoutLine('Skin On  4', { region: 1, x0: 262, x1: 480, top: 70, bottom: 80 }),
    ];
    const draft = (name: string, headingLine: number, item: number): DraftCategory => ({
      name,
      description: [],
      items: [
        {
          nameText: '',
          description: [],
          price: '',
          marks: { dietary: [], allergens: [] },
          indent: 0,
          from: item,
          to: item,
        },
      ],
      headingLine,
      otherLines: [],
      addOns: [],
    });
    const joined = joinCutHeadings(
      [draft('Nachos & Dips', 0, 1), draft('Sliders', 2, 3)],
      (k) => (k === undefined ? undefined : lines[k]),
      regionExtents(lines),
    );
    expect(joined.drafts.map((d) => d.name)).toEqual(['Nachos & Dips', 'Sliders']);
  });
});
