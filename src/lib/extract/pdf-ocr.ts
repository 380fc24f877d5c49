/**
 * PDF pages without a text layer (scans, photographed menus, text drawn as images or outlines):
 * the page is drawn by pdf.js at a resolution fit for OCR and read by the same OCR session as
 * photos, upright whichever way the paper went through the scanner. See ADR 0028.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { DocPage, Span } from './document';
import type { OcrRead, OcrSession } from './ocr-session';
import type { OcrQuality } from './ocr-words';
import { isNodeRuntime } from './runtime';

/** Body text at 300 dpi has capitals ~30 px tall: where tesseract's LSTM reads best. */
const OCR_DPI = 300;
/**
 * A poster-sized page is read at less than 300 dpi rather than drawn huge: memory, time, and
 * iOS Safari draws nothing on canvases over ~16.7 million pixels. A Letter page at 300 dpi is 8.4.
 */
export const MAX_OCR_PIXELS = 10_000_000;
/** Orientation trials read a small copy: enough to tell words from noise, ~4x faster. */
const TRIAL_PIXELS = 1_200_000;
/** An upright read this good is kept without trying other orientations. */
const UPRIGHT_MEAN_CONFIDENCE = 70;
const UPRIGHT_LETTERS = 40;

/** Page scale (pdf.js units are 1/72 in) for OCR: 300 dpi, capped by a pixel budget. */
export function ocrScale(width: number, height: number, maxPixels = MAX_OCR_PIXELS): number {
  return Math.min(OCR_DPI / 72, Math.sqrt(maxPixels / (width * height)));
}

type AnyCanvas = {
  width: number;
  height: number;
  toBlob?: (callback: (blob: Blob | null) => void, type: string) => void;
  convertToBlob?: (options: { type: string }) => Promise<Blob>;
  encode?: (format: 'png' | 'jpeg') => Promise<Uint8Array>;
};

/**
 * A canvas where the extractor runs: a DOM canvas on the page, an OffscreenCanvas in a Web
 * Worker, and under Node (tests, bench) the @napi-rs/canvas one pdf.js's own factory makes.
 */
function createCanvas(doc: PDFDocumentProxy, width: number, height: number): AnyCanvas {
  if (isNodeRuntime()) {
    const factory = (
      doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: AnyCanvas } } }
    ).canvasFactory;
    return factory.create(width, height).canvas;
  }
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas as unknown as AnyCanvas;
  }
  return new OffscreenCanvas(width, height) as unknown as AnyCanvas;
}

async function encode(canvas: AnyCanvas, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array> {
  if (canvas.encode) {
    const napi = canvas as { encode(format: 'png' | 'jpeg'): Promise<Uint8Array> };
    return new Uint8Array(await napi.encode(type === 'image/png' ? 'png' : 'jpeg'));
  }
  const blob = canvas.convertToBlob
    ? await canvas.convertToBlob({ type })
    : await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob!((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob failed'))), type),
      );
  return new Uint8Array(await blob.arrayBuffer());
}

/** The page drawn at `scale`, turned clockwise by `rotation` degrees on top of its /Rotate. */
async function renderPage(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
  rotation: number,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<Uint8Array> {
  const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
  const canvas = createCanvas(doc, Math.floor(viewport.width), Math.floor(viewport.height));
  try {
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return await encode(canvas, type);
  } finally {
    // Free the pixels now rather than at the next garbage collection: pages are large.
    canvas.width = 0;
    canvas.height = 0;
  }
}

type Rotation = 0 | 90 | 180 | 270;

const better = (a: OcrQuality, b: OcrQuality) =>
  a.letters - b.letters || a.meanConfidence - b.meanConfidence;

/**
 * Which way up the page reads: every quarter turn of a small copy is read and the one with the
 * most letters in confident words wins (sideways or upside-down text reads as few, unsure words).
 * Tesseract's own orientation detection needs the legacy OSD data, which we do not ship.
 */
async function findRotation(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  ocr: OcrSession,
): Promise<Rotation> {
  const base = page.getViewport({ scale: 1 });
  const scale = ocrScale(base.width, base.height, TRIAL_PIXELS);
  let best: { rotation: Rotation; quality: OcrQuality } = {
    rotation: 0,
    quality: { words: 0, letters: -1, meanConfidence: 0 },
  };
  for (const rotation of [0, 90, 270, 180] as const) {
    const { quality } = await ocr.read(await renderPage(doc, page, scale, rotation));
    if (better(quality, best.quality) > 0) best = { rotation, quality };
  }
  return best.rotation;
}

const isUpright = (q: OcrQuality) =>
  q.meanConfidence >= UPRIGHT_MEAN_CONFIDENCE && q.letters >= UPRIGHT_LETTERS;

/** Spans from OCR pixels back to page units, so the page keeps the PDF's size like text pages. */
function toPageUnits(read: OcrRead, scale: number): Span[] {
  return read.spans.map((s) => ({
    ...s,
    x0: s.x0 / scale,
    x1: s.x1 / scale,
    top: s.top / scale,
    bottom: s.bottom / scale,
    size: s.size / scale,
  }));
}

/**
 * Reads one page by OCR: upright first (the common case costs one read); when that reads poorly,
 * the orientation is found on small copies and the page read again the right way up. Small skew
 * is corrected by tesseract (rotateAuto) on every read.
 */
export async function readScannedPage(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  ocr: OcrSession,
  onFraction: (fraction: number) => void,
): Promise<DocPage> {
  const base = page.getViewport({ scale: 1 });
  const scale = ocrScale(base.width, base.height);
  let rotation: Rotation = 0;
  let read = await ocr.read(await renderPage(doc, page, scale, 0), (f) => onFraction(f / 2));
  // No word at all: a blank or picture-only page, not a sideways one (those read as junk words).
  if (read.quality.words > 0 && !isUpright(read.quality)) {
    rotation = await findRotation(doc, page, ocr);
    if (rotation !== 0)
      read = await ocr.read(await renderPage(doc, page, scale, rotation), (f) =>
        onFraction(0.5 + f / 2),
      );
  }
  onFraction(1);
  const turned = page.getViewport({ scale: 1, rotation: (page.rotate + rotation) % 360 });
  return {
    width: turned.width,
    height: turned.height,
    spans: toPageUnits(read, scale),
    ocr: true,
    ...(rotation ? { rotation } : {}),
  };
}

/**
 * A scanned page as a model should see it: upright (the rotation OCR found), its longest side
 * `maxSide` px, as a JPEG.
 */
export async function pageImageForModel(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  maxSide: number,
  rotation: number,
): Promise<Blob> {
  const base = page.getViewport({ scale: 1 });
  const scale = maxSide / Math.max(base.width, base.height);
  const jpeg = await renderPage(doc, page, scale, rotation, 'image/jpeg');
  return new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}
