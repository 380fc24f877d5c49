import type { Block } from 'tesseract.js';
import type { InkBitmap } from './png-bits';
import { lostPriceCells } from './price-cells';
import { withPrices } from './price-reread';

type W = [text: string, x0: number, confidence?: number];

/** OCR lines 30 px apart, words 20 px high and 10 px a letter, as tesseract's blocks. */
function blocks(lines: W[][]): Block[] {
  return [
    {
      paragraphs: [
        {
          lines: lines.map((words, r) => {
            const top = 40 + r * 30;
            const ws = words.map(([text, x0, confidence = 92]) => ({
              text,
              confidence,
              bbox: { x0, x1: x0 + text.length * 10, y0: top, y1: top + 20 },
            }));
            const x0 = Math.min(...ws.map((w) => w.bbox.x0));
            const x1 = Math.max(...ws.map((w) => w.bbox.x1));
            return { words: ws, bbox: { x0, x1, y0: top, y1: top + 20 } };
          }),
        },
      ],
    },
  ] as unknown as Block[];
}

/** A blank page, with ink in the given boxes. */
function page(inked: Array<[x0: number, y0: number, x1: number, y1: number]> = []): InkBitmap {
  const width = 600;
  const height = 400;
  const ink = new Uint8Array(width * height);
  for (const [x0, y0, x1, y1] of inked)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) ink[y * width + x] = 1;
  return { width, height, ink };
}

const priced: W[][] = [
  [
    ['Bratwurst', 40],
    ['9.50', 400],
  ],
  [
    ['Schnitzel', 40],
    ['12.50', 390],
  ],
  [
    ['Strudel', 40],
    ['5.75', 400],
  ],
];

describe('price cells a photo read lost', () => {
  it('finds a misread price in the column beside a name, and an unread one by its ink', () => {
    const lines = [
      ...priced,
      [['Goulash', 40] as W, ['n49', 410, 40] as W],
      [['Spätzle', 40] as W],
    ];
    const cells = lostPriceCells(blocks(lines), page([[395, 160, 435, 178]]));
    expect(cells.map((c) => [c.line, c.replaces.map((w) => w.text), c.cents])).toEqual([
      [3, ['n49'], true],
      [4, [], true],
    ]);
  });

  it('leaves lines with their price, a blank cell, a heading and a line of words alone', () => {
    const lines: W[][] = [
      [['MAINS', 40]],
      ...priced,
      [['Potato salad', 40]],
      [
        ['served', 40],
        ['with', 110],
        ['Large', 400],
      ],
    ];
    expect(lostPriceCells(blocks(lines), page())).toEqual([]);
  });

  it('puts a price read again in its line, in place of the misread word', () => {
    const lines = [...priced, [['Goulash', 40] as W, ['n49', 410, 40] as W]];
    const first = blocks(lines);
    const cells = lostPriceCells(first, page());
    const reread = blocks([[['11.39', 400]], [['1', 400]]]);
    // The re-read's words sit where the cell is on the page.
    reread[0].paragraphs[0].lines[0].words[0].bbox = { x0: 400, x1: 440, y0: 130, y1: 150 };
    const out = withPrices(first, cells, reread);
    const texts = out[0].paragraphs[0].lines.map((l) => l.words.map((w) => w.text));
    expect(texts[3]).toEqual(['Goulash', '11.39']);
    expect(texts.slice(0, 3)).toEqual(priced.map((l) => l.map((w) => w[0])));
  });

  it('keeps the first read where the second reads no price with cents in a column of cents', () => {
    const lines = [...priced, [['Goulash', 40] as W, ['n49', 410, 40] as W]];
    const first = blocks(lines);
    const cells = lostPriceCells(first, page());
    const reread = blocks([[['139', 400]]]);
    reread[0].paragraphs[0].lines[0].words[0].bbox = { x0: 400, x1: 430, y0: 130, y1: 150 };
    expect(withPrices(first, cells, reread)).toBe(first);
  });
});
