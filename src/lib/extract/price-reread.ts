/**
 * Reads a photo's lost price cells (price-cells.ts) again, digits and currency signs only: the
 * cells are stacked on one sheet (missed-ink-sheet.ts) and read once as a block of lines. A cell
 * whose second reading is a price replaces the misread words in it; any other reading changes
 * nothing, so the first read stands wherever this one is unsure.
 */
import type { Block, Word, Worker } from 'tesseract.js';
import type { MissedInk } from './missed-ink';
import { missedInkSheet, wordsOnPage } from './missed-ink-sheet';
import type { InkBitmap } from './png-bits';
import { lostPriceCells, PRICE_WORD, type PriceCell } from './price-cells';
import { readAsBlock } from './second-look';

type Tesseract = typeof import('tesseract.js');

const PRICE_CHARS = '0123456789.,$£€';

/** The first read's blocks with each re-read price put in its line, in place of the misreads. */
export function withPrices(blocks: Block[], cells: PriceCell[], reread: Block[]): Block[] {
  const found = new Map<number, Word>();
  const words = reread.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  for (const word of words) {
    const text = word.text.trim();
    // A lone digit is what a rule's end or a speck reads as with digits only.
    if (!PRICE_WORD.test(text) || (text.match(/\d/g)?.length ?? 0) < 2) continue;
    const mid = (word.bbox.x0 + word.bbox.x1) / 2;
    const cell = cells.findIndex(
      (c) =>
        mid >= c.box.x0 &&
        mid <= c.box.x1 &&
        word.bbox.y1 > c.box.y0 &&
        word.bbox.y0 < c.box.y1 &&
        (!c.cents || /[.,]\d{2}$/.test(text)),
    );
    // One price per cell: a second reading in it is the cell's noise.
    if (cell >= 0 && !found.has(cell)) found.set(cell, word);
  }
  if (!found.size) return blocks;
  const replaced = new Set([...found.keys()].flatMap((k) => cells[k].replaces));
  let index = -1;
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      lines: paragraph.lines.map((line) => {
        index += 1;
        const at = cells.flatMap((c, k) => (c.line === index && found.has(k) ? [k] : []));
        const kept = line.words.filter((w) => !replaced.has(w));
        if (!at.length && kept.length === line.words.length) return line;
        const added = at.map((k) => found.get(k)!);
        return { ...line, words: [...kept, ...added].sort((a, b) => a.bbox.x0 - b.bbox.x0) };
      }),
    })),
  }));
}

/**
 * The blocks with the lost prices read again where that read finds them; the blocks unchanged
 * when there are none or the read fails.
 */
export async function rereadPrices(
  worker: Worker,
  bitmap: InkBitmap,
  blocks: Block[],
  PSM: Tesseract['PSM'],
): Promise<Block[]> {
  const cells = lostPriceCells(blocks, bitmap);
  if (!cells.length) return blocks;
  const height = Math.max(...cells.map((c) => c.box.y1 - c.box.y0));
  const lines = cells.map(({ box }) => ({
    x0: Math.max(0, Math.floor(box.x0)),
    x1: Math.min(bitmap.width, Math.ceil(box.x1)),
    y0: Math.max(0, Math.floor(box.y0)),
    y1: Math.min(bitmap.height, Math.ceil(box.y1)),
  }));
  const missed: MissedInk = { lines, ink: bitmap.ink, width: bitmap.width };
  const sheet = missedInkSheet(missed, height);
  if (!sheet) return blocks;
  try {
    const read = await readAsBlock(worker, sheet.image, PSM, PRICE_CHARS);
    return withPrices(blocks, cells, wordsOnPage(read, sheet));
  } catch {
    return blocks;
  }
}
