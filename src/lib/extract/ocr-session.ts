/**
 * One tesseract worker for a file: started once (engine and English LSTM data from our origin or
 * node_modules, never a CDN), used for every page of it, always ended. Photos read one image;
 * scanned PDFs read each page without a text layer, and orientation trials, through the same one.
 */
import type { ImageLike, LoggerMessage, Worker, WorkerOptions } from 'tesseract.js';
import { raceAbort } from './errors';
import type { Span } from './document';
import {
  inkBitmap,
  ocrQuality,
  ocrWordsToSpans,
  readWordBoxes,
  type OcrQuality,
} from './ocr-words';
import { readMissedInk } from './second-look';
import { restoreDecimalPoints } from './ocr-decimals';
import { dropGluedMarks } from './ocr-glued-marks';
import { repairSplitWords } from './ocr-split-words';
import { rereadPrices } from './price-reread';
import { restoreHalves } from './ocr-fractions';
import { prepareForOcr, scaleSpans } from './ocr-preprocess';
import { isNodeRuntime, nodePackageDir, vendorUrl } from './runtime';
import { detectLines, readUncoveredLines } from './detected-read';
import type { ExtractOptions } from './types';

type Tesseract = typeof import('tesseract.js');
export type OcrAssetOptions = Partial<
  Pick<WorkerOptions, 'workerPath' | 'corePath' | 'langPath' | 'cacheMethod' | 'workerBlobURL'>
>;

/**
 * Where tesseract loads its worker, WASM core and English LSTM data from: never a CDN.
 * Browser: files copied to /vendor by scripts/copy-vendor.mjs; a real script URL (no blob worker)
 * so relative loads and a strict CSP work. Node (tests): the installed packages, and no cache so
 * nothing is written next to the repo.
 */
export async function ocrAssetOptions(): Promise<OcrAssetOptions> {
  if (isNodeRuntime()) {
    const [tesseract, core, eng] = await Promise.all(
      ['tesseract.js', 'tesseract.js-core', '@tesseract.js-data/eng'].map(nodePackageDir),
    );
    return {
      workerPath: `${tesseract}/src/worker-script/node/index.js`,
      corePath: core,
      langPath: `${eng}/4.0.0_best_int`,
      cacheMethod: 'none',
    };
  }
  return {
    workerPath: vendorUrl('tesseract/worker.min.js'),
    corePath: vendorUrl('tesseract-core/'),
    langPath: vendorUrl('tesseract-lang/'),
    workerBlobURL: false,
  };
}

/** One image read: its spans in the image's pixels, the image's size and how well it read. */
export type OcrRead = { spans: Span[]; width: number; height: number; quality: OcrQuality };

export type OcrSession = {
  /**
   * Reads an encoded image (PNG, JPEG); `onFraction` gets this read's recognition progress.
   * `photo` prepares a photo or image first (ocr-preprocess.ts); spans and size stay in the
   * image's own pixels. `lookAgain` reads ink the first pass left unread (missed-ink.ts).
   */
  read(
    bytes: Uint8Array,
    onFraction?: (fraction: number) => void,
    options?: { photo?: boolean; lookAgain?: boolean; detect?: boolean },
  ): Promise<OcrRead>;
  stop(): void;
};

/**
 * Starts the worker with sparse-text segmentation (menus are scattered text: names, leaders,
 * right-aligned prices; the default page mode mangles them). Each read deskews (rotateAuto) and
 * regroups words into rows so each price stays on its item's line; a photo too small for its
 * print is enlarged first, and prices whose decimal point OCR lost get it back (ADR 0030).
 */
export async function startOcr(options: ExtractOptions = {}): Promise<OcrSession> {
  const { signal, onProgress } = options;
  let worker: Worker | undefined;
  let pending: Promise<Worker> | undefined;
  const stop = () => {
    // terminate() kills the thread/Web Worker; a worker still starting is ended once it exists.
    void worker?.terminate().catch(() => undefined);
    void pending?.then((w) => w.terminate()).catch(() => undefined);
  };
  let onRead: ((fraction: number) => void) | undefined;
  let psm: Tesseract['PSM'] | undefined;
  try {
    const mod = await raceAbort(import('tesseract.js'), signal);
    const { createWorker, OEM, PSM } = ((mod as { default?: Tesseract }).default ??
      mod) as Tesseract;
    psm = PSM;
    const assets = await ocrAssetOptions();
    // Everything before 'recognizing text' is engine/language loading (fast after the first run).
    const logger = (m: LoggerMessage) => {
      if (m.status === 'recognizing text') onRead?.(m.progress);
      else onProgress?.({ stage: 'loading', fraction: m.progress });
    };
    // createWorker never settles when language data fails to load; tesseract reports it only via
    // errorHandler (without one it throws inside its message listener), so turn it into a rejection.
    let failStart: (reason: unknown) => void = () => undefined;
    const startFailed = new Promise<never>((_, reject) => (failStart = reject));
    const errorHandler = (reason: unknown) => failStart(reason);
    pending = createWorker('eng', OEM.LSTM_ONLY, { ...assets, gzip: true, logger, errorHandler });
    worker = await raceAbort(Promise.race([pending, startFailed]), signal, stop);
    pending = undefined;
    await raceAbort(worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT }), signal, stop);
  } catch (error) {
    stop();
    throw error;
  }
  const ready = worker;
  const modes = psm!;
  return {
    stop,
    async read(bytes, onFraction, { photo = false, lookAgain = false, detect = false } = {}) {
      // The detector (if asked) runs beside tesseract's worker while it reads the page. It only
      // adds to what the first pass reads: if it cannot run, the first pass stands.
      const detecting =
        detect && lookAgain ? detectLines(bytes, signal).catch(() => null) : Promise.resolve(null);
      const prepared = photo ? await raceAbort(prepareForOcr(bytes), signal) : { bytes, scale: 1 };
      onRead = onFraction;
      const { data } = await raceAbort(
        // Raw bytes work in both builds (the browser loader would need a FileReader for a Blob,
        // the Node one cannot read a Blob); the typings only list Buffer, hence the cast.
        ready.recognize(
          prepared.bytes as unknown as ImageLike,
          { rotateAuto: true },
          { blocks: true, text: true, imageBinary: true },
        ),
        signal,
        stop,
      );
      onRead = undefined;
      const bitmap = await inkBitmap(data.imageBinary);
      const detected = await raceAbort(detecting, signal, stop);
      const second = !lookAgain
        ? []
        : detected
          ? await raceAbort(
              readUncoveredLines(ready, detected, readWordBoxes(data.blocks), modes),
              signal,
              stop,
            )
          : bitmap
            ? await raceAbort(readMissedInk(ready, bitmap, data.blocks, modes), signal, stop)
            : [];
      const read = [...(data.blocks ?? []), ...second];
      // Prices the reads lost in a price column are read once more, digits only.
      const blocks =
        lookAgain && bitmap
          ? await raceAbort(rereadPrices(ready, bitmap, read, modes), signal, stop)
          : read;
      const words = scaleSpans(ocrWordsToSpans(blocks, bitmap), 1 / prepared.scale);
      const spans = restoreHalves(restoreDecimalPoints(dropGluedMarks(repairSplitWords(words))));
      // The page is the image tesseract read (deskewing keeps its size), so the review can lay
      // the boxes over the shown image by percentage. The text's own extent is only a fallback.
      const width = bitmap ? bitmap.width / prepared.scale : Math.max(0, ...spans.map((s) => s.x1));
      const height = bitmap
        ? bitmap.height / prepared.scale
        : Math.max(0, ...spans.map((s) => s.bottom));
      return { spans, width, height, quality: ocrQuality(data.blocks) };
    },
  };
}
