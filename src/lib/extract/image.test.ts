import * as tesseract from 'tesseract.js';
import { EXTRACTION_MESSAGES } from './errors';
import { emFromInk, ocrAssetOptions, ocrWordsToSpans } from './image';
import { importNodeOnly } from './runtime';
import { expectedItems, extractText, fixtureFile, lineWith } from '@/testing/extract/menu-files';

const PHOTO = 'sunrise-cafe-photo.jpg';
type Fs = { existsSync(path: string): boolean };

// Every OCR run in this file goes through this spy, so each test can check the options used.
const createWorkerSpy = vi.hoisted(() => ({ calls: [] as unknown[][], started: 0, terminated: 0 }));
vi.mock('tesseract.js', async (importOriginal) => {
  const real = await importOriginal<typeof tesseract & { default?: typeof tesseract }>();
  const base = real.default ?? real;
  const createWorker: typeof base.createWorker = async (...args) => {
    createWorkerSpy.calls.push(args);
    const worker = await base.createWorker(...args);
    createWorkerSpy.started += 1;
    const terminate = worker.terminate.bind(worker);
    worker.terminate = (jobId) => {
      createWorkerSpy.terminated += 1;
      return terminate(jobId);
    };
    return worker;
  };
  const patched = { ...base, createWorker };
  return { ...patched, default: patched };
});

describe('image OCR (real photo)', () => {
  let text = '';
  const stages = new Set<string>();
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    // Nothing on this thread may go to the network while OCR runs.
    globalThis.fetch = (input) =>
      Promise.reject(new Error(`network access attempted: ${String(input)}`));
    try {
      text = await extractText(fixtureFile(PHOTO, 'image/jpeg'), {
        onProgress: (p) => stages.add(p.stage),
      });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('finds at least 80% of the item names', () => {
    const names = expectedItems(PHOTO).map((i) => i.name);
    const found = names.filter((name) => lineWith(text, name));
    expect(found.length / names.length).toBeGreaterThanOrEqual(0.8);
  });

  it('puts each found price on the same line as its item', () => {
    const items = expectedItems(PHOTO).filter((i) => lineWith(text, i.name));
    const paired = items.filter((i) => lineWith(text, i.name)?.includes(i.price));
    expect(paired.length / items.length).toBeGreaterThanOrEqual(0.8);
    expect(lineWith(text, 'Turkey Club')).toMatch(/\$16$/);
  });

  it('drops junk read from dot leaders and paper texture', () => {
    expect(lineWith(text, 'Cappuccino')).toMatch(/^Cappuccino +\$4\.50$/);
  });

  it('ends its worker after use', () => {
    expect(createWorkerSpy.started).toBe(1);
    expect(createWorkerSpy.terminated).toBeGreaterThanOrEqual(1);
  });

  it('reports loading and recognition progress', () => {
    expect([...stages]).toEqual(
      expect.arrayContaining(['reading', 'loading', 'recognizing', 'done']),
    );
  });

  it('loads worker, core and English data from local files only', async () => {
    const [, , options] = createWorkerSpy.calls[0] as [string, number, Record<string, unknown>];
    const { existsSync } = await importNodeOnly<Fs>('node:fs');
    for (const key of ['workerPath', 'corePath', 'langPath'] as const) {
      const path = String(options[key]);
      expect(path).not.toMatch(/^[a-z]+:\/\//i);
      expect(existsSync(path), key).toBe(true);
    }
    expect(existsSync(`${String(options.langPath)}/eng.traineddata.gz`)).toBe(true);
    expect(options).toMatchObject({ gzip: true, cacheMethod: 'none' });
  });
});

describe('image OCR failures', () => {
  it("says 'Could not extract readable text' for an image without text", async () => {
    await expect(extractText(fixtureFile('blank.png', 'image/png'))).rejects.toThrow(
      'Could not extract readable text from image.',
    );
  });

  it('gives the image message with a reason for undecodable image data', async () => {
    const junk = new File([new Uint8Array(256).fill(7)], 'menu.png', { type: 'image/png' });
    const error: unknown = await extractText(junk).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Failed to extract text from image: .+\. Please ensure the image contains clear, readable text\.$/,
    );
    expect(EXTRACTION_MESSAGES.image('x')).toBe(
      'Failed to extract text from image: x. Please ensure the image contains clear, readable text.',
    );
  });

  it('rejects with an AbortError and terminates the worker when aborted', async () => {
    const controller = new AbortController();
    const run = extractText(fixtureFile(PHOTO), {
      signal: controller.signal,
      onProgress: (p) => p.stage === 'recognizing' && controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(createWorkerSpy.terminated).toBeGreaterThanOrEqual(createWorkerSpy.started);
  });
});

describe('OCR assets', () => {
  it('points the browser at files on our own origin', async () => {
    vi.stubGlobal('document', {});
    vi.stubGlobal('location', { href: 'http://127.0.0.1:4173/upload' });
    try {
      expect(await ocrAssetOptions()).toEqual({
        workerPath: 'http://127.0.0.1:4173/vendor/tesseract/worker.min.js',
        corePath: 'http://127.0.0.1:4173/vendor/tesseract-core/',
        langPath: 'http://127.0.0.1:4173/vendor/tesseract-lang/',
        workerBlobURL: false,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('emFromInk', () => {
  it('gives words of one type size the same size, whatever their letters', () => {
    // 20 px type: caps ~14.4 px of ink, x-height words ~10 px, descenders add ~4.2 px.
    expect(emFromInk('MAINS', 14.4)).toBeCloseTo(20);
    expect(emFromInk('rice', 10)).toBeCloseTo(20);
    expect(emFromInk('Burger', 18.6)).toBeCloseTo(20);
    expect(emFromInk('spray', 14.2)).toBeCloseTo(20);
  });
});

describe('ocrWordsToSpans', () => {
  const word = (
    text: string,
    confidence: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ) => ({
    text,
    confidence,
    bbox: { x0, y0, x1, y1 },
  });
  const line = (confidence: number, words: ReturnType<typeof word>[]) => ({
    confidence,
    words,
    baseline: { x0: 0, y0: 100, x1: 1000, y1: 100 },
    rowAttributes: { rowHeight: 30, descenders: 6, ascenders: 7 },
  });
  const blocks = (...lines: ReturnType<typeof line>[]) =>
    [{ paragraphs: [{ lines }] }] as unknown as tesseract.Block[];

  it('gives words of one line the same line-height box and drops junk', () => {
    const boxes = ocrWordsToSpans(
      blocks(
        line(95, [word('Burger', 96, 10, 76, 90, 106), word('$16', 95, 900, 74, 940, 102)]),
        line(20, [word('CER', 31, 300, 80, 380, 106), word('ee', 6, 400, 96, 480, 100)]),
        line(90, [word('mm', 40, 500, 97, 540, 100)]), // only 3 px of ink
      ),
    );
    expect(boxes).toEqual([
      { text: 'Burger', x0: 10, x1: 90, top: 76, bottom: 106, size: 30 / 0.93, confidence: 0.96 },
      { text: '$16', x0: 900, x1: 940, top: 76, bottom: 106, size: 28 / 0.72, confidence: 0.95 },
    ]);
    expect(ocrWordsToSpans(null)).toEqual([]);
  });
});
