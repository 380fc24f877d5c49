/**
 * Gutter candidates: vertical stretches of white that few rows cross, in the order a column cut
 * should try them.
 */
import { isPriceOnly, type Row } from './column-split';

export type Cut = { x: number; crossers: Set<number> };

/**
 * Candidate gutters: runs of x where few rows have a span covering x, at least `minGap` wide.
 * Returns the split position (middle of the least covered stretch) and the rows crossing it.
 */
function candidateCuts(rows: Row[], minGap: number, crossShare: number): Cut[] {
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
  const maxCross = Math.max(2, Math.floor(rows.length * crossShare));
  const cuts: Cut[] = [];
  let start = -1;
  for (let b = 0; b <= bins; b += 1) {
    const open = b < bins && cover[b].size <= maxCross;
    if (open && start < 0) start = b;
    if (!open && start >= 0) {
      // Runs touching the block's edges are margins, not gutters.
      if (start > 0 && b < bins) {
        for (const cut of gutterIn(cover.slice(start, b), minGap / step)) {
          cuts.push({ x: x0 + (start + cut.centre) * step, crossers: cut.crossers });
        }
      }
      start = -1;
    }
  }
  return cuts;
}

/**
 * Inside a run of lightly covered x, the stretches to cut through: the fewest crossing rows such
 * that a stretch at least `minBins` wide stays clear of every other row. (The single emptiest
 * point can be a sliver between two letters of a spaced-out title.) Every such stretch is a
 * candidate: a short price column inside the run can leave a clear gap before it as well as the
 * real gutter after it.
 */
function gutterIn(
  cover: Array<Set<number>>,
  minBins: number,
): Array<{ centre: number; crossers: Set<number> }> {
  const levels = [...new Set(cover.map((c) => c.size))].sort((a, b) => a - b);
  for (const level of levels) {
    const found: Array<{ centre: number; crossers: Set<number> }> = [];
    let from = -1;
    for (let k = 0; k <= cover.length; k += 1) {
      const inside = k < cover.length && cover[k].size <= level;
      if (inside && from < 0) from = k;
      if (!inside && from >= 0) {
        if (k - from >= minBins) {
          const crossers = new Set<number>();
          for (let j = from; j < k; j += 1) cover[j].forEach((r) => crossers.add(r));
          found.push({ centre: (from + k) / 2, crossers });
        }
        from = -1;
      }
    }
    if (found.length) return found;
  }
  return [];
}

/**
 * Gutters crossed by few rows first; then, only when none of those is a column split, for pages
 * whose centred headings and footers cross the gutter between two priced columns, by up to a
 * quarter of the rows. Lazy, so the second pass costs nothing on pages the first one settles.
 */
export function* cutsToTry(rows: Row[], em: number): Generator<Cut> {
  yield* pricesLeftOfCut(rows, candidateCuts(rows, 1.4 * em, 0.15));
  yield* pricesLeftOfCut(rows, candidateCuts(rows, 1.4 * em, 0.25));
}

/**
 * Gaps with only prices between them: the prices end the rows on their left (a column's price
 * column), so the last gap of such a chain is the gutter and is tried first. Cut before them, the
 * prices would go to the next column and pair with its dishes.
 */
const MIN_PRICES_BETWEEN = 2;

function pricesLeftOfCut(rows: Row[], cuts: Cut[]): Cut[] {
  const spans = rows.flat();
  const onlyPricesBetween = (a: Cut, b: Cut) => {
    const between = spans.filter((s) => s.x0 > a.x && s.x1 < b.x);
    return between.length >= MIN_PRICES_BETWEEN && between.every(isPriceOnly);
  };
  const sorted = [...cuts].sort((a, b) => a.x - b.x);
  const ordered: Cut[] = [];
  let chain: Cut[] = [];
  for (const cut of sorted) {
    if (chain.length && !onlyPricesBetween(chain[chain.length - 1], cut)) {
      ordered.push(...chain.reverse());
      chain = [];
    }
    chain.push(cut);
  }
  return [...ordered, ...chain.reverse()];
}
