import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import {
  abortError,
  EXTRACTION_MESSAGES,
  ExtractionError,
  isAbortError,
  throwIfAborted,
} from './errors';
import { layoutText, type TextBox } from './layout-rows';
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
function loadPdfJs(): Promise<PdfSetup> {
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

/**
 * Converts pdf.js text items to top-down boxes. `viewportTransform` maps PDF space (y up, maybe
 * rotated by /Rotate) to the displayed page, so rows follow what the reader sees.
 */
export function pdfItemsToBoxes(
  items: Array<Pick<TextItem, 'str' | 'transform' | 'width'>>,
  viewportTransform: number[],
  multiply: (a: number[], b: number[]) => number[],
): TextBox[] {
  const boxes: TextBox[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [a, b, c, d, x, y] = multiply(viewportTransform, item.transform);
    const fontHeight = Math.hypot(c, d) || Math.hypot(a, b);
    // item.width is in text space along the baseline; scale it the same way as the x axis.
    const scale = Math.hypot(viewportTransform[0], viewportTransform[1]) || 1;
    const width = item.width * scale;
    // Approximate glyph box from the baseline: ascent ~0.8em above, descent ~0.2em below.
    boxes.push({
      text: item.str,
      x0: x,
      x1: x + width,
      top: y - 0.8 * fontHeight,
      bottom: y + 0.2 * fontHeight,
    });
  }
  return boxes;
}

/**
 * pdf.js spells letter-spaced headings ('S T A R T E R S', common on designed menus) as single
 * letters with spaces. A line made only of 4+ one-letter tokens (kerning may fuse a pair, 'TA')
 * is joined back. The word gap inside such a heading cannot be recovered from the text.
 */
export function collapseLetterSpacing(line: string): string {
  const tokens = line.split(' ');
  if (tokens.length < 4 || !tokens.every((t) => /^\p{L}{1,2}$/u.test(t))) return line;
  const singles = tokens.filter((t) => [...t].length === 1).length;
  return singles >= 0.75 * tokens.length ? tokens.join('') : line;
}

/** All pages, each laid out row by row, with a blank line between pages. */
export async function extractPdfText(file: Blob, options: ExtractOptions = {}): Promise<string> {
  const { signal, onProgress } = options;
  let task: ReturnType<PdfJs['getDocument']> | undefined;
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
      disableFontFace: true, // we read text, never render glyphs
      verbosity: 0,
    });
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      throwIfAborted(signal);
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is TextItem => 'str' in i);
      const text = layoutText(pdfItemsToBoxes(items, viewport.transform, lib.Util.transform))
        .split('\n')
        .map(collapseLetterSpacing)
        .join('\n');
      if (text.trim()) pages.push(text);
      page.cleanup();
      onProgress?.({ stage: 'extracting', fraction: n / doc.numPages });
    }
    // A PDF without a text layer (a scan) gives nothing useful: ask for pasted text instead.
    if (!pages.length) throw new Error('PDF has no text layer');
    return pages.join('\n\n');
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    throw new ExtractionError(EXTRACTION_MESSAGES.pdf, { cause: error });
  } finally {
    signal?.removeEventListener('abort', destroy);
    await task?.destroy();
  }
}
