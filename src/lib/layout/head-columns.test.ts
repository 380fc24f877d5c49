import type { Span } from '@/lib/extract/document';
import { headColumns } from './regions';

function span(text: string, x: number, top: number, size = 10): Span {
  return { text, x0: x, x1: x + text.length * size * 0.5, top, bottom: top + size, size };
}

const texts = (regions: Span[][][]) =>
  regions.map((parts) => parts.map((p) => p.map((s) => s.text)));

describe('a row of headings over a block read as columns', () => {
  const extras = [
    span('Fried Egg', 40, 150),
    span('3', 190, 150),
    span('Pickled Shallots', 40, 166),
  ];
  const sauces = [span('Peppercorn Sauce', 400, 150), span('Herb Butter', 400, 166)];

  it('gives each heading to the first column under it, the price staying with its heading', () => {
    const headings = [
      span('Extras', 40, 110, 14),
      span('Sauces |', 400, 110, 14),
      span('2 each', 458, 110, 14),
    ];
    const regions = [[headings], [extras, sauces]];
    headColumns([[headings], []], regions);
    expect(texts(regions)).toEqual([
      [],
      [
        ['Extras', 'Fried Egg', '3', 'Pickled Shallots'],
        ['Sauces |', '2 each', 'Peppercorn Sauce', 'Herb Butter'],
      ],
    ]);
  });

  it('leaves one heading over all the columns where it was: it heads them all', () => {
    const heading = [span('Sides', 200, 110, 14)];
    const regions = [[heading], [extras, sauces]];
    headColumns([[heading], []], regions);
    expect(texts(regions)[0]).toEqual([['Sides']]);
  });
});
