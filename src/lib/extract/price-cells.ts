/**
 * The price cells a photo's OCR lost. A menu prints its prices in a column: most lines end with
 * a price whose right edge lines up with the others'. Where a line has a name but no price in
 * that column, the cell either holds a misread price ("n49", "128%", "Sq") or ink the read
 * skipped. Those cells are read again, digits only (price-reread.ts). Pure geometry on the first
 * read's words and the thresholded page.
 */
import type { Block, Line, Word } from 'tesseract.js';
import type { Box } from './missed-ink';
import { median } from './ocr-words';
import type { InkBitmap } from './png-bits';

/** A price as a column prints it: "12", "9.50", "£4", "$1,25". */
export const PRICE_WORD = /^[$£€]?\d{1,3}(?:[.,]\d{2})?$/;

/** A column needs this many lines ending in a price aligned on its right edge. */
const MIN_COLUMN = 3;
/** Right edges within this many line heights are one column. */
const ALIGN = 1;
/** The cell reaches this many line heights either side of the column's prices. */
const PAD = 0.3;
/** A word in the cell that is this long and sure of itself is text, not a misread price. */
const MAX_SUSPECT = 6;
const SURE = 75;
/** An empty cell is read only when this share of it is ink. */
const MIN_INK = 0.04;

/**
 * A cell to read again: its box on the page, the words in it the read will replace, and whether
 * its column prints cents (then so must the price read in it).
 */
export type PriceCell = { box: Box; line: number; replaces: Word[]; cents: boolean };

/** A column prints cents when this share of its prices do. */
const CENTS_SHARE = 0.6;

const linesOf = (blocks: Block[]): Line[] =>
  blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

/** Columns of prices: runs of line-final prices whose right edges line up. */
function priceColumns(lines: Line[], lineHeight: number): Array<Box & { cents: boolean }> {
  const ends = lines
    .map((l) => l.words[l.words.length - 1])
    .filter((w): w is Word => Boolean(w && PRICE_WORD.test(w.text.trim())))
    .sort((a, b) => a.bbox.x1 - b.bbox.x1);
  const groups: Word[][] = [];
  for (const w of ends) {
    const last = groups[groups.length - 1];
    if (last && w.bbox.x1 - last[last.length - 1].bbox.x1 <= ALIGN * lineHeight) last.push(w);
    else groups.push([w]);
  }
  return groups
    .filter((g) => g.length >= MIN_COLUMN)
    .map((g) => ({
      x0: Math.min(...g.map((w) => w.bbox.x0)) - PAD * lineHeight,
      x1: Math.max(...g.map((w) => w.bbox.x1)) + PAD * lineHeight,
      y0: Math.min(...g.map((w) => w.bbox.y0)),
      y1: Math.max(...g.map((w) => w.bbox.y1)),
      cents: g.filter((w) => /[.,]\d{2}$/.test(w.text.trim())).length >= CENTS_SHARE * g.length,
    }));
}

function inkShare(bitmap: InkBitmap, box: Box): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(bitmap.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(bitmap.height, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return 0;
  let ink = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) ink += bitmap.ink[y * bitmap.width + x];
  return ink / ((x1 - x0) * (y1 - y0));
}

const isSuspect = (w: Word) =>
  w.text.trim().length <= MAX_SUSPECT && (/\d/.test(w.text) || w.confidence < SURE);

/**
 * The cells of price columns on lines that name something but show no price there: misread
 * words or unread ink in the column, beside a name that ends before it.
 */
export function lostPriceCells(blocks: Block[], bitmap: InkBitmap): PriceCell[] {
  // Indexed as in `blocks`: a cell names its line by position.
  const lines = linesOf(blocks);
  const heights = lines.flatMap((l) =>
    l.words.filter((w) => w.confidence >= SURE).map((w) => w.bbox.y1 - w.bbox.y0),
  );
  const lineHeight = median(heights);
  if (!lineHeight) return [];
  const cells: PriceCell[] = [];
  // Sparse reading may give a price a line of its own: a cell holds whatever sits in it.
  const words = lines.flatMap((l) => l.words);
  for (const column of priceColumns(lines, lineHeight)) {
    lines.forEach((line, index) => {
      const { y0, y1 } = line.bbox;
      if (!line.words.some((w) => w.text.trim()) || cells.some((c) => c.line === index)) return;
      // Only lines beside the column, not a heading above it or a footer below.
      if (y1 < column.y0 - 2 * lineHeight || y0 > column.y1 + 2 * lineHeight) return;
      const inCell = words.filter((w) => {
        const mid = (w.bbox.y0 + w.bbox.y1) / 2;
        return w.bbox.x1 > column.x0 && w.bbox.x0 < column.x1 && mid > y0 && mid < y1;
      });
      if (inCell.some((w) => PRICE_WORD.test(w.text.trim()))) return;
      const before = line.words.filter((w) => w.bbox.x1 <= column.x0);
      if (!before.some((w) => /\p{L}{2}/u.test(w.text))) return;
      if (!inCell.every(isSuspect)) return;
      const box = { x0: column.x0, x1: column.x1, y0, y1 };
      if (!inCell.length && inkShare(bitmap, box) < MIN_INK) return;
      cells.push({ box, line: index, replaces: inCell, cents: column.cents });
    });
  }
  return cells;
}
