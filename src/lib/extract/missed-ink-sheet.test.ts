import type { Block } from 'tesseract.js';
import { missedInkSheet, wordsOnPage } from './missed-ink-sheet';
import type { MissedInk } from './missed-ink';

const LINE = 20;

/** A page 300 px wide with two missed lines, each a solid 3x2 mark at its top-left corner. */
function missed(): MissedInk {
  const width = 300;
  const ink = new Uint8Array(width * 200);
  const lines = [
    { x0: 100, y0: 50, x1: 160, y1: 64 },
    { x0: 20, y0: 120, x1: 200, y1: 136 },
  ];
  for (const l of lines)
    for (let y = l.y0; y < l.y0 + 2; y++) ink.fill(1, y * width + l.x0, y * width + l.x0 + 3);
  return { ink, width, lines };
}

type WordIn = { text: string; x0: number; y0: number; x1: number; y1: number };

/** What tesseract hands back for one line of words read on the sheet. */
function readLine(words: WordIn[]): Block {
  const x0 = Math.min(...words.map((w) => w.x0));
  const x1 = Math.max(...words.map((w) => w.x1));
  const y0 = Math.min(...words.map((w) => w.y0));
  const y1 = Math.max(...words.map((w) => w.y1));
  const line = {
    confidence: 90,
    bbox: { x0, x1, y0, y1 },
    baseline: { x0, x1, y0: y1, y1, has_baseline: true },
    rowAttributes: { rowHeight: y1 - y0, descenders: 3, ascenders: 0 },
    words: words.map(({ text, ...bbox }) => ({ text, confidence: 90, bbox })),
  };
  return { paragraphs: [{ lines: [line] }] } as unknown as Block;
}

describe('the sheet of missed lines', () => {
  it('stacks the lines with white between them and copies only their ink', () => {
    const sheet = missedInkSheet(missed(), LINE)!;
    const { image, places } = sheet;
    // As wide as the widest line plus a margin each side; one slot per line.
    expect(image.width).toBe(180 + 2 * 10);
    expect(places.map((p) => [p.left, p.top])).toEqual([
      [10, 10],
      [10, 64],
    ]);
    expect(image.height).toBe(places[1].to);
    const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4] === 0;
    expect(dark(10, 10) && dark(12, 11)).toBe(true); // the first line's mark
    expect(dark(10, 64)).toBe(true); // the second line's mark
    expect(dark(13, 10) || dark(10, 12) || dark(5, 5)).toBe(false);
  });

  it('has no sheet when nothing was missed', () => {
    expect(missedInkSheet({ ...missed(), lines: [] }, LINE)).toBeNull();
  });

  it('moves each word read on the sheet back to where its ink is on the page', () => {
    const sheet = missedInkSheet(missed(), LINE)!;
    const blocks = wordsOnPage(
      [
        readLine([{ text: 'Kedgeree', x0: 10, y0: 10, x1: 60, y1: 24 }]),
        readLine([
          { text: '|', x0: 2, y0: 64, x1: 3, y1: 80 },
          { text: 'i', x0: 4, y0: 64, x1: 6, y1: 80 },
          { text: 'Soda', x0: 10, y0: 64, x1: 50, y1: 80 },
          { text: '2.35', x0: 150, y0: 64, x1: 185, y1: 80 },
        ]),
      ],
      sheet,
    );
    const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    const words = lines.flatMap((l) => l.words.map((w) => [w.text, w.bbox.x0, w.bbox.y0]));
    // A lone bar, or a thin letter before the first word, is the end of a rule, not text: it
    // would stand in the gutter between columns.
    expect(words).toEqual([
      ['Kedgeree', 100, 50],
      ['Soda', 20, 120],
      ['2.35', 160, 120],
    ]);
    expect(lines[1].baseline.y0).toBe(136);
  });
});
