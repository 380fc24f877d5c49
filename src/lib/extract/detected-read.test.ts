import * as tesseract from 'tesseract.js';
import type { Block, Worker } from 'tesseract.js';
import { coveredShare, detectLines, readUncoveredLines, type DetectedLines } from './detected-read';
import { ocrAssetOptions } from './ocr-session';
import { importNodeOnly } from './runtime';

type Fs = { readFileSync(path: URL): Uint8Array };

/** The engine, whichever way the bundler exposes the CommonJS module. */
const engine = (tesseract as unknown as { default?: typeof tesseract }).default ?? tesseract;

/** A generated phone photo of a two-column diner menu, tilted and in perspective (corpus/). */
const PHOTO = new URL('../../../corpus/files/route-66-diner.photo.jpg', import.meta.url);
const EXPECTED = new URL('../../../corpus/expected/route-66-diner.json', import.meta.url);

const linesOf = (blocks: Block[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

describe('covered share', () => {
  const box = { x0: 0, x1: 100, y0: 0, y1: 20 };
  it('is the share of a line that first-pass words cover', () => {
    expect(coveredShare(box, [])).toBe(0);
    expect(coveredShare(box, [{ x0: 0, x1: 50, y0: 0, y1: 20 }])).toBeCloseTo(0.5);
    expect(coveredShare(box, [{ x0: 90, x1: 300, y0: 10, y1: 40 }])).toBeCloseTo(0.05);
    expect(coveredShare(box, [{ x0: -10, x1: 200, y0: -5, y1: 30 }])).toBe(1);
  });
});

describe('the detector’s second look (real detector and OCR on a tilted photo)', () => {
  let worker: Worker;
  let detected: DetectedLines;

  beforeAll(async () => {
    const fs = await importNodeOnly<Fs>('node:fs');
    detected = (await detectLines(fs.readFileSync(PHOTO)))!;
    worker = await engine.createWorker('eng', engine.OEM.LSTM_ONLY, await ocrAssetOptions());
    await worker.setParameters({ tessedit_pageseg_mode: engine.PSM.SPARSE_TEXT });
  }, 60_000);
  afterAll(() => worker?.terminate());

  it('reads every line nothing covers, level, each price at the height of its dish', async () => {
    const blocks = await readUncoveredLines(worker, detected, [], engine.PSM);
    const lines = linesOf(blocks);
    const text = lines.map((l) => l.words.map((w) => w.text).join(' '));
    const fs = await importNodeOnly<{ readFileSync(path: URL, encoding: 'utf8'): string }>(
      'node:fs',
    );
    const expected = JSON.parse(fs.readFileSync(EXPECTED, 'utf8')) as {
      categories: Array<{ items: Array<{ name: string; price: string }> }>;
    };
    const items = expected.categories.flatMap((c) => c.items);
    const names = items.filter((i) => text.some((t) => t.includes(i.name)));
    const prices = items.filter((i) => text.some((t) => t.includes(i.price)));
    expect(names.length / items.length).toBeGreaterThanOrEqual(0.9);
    expect(prices.length / items.length).toBeGreaterThanOrEqual(0.9);
    // The photo is tilted: its lines come back level, the price at the height of its dish.
    const wordAt = (text: string) =>
      lines.flatMap((l) => l.words).find((w) => w.text === text)!.bbox;
    const [name, price] = [wordAt('COUNTRY'), wordAt('$14.99')];
    expect(price.x0 - name.x0).toBeGreaterThan(200);
    expect(Math.abs(price.y0 - name.y0)).toBeLessThan(0.3 * (name.y1 - name.y0));
  }, 60_000);

  it('reads nothing again where the first pass covered the page', async () => {
    const everything = [{ x0: -1e4, x1: 1e4, y0: -1e4, y1: 1e4 }];
    expect(await readUncoveredLines(worker, detected, everything, engine.PSM)).toEqual([]);
  }, 60_000);
});
