import { OCR_MIN_CHARS } from '@/config/constants';
import type { Block, ImageLike, LoggerMessage, Worker, WorkerOptions } from 'tesseract.js';
import {
  errorReason,
  EXTRACTION_MESSAGES,
  ExtractionError,
  extractionFailure,
  raceAbort,
} from './errors';
import type { PositionedDocument, Span } from './document';
import { boldWords } from './ink-weight';
import { readInkBitmap, type InkBitmap } from './png-bits';
import { isNodeRuntime, nodePackageDir, vendorUrl } from './runtime';
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

/**
 * On photos, dot leaders and paper texture come back as junk "words". Measured on the fixture
 * photo: junk scores 0-32 and sits in lines whose other words are junk too, or is only a few
 * pixels tall; real words score 89-96. Confident words are always kept.
 */
const SURE_WORD = 60;
const MIN_WORD = 30;
const MIN_LINE = 45;
const MIN_RELATIVE_INK = 0.35;

type OcrWord = { confidence: number; line: number; ink: number; box: Span };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : 0;
}

function isLikelyText(word: OcrWord, typicalInk: number): boolean {
  if (word.confidence >= SURE_WORD) return true;
  return (
    word.confidence >= MIN_WORD &&
    word.line >= MIN_LINE &&
    word.ink >= MIN_RELATIVE_INK * typicalInk
  );
}

/**
 * Font size (em) from a word's ink height. Tesseract's row heights vary from line to line, but
 * ink height depends only on the letters: capitals, digits and ascenders reach ~0.72 em above
 * the baseline (x-height letters ~0.5 em), descenders ~0.21 em below.
 */
export function emFromInk(text: string, inkHeight: number): number {
  const tall = /[\p{Lu}\p{N}bdfhklt]/u.test(text) ? 0.72 : 0.5;
  const deep = /[gjpqy]/.test(text) ? 0.21 : 0;
  return inkHeight / (tall + deep);
}

/**
 * Flattens tesseract's block > paragraph > line > word tree into word boxes (image y is down).
 * Boxes span the text line (baseline minus row height to baseline plus descenders) rather than the
 * ink, so 'menu', 'Burger' and '$16' on one line get the same box height and vertical centre.
 */
export function ocrWordsToSpans(blocks: Block[] | null, bitmap?: InkBitmap | null): Span[] {
  const words: OcrWord[] = [];
  const lines = (blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const bold = bitmap
    ? boldWords(
        bitmap,
        lines.map((l) =>
          l.words.map((w) => ({
            ...w.bbox,
            text: w.text,
            em: emFromInk(w.text, w.bbox.y1 - w.bbox.y0),
          })),
        ),
      )
    : [];
  for (const [lineIndex, line] of lines.entries()) {
    const { baseline, rowAttributes: row } = line;
    const run = baseline.x1 - baseline.x0;
    const slope = run ? (baseline.y1 - baseline.y0) / run : 0;
    for (const [wordIndex, word] of line.words.entries()) {
      if (!word.text.trim()) continue;
      const { x0, x1, y0, y1 } = word.bbox;
      const base = baseline.y0 + slope * ((x0 + x1) / 2 - baseline.x0);
      const usable = row?.rowHeight > 0 && Number.isFinite(base);
      const top = usable ? base - (row.rowHeight - row.descenders) : y0;
      const bottom = usable ? base + row.descenders : y1;
      words.push({
        confidence: word.confidence,
        line: line.confidence,
        ink: y1 - y0,
        // Row height is ascender to descender: about 1.2 em of the line's type.
        box: {
          text: word.text,
          x0,
          x1,
          top,
          bottom,
          size: emFromInk(word.text, y1 - y0),
          confidence: word.confidence / 100,
          ...(bold[lineIndex]?.[wordIndex] ? { bold: true } : {}),
        },
      });
    }
  }
  const typicalInk = median(words.filter((w) => w.confidence >= SURE_WORD).map((w) => w.ink));
  return words.filter((w) => isLikelyText(w, typicalInk)).map((w) => w.box);
}

/** The thresholded page tesseract read (a PNG data URL), as ink pixels; null if unreadable. */
async function inkBitmap(dataUrl: string | null): Promise<InkBitmap | null> {
  const base64 = dataUrl?.split(',')[1];
  if (!base64) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return readInkBitmap(bytes).catch(() => null);
}

/**
 * OCR with sparse-text segmentation (menus are scattered text: names, leaders, right-aligned
 * prices; the default page mode mangles them) and auto-rotation for tilted photos, then words
 * regrouped into rows so each price stays on its item's line. One worker per call, always ended.
 */
export async function extractImageDocument(
  file: Blob,
  options: ExtractOptions = {},
): Promise<PositionedDocument> {
  const { signal, onProgress } = options;
  let worker: Worker | undefined;
  let pending: Promise<Worker> | undefined;
  const stop = () => {
    // terminate() kills the thread/Web Worker; a worker still starting is ended once it exists.
    void worker?.terminate().catch(() => undefined);
    void pending?.then((w) => w.terminate()).catch(() => undefined);
  };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mod = await raceAbort(import('tesseract.js'), signal);
    const { createWorker, OEM, PSM } = ((mod as { default?: Tesseract }).default ??
      mod) as Tesseract;
    const assets = await ocrAssetOptions();
    // Everything before 'recognizing text' is engine/language loading (fast after the first run).
    const logger = (m: LoggerMessage) =>
      onProgress?.({
        stage: m.status === 'recognizing text' ? 'recognizing' : 'loading',
        fraction: m.progress,
      });
    // createWorker never settles when language data fails to load; tesseract reports it only via
    // errorHandler (without one it throws inside its message listener), so turn it into a rejection.
    let failStart: (reason: unknown) => void = () => undefined;
    const startFailed = new Promise<never>((_, reject) => (failStart = reject));
    const errorHandler = (reason: unknown) => failStart(reason);
    pending = createWorker('eng', OEM.LSTM_ONLY, { ...assets, gzip: true, logger, errorHandler });
    worker = await raceAbort(Promise.race([pending, startFailed]), signal, stop);
    pending = undefined;
    await raceAbort(worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT }), signal, stop);
    const { data } = await raceAbort(
      // Raw bytes work in both builds (the browser loader would need a FileReader for a Blob, the
      // Node one cannot read a Blob); the typings only list Buffer, hence the cast.
      worker.recognize(
        bytes as unknown as ImageLike,
        { rotateAuto: true },
        { blocks: true, text: true, imageBinary: true },
      ),
      signal,
      stop,
    );
    const bitmap = await inkBitmap(data.imageBinary);
    const spans = ocrWordsToSpans(data.blocks, bitmap);
    const chars = spans.reduce((n, s) => n + s.text.trim().length, 0);
    if (chars < OCR_MIN_CHARS) throw new ExtractionError(EXTRACTION_MESSAGES.imageNoText);
    // The page is the image tesseract read (the upload after EXIF orientation; deskewing keeps its
    // size), so the review can lay the boxes over the shown image by percentage. The text's own
    // extent is only a fallback: it stops short of the margins.
    const width = bitmap?.width ?? Math.max(...spans.map((s) => s.x1));
    const height = bitmap?.height ?? Math.max(...spans.map((s) => s.bottom));
    return { kind: 'image', pages: [{ width, height, spans }] };
  } catch (error) {
    throw extractionFailure(error, signal, EXTRACTION_MESSAGES.image(errorReason(error)));
  } finally {
    stop();
  }
}
