import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { OCR_MIN_CHARS } from '@/config/constants';
import { EXTRACTION_MESSAGES, ExtractionError, extractionFailure, throwIfAborted } from './errors';
import type { DocPage, PositionedDocument, Span } from './document';
import { canvasOptions } from './offscreen-canvas-factory';
import { verticalLabels, type VerticalItem } from './pdf-vertical';
import type { OcrSession } from './ocr-session';
import { importNodeOnly, isNodeRuntime, nodePackageDir, vendorUrl } from './runtime';
import type { ExtractOptions } from './types';

type PdfJs = typeof import('pdfjs-dist');
type PdfSetup = {
  lib: PdfJs;
  params: { cMapUrl: string; standardFontDataUrl: string; cMapPacked: true };
};

let setup: Promise<PdfSetup> | undefined;

/**
 * Browser: the modern build, its worker served from our origin through Vite's `?url`, and the CMaps
 * and standard fonts copied to /vendor/pdfjs by scripts/copy-vendor.mjs (nothing from a CDN).
 * Node (tests): the legacy build, which runs without DOM APIs and reads assets from node_modules.
 */
export function loadPdfJs(): Promise<PdfSetup> {
  setup ??= (async (): Promise<PdfSetup> => {
    if (isNodeRuntime()) {
      const [lib, dir] = await Promise.all([
        importNodeOnly<PdfJs>('pdfjs-dist/legacy/build/pdf.mjs'),
        nodePackageDir('pdfjs-dist'),
      ]);
      const params = {
        cMapUrl: `${dir}/cmaps/`,
        standardFontDataUrl: `${dir}/standard_fonts/`,
        cMapPacked: true as const,
      };
      return { lib, params };
    }
    const [lib, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    const params = {
      cMapUrl: vendorUrl('pdfjs/cmaps/'),
      standardFontDataUrl: vendorUrl('pdfjs/standard_fonts/'),
      cMapPacked: true as const,
    };
    return { lib, params };
  })();
  setup.catch(() => (setup = undefined)); // a failed chunk load may succeed on retry
  return setup;
}

/** Bold and italic from the embedded font's name ('AAAAAA+LiberationSerif-BoldItalic'). */
export function fontStyle(name: string | undefined): { bold: boolean; italic: boolean } {
  const n = name ?? '';
  return {
    bold: /bold|black|heavy|semibold|demibold|\bdemi\b|-sb\b|extrabold/i.test(n),
    italic: /italic|oblique|-it\b|\bit$/i.test(n),
  };
}

type PdfItem = Pick<TextItem, 'str' | 'transform' | 'width'> & { fontName?: string };

/** A baseline this much steeper than flat runs up or down the page. */
const VERTICAL = 3;
/** Past this share of a page's items running vertically, the page itself is turned. */
const MAX_VERTICAL_SHARE = 0.5;

/**
 * Converts pdf.js text items to top-down spans. `viewportTransform` maps PDF space (y up, maybe
 * rotated by /Rotate) to the displayed page, so rows follow what the reader sees.
 */
export function pdfItemsToSpans(
  items: PdfItem[],
  viewportTransform: number[],
  multiply: (a: number[], b: number[]) => number[],
  fontName: (id: string) => string | undefined = () => undefined,
): Span[] {
  const read: Array<{ span: Span; vertical?: VerticalItem }> = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [a, b, c, d, x, y] = multiply(viewportTransform, item.transform);
    const fontHeight = Math.hypot(c, d) || Math.hypot(a, b);
    // item.width is in text space along the baseline; scale it the same way as the x axis.
    const scale = Math.hypot(viewportTransform[0], viewportTransform[1]) || 1;
    const width = item.width * scale;
    const style = fontStyle(item.fontName ? fontName(item.fontName) : undefined);
    // Approximate glyph box from the baseline: ascent ~0.8em above, descent ~0.2em below.
    const span: Span = {
      text: item.str,
      x0: x,
      x1: x + width,
      top: y - 0.8 * fontHeight,
      bottom: y + 0.2 * fontHeight,
      size: fontHeight,
      ...style,
    };
    // A baseline running up or down the page is set aside for pdf-vertical.ts.
    const upward = b < 0;
    const [top, bottom] = upward ? [y - width, y] : [y, y + width];
    const vertical = Math.abs(b) > VERTICAL * Math.abs(a);
    read.push({
      span,
      ...(vertical && {
        vertical: { text: item.str, x, top, bottom, size: fontHeight, upward, ...style },
      }),
    });
  }
  const vertical = read.flatMap((r) => (r.vertical ? [r.vertical] : []));
  // A page whose text mostly runs vertically is a page turned by its drawing, not by /Rotate:
  // its text is read as it always was.
  if (!vertical.length || vertical.length > MAX_VERTICAL_SHARE * read.length) {
    return read.map((r) => r.span);
  }
  const spans = read.filter((r) => !r.vertical).map((r) => r.span);
  return [...spans, ...verticalLabels(vertical, spans)];
}

/**
 * A page is read by OCR when its text layer is (nearly) empty while something is drawn on it: a
 * scanned image (a stray text stamp such as a scanner app's watermark aside), or text drawn as
 * outlines. A blank page, or one with only a border or a logo drawn as paths, is neither.
 */
const MIN_TEXT_LAYER_LETTERS = 30;
const OUTLINED_TEXT_PATHS = 40;

export function needsOcr(spans: Span[], fnArray: number[], ops: PdfJs['OPS']): boolean {
  const letters = spans.reduce((n, s) => n + (s.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  if (letters >= MIN_TEXT_LAYER_LETTERS) return false;
  const images = new Set<number>([
    ops.paintImageXObject,
    ops.paintInlineImageXObject,
    ops.paintImageMaskXObject,
    ops.paintImageMaskXObjectGroup,
    ops.paintImageXObjectRepeat,
    ops.paintImageMaskXObjectRepeat,
    ops.paintInlineImageXObjectGroup,
  ]);
  if (fnArray.some((fn) => images.has(fn))) return true;
  // Outlined text draws a path per glyph or word; a border or rule on a blank page draws a few.
  return (
    letters === 0 && fnArray.filter((fn) => fn === ops.constructPath).length >= OUTLINED_TEXT_PATHS
  );
}

async function startPdfOcr(options: ExtractOptions): Promise<OcrSession> {
  const { startOcr } = await import('./ocr-session');
  return startOcr(options);
}

/**
 * Every page as positioned, styled spans: from the text layer, or by OCR for pages without one
 * (scans), page by page with progress per page.
 */
export async function extractPdfDocument(
  file: Blob,
  options: ExtractOptions = {},
): Promise<PositionedDocument> {
  const { signal, onProgress } = options;
  let task: ReturnType<PdfJs['getDocument']> | undefined;
  let ocr: OcrSession | undefined;
  const destroy = () => void task?.destroy();
  signal?.addEventListener('abort', destroy, { once: true });
  try {
    const { lib, params } = await loadPdfJs();
    throwIfAborted(signal);
    const data = new Uint8Array(await file.arrayBuffer());
    task = lib.getDocument({
      data,
      ...params,
      isEvalSupported: false, // no eval of font programs from untrusted files
      // Text is read, not drawn; scanned pages are drawn, and their glyphs (if any) as paths.
      disableFontFace: true,
      ...canvasOptions(!isNodeRuntime() && typeof document === 'undefined'),
      verbosity: 0,
    });
    const doc = await task.promise;
    if (options.maxPages && doc.numPages > options.maxPages)
      throw new ExtractionError(EXTRACTION_MESSAGES.tooManyPages(doc.numPages, options.maxPages));
    const pages: DocPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      throwIfAborted(signal);
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // The embedded fonts' real names (with Bold / Italic) are only known once the page's
      // operators have been read; text content alone names fonts 'serif' or 'sans-serif'.
      const operators = await page.getOperatorList();
      const fontName = (id: string) => {
        try {
          return (page.commonObjs.get(id) as { name?: string } | undefined)?.name;
        } catch {
          return undefined;
        }
      };
      const items = content.items.filter((i): i is TextItem => 'str' in i);
      const spans = pdfItemsToSpans(items, viewport.transform, lib.Util.transform, fontName);
      const progress = (stage: 'extracting' | 'recognizing', fraction: number) =>
        onProgress?.({
          stage,
          fraction: (n - 1 + fraction) / doc.numPages,
          message: `Reading ${stage === 'recognizing' ? 'scanned ' : ''}page ${n} of ${doc.numPages}...`,
        });
      if (needsOcr(spans, operators.fnArray, lib.OPS)) {
        // A scanned page: drawn and read by OCR (one engine for the whole file, started once).
        ocr ??= await startPdfOcr(options);
        const { pageImageForModel, readScannedPage } = await import('./pdf-ocr');
        const read = await readScannedPage(doc, page, ocr, (f) => progress('recognizing', f));
        pages.push(read);
        const images = options.pageImages;
        if (images)
          images.onImage(
            n - 1,
            await pageImageForModel(doc, page, images.maxSide, read.rotation ?? 0),
          );
      } else {
        pages.push({ width: viewport.width, height: viewport.height, spans });
        progress('extracting', 1);
      }
      page.cleanup();
    }
    // Nothing readable on any page, by text layer or OCR: ask for pasted text instead.
    const chars = pages.reduce(
      (n, p) => n + p.spans.reduce((m, s) => m + s.text.trim().length, 0),
      0,
    );
    if (!chars || (pages.every((p) => p.ocr || !p.spans.length) && chars < OCR_MIN_CHARS))
      throw new Error('PDF has no readable text');
    return { kind: 'pdf', pages };
  } catch (error) {
    throw extractionFailure(error, signal, EXTRACTION_MESSAGES.pdf);
  } finally {
    ocr?.stop();
    signal?.removeEventListener('abort', destroy);
    await task?.destroy();
  }
}
