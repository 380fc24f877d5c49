import * as tesseract from 'tesseract.js';
import type { Block } from 'tesseract.js';
import { ocrAssetOptions } from './ocr-session';
import type { InkBitmap } from './png-bits';
import { importNodeOnly } from './runtime';
import { readMissedInk } from './second-look';

type Canvas = {
  getContext(kind: '2d'): {
    fillStyle: string;
    font: string;
    fillRect(x: number, y: number, w: number, h: number): void;
    fillText(text: string, x: number, y: number): void;
    measureText(text: string): { width: number };
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
};
type Napi = { createCanvas(w: number, h: number): Canvas };

/** The engine, whichever way the bundler exposes the CommonJS module. */
const engine = (tesseract as unknown as { default?: typeof tesseract }).default ?? tesseract;

const WIDTH = 700;
const HEIGHT = 360;
const FONT = 'bold 30px "Liberation Sans"';

/** A thresholded page as tesseract hands it back: a panel rule and four lines of a menu. */
async function page(): Promise<{ bitmap: InkBitmap; boxes: Map<string, Box> }> {
  const { createCanvas } = await importNodeOnly<Napi>('@napi-rs/canvas');
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.fillStyle = '#000';
  g.fillRect(30, 10, 3, HEIGHT - 20); // the panel's rule, close to the names
  g.font = FONT;
  const boxes = new Map<string, Box>();
  const rows: Array<[string, string, number]> = [
    ['Kedgeree', '3.40', 60],
    ['Brioche', '1.20', 130],
    ['Madeleine', '', 200],
    ['Clafoutis', '', 270],
  ];
  for (const [name, price, baseline] of rows) {
    g.fillText(name, 44, baseline);
    boxes.set(name, {
      x0: 44,
      x1: 44 + g.measureText(name).width,
      y0: baseline - 24,
      y1: baseline,
    });
    if (price) g.fillText(price, 560, baseline);
  }
  const { data } = g.getImageData(0, 0, WIDTH, HEIGHT);
  const ink = new Uint8Array(WIDTH * HEIGHT);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i * 4] < 128 ? 1 : 0;
  return { bitmap: { width: WIDTH, height: HEIGHT, ink }, boxes };
}

type Box = { x0: number; x1: number; y0: number; y1: number };

/** The first pass as tesseract returns it: here it read only the first line. */
function firstPass(box: Box): Block[] {
  const word = { text: 'Kedgeree', confidence: 95, bbox: box };
  const baseline = { x0: box.x0, x1: box.x1, y0: box.y1, y1: box.y1, has_baseline: true };
  const line = { confidence: 95, bbox: box, baseline, words: [word] };
  return [{ paragraphs: [{ lines: [line] }] } as unknown as Block];
}

describe('the second look at ink the first OCR pass dropped (real tesseract)', () => {
  let worker: tesseract.Worker;

  beforeAll(async () => {
    worker = await engine.createWorker('eng', engine.OEM.LSTM_ONLY, await ocrAssetOptions());
    await worker.setParameters({ tessedit_pageseg_mode: engine.PSM.SPARSE_TEXT });
  }, 60_000);
  afterAll(() => worker?.terminate());

  it('reads the lines the first pass missed, where they are on the page', async () => {
    const { bitmap, boxes } = await page();
    const blocks = await readMissedInk(
      worker,
      bitmap,
      firstPass(boxes.get('Kedgeree')!),
      engine.PSM,
    );
    const words = blocks.flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)),
    );
    const texts = words.map((w) => w.text);
    // The missed lines, and the price the first pass left on its line; nothing read twice, no
    // bar from the rule.
    expect(texts).toEqual(
      expect.arrayContaining(['3.40', 'Brioche', '1.20', 'Madeleine', 'Clafoutis']),
    );
    expect(texts).not.toContain('Kedgeree');
    expect(texts.some((t) => /^[|[\]!l1]$/.test(t))).toBe(false);
    for (const name of ['Brioche', 'Madeleine', 'Clafoutis']) {
      const read = words.find((w) => w.text === name)!.bbox;
      const drawn = boxes.get(name)!;
      expect(Math.abs(read.x0 - drawn.x0)).toBeLessThan(6);
      expect(Math.abs(read.y1 - drawn.y1)).toBeLessThan(10);
    }
  }, 60_000);

  it('adds nothing when its read fails, and puts the worker back to sparse text', async () => {
    const { bitmap, boxes } = await page();
    const modes: string[] = [];
    const failing = {
      setParameters: async (p: { tessedit_pageseg_mode: string }) => {
        modes.push(p.tessedit_pageseg_mode);
      },
      recognize: async () => {
        throw new Error('worker ended');
      },
    } as unknown as tesseract.Worker;
    // The first pass stands: the page still reads, without what the second look would add.
    await expect(
      readMissedInk(failing, bitmap, firstPass(boxes.get('Kedgeree')!), engine.PSM),
    ).resolves.toEqual([]);
    expect(modes).toEqual([engine.PSM.SINGLE_BLOCK, engine.PSM.SPARSE_TEXT]);
  });

  it('reads nothing more when the first pass covered all the ink', async () => {
    const { bitmap } = await page();
    const everything = { x0: 0, x1: WIDTH, y0: 0, y1: HEIGHT };
    const blocks = firstPass(everything);
    blocks[0].paragraphs[0].lines[0].words[0].bbox = { x0: 40, x1: 300, y0: 36, y1: 60 };
    blocks[0].paragraphs[0].lines.push({
      ...blocks[0].paragraphs[0].lines[0],
      words: [{ ...blocks[0].paragraphs[0].lines[0].words[0], bbox: everything }],
    });
    const used: string[] = [];
    const watching = {
      setParameters: async () => void used.push('set'),
      recognize: async () => void used.push('read'),
    } as unknown as tesseract.Worker;
    expect(await readMissedInk(watching, bitmap, blocks, engine.PSM)).toEqual([]);
    expect(used).toEqual([]);
  });
});
