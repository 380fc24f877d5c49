import { textToDocument } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout } from '@/lib/menu-parser';
import { buildImportReview } from './review-data';

const MENU = `OLIVE & EMBER

STARTERS
Burrata  16
heirloom tomato, basil oil
Grilled Octopus  19
Soup of the Day
ask your server

DESSERT
Tiramisu  9

Please tell us about any allergies.`;

describe('buildImportReview', () => {
  const document = textToDocument(MENU);
  const layout = layoutDocument(document);
  const menu = parseMenuLayout(layout.lines, {});
  const review = buildImportReview(document, layout.lines, menu);
  const text = (k: number) => review.lines[k]!.text;
  const unused = layout.lines.map((_, k) => k).filter((k) => !review.used.includes(k));

  it('keeps every laid-out line with its page and box', () => {
    expect(review.kind).toBe('text');
    expect(review.lines.map((l) => l.text)).toEqual(layout.lines.map((l) => l.text.trim()));
    expect(review.lines[0]!.box.x1).toBeGreaterThan(review.lines[0]!.box.x0);
    expect(review.pages).toHaveLength(1);
  });

  it('counts headings and item lines as used, and leaves the rest for the manager', () => {
    expect(unused.map(text)).toEqual([
      'OLIVE & EMBER',
      'Soup of the Day',
      'ask your server',
      'Please tell us about any allergies.',
    ]);
  });

  it('points each item at its lines, with its confidence and reasons', () => {
    const items = menu.menuData.categories.flatMap((c) => c.items);
    const burrata = items.find((i) => i.name === 'Burrata')!;
    const entry = review.items[burrata.id]!;
    expect([text(entry.lineStart!), text(entry.lineEnd!)]).toEqual([
      'Burrata  16',
      'heirloom tomato, basil oil',
    ]);
    const tiramisu = items.find((i) => i.name === 'Tiramisu')!;
    expect(review.items[tiramisu.id]).toMatchObject({
      confidence: tiramisu.confidence,
      reasons: ['only item in its section'],
    });
    expect(review.confirmed).toEqual([]);
    expect(review.ignored).toEqual([]);
  });

  it('keeps the turn a scanned page was read at, so the source panel draws it the same way', () => {
    const turned = { ...document.pages[0]!, ocr: true, rotation: 90 as const };
    const scan = { kind: 'pdf' as const, pages: [turned] };
    const scanReview = buildImportReview(scan, layoutDocument(scan).lines, menu);
    expect(scanReview.pages[0]).toMatchObject({ rotation: 90 });
    expect(review.pages[0]).not.toHaveProperty('rotation');
  });
});

describe('buildImportReview: add-ons', () => {
  it('counts the add-on lines kept on a section as used, not as lines the import missed', () => {
    const text = 'SALADS\n\nGreen salad  9\nAdd grilled halloumi   3.50\n\nEXTRAS\n\nAdd egg 1';
    const document = textToDocument(text);
    const layout = layoutDocument(document);
    const menu = parseMenuLayout(layout.lines, {});
    expect(menu.menuData.categories.map((c) => c.addOns)).toEqual([
      ['Add grilled halloumi 3.50', 'Extras: Add egg 1'],
    ]);
    const review = buildImportReview(document, layout.lines, menu);
    const unused = review.lines.filter((_, k) => !review.used.includes(k)).map((l) => l.text);
    expect(unused).toEqual([]);
  });
});
