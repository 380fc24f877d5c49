/**
 * Column and region detection: a recursive cut along white space. A vertical cut is a column
 * gutter only when the text on both sides reads as a menu of its own (both sides carry prices, or
 * their rows do not line up); otherwise the gap is a price column or a table's cell gap and the
 * rows stay whole. Rows wide enough to cross the gutter (a centred title, a full-width footer or
 * heading) become bands of their own, and the cut is tried again between them.
 */
import type { Span } from '@/lib/extract/document';
import { centreY, groupRows, median } from './geometry';

const PRICE_TOKEN =
  /(?:^|\s)(?:[$€£¥]\s?\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}(?:[.,]\d{1,2})?\s?(?:€|kr|chf)?|mp)\.?$/iu;
const WORD = /\p{L}{3}/u;
const PRICE_ONLY = /^(?:[$€£¥]\s?)?\d{1,5}(?:[.,]\d{1,2})?(?:\s?€)?$/u;

type Row = Span[];

const rowText = (row: Row) => row.map((s) => s.text).join(' ');
const hasPrice = (row: Row) => row.some((s) => PRICE_TOKEN.test(s.text.trim()));
const hasWords = (row: Row) => WORD.test(rowText(row));

const rowCentre = (r: Row) => median(r.map(centreY));

/**
 * Only the stretch where both sides have text can tell columns from a table: a table with a
 * paragraph of priced lines under it must not be read as two columns because of that paragraph.
 */
function overlapping(left: Row[], right: Row[]): [Row[], Row[]] {
  const span = (rows: Row[]) => [rowCentre(rows[0]), rowCentre(rows[rows.length - 1])];
  const [lt, lb] = span(left);
  const [rt, rb] = span(right);
  const top = Math.max(lt, rt);
  const bottom = Math.min(lb, rb);
  const inside = (r: Row) => rowCentre(r) >= top - 1 && rowCentre(r) <= bottom + 1;
  return [left.filter(inside), right.filter(inside)];
}

/** Is the content on both sides of a cut a column of its own? */
function isColumnSplit(allLeft: Row[], allRight: Row[], em: number): boolean {
  if (!allLeft.length || !allRight.length) return false;
  const [left, right] = overlapping(allLeft, allRight);
  if (!left.length || !right.length) return false;
  const wordy = (rows: Row[]) => rows.filter(hasWords).length;
  if (wordy(left) < 2 || wordy(right) < 2) return false;
  const width = (rows: Row[]) =>
    Math.max(...rows.flat().map((s) => s.x1)) - Math.min(...rows.flat().map((s) => s.x0));
  if (width(left) < 4 * em || width(right) < 4 * em) return false;
  // A right side whose rows start with a bare price is the left side's price column.
  const startsPriced = right.filter((r) => PRICE_ONLY.test(r[0].text.trim())).length;
  if (startsPriced >= 0.4 * right.length) return false;
  const priced = (rows: Row[]) => rows.filter(hasPrice).length / rows.length;
  if (priced(left) >= 0.15 && priced(right) >= 0.15 && wordy(right) >= 0.3 * right.length)
    return true;
  // Without prices on one side: columns when the rows of the two sides do not line up (a table's
  // cells always do).
  const centres = right.map((r) => median(r.map(centreY)));
  const aligned = left.filter((r) => {
    const c = median(r.map(centreY));
    return centres.some((x) => Math.abs(x - c) < 0.35 * em);
  }).length;
  const share = aligned / Math.min(left.length, right.length);
  return share < 0.5 && wordy(left) >= 3 && wordy(right) >= 3;
}

type Cut = { x: number; crossers: Set<number> };

/**
 * Candidate gutters: runs of x where few rows have a span covering x, at least `minGap` wide.
 * Returns the split position (middle of the least covered stretch) and the rows crossing it.
 */
function candidateCuts(rows: Row[], minGap: number): Cut[] {
  const spans = rows.flatMap((row, r) => row.map((s) => ({ s, r })));
  const x0 = Math.min(...spans.map(({ s }) => s.x0));
  const x1 = Math.max(...spans.map(({ s }) => s.x1));
  const bins = 400;
  const step = (x1 - x0) / bins || 1;
  const cover: Array<Set<number>> = Array.from({ length: bins }, () => new Set());
  for (const { s, r } of spans) {
    const from = Math.max(0, Math.floor((s.x0 - x0) / step));
    const to = Math.min(bins - 1, Math.ceil((s.x1 - x0) / step) - 1);
    for (let b = from; b <= to; b += 1) cover[b].add(r);
  }
  const maxCross = Math.max(2, Math.floor(rows.length * 0.15));
  const cuts: Cut[] = [];
  let start = -1;
  for (let b = 0; b <= bins; b += 1) {
    const open = b < bins && cover[b].size <= maxCross;
    if (open && start < 0) start = b;
    if (!open && start >= 0) {
      // Runs touching the block's edges are margins, not gutters.
      if (start > 0 && b < bins) {
        let best = start;
        for (let k = start; k < b; k += 1) if (cover[k].size < cover[best].size) best = k;
        let end = best;
        while (end + 1 < b && cover[end + 1].size === cover[best].size) end += 1;
        // The emptiest stretch must itself be wide enough to be a gutter.
        if ((end - best + 1) * step >= minGap) {
          cuts.push({ x: x0 + ((best + end + 1) / 2) * step, crossers: cover[best] });
        }
      }
      start = -1;
    }
  }
  return cuts;
}

/** Splits rows at x; a span belongs to the side its centre is on. */
function splitAt(rows: Row[], x: number): [Row[], Row[]] {
  const left: Row[] = [];
  const right: Row[] = [];
  for (const row of rows) {
    const l = row.filter((s) => (s.x0 + s.x1) / 2 < x);
    const r = row.filter((s) => (s.x0 + s.x1) / 2 >= x);
    if (l.length) left.push(l);
    if (r.length) right.push(r);
  }
  return [left, right];
}

/** Leaf regions of a page in reading order; each region is a list of spans. */
export function findRegions(spans: Span[], depth = 0): Span[][] {
  const rows = groupRows(spans);
  if (rows.length < 3 || depth > 8) return spans.length ? [spans] : [];
  const em = median(spans.map((s) => s.size)) || 10;
  const cuts = candidateCuts(rows, 1.4 * em);
  for (const cut of cuts) {
    const kept = rows.filter((_, r) => !cut.crossers.has(r));
    const [left, right] = splitAt(kept, cut.x);
    if (!isColumnSplit(left, right, em)) continue;
    if (cut.crossers.size === 0) {
      return [...findRegions(left.flat(), depth + 1), ...findRegions(right.flat(), depth + 1)];
    }
    // Full-width rows (title, footer, a heading across both columns) cut the block into bands.
    const bands: Span[][] = [];
    let current: Span[] = [];
    rows.forEach((row, r) => {
      if (!cut.crossers.has(r)) return void current.push(...row);
      if (current.length) bands.push(current);
      bands.push(row);
      current = [];
    });
    if (current.length) bands.push(current);
    return bands.flatMap((band) => findRegions(band, depth + 1));
  }
  return [spans];
}
