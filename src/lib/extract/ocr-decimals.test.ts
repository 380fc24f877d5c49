import type { Span } from './document';
import { restoreDecimalPoints } from './ocr-decimals';

/** A word on line `row` (20 px lines), right edge at `right`. */
function word(text: string, row: number, right: number): Span {
  const width = text.length * 9;
  return { text, x0: right - width, x1: right, top: row * 20, bottom: row * 20 + 16, size: 12 };
}

const texts = (spans: Span[]) => spans.map((s) => s.text);

describe('restoreDecimalPoints', () => {
  it('puts the point back in a bare number standing in a column of prices with cents', () => {
    const spans = [
      word('Toast', 0, 120),
      word('4.50', 0, 400),
      word('Omelette', 1, 140),
      word('1249', 1, 398),
      word('Pancakes', 2, 140),
      word('8.25', 2, 401),
      word('Waffles', 3, 130),
      word('$748', 3, 400),
      word('Crepes', 4, 125),
      word('9.95', 4, 399),
    ];
    expect(texts(restoreDecimalPoints(spans))).toEqual([
      'Toast',
      '4.50',
      'Omelette',
      '12.49',
      'Pancakes',
      '8.25',
      'Waffles',
      '$7.48',
      'Crepes',
      '9.95',
    ]);
  });

  it("uses the page's own separator when its prices print a decimal comma", () => {
    const spans = [
      word('4,10', 0, 300),
      word('630', 1, 300),
      word('12,70', 2, 300),
      word('8,60', 3, 300),
    ];
    expect(texts(restoreDecimalPoints(spans))).toEqual(['4,10', '6,30', '12,70', '8,60']);
  });

  it('leaves numbers outside a price column alone: phone numbers, years, street numbers', () => {
    const spans = [
      word('4.50', 0, 400),
      word('8.25', 1, 400),
      word('9.95', 2, 400),
      word('Since', 4, 80),
      word('1987', 4, 130),
      word('Call', 5, 60),
      word('555-0142', 5, 150),
      word('2210', 6, 220),
    ];
    expect(texts(restoreDecimalPoints(spans))).toEqual(texts(spans));
  });

  it('leaves whole-number menus alone: no prices with cents on the page, no point to restore', () => {
    const spans = [
      word('250', 0, 300),
      word('300', 1, 300),
      word('12.50', 2, 300),
      word('450', 3, 300),
    ];
    expect(texts(restoreDecimalPoints(spans))).toEqual(['250', '300', '12.50', '450']);
  });

  it('needs two aligned siblings with cents, not one far away in the same column', () => {
    const spans = [
      word('4.50', 0, 400),
      word('8.25', 1, 120),
      word('9.95', 2, 120),
      word('1249', 1, 400),
      word('5.25', 40, 400),
    ];
    expect(texts(restoreDecimalPoints(spans))[3]).toBe('1249');
  });

  it('leaves a column that also prints whole-number prices alone (a bottle column)', () => {
    const spans = [
      word('8.50', 0, 300),
      word('42', 0, 400),
      word('9.50', 1, 300),
      word('46', 1, 400),
      word('7.25', 2, 300),
      word('160', 2, 400),
      word('6.75', 3, 300),
      word('38.50', 3, 400),
      word('12.25', 4, 400),
    ];
    expect(texts(restoreDecimalPoints(spans))[5]).toBe('160');
  });

  it('keeps the span box, size and confidence of a restored price', () => {
    const spans = [
      word('4.50', 0, 400),
      word('1249', 1, 400),
      word('8.25', 2, 400),
      word('2.99', 3, 400),
    ];
    const restored = restoreDecimalPoints(spans)[1];
    expect(restored).toEqual({ ...spans[1], text: '12.49' });
  });

  it('is not put off by one stray whole number misread in a column of prices with cents', () => {
    const column = ['6.35', '6.85', '6.15', '6.35', '7.45', '6.35', '635', '65', '5.85'];
    const spans = column.map((text, row) => word(text, row, 400));
    expect(texts(restoreDecimalPoints(spans))[6]).toBe('6.35');
  });

  it('restores outward from the few clean prices: each restored one vouches for the next', () => {
    const spans = [
      word('4.50', 0, 400),
      word('8.25', 1, 400),
      word('1249', 2, 400),
      word('1375', 3, 400),
      // Too far below the clean prices to count them, near enough to the restored ones.
      word('950', 11, 400),
      word('6.75', 0, 200),
    ];
    expect(texts(restoreDecimalPoints(spans))).toEqual([
      '4.50',
      '8.25',
      '12.49',
      '13.75',
      '9.50',
      '6.75',
    ]);
  });

  it('reads a column of bare three-digit numbers as prices on a page printing cents throughout', () => {
    const cents = ['3.15', '3.45', '3.65', '5.15', '6.35', '6.85', '6.15', '7.45', '6.95', '7.65'];
    const spans = [
      ...cents.map((text, row) => word(text, row, 600)),
      ...['165', '315', '345', '395', '560'].map((text, row) => word(text, row, 300)),
      // Four digits in a column are as likely vintages: left alone.
      ...['2019', '2018', '2016', '2015'].map((text, row) => word(text, row, 450)),
    ];
    expect(texts(restoreDecimalPoints(spans)).slice(10)).toEqual([
      '1.65',
      '3.15',
      '3.45',
      '3.95',
      '5.60',
      '2019',
      '2018',
      '2016',
      '2015',
    ]);
  });

  it('leaves a column of bare three-digit numbers alone on a page of mostly whole prices', () => {
    const spans = [
      ...['12', '14', '9', '16', '18', '11', '13', '15', '10', '17'].map((t, r) => word(t, r, 600)),
      ...['1.50', '2.50', '3.50', '4.50', '1.75', '2.75', '3.75', '4.75', '1.25', '2.25'].map(
        (t, r) => word(t, r, 800),
      ),
      ...['165', '315', '345', '395'].map((t, r) => word(t, r, 300)),
    ];
    expect(texts(restoreDecimalPoints(spans)).slice(20)).toEqual(['165', '315', '345', '395']);
  });

  it("reads a bare number in a row of sizes as the row's price when the row still rises", () => {
    // A page printing cents: ten clean prices far down a column of their own.
    const page = ['3.15', '3.45', '3.65', '5.15', '6.35', '6.85', '6.15', '7.45', '6.95', '7.65'];
    const spans = [
      ...page.map((text, row) => word(text, row + 4, 900)),
      // Small, medium, large: the large price lost its point.
      word('Iced chai', 0, 120),
      word('2.10', 0, 300),
      word('2.60', 0, 400),
      word('310', 0, 500),
      // With its point back this one would fall below the medium: a count, not a price.
      word('Nachos', 1, 120),
      word('6.80', 1, 300),
      word('9.30', 1, 400),
      word('125', 1, 500),
      // One price with cents on the line is no row of sizes.
      word('Muffin', 2, 120),
      word('2.40', 2, 300),
      word('350', 2, 500),
    ];
    expect(texts(restoreDecimalPoints(spans)).slice(10)).toEqual([
      'Iced chai',
      '2.10',
      '2.60',
      '3.10',
      'Nachos',
      '6.80',
      '9.30',
      '125',
      'Muffin',
      '2.40',
      '350',
    ]);
  });
});
