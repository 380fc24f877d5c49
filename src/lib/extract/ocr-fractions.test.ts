import type { Span } from './document';
import { restoreHalves } from './ocr-fractions';

/** A word on line `row` (20 px lines) starting at `x`. */
function word(text: string, row: number, x: number): Span {
  return { text, x0: x, x1: x + text.length * 9, top: row * 20, bottom: row * 20 + 16, size: 12 };
}

describe('restoreHalves', () => {
  it('reads a lone % with no number before it as ½', () => {
    const spans = [word('%', 0, 40), word('rack', 0, 60), word('9.40', 0, 300)];
    expect(restoreHalves(spans).map((s) => s.text)).toEqual(['½', 'rack', '9.40']);
  });

  it('keeps a percent sign after a number, and any % inside a word', () => {
    const spans = [
      word('Pale', 0, 40),
      word('ale', 0, 90),
      word('4.5', 0, 130),
      word('%', 0, 160),
      word('ABV', 0, 180),
      word('6.9%', 1, 40),
      // The number is on the line above: this % has nothing before it on its own line.
      word('%', 2, 40),
      word('pint', 2, 60),
    ];
    expect(restoreHalves(spans).map((s) => s.text)).toEqual([
      'Pale',
      'ale',
      '4.5',
      '%',
      'ABV',
      '6.9%',
      '½',
      'pint',
    ]);
  });
});
