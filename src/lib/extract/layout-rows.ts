/**
 * Rebuilds visual lines from positioned text (PDF text items, OCR words). Menus put the item name,
 * dot leaders and a right-aligned price in separate runs; reading them in stream or block order
 * splits 'Burger ........ $16' across lines and the price loses its item. Grouping by vertical
 * position and ordering by x keeps each row together.
 */

/** A piece of text in top-down page coordinates (y grows downwards). */
export type TextBox = { text: string; x0: number; x1: number; top: number; bottom: number };

export type LayoutOptions = {
  /** OCR words are always separate words; PDF runs may be fragments of one word. */
  alwaysSpace?: boolean;
};

type Row = { boxes: TextBox[]; centre: number; height: number };

const centreOf = (b: TextBox) => (b.top + b.bottom) / 2;
const heightOf = (b: TextBox) => Math.max(b.bottom - b.top, 1e-6);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Groups boxes whose vertical centres lie within half a text height of a row's centre. The row's
 * centre and height are medians, so thin leader dots or one oversized OCR box cannot drag a row
 * into its neighbour.
 */
export function groupRows(boxes: TextBox[]): TextBox[][] {
  const sorted = boxes
    .filter((b) => b.text.trim() !== '')
    .sort((a, b) => centreOf(a) - centreOf(b) || a.x0 - b.x0);
  const rows: Row[] = [];
  for (const box of sorted) {
    const c = centreOf(box);
    let best: Row | undefined;
    let bestDistance = Infinity;
    for (const row of rows) {
      const distance = Math.abs(row.centre - c);
      const tolerance = 0.5 * Math.max(row.height, heightOf(box));
      if (distance <= tolerance && distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    if (best) {
      best.boxes.push(box);
      best.centre = median(best.boxes.map(centreOf));
      best.height = median(best.boxes.map(heightOf));
    } else {
      rows.push({ boxes: [box], centre: c, height: heightOf(box) });
    }
  }
  return rows
    .sort((a, b) => a.centre - b.centre)
    .map((row) => row.boxes.sort((a, b) => a.x0 - b.x0));
}

/** Joins one row left to right, with a single space wherever there is a visible gap. */
export function joinRow(row: TextBox[], options: LayoutOptions = {}): string {
  const height = median(row.map(heightOf));
  let line = '';
  let prev: TextBox | undefined;
  for (const box of row) {
    const text = box.text.replace(/\s+/g, ' ');
    // A gap wider than ~a thin space means separate words; smaller gaps are kerning/font changes.
    const gap = prev ? box.x0 - prev.x1 : 0;
    if (prev && (options.alwaysSpace || gap > 0.15 * height)) line += ' ';
    line += text;
    prev = box;
  }
  return line.replace(/ {2,}/g, ' ').trim();
}

/**
 * Lays boxes out as lines, with a blank line where the white space between two rows is clearly
 * taller than a line of text (section breaks), so headings stay visually separated. The reference
 * is the page's median row height, so one huge title does not change the threshold.
 */
export function layoutText(boxes: TextBox[], options: LayoutOptions = {}): string {
  const rows = groupRows(boxes);
  const metrics = rows.map((row) => {
    const centre = median(row.map(centreOf));
    const half = median(row.map(heightOf)) / 2;
    return { top: centre - half, bottom: centre + half, height: 2 * half };
  });
  const reference = metrics.length ? median(metrics.map((m) => m.height)) : 0;
  const lines: string[] = [];
  rows.forEach((row, i) => {
    if (i > 0 && metrics[i].top - metrics[i - 1].bottom > 1.2 * reference) lines.push('');
    lines.push(joinRow(row, options));
  });
  return lines.join('\n');
}
