import { multiply } from '@/testing/extract/pdf-matrix';
import { pdfItemsToSpans } from './pdf';

// PDF space is y-up; a viewport at scale 1 flips it to top-down.
const flipY = [1, 0, 0, -1, 0, 800];

/** A line of 10 pt text across the page, its baseline at PDF y. */
const across = (str: string, x: number, y: number) => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width: str.length * 5,
});
/** Text turned to read upward from its baseline origin at (x, y). */
const upward = (str: string, x: number, y: number, size = 16) => ({
  str,
  transform: [0, size, -size, 0, x, y],
  width: str.length * size * 0.5,
});

/** Small words set one after another up the page, as a printer's imprint is. */
function imprint(words: string[], x: number, y: number) {
  let at = y;
  return words.map((w) => {
    const item = upward(w, x, at, 4);
    at += item.width + 2;
    return item;
  });
}

// A block of sides: four rows from PDF y 600 down to 555, prices on the right.
const sides = ['Toast', 'Bacon', 'Hash browns', 'Fruit cup'].flatMap((name, i) => [
  across(name, 70, 600 - i * 15),
  across('$3.00', 250, 600 - i * 15),
]);

describe('vertical text on a PDF page', () => {
  it('sets a short label running up beside a block above it, as its heading', () => {
    // "SIDES" turned up the left of the block, along its length.
    const spans = pdfItemsToSpans([...sides, upward('SIDES', 50, 555)], flipY, multiply);
    const label = spans.find((s) => s.text === 'SIDES')!;
    const firstRow = spans.find((s) => s.text === 'Toast')!;
    expect(label).toBeDefined();
    // Above the first row, not on the line of any row it ran beside.
    expect(label.bottom).toBeLessThanOrEqual(firstRow.top);
    expect(label.size).toBe(16);
    expect(spans.filter((s) => s.text === 'SIDES')).toHaveLength(1);
  });

  it('leaves out vertical text with no block beside it, and a long note up the margin', () => {
    const spans = pdfItemsToSpans(
      [
        ...sides,
        // Opening hours up the far right edge: nothing beside them.
        upward('9AM-2PM', 590, 500),
        // A printer's imprint in small words up the fold, beside the block but a note.
        ...imprint(['PRINTED', 'BY', 'ACME', 'PRINTERS', 'SPRINGFIELD'], 60, 520),
      ],
      flipY,
      multiply,
    );
    expect(spans.map((s) => s.text)).not.toContain('9AM-2PM');
    expect(spans.some((s) => /PRINT|ACME|SPRING/.test(s.text))).toBe(false);
    expect(spans).toHaveLength(sides.length);
  });

  it('reads a page whose text all runs vertically as before: the page is turned, not its labels', () => {
    const turned = ['Burger', 'Fries', 'Shake'].map((w, i) => upward(w, 100 + i * 20, 400, 10));
    const spans = pdfItemsToSpans(turned, flipY, multiply);
    expect(spans.map((s) => s.text)).toEqual(['Burger', 'Fries', 'Shake']);
  });
});
