import { missedInk, type Box } from './missed-ink';
import type { InkBitmap } from './png-bits';

const LINE = 20;

function page(width = 600, height = 400): InkBitmap {
  return { width, height, ink: new Uint8Array(width * height) };
}

function fill(bitmap: InkBitmap, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) bitmap.ink.fill(1, y * bitmap.width + x0, y * bitmap.width + x1);
}

/** A word of `letters` letter-sized strokes (8 px wide, 3 px apart) from (x, y), 14 px tall. */
function word(bitmap: InkBitmap, x: number, y: number, letters: number): Box {
  for (let i = 0; i < letters; i++) {
    const left = x + i * 11;
    fill(bitmap, left, y, left + 2, y + 14);
    fill(bitmap, left, y + 6, left + 8, y + 8);
    fill(bitmap, left + 6, y, left + 8, y + 14);
  }
  return { x0: x, y0: y, x1: x + letters * 11 - 3, y1: y + 14 };
}

describe('ink the first OCR pass left unread', () => {
  it('finds a line no word covers, and none where words were read', () => {
    const bitmap = page();
    const read = word(bitmap, 40, 40, 6);
    word(bitmap, 40, 100, 5);
    word(bitmap, 100, 100, 4); // the same line, one space further on
    const { lines } = missedInk(bitmap, [read], LINE);
    expect(lines).toEqual([{ x0: 40, y0: 100, x1: 141, y1: 114 }]);
  });

  it('leaves out rules, boxes and pictures, and reads the name beside a rule', () => {
    const bitmap = page();
    fill(bitmap, 30, 20, 32, 380); // a panel's left rule, right beside the names
    fill(bitmap, 30, 380, 560, 382); // its bottom edge
    fill(bitmap, 300, 40, 420, 200); // a photo between sections
    fill(bitmap, 40, 250, 200, 262); // a banner bar: solid ink
    // Paper texture: specks over a line's height, too sparse to be letters.
    for (let i = 0; i < 24; i++)
      fill(bitmap, 300 + 9 * i, 300 + (i % 4) * 5, 302 + 9 * i, 306 + (i % 4) * 5);
    word(bitmap, 36, 300, 5);
    const { lines } = missedInk(bitmap, [], LINE);
    expect(lines).toEqual([{ x0: 36, y0: 300, x1: 88, y1: 314 }]);
  });

  it('cuts two lines set so close their ink touches', () => {
    const bitmap = page();
    word(bitmap, 40, 100, 5);
    word(bitmap, 40, 115, 5);
    fill(bitmap, 42, 114, 43, 115); // a descender meeting the capital below
    const { lines } = missedInk(bitmap, [], LINE);
    expect(lines.map((l) => [l.y0, l.y1])).toEqual([
      [100, 114],
      [115, 129],
    ]);
  });

  it('finds nothing without a line height to judge by', () => {
    const bitmap = page();
    word(bitmap, 40, 100, 5);
    expect(missedInk(bitmap, [], 0).lines).toEqual([]);
  });

  it('keeps only the leftover ink, so a second read sees no rule or neighbour', () => {
    const bitmap = page();
    const read = word(bitmap, 40, 40, 3);
    fill(bitmap, 30, 20, 32, 380);
    word(bitmap, 40, 100, 3);
    const { ink, width } = missedInk(bitmap, [read], LINE);
    const at = (x: number, y: number) => ink[y * width + x];
    expect(at(41, 45)).toBe(0); // the word already read
    expect(at(31, 200)).toBe(0); // the rule
    expect(at(41, 105)).toBe(1); // the missed word
  });
});
