import { repairSplitWords } from './ocr-split-words';
import { ocrWord as word, spanTexts as texts } from '@/testing/extract/ocr-word';

describe('words OCR broke around a price', () => {
  it('drops dot leaders read as a run of zeros or o’s between a name and its price', () => {
    const page = [
      word('Schnitzel', 0, 0),
      word('©0000000000000', 100, 0),
      word('9.50', 300, 0),
      word('Strudel', 0, 1),
      word('oooooooo', 80, 1),
      word('4.25', 300, 1),
    ];
    expect(texts(repairSplitWords(page))).toEqual(['Schnitzel', '9.50', 'Strudel', '4.25']);
  });

  it('keeps words and numbers that only contain a few repeated letters', () => {
    const page = [word('Zoo', 0, 0), word('Burger', 40, 0), word('1000', 300, 0)];
    expect(texts(repairSplitWords(page))).toEqual(['Zoo', 'Burger', '1000']);
  });

  it('joins a price whose cents were read as a word of their own after the point', () => {
    const page = [word('Riesling', 0, 0), word('2.', 300, 0), word('75', 324, 0)];
    const repaired = repairSplitWords(page);
    expect(texts(repaired)).toEqual(['Riesling', '2.75']);
    expect(repaired[1]).toMatchObject({ x0: 300, x1: 344 });
  });

  it('leaves a number after a full stop a word space away, or on another line', () => {
    const apart = [word('Serves', 0, 0), word('2.', 70, 0), word('75', 110, 0)];
    expect(texts(repairSplitWords(apart))).toEqual(['Serves', '2.', '75']);
    const below = [word('Step', 0, 0), word('2.', 50, 0), word('75', 72, 1)];
    expect(texts(repairSplitWords(below))).toEqual(['Step', '2.', '75']);
  });
});
