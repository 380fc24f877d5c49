/**
 * Bold from the pixels: OCR gives no font weight, but a bold word's strokes are wider for its
 * size. On the thresholded page, the median horizontal ink run inside a word's box, over its em,
 * is about 0.10 for regular type and 0.17 or more for bold (measured on the tuning photos and
 * screenshots), so a word is bold when it is well above the page's typical word.
 */
import type { InkBitmap } from './png-bits';

export type InkBox = { x0: number; x1: number; y0: number; y1: number; em: number };

const BOLD_RATIO = 1.3;
/** How much heavier a bold lead is than the rest of its line. */
const LEAD_CONTRAST = 1.35;
/** Words this short carry too few strokes to measure. */
const MIN_LETTERS = 3;

/** Median width of the horizontal ink runs inside a box, per em of the word's type. */
export function strokeWidth(bitmap: InkBitmap, box: InkBox): number {
  const { width, height, ink } = bitmap;
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(height, Math.ceil(box.y1));
  const runs: number[] = [];
  for (let y = y0; y < y1; y++) {
    let run = 0;
    for (let x = x0; x <= x1; x++) {
      if (x < x1 && ink[y * width + x]) run++;
      else if (run) {
        runs.push(run);
        run = 0;
      }
    }
  }
  if (runs.length < 4 || box.em <= 0) return 0;
  runs.sort((a, b) => a - b);
  return runs[runs.length >> 1] / box.em;
}

/**
 * Which words are bold, for words given line by line in reading order; one flag per word.
 * Only a bold lead is reported: a line's first words clearly heavier than the words after them
 * (a dish name before its description). Whole lines are never marked: at screenshot resolution a
 * semi-bold name and a heading differ by a pixel, and guessing there moved dishes into headings.
 */
export function boldWords(
  bitmap: InkBitmap,
  lines: Array<Array<InkBox & { text: string }>>,
): boolean[][] {
  const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
  const strokes = lines.map((line) =>
    line.map((w) => (letters(w.text) >= MIN_LETTERS ? strokeWidth(bitmap, w) : 0)),
  );
  const measured = strokes.flat().filter((s) => s > 0);
  if (measured.length < 10) return lines.map((line) => line.map(() => false));
  measured.sort((a, b) => a - b);
  const typical = measured[measured.length >> 1];
  return lines.map((line, i) => {
    const heavy = strokes[i].map((s) => s >= BOLD_RATIO * typical);
    // The lead: words up to the last heavy measured word before the first light measured one.
    let end = 0;
    while (end < line.length && (strokes[i][end] === 0 || heavy[end])) end++;
    while (end > 0 && strokes[i][end - 1] === 0) end--;
    const lead = strokes[i].slice(0, end).filter((s) => s > 0);
    const rest = strokes[i].slice(end).filter((s) => s > 0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const isLead = lead.length > 0 && rest.length >= 3 && mean(lead) >= LEAD_CONTRAST * mean(rest);
    return line.map((_, k) => isLead && k < end);
  });
}
