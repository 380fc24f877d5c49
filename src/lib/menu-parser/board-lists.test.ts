import type { PositionedDocument, Span } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout } from './index';

type Row = [text: string, size?: number, price?: string];

/**
 * A photographed board: every word read by OCR (with a confidence), sizes guessed from the word
 * boxes, so one name of a list can come out larger than its neighbours.
 */
function board(rows: Row[], ocr: boolean): PositionedDocument {
  const spans: Span[] = [];
  let top = 20;
  for (const [text, size = 10, price] of rows) {
    const read = ocr ? { confidence: 0.9 } : {};
    spans.push({ text, x0: 40, x1: 40 + text.length * 5, top, bottom: top + size, size, ...read });
    if (price)
      spans.push({ text: price, x0: 400, x1: 425, top, bottom: top + 10, size: 10, ...read });
    top += size + 6;
  }
  return { kind: ocr ? 'image' : 'pdf', pages: [{ width: 600, height: 800, spans }] };
}

const rows: Row[] = [
  ['Pastries', 16],
  ['Mixed Dozen', 10, '1.79'],
  ['Sugar Ring'],
  ['Oat Knot', 13],
  ['Honey Swirl'],
  ['Fig Slice', 13],
  ['Hot Drinks', 16],
  ['Flat White', 10, '2.99'],
  ['Mint Tea', 10, '1.99'],
];

const parse = (d: PositionedDocument) =>
  parseMenuLayout(layoutDocument(d).lines, { now: new Date(0) }).menuData.categories.map((c) => ({
    name: c.name,
    items: c.items.map((i) => i.name),
  }));

describe('names listed one per line on a photographed board', () => {
  it('are dishes of their section, even the ones OCR sized up like headings', () => {
    // The priced row over the list is the list's section: its varieties are sold at its price.
    expect(parse(board(rows, true))).toEqual([
      { name: 'Mixed Dozen', items: ['Sugar Ring', 'Oat Knot', 'Honey Swirl', 'Fig Slice'] },
      { name: 'Hot Drinks', items: ['Flat White', 'Mint Tea'] },
    ]);
  });

  it('stay as they were in a text PDF, where type sizes are the designer’s own', () => {
    const names = parse(board(rows, false)).flatMap((c) => c.items);
    expect(names).not.toContain('Sugar Ring');
  });

  it('take their price from a one-price row above them, which is their section', () => {
    const scones: Row[] = [
      ['Bakery', 16],
      ['Scones', 10, '2.40'],
      ['Plain'],
      ['Cheese'],
      ['Fruit'],
      ['Brownie', 10, '3.10'],
      ['dark chocolate, walnut'],
    ];
    const priced = (d: PositionedDocument) =>
      parseMenuLayout(layoutDocument(d).lines, { now: new Date(0) }).menuData.categories.map(
        (c) => [c.name, c.items.map((i) => `${i.name} ${i.price}`)],
      );
    expect(priced(board(scones, true))).toEqual([
      ['Scones', ['Plain 2.40', 'Cheese 2.40', 'Fruit 2.40', 'Brownie 3.10']],
    ]);
    // A text PDF's own type decides its headings: the row stays a dish there.
    expect(parse(board(scones, false)).map((c) => c.name)).not.toContain('Scones');
  });

  it('stay in their section under a name ending in a colon, which heads no section', () => {
    const gins: Row[] = [
      ['Gins', 16],
      ['Harbour Gin', 10, '3.90'],
      ['Classic dry gin from the coast.'],
      ['House Cordials:', 10, '3.90'],
      ['Elderflower'],
      ['Damson'],
      ['Blackcurrant'],
      ['Navy Strength', 10, '4.10'],
    ];
    expect(parse(board(gins, true)).map((c) => c.name)).toEqual(['Gins']);
  });

  it('leave a priced note right under a heading to price the heading’s section', () => {
    const rice: Row[] = [
      ['Rice & Sides', 16],
      ['Each', 10, '3.50'],
      ['Garlic Rice'],
      ['Steamed Rice'],
      ['Pickled Papaya'],
      ['Desserts', 16],
      ['Leche Flan', 10, '6.50'],
    ];
    expect(parse(board(rice, true)).map((c) => c.name)).toEqual(['Rice & Sides', 'Desserts']);
  });
});
