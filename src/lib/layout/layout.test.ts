import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from './index';

/** A span of body text (10 pt, ~5 pt per character) at (x, top). */
function span(text: string, x: number, top: number, style: Partial<Span> = {}): Span {
  const size = style.size ?? 10;
  return { text, x0: x, x1: x + text.length * size * 0.5, top, bottom: top + size, size, ...style };
}

/** A dish row of one column: name at x, price right-aligned at the column's right edge. */
function dish(name: string, price: string, x: number, right: number, top: number): Span[] {
  return [span(name, x, top), span(price, right - price.length * 5, top)];
}

function doc(...spans: Span[]): PositionedDocument {
  return { kind: 'pdf', pages: [{ width: 600, height: 800, spans }] };
}

const texts = (d: PositionedDocument) => layoutDocument(d).lines.map((l) => l.text);
const squash = (lines: string[]) => lines.map((l) => l.replace(/ {2,}/g, ' '));

describe('layoutDocument', () => {
  it('reads a two-column page column by column, each price on its own dish', () => {
    const left = [
      ['Burrata', '$14'],
      ['Calamari', '$13'],
      ['Soup', '$9'],
    ];
    const right = [
      ['Roast Chicken', '$26'],
      ['Steak Frites', '$34'],
      ['Halibut', '$32'],
    ];
    const spans = [
      span('Starters', 40, 40, { size: 14, bold: true }),
      span('Mains', 320, 40, { size: 14, bold: true }),
      ...left.flatMap(([n, p], i) => dish(n, p, 40, 260, 70 + i * 16)),
      ...right.flatMap(([n, p], i) => dish(n, p, 320, 560, 70 + i * 16)),
    ];
    expect(squash(texts(doc(...spans)))).toEqual([
      'Starters',
      'Burrata $14',
      'Calamari $13',
      'Soup $9',
      'Mains',
      'Roast Chicken $26',
      'Steak Frites $34',
      'Halibut $32',
    ]);
  });

  it('reads three columns left to right', () => {
    const cols = [40, 220, 400];
    const spans = cols.flatMap((x, c) => [
      span(`Section ${c + 1}`, x, 40, { size: 14 }),
      ...[0, 1, 2].flatMap((i) => dish(`Dish ${c + 1}${i}`, `${10 + i}`, x, x + 150, 70 + i * 16)),
    ]);
    const lines = squash(texts(doc(...spans)));
    expect(lines.slice(0, 4)).toEqual(['Section 1', 'Dish 10 10', 'Dish 11 11', 'Dish 12 12']);
    expect(lines.slice(4, 8)).toEqual(['Section 2', 'Dish 20 10', 'Dish 21 11', 'Dish 22 12']);
    expect(lines.slice(8)).toEqual(['Section 3', 'Dish 30 10', 'Dish 31 11', 'Dish 32 12']);
  });

  it('keeps a centred title above two columns and a full-width footer below them', () => {
    const spans = [
      span('THE BLUE DOOR KITCHEN AND WINE BAR', 190, 10, { size: 20 }),
      ...[0, 1, 2, 3].flatMap((i) => dish(`Left dish ${i}`, `${12 + i}`, 40, 260, 60 + i * 16)),
      ...[0, 1, 2, 3].flatMap((i) => dish(`Right dish ${i}`, `${20 + i}`, 320, 560, 60 + i * 16)),
      span('Please tell your server about any allergies before you order today', 40, 150),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines[0]).toBe('THE BLUE DOOR KITCHEN AND WINE BAR');
    expect(lines.slice(1, 5)).toEqual([
      'Left dish 0 12',
      'Left dish 1 13',
      'Left dish 2 14',
      'Left dish 3 15',
    ]);
    expect(lines.slice(5, 9)).toEqual([
      'Right dish 0 20',
      'Right dish 1 21',
      'Right dish 2 22',
      'Right dish 3 23',
    ]);
    expect(lines[9]).toBe('Please tell your server about any allergies before you order today');
  });

  it('reads a short centred title over three columns first, not inside the middle column', () => {
    const cols = [40, 220, 400];
    const spans = [
      span('IZAKAYA KAZE', 255, 10, { size: 20 }),
      ...cols.flatMap((x, c) =>
        [0, 1, 2, 3].flatMap((i) =>
          dish(`Plate ${'ABC'[c]}${i}`, `¥${300 + i}`, x, x + 150, 60 + i * 16),
        ),
      ),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines[0]).toBe('IZAKAYA KAZE');
    expect(lines.slice(1, 5)).toEqual([
      'Plate A0 ¥300',
      'Plate A1 ¥301',
      'Plate A2 ¥302',
      'Plate A3 ¥303',
    ]);
    expect(lines[5]).toBe('Plate B0 ¥300');
  });

  it('gives the headings of two columns printed on one row to their own columns', () => {
    // A text panel on the left that starts lower, so the heading row sits above it alone.
    const story = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      span(`We source our meat from farms we know well ${i}`, 43, 100 + i * 12, { size: 9 }),
    );
    const column = (x: number, name: string, base: number) =>
      [0, 1, 2, 3, 4].flatMap((i) => [
        ...dish(`${name} ${i}`, `${base + i}`, x, x + 340, 70 + i * 30),
        span('with a sauce and a side salad', x, 84 + i * 30),
      ]);
    const spans = [
      span('Sharing', 431, 40, { size: 16, bold: true }),
      span('Grill', 812, 40, { size: 16, bold: true }),
      span('Brasserie', 60, 70, { size: 30 }),
      ...story,
      ...column(431, 'Plate', 10),
      ...column(812, 'Steak', 30),
    ];
    const lines = squash(texts({ kind: 'pdf', pages: [{ width: 1200, height: 800, spans }] }));
    const at = (text: string) => lines.indexOf(text);
    expect(at('Sharing')).toBeGreaterThanOrEqual(0);
    expect(at('Sharing')).toBe(at('Plate 0 10') - 1);
    expect(at('Grill')).toBe(at('Steak 0 30') - 1);
  });

  it('splits two priced columns even when several centred headings cross the gutter', () => {
    const spans: Span[] = [];
    ['Starters and Soups', 'Hearty Mains', 'Sweet Things'].forEach((heading, h) => {
      const top = 40 + h * 80;
      spans.push(span(heading, 300 - heading.length * 3.5, top, { size: 14 }));
      [0, 1, 2].forEach((i) => {
        spans.push(...dish(`Left ${h}${i}`, `${5 + i}`, 40, 260, top + 20 + i * 16));
        spans.push(...dish(`Right ${h}${i}`, `${9 + i}`, 330, 560, top + 20 + i * 16));
      });
    });
    const lines = squash(texts(doc(...spans)));
    expect(lines).toContain('Left 00 5');
    expect(lines).toContain('Right 22 11');
    expect(lines.filter((l) => l.includes('Left') && l.includes('Right'))).toEqual([]);
  });

  it('reads a grid of priced cells under a title block column by column, within its block', () => {
    // Paragraphs across the whole panel leave no gutter through it; the blank line above and
    // below the grid sets it apart as a block of its own.
    const para = (text: string, top: number) => span(text, 40, top, { x1: 560 } as Partial<Span>);
    const spans: Span[] = [
      span('Grill Room', 240, 30, { size: 18, bold: true }),
      para('Every cut is aged on the bone for four weeks and cooked over oak embers', 60),
      para('by our grill team, then rested and carved at the table for every guest', 76),
      para('who orders it; ask us how each cut is best cooked before you choose', 92),
      ...['Small', 'Medium', 'Large'].flatMap((size, c) => [
        span(size, 60 + c * 180, 140, { bold: true }),
        ...[0, 1, 2].flatMap((i) =>
          dish(`Cut ${c}${i}`, `${20 + 3 * c + i}`, 40 + c * 180, 190 + c * 180, 156 + i * 16),
        ),
      ]),
      para('All cuts are weighed raw; sauces and sides are ordered on their own below', 236),
      para('and the kitchen will happily cook any cut to the doneness of your choosing', 252),
    ];
    const lines = squash(texts(doc(...spans)));
    const at = (t: string) => lines.indexOf(t);
    expect(lines.filter((l) => /Cut \d\d.*Cut/.test(l))).toEqual([]);
    expect(at('Cut 00 20')).toBeLessThan(at('Cut 02 22'));
    expect(at('Cut 02 22')).toBeLessThan(at('Cut 10 23'));
    expect(at('Cut 12 25')).toBeLessThan(at('Cut 20 26'));
    expect(lines[lines.length - 1]).toMatch(/^and the kitchen/);
  });

  it('reads a blurb beside priced dishes as a column of its own, even where its lines align', () => {
    const blurb = [
      'Our cuts hang in the cold room for',
      'five more weeks before the grill,',
      'so each one is richer and more tender',
      'than the steaks on the page before.',
    ];
    const cuts: Array<[string, string]> = [
      ['Bone-in Strip', '41'],
      ['Wing Rib', '44'],
      ['Tomahawk for two', '79'],
      ['Flat Iron', '29'],
    ];
    const spans: Span[] = [
      ...blurb.map((text, i) => span(text, 40, 40 + i * 16)),
      ...cuts.flatMap(([name, price], i) => dish(name, price, 330, 560, 40 + i * 16)),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines).toEqual([...blurb, ...cuts.map(([n, p]) => `${n} ${p}`)]);
  });

  it('keeps a table block whole when only its last column holds the prices', () => {
    const para = (text: string, top: number) => span(text, 40, top, { x1: 560 } as Partial<Span>);
    const rows = [
      ['Ashby Point', 'Cornwall, England', '3.50   19.00'],
      ['Marsh Creek', 'Galway Bay, Ireland', '4.00   22.00'],
      ['Holt Cove', 'Brittany, France', '4.50   25.00'],
      ['Wren Island', 'Puget Sound, USA', '3.80   21.00'],
    ];
    const spans: Span[] = [
      para('Our oysters arrive each morning from small growers on four coasts, and', 40),
      para('are opened to order; the list changes with the tides and the seasons.', 56),
      para('Half a dozen or a dozen, served with shallot vinegar and lemon wedges.', 72),
      ...rows.flatMap((r, i) => [
        span(r[0], 40, 110 + i * 16),
        span(r[1], 200, 110 + i * 16),
        span(r[2], 420, 110 + i * 16),
      ]),
      para('Raw shellfish may carry a higher risk for some guests; please ask us.', 200),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines).toContain('Ashby Point Cornwall, England 3.50 19.00');
    expect(lines).toContain('Wren Island Puget Sound, USA 3.80 21.00');
  });

  it('keeps a wine table whole when vintages end some names: a year is no price', () => {
    const rows = [
      ['BRAMBLE HILL RESERVE 2019', 'Portugal', 'Dark cherry and cedar', '9.50   34.00'],
      ['CASA LUNARIA 2021', 'Spain', 'Soft plum, a little spice', '8.00   29.50'],
      ['OLD ORCHARD BLEND', 'Chile', 'Ripe berries, easy', '7.20   26.00'],
      ['MONTE SERRA 2016', 'Italy', 'Leather and dried fig', '11.00   41.00'],
    ];
    const spans = rows.flatMap((r, i) => [
      span(r[0], 40, 40 + i * 16, { size: 9, bold: true }),
      span(r[1], 250, 40 + i * 16),
      span(r[2], 330, 40 + i * 16),
      span(r[3], 520, 40 + i * 16),
    ]);
    const lines = squash(texts(doc(...spans)));
    expect(lines).toEqual(rows.map((r) => r.join(' ').replace(/ {2,}/g, ' ')));
  });

  it('keeps a table whole when numbers end its names and a currency code starts its prices', () => {
    const rows = [
      ['Rock Oyster No. 3', 'Cork, Ireland', '26.00', '50.00'],
      ['Pearl Oyster No. 2', 'Galicia, Spain', '38.00', '74.00'],
      ['Flat Oyster 00', 'Brittany, France', '44.00', '86.00'],
      ['Sea Bream Crudo', 'yuzu, radish', 'CHF 24.00', ''],
      ['Smoked Eel', 'rye, horseradish', 'CHF 19.00', ''],
      ['Crab Toast', 'brown butter, chives', 'CHF 21.00', ''],
    ];
    const spans = rows.flatMap((r, i) => [
      span(r[0], 40, 40 + i * 16, { bold: true }),
      span(r[1], 220, 40 + i * 16),
      span(r[2], 470 - r[2].length * 5, 40 + i * 16),
      ...(r[3] ? [span(r[3], 550 - r[3].length * 5, 40 + i * 16)] : []),
    ]);
    const lines = squash(texts(doc(...spans)));
    expect(lines).toEqual(rows.map((r) => r.filter(Boolean).join(' ')));
  });

  it('reads a list of names beside priced dishes as a column of its own, though the rows line up', () => {
    const extras = [
      ['Fried Egg', '3'],
      ['Smoked Bacon', '3'],
      ['Grilled Shrimp', '5'],
      ['Blue Cheese', '2'],
    ];
    const sauces = ['Peppercorn Sauce', 'Herb Butter', 'Red Wine Jus', 'Chilli Oil'];
    const spans = [
      ...extras.flatMap(([n, p], i) => dish(n, p, 40, 200, 40 + i * 16)),
      ...sauces.map((n, i) => span(n, 320, 40 + i * 16)),
    ];
    expect(squash(texts(doc(...spans)))).toEqual([
      'Fried Egg 3',
      'Smoked Bacon 3',
      'Grilled Shrimp 5',
      'Blue Cheese 2',
      ...sauces,
    ]);
  });

  it('reads a block in two columns over a block in three, each on its own grid', () => {
    // The top block's names run across the bottom block's first gutter.
    const top = [
      ['Garden Soup with Lovage, Peas, Cream', '7', 'Lamb Shoulder with Anchovy, Rosemary', '24'],
      ['Crab Toast with Brown Butter, Chives', '11', 'Roast Hake with Mussels and Saffron', '21'],
      ['Beef Tartare with Egg Yolk and Capers', '13', 'Mushroom Pie with Mash and Greens', '18'],
    ];
    const bottom = Array.from({ length: 10 }, (_, i) => [
      ['Fries', 'Slaw', 'Greens', 'Mash', 'Peas', 'Beans', 'Rice', 'Corn', 'Kale', 'Leeks'][i],
      [
        'Treacle Tart and Cream',
        'Eton Mess with Berries',
        'Gooseberry Fool, Shortbread',
        'Sticky Toffee Pudding',
        'Blood Orange Sorbet',
        'Apple Crumble, Custard',
        'Sherry Trifle, Almonds',
        'Lemon Drizzle Cake',
        'Salted Fudge Brownie',
        'Caramel Flan, Oranges',
      ][i],
      ['Tea', 'Cola', 'Soda', 'Juice', 'Latte', 'Mocha', 'Cider', 'Lager', 'Stout', 'Perry'][i],
    ]);
    const spans = [
      ...top.flatMap(([a, pa, b, pb], i) => [
        ...dish(a, pa, 40, 290, 40 + i * 16),
        ...dish(b, pb, 320, 560, 40 + i * 16),
      ]),
      ...bottom.flatMap((names, i) =>
        names.flatMap((n, c) => dish(n, String(4 + c), 40 + c * 180, 200 + c * 180, 100 + i * 16)),
      ),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines.slice(0, 6)).toEqual([
      'Garden Soup with Lovage, Peas, Cream 7',
      'Crab Toast with Brown Butter, Chives 11',
      'Beef Tartare with Egg Yolk and Capers 13',
      'Lamb Shoulder with Anchovy, Rosemary 24',
      'Roast Hake with Mussels and Saffron 21',
      'Mushroom Pie with Mash and Greens 18',
    ]);
    expect(lines.slice(6, 9)).toEqual(['Fries 4', 'Slaw 4', 'Greens 4']);
  });

  it('keeps a table row whole, cells set apart by a wide gap', () => {
    const rows = [
      ['Dish', 'Main ingredient', 'Price'],
      ['Bibimbap', 'rice, egg', '14'],
      ['Japchae', 'glass noodles', '12'],
      ['Bulgogi', 'marinated beef', '19'],
    ];
    const spans = rows.flatMap((r, i) => [
      span(r[0], 40, 40 + i * 16),
      span(r[1], 200, 40 + i * 16),
      span(r[2], 420, 40 + i * 16),
    ]);
    const lines = texts(doc(...spans));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Bibimbap {3,}rice, egg {3,}14$/);
    expect(lines[3]).toMatch(/^Bulgogi {3,}marinated beef {3,}19$/);
  });

  it('joins letter-spaced headings back into words and flags them', () => {
    const letters = 'STARTERS'.split('').map((ch, i) => span(ch, 40 + i * 12, 40, { size: 12 }));
    const spans = [
      ...letters,
      span('S T A R T E R S', 300, 80, { size: 12 }),
      ...dish('Soup', '9', 40, 260, 60),
    ];
    const lines = layoutDocument(doc(...spans)).lines;
    expect(lines[0]).toMatchObject({ text: 'STARTERS', letterSpaced: true });
    expect(lines.find((l) => l.text === 'STARTERS' && l.top === 80)?.letterSpaced).toBe(true);
  });

  it('measures typography relative to the body text', () => {
    const spans = [
      span('Desserts', 40, 40, { size: 16, bold: true }),
      span('Tiramisu', 40, 64, { bold: true }),
      span('mascarpone, espresso', 130, 64, { italic: true }),
      span('9', 300, 64),
      span('Panna cotta', 40, 80),
      span('7', 300, 80),
    ];
    const [heading, dishLine] = layoutDocument(doc(...spans)).lines;
    expect(heading).toMatchObject({ size: 1.6, bold: true });
    expect(dishLine.leadEnd).toBe('Tiramisu'.length);
  });

  it('finds the gutter after a short price column, with the currency in a word of its own', () => {
    // Photographed two-column page: a few of the left dishes carry a price, the right prices
    // came back from OCR as '36' and 'zł' apart. The gap before the left prices is not a gutter.
    const rows = [
      ['ZUREK', '18 zł', 'KOTLET SCHABOWY', '36'],
      ['sour rye soup, white sausage', '', 'breaded pork loin', ''],
      ['BARSZCZ', '14 zł', 'GOLABKI', '32'],
      ['clear beetroot broth', '', 'cabbage rolls, rice', ''],
      ['ROSOL', '', 'BIGOS', '30'],
      ['chicken broth, noodles', '', 'hunter stew', ''],
    ];
    const spans = rows.flatMap(([name, price, right, amount], i) => {
      const top = 40 + i * 16;
      return [
        span(name, 40, top),
        ...(price ? [span(price, 250, top)] : []),
        span(right, 320, top),
        ...(amount ? [span(amount, 540, top), span('zł', 555, top)] : []),
      ];
    });
    const lines = squash(texts({ kind: 'image', pages: [{ width: 600, height: 200, spans }] }));
    expect(lines.slice(0, 3)).toEqual([
      'ZUREK 18 zł',
      'sour rye soup, white sausage',
      'BARSZCZ 14 zł',
    ]);
    expect(lines.slice(6, 8)).toEqual(['KOTLET SCHABOWY 36 zł', 'breaded pork loin']);
  });

  it('gives a column the price column at its right edge, not the next column', () => {
    // Left column: a short list priced close to its names, then longer dishes priced further
    // right. Both price columns stand apart from the names, and from the longer right column.
    const spans = [
      span('Crostini', 40, 40, { size: 14, bold: true }),
      ...dish('Fig jam', '6.40', 40, 190, 60),
      ...dish('Anchovy', '5.60', 40, 190, 76),
      ...dish('Mushroom', '4.80', 40, 190, 92),
      span('Boards', 40, 116, { size: 14, bold: true }),
      ...dish('Lamb kofta with flatbread', '6.90', 40, 280, 136),
      ...dish('Beetroot and whipped feta', '7.70', 40, 280, 152),
      span('Pies', 340, 40, { size: 14, bold: true }),
      ...dish('Steak and ale', '6.40', 340, 560, 60),
      ...dish('Cheese and onion', '7.10', 340, 560, 76),
      ...dish('Chicken and leek', '7.20', 340, 560, 92),
      ...dish('Fish pie', '8.70', 340, 560, 108),
      ...dish('Cottage pie', '9.90', 340, 560, 124),
      ...dish('Game pie', '8.80', 340, 560, 140),
      ...dish('Pork pie', '7.40', 340, 560, 156),
      ...dish('Veg pasty', '7.60', 340, 560, 172),
      span('Extras', 340, 196, { size: 14, bold: true }),
      ...dish('Mash', '3.20', 340, 560, 216),
      ...dish('Minted peas', '2.40', 340, 560, 232),
      ...dish('Onion rings', '3.80', 340, 560, 248),
      ...dish('Red cabbage', '2.10', 340, 560, 264),
      ...dish('Gravy jug', '1.60', 340, 560, 280),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines).toContain('Lamb kofta with flatbread 6.90');
    expect(lines).toContain('Beetroot and whipped feta 7.70');
    expect(lines).toContain('Game pie 8.80');
    expect(lines).toContain('Pork pie 7.40');
    expect(lines.indexOf('Beetroot and whipped feta 7.70')).toBeLessThan(lines.indexOf('Pies'));
  });

  it('reads a title that crosses the gutter first, even when it is narrower than the page', () => {
    const spans = [
      span('Mleczny', 220, 10, { size: 20 }),
      span('Pod', 300, 10, { size: 20 }),
      span('Wawelem', 340, 10, { size: 20 }),
      ...[0, 1, 2, 3].flatMap((i) => dish(`Left dish ${i}`, `${12 + i}`, 40, 260, 60 + i * 16)),
      ...[0, 1, 2, 3].flatMap((i) => dish(`Right dish ${i}`, `${20 + i}`, 320, 560, 60 + i * 16)),
    ];
    const lines = squash(texts(doc(...spans)));
    expect(lines[0]).toBe('Mleczny Pod Wawelem');
    expect(lines.slice(1, 3)).toEqual(['Left dish 0 12', 'Left dish 1 13']);
    expect(lines[5]).toBe('Right dish 0 20');
  });

  it('keeps the word gap of a letter-spaced small-caps heading', () => {
    // pdf.js gives one item per letter: a full-size capital, then small capitals.
    let x = 40;
    const letters = [...'BLACK TEAS'].flatMap((ch, i) => {
      if (ch === ' ') {
        x += 3;
        return [];
      }
      const size = i === 0 || ch === 'T' ? 10 : 6.7;
      const s = span(ch, x, 40, { size });
      s.x1 = x + 0.5 * size;
      x = s.x1 + 0.6;
      return [s];
    });
    const [heading] = layoutDocument(
      doc(...letters, ...dish('Earl Grey', '3.90', 40, 260, 60)),
    ).lines;
    expect(heading).toMatchObject({ text: 'BLACK TEAS', letterSpaced: true });
  });
});
