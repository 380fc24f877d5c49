/**
 * pdf.js for the Source panel: the same library, worker and assets as the extractor (served from our
 * origin), loaded only when a PDF page is shown. Unlike extraction, rendering draws glyphs, so the
 * PDF's fonts are loaded (no disableFontFace); eval stays off for untrusted files.
 */
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export type PdfDocument = PDFDocumentProxy;

/**
 * iOS Safari refuses canvases over ~16.7 million pixels (it draws nothing): stay under that even
 * for a poster-sized page on a 3x screen.
 */
const MAX_CANVAS_PIXELS = 16_000_000;
/** A document nobody shows is closed after this, so switching tabs does not parse it again. */
const KEEP_UNUSED_MS = 30_000;

type Entry = {
  promise: Promise<PdfDocument>;
  task?: PDFDocumentLoadingTask;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
};

const open = new Map<Blob, Entry>();

async function load(file: Blob, entry: Entry): Promise<PdfDocument> {
  const { loadPdfJs } = await import('@/lib/extract/pdf');
  const { lib, params } = await loadPdfJs();
  const data = new Uint8Array(await file.arrayBuffer());
  entry.task = lib.getDocument({ data, ...params, isEvalSupported: false, verbosity: 0 });
  return entry.task.promise;
}

/** The parsed document of `file`, loaded once however many pages (and panels) show it. */
export function acquirePdf(file: Blob): Promise<PdfDocument> {
  let entry = open.get(file);
  if (!entry) {
    const created = { users: 0 } as Entry;
    created.promise = load(file, created);
    // A failed load is not kept: the next panel for this file may try again.
    created.promise.catch(() => open.get(file) === created && open.delete(file));
    open.set(file, created);
    entry = created;
  }
  clearTimeout(entry.timer);
  entry.users += 1;
  return entry.promise;
}

/** Pairs with acquirePdf; the document is destroyed (its worker freed) once unused for a while. */
export function releasePdf(file: Blob) {
  const entry = open.get(file);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.timer = setTimeout(() => {
    open.delete(file);
    void entry.task?.destroy();
  }, KEEP_UNUSED_MS);
}

export type PageRender = { promise: Promise<HTMLCanvasElement>; cancel: () => void };

/**
 * Draws one page on a new canvas `cssWidth` CSS pixels wide, at the screen's pixel density so the
 * text is sharp. A fresh canvas per render: pdf.js refuses a canvas another render still holds.
 */
export function renderPdfPage(
  doc: PdfDocument,
  pageNumber: number,
  cssWidth: number,
  rotation = 0,
): PageRender {
  let cancelled = false;
  let task: RenderTask | undefined;
  const promise = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) throw new DOMException('Page render cancelled', 'AbortError');
    // `rotation`: degrees clockwise on top of the page's own /Rotate (a scan read turned).
    const turn = (page.rotate + rotation) % 360;
    const base = page.getViewport({ scale: 1, rotation: turn });
    const density = Math.max(1, globalThis.devicePixelRatio || 1);
    const fit = (cssWidth * density) / base.width;
    const cap = Math.sqrt(MAX_CANVAS_PIXELS / (base.width * base.height));
    const viewport = page.getViewport({ scale: Math.min(fit, cap), rotation: turn });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    task = page.render({ canvas, viewport });
    await task.promise;
    return canvas;
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
