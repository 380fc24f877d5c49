import { dropGluedMarks } from './ocr-glued-marks';
import { ocrWord as word, spanTexts as texts } from '@/testing/extract/ocr-word';

describe('a mark printed after a price and read as part of it', () => {
  const page = [
    word('Rye Loaf', 0, 0),
    word('4.50', 300, 0),
    word('Herb Dumplings', 0, 1),
    word('6.258', 300, 1),
    word('Plum Cake', 0, 2),
    word('5.40%', 300, 2),
    word('Lemonade', 0, 3),
    word('2.75', 300, 3),
    word('Water', 0, 4),
    word('2.50', 300, 4),
    word('Coffee', 0, 6),
    word('1.95', 300, 6),
  ];

  it('leaves the price at the end of its line, on a page that prints cents', () => {
    expect(texts(dropGluedMarks(page))).toEqual([
      'Rye Loaf',
      '4.50',
      'Herb Dumplings',
      '6.25',
      'Plum Cake',
      '5.40',
      'Lemonade',
      '2.75',
      'Water',
      '2.50',
      'Coffee',
      '1.95',
    ]);
  });

  it('keeps a number that is not the last on its line, and a page of three decimals', () => {
    const abv = [...page, word('Pilsner', 0, 5), word('4.80%', 200, 5), word('3.50', 300, 5)];
    expect(texts(dropGluedMarks(abv))).toContain('4.80%');
    const dinars = [
      word('Machboos', 0, 0),
      word('2.750', 300, 0),
      word('Harees', 0, 1),
      word('1.500', 300, 1),
      word('Tea', 0, 2),
      word('0.250', 300, 2),
    ];
    expect(dropGluedMarks(dinars)).toEqual(dinars);
  });
});
