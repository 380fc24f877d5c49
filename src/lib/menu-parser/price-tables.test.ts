import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout, parseMenuText } from './index';
import { namesAndPrices } from '@/testing/menu-parser/parse-items';

/** Rows of cells placed at the given x positions, as a PDF's text layer gives them. */
function grid(rows: Array<Array<[x: number, text: string]>>, size = 10): PositionedDocument {
  const spans: Span[] = rows.flatMap((cells, r) =>
    cells.map(([x, text]) => ({
      text,
      x0: x,
      x1: x + text.length * size * 0.5,
      top: 20 + r * 16,
      bottom: 20 + r * 16 + size,
      size,
    })),
  );
  return { kind: 'pdf', pages: [{ width: 600, height: 800, spans }] };
}

const parseDoc = (doc: PositionedDocument) =>
  parseMenuLayout(layoutDocument(doc).lines).menuData.categories.flatMap((c) =>
    c.items.map((i) => [i.name, i.price]),
  );

describe('price tables', () => {
  it('labels each price with its column header and skips dashed empty cells (spaces)', () => {
    const text = [
      'HOUSE WINES',
      '',
      '                     175ml    250ml    Bottle',
      'Quillmoor Blanc      £6       £8       £23',
      'Saltmarsh Rosé       £6.50    -        £25',
      'Fenwick Sparkling    -        -        £45',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Quillmoor Blanc', '175ml £6 / 250ml £8 / Bottle £23'],
      ['Saltmarsh Rosé', '175ml £6.50 / Bottle £25'],
      ['Fenwick Sparkling', 'Bottle £45'],
    ]);
  });

  it('reads a row of prices with decimals as prices, not as a phone number', () => {
    // Nine digits set apart by spaces once looked like "01 23 45 67 89" and the rows vanished.
    const text = [
      'HOT DRINKS',
      '',
      'Filter Coffee      1.90     2.50     2.90',
      'Oat Latte          2.20     2.70     3.20',
      'Call us on 020 7946 0958',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Filter Coffee', '1.90 / 2.50 / 2.90'],
      ['Oat Latte', '2.20 / 2.70 / 3.20'],
    ]);
  });

  it('names a wine by producer and grape when the grape has a cell of its own', () => {
    const text = [
      'WINE',
      '',
      'Millbrook       Sauvignon Blanc      Sonoma    $11',
      'Redfern      Old Vine Zinfandel  Lodi    $12/$44',
      'Osprey     Dry Riesling     Finger Lakes    $10/$36',
      'Rosso Farm   Cherry tomatoes, basil   $9',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Millbrook Sauvignon Blanc', '$11'],
      ['Redfern Old Vine Zinfandel', '$12 / $44'],
      ['Osprey Dry Riesling', '$10 / $36'],
      ['Rosso Farm', '$9'],
    ]);
  });

  it('reads a table typed with tabs', () => {
    const text = [
      'REDS',
      '',
      '\t175ml\t250ml\tBottle',
      'Larkspur Merlot\t£5\t£7\t£20',
      'Cobble Hill Shiraz\t£5.50\t-\t£22',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Larkspur Merlot', '175ml £5 / 250ml £7 / Bottle £20'],
      ['Cobble Hill Shiraz', '175ml £5.50 / Bottle £22'],
    ]);
  });

  it('never reads a column header row as an item or a section', () => {
    for (const header of ['Small   Large', 'Small | Large', '6oz   12oz   22oz']) {
      const cols = header.split(/\s*\|\s*|\s{2,}/).length;
      const prices = ['4   7   9', '5   8   11'].map((p) => p.split(/\s+/).slice(0, cols));
      const text = [
        'ON TAP',
        '',
        `                  ${header}`,
        `Harbour Pale      ${prices[0].join('      ')}`,
        `Mossy Stout       ${prices[1].join('      ')}`,
      ].join('\n');
      const menu = parseMenuText(text);
      expect(menu.menuData.categories.map((c) => c.name)).toEqual(['On Tap']);
      expect(menu.menuData.categories[0].items.map((i) => i.name)).toEqual([
        'Harbour Pale',
        'Mossy Stout',
      ]);
      const labels = header.split(/\s*\|\s*|\s{2,}/);
      expect(menu.menuData.categories[0].items[0].price).toBe(
        labels.map((l, k) => `${l} ${prices[0][k]}`).join(' / '),
      );
    }
  });

  it('reads a header naming text columns and sizes as a header, whichever row fills it', () => {
    const text = [
      'SPARKLING',
      '',
      'WINE        VILLAGE        GLASS      BOTTLE      MAGNUM',
      'Maison Arlette Brut        Mareuil-sur-Aÿ        16.00      98.00',
      'Domaine Ferrand Extra Brut        Épernay        18.00      104.00      210.00',
      '',
      'OYSTERS',
      '',
      'OYSTERS        ORIGIN        6 PCS        12 PCS',
      'Rock Oyster No. 3        Cork, Ireland        26.00        50.00',
      'Flat Oyster        Brittany, France        44.00        86.00',
    ].join('\n');
    const menu = parseMenuText(text);
    expect(menu.menuData.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['Sparkling', ['Maison Arlette Brut', 'Domaine Ferrand Extra Brut']],
      ['Oysters', ['Rock Oyster No. 3', 'Flat Oyster']],
    ]);
  });

  it('labels prices from the x positions of a PDF table, a bottle-only row in the last column', () => {
    const doc = grid([
      [[40, 'SPARKLING']],
      [
        [300, 'Glass'],
        [400, 'Bottle'],
      ],
      [
        [40, 'Brightwater Cuvée'],
        [300, '£9'],
        [400, '£38'],
      ],
      [
        [40, 'Old Orchard Crémant Rosé Brut Reserve'],
        [400, '£52'],
      ],
    ]);
    expect(parseDoc(doc)).toEqual([
      ['Brightwater Cuvée', 'Glass £9 / Bottle £38'],
      ['Old Orchard Crémant Rosé Brut Reserve', 'Bottle £52'],
    ]);
  });

  it('keeps a price pair printed as one token after a weight column', () => {
    const text = [
      'FROM THE GRILL',
      '',
      'Flat iron        250g/400g        31/47',
      'Hanger steak     300g/500g        36/54',
    ].join('\n');
    expect(namesAndPrices(text).map(([, price]) => price)).toEqual(['31 / 47', '36 / 54']);
  });
});

describe('several dishes on one row', () => {
  it('reads each priced cell of a grid row as its own dish', () => {
    const doc = grid([
      [[150, 'CUTS']],
      [
        [40, 'BAVETTE - 200g | 16'],
        [220, 'PICANHA - 250g | 24'],
        [400, 'TOMAHAWK - 900g | 70'],
      ],
      [
        [40, 'ONGLET - 200g | 18'],
        [220, 'RUMP CAP - 300g | 23'],
        [400, 'PORTERHOUSE - 800g | 64'],
      ],
    ]);
    const items = parseDoc(doc);
    expect(items).toHaveLength(6);
    expect(items).toEqual(
      expect.arrayContaining([
        ['Bavette', '16'],
        ['Tomahawk', '70'],
        ['Rump Cap', '23'],
      ]),
    );
  });

  it('splits dishes typed on one line between bullets or bars, but not the sizes of one drink', () => {
    const text = [
      'MAINS',
      'Fish pie $14',
      'Herb chicken $15',
      '',
      'Sides:',
      'Fries 4 • Slaw 3.5 | Corn 3',
      '',
      'BEER',
      'Lager   Half 3.5 | Pint 6.5',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Fish pie', '$14'],
      ['Herb chicken', '$15'],
      ['Fries', '4'],
      ['Slaw', '3.5'],
      ['Corn', '3'],
      ['Lager', 'Half 3.5 / Pint 6.5'],
    ]);
  });

  it('splits a paragraph of three or more dishes, each price followed by the next name', () => {
    const text = [
      'SMALL PLATES',
      'Olives 4 Patatas Bravas 5.5 Bread £3',
      'Croquetas 7',
      // Two could be one dish with a number in its name.
      'Chicken 65 Biryani 12',
    ].join('\n');
    expect(namesAndPrices(text)).toEqual([
      ['Olives', '4'],
      ['Patatas Bravas', '5.5'],
      ['Bread', '£3'],
      ['Croquetas', '7'],
      ['Chicken 65 Biryani', '12'],
    ]);
  });

  it('splits bottles printed two to a row', () => {
    const text = [
      'BOTTLES',
      '',
      'Gullrock Lager - $5        Tidewater Porter - $6.5',
      'Pinecone Pils - $5.5        Ashgrove Sour - $7',
    ].join('\n');
    const items = namesAndPrices(text);
    expect(items).toHaveLength(4);
    expect(items).toEqual(
      expect.arrayContaining([
        ['Gullrock Lager', '$5'],
        ['Tidewater Porter', '$6.5'],
        ['Pinecone Pils', '$5.5'],
        ['Ashgrove Sour', '$7'],
      ]),
    );
  });

  it('reads a one-line box as its heading and its dishes', () => {
    const text =
      'MAINS\n\nFish pie $14\nHerb chicken $15\n\nPUP MENU   CHICKEN BOWL $4  |  BEEF BITES $4';
    const menu = parseMenuText(text);
    expect(
      menu.menuData.categories.map((c) => [c.name, c.items.map((i) => `${i.name} ${i.price}`)]),
    ).toEqual([
      ['Mains', ['Fish pie $14', 'Herb chicken $15']],
      ['Pup Menu', ['Chicken Bowl $4', 'Beef Bites $4']],
    ]);
  });

  it('leaves a table row of name, region and price as one wine', () => {
    const text = 'WINE\n\nDunmore     Pinot Noir     Coastal Hills     $9\n';
    expect(namesAndPrices(text)).toHaveLength(1);
  });
});
