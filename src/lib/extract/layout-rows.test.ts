import { groupRows, joinRow, layoutText, type TextBox } from './layout-rows';

const box = (text: string, x0: number, x1: number, top: number, bottom: number): TextBox => ({
  text,
  x0,
  x1,
  top,
  bottom,
});

describe('layoutText', () => {
  it('keeps name, leader dots and a right-aligned price on one line, in x order', () => {
    const boxes = [
      box('$16', 500, 530, 101, 121), // price first in stream order, slightly lower baseline
      box('Burger', 50, 120, 100, 120),
      box('........', 130, 480, 112, 119), // thin leader dots
      box('Fries', 50, 100, 130, 150),
      box('$5', 505, 530, 131, 151),
    ];
    expect(layoutText(boxes)).toBe('Burger ........ $16\nFries $5');
  });

  it('adds a blank line only where the vertical gap is clearly larger than a line', () => {
    const boxes = [
      box('STARTERS', 50, 200, 0, 20),
      box('Soup $9', 50, 200, 28, 48),
      box('Salad $12', 50, 200, 56, 76),
      box('MAINS', 50, 200, 130, 150),
      box('Steak $32', 50, 200, 158, 178),
    ];
    expect(layoutText(boxes)).toBe('STARTERS\nSoup $9\nSalad $12\n\nMAINS\nSteak $32');
  });

  it('does not merge adjacent lines with tight leading', () => {
    const rows = groupRows([
      box('a', 0, 10, 0, 20),
      box('b', 0, 10, 11, 31),
      box('c', 0, 10, 22, 42),
    ]);
    expect(rows.map((r) => r.map((b) => b.text))).toEqual([['a'], ['b'], ['c']]);
  });

  it('returns an empty string for no boxes and ignores blank ones', () => {
    expect(layoutText([])).toBe('');
    expect(layoutText([box('  ', 0, 10, 0, 10)])).toBe('');
  });
});

describe('joinRow', () => {
  it('joins touching fragments of one word without a space, separate words with one', () => {
    const row = [
      box('Crè', 0, 20, 0, 10),
      box('me', 20.5, 35, 0, 10),
      box('Brûlée', 40, 80, 0, 10),
    ];
    expect(joinRow(row)).toBe('Crème Brûlée');
  });

  it('always separates OCR words', () => {
    expect(
      joinRow([box('Iced', 0, 20, 0, 10), box('Latte', 20, 40, 0, 10)], { alwaysSpace: true }),
    ).toBe('Iced Latte');
  });
});
