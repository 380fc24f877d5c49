/**
 * The second look at a page OCR has read: ink the sparse-text pass left unread (missed-ink.ts),
 * stacked on a sheet (missed-ink-sheet.ts) and read once more as one block of lines, since sparse
 * mode is what dropped it. On the real phone photo of a menu board this brought back bold price
 * rows, names listed under them and names before a row of prices; on clean scans and generated
 * photos it finds little and changes nothing (ADR 0047).
 */
import type { Block, ImageLike, Worker } from 'tesseract.js';
import { missedInk, type Box } from './missed-ink';
import { missedInkSheet, wordsOnPage } from './missed-ink-sheet';
import { readWordBoxes } from './ocr-words';
import type { InkBitmap } from './png-bits';
import { encodePnm, type Rgba } from './raster';

type Tesseract = typeof import('tesseract.js');

/** Words this sure are real text: their boxes give the page's line height. */
const SURE_WORD = 60;

/**
 * A sheet of stacked lines read as one uniform block of text (sparse mode is what dropped them);
 * the worker is left in sparse mode for the next page. Shared by both second looks.
 */
export async function readAsBlock(
  worker: Worker,
  sheet: Rgba,
  PSM: Tesseract['PSM'],
  /** Only these characters may be read (price-reread.ts); any, when absent. */
  whitelist?: string,
): Promise<Block[] | null> {
  const only = whitelist ? { tessedit_char_whitelist: whitelist } : {};
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, ...only });
  try {
    const image = encodePnm(sheet) as unknown as ImageLike;
    const { data } = await worker.recognize(image, {}, { blocks: true });
    return data.blocks;
  } finally {
    const reset = whitelist ? { tessedit_char_whitelist: '' } : {};
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, ...reset });
  }
}

/**
 * Words read from the ink no first-pass word covers, as blocks in the page's pixels (like the
 * first pass's, to be appended to them). The worker is left in sparse mode for the next page.
 * Nothing when the second read fails.
 */
export async function readMissedInk(
  worker: Worker,
  bitmap: InkBitmap,
  blocks: Block[] | null,
  PSM: Tesseract['PSM'],
): Promise<Block[]> {
  const words = (blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)),
  );
  const read: Box[] = readWordBoxes(blocks);
  const heights = words
    .filter((w) => w.confidence >= SURE_WORD)
    .map((w) => w.bbox.y1 - w.bbox.y0)
    .sort((a, b) => a - b);
  const lineHeight = heights[heights.length >> 1] ?? 0;
  // The second look only adds: if it fails, the first pass stands and the page still reads.
  try {
    const sheet = missedInkSheet(missedInk(bitmap, read, lineHeight), lineHeight);
    if (!sheet) return [];
    return wordsOnPage(await readAsBlock(worker, sheet.image, PSM), sheet);
  } catch {
    return [];
  }
}
