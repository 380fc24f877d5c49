import type { Block } from 'tesseract.js';
import { boxSheet, boxThreshold, boxWordsOnPage } from './box-sheet';
import type { TextBox } from './text-boxes';

/** A gray page `width` x `height` of `ground`, with `ink` in each rectangle (the first wins). */
function page(
  width: number,
  height: number,
  ground: number,
  marks: Array<{ x0: number; x1: number; y0: number; y1: number; ink: number }>,
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const mark = marks.find((m) => x >= m.x0 && x < m.x1 && y >= m.y0 && y < m.y1);
      data.fill(mark ? mark.ink : ground, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  return { width, height, data };
}

const level = (cx: number, cy: number, halfWidth: number, halfHeight: number): TextBox => ({
  cx,
  cy,
  angle: 0,
  halfWidth,
  halfHeight,
  x0: cx - halfWidth,
  x1: cx + halfWidth,
  y0: cy - halfHeight,
  y1: cy + halfHeight,
  score: 0.9,
});

const gray = (sheet: NonNullable<ReturnType<typeof boxSheet>>, x: number, y: number) =>
  sheet.image.data[(y * sheet.image.width + x) * 4];

/** Tesseract's block tree for lines read on the sheet (only what the code reads). */
function read(lines: Array<{ y0: number; y1: number; words: Array<[string, number, number]> }>) {
  return [
    {
      paragraphs: [
        {
          lines: lines.map(({ y0, y1, words }) => ({
            confidence: 90,
            bbox: { x0: words[0][1], x1: words.at(-1)![2], y0, y1 },
            baseline: { x0: words[0][1], x1: words.at(-1)![2], y0: y1 - 4, y1: y1 - 4 },
            rowAttributes: { rowHeight: y1 - y0, descenders: 4, ascenders: 8 },
            words: words.map(([text, x0, x1]) => ({
              text,
              confidence: 90,
              bbox: { x0, x1, y0, y1 },
            })),
          })),
        },
      ],
    },
  ] as unknown as Block[];
}

describe('box threshold', () => {
  it('tells light letters on a dark band from dark letters on paper', () => {
    const band = [...Array(80).fill(40), ...Array(20).fill(230)];
    expect(boxThreshold(band)).toMatchObject({ light: true, ink: 230, ground: 40 });
    const paper = [...Array(80).fill(240), ...Array(20).fill(20)];
    expect(boxThreshold(paper)).toMatchObject({ light: false, ink: 20, ground: 240 });
  });
});

describe('box sheet', () => {
  it('draws each box black on white by its own levels, white letters on a band too', () => {
    // A white letter on a dark band (x 20-60), and a dark letter on light paper below it.
    const image = page(100, 60, 200, [
      { x0: 30, x1: 34, y0: 6, y1: 14, ink: 250 },
      { x0: 20, x1: 60, y0: 4, y1: 16, ink: 50 },
      { x0: 30, x1: 34, y0: 36, y1: 44, ink: 10 },
    ]);
    const sheet = boxSheet(image, [level(40, 10, 20, 6), level(40, 40, 20, 6)], 0)!;
    expect(sheet.places).toHaveLength(2);
    // 12 px tall boxes are drawn 4 times larger (48 px rows); x 32 is 12 px into each box.
    for (const place of sheet.places) {
      expect(place.zoom).toBe(4);
      expect(gray(sheet, place.left + 12 * 4, place.top + 6 * 4)).toBeLessThan(40); // the letter
      expect(gray(sheet, place.left + 2 * 4, place.top + 6 * 4)).toBeGreaterThan(215); // ground
    }
    expect(sheet.places[1].top).toBeGreaterThanOrEqual(sheet.places[0].to);
  });

  it('is nothing without boxes', () => {
    expect(boxSheet(page(10, 10, 255, []), [], 0)).toBeNull();
  });
});

describe('words read on the sheet, back on the page', () => {
  const image = page(200, 100, 255, []);

  it('land where their box is, at the page scale, one line per row of a box', () => {
    const sheet = boxSheet(image, [level(100, 30, 40, 6), level(100, 70, 40, 6)], 0)!;
    const [first, second] = sheet.places;
    const y = (p: typeof first) => ({ y0: p.top + 4, y1: p.top + 44 });
    const blocks = boxWordsOnPage(
      read([
        // Tesseract split the first box's row at a gap: still one line of the page.
        { ...y(first), words: [['Schnitzel', first.left + 8, first.left + 100]] },
        { ...y(first), words: [['12.50', first.left + 280, first.left + 320]] },
        {
          ...y(second),
          words: [
            ['|', second.left, second.left + 4],
            ['Fish', second.left + 8, second.left + 60],
            ['&', second.left + 70, second.left + 80],
            ['Chips', second.left + 90, second.left + 150],
          ],
        },
      ]),
      sheet,
    );
    const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual([
      'Schnitzel 12.50',
      // The box's edge read as a stroke is dropped; the ampersand is kept.
      'Fish & Chips',
    ]);
    // Sheet x 8 is 2 page px into the box, which starts at x 60; a row 40 px tall is 10 on the page.
    const schnitzel = lines[0].words[0].bbox;
    expect(schnitzel.x0).toBeCloseTo(62);
    expect(schnitzel.x1).toBeCloseTo(85);
    expect(schnitzel.y0).toBeCloseTo(25);
    expect(schnitzel.y1).toBeCloseTo(35);
    expect(lines[0].rowAttributes.rowHeight).toBeCloseTo(10);
    expect(lines[1].words[0].bbox.y0).toBeCloseTo(65);
  });

  it('keeps two lines read in one box as two lines', () => {
    const sheet = boxSheet(image, [level(100, 30, 40, 12)], 0)!;
    const [place] = sheet.places;
    const blocks = boxWordsOnPage(
      read([
        { y0: place.top + 2, y1: place.top + 22, words: [['Soup', place.left, place.left + 40]] },
        { y0: place.top + 26, y1: place.top + 46, words: [['Salad', place.left, place.left + 40]] },
      ]),
      sheet,
    );
    expect(blocks[0].paragraphs[0].lines).toHaveLength(2);
  });

  it('lays a tilted photo level: the words of one tilted line share one height', () => {
    const tilt = -0.06;
    // One line through the page's middle, tilted as the photo is.
    const box = { ...level(100, 50, 60, 6), angle: tilt };
    const sheet = boxSheet(image, [box], tilt)!;
    const [place] = sheet.places;
    const blocks = boxWordsOnPage(
      read([
        {
          y0: place.top + 4,
          y1: place.top + 44,
          words: [
            ['Meatloaf', place.left, place.left + 120],
            ['9.50', place.left + 400, place.left + 470],
          ],
        },
      ]),
      sheet,
    );
    const [left, right] = blocks[0].paragraphs[0].lines[0].words.map((w) => w.bbox);
    expect(left.y0).toBeCloseTo(right.y0);
    expect(left.x0).toBeCloseTo(40);
  });
});
