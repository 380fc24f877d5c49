/**
 * Column and region detection: a recursive cut along white space. A vertical cut is a column
 * gutter only when the text on both sides reads as a menu of its own (both sides carry prices, or
 * their rows do not line up); otherwise the gap is a price column or a table's cell gap and the
 * rows stay whole. Rows wide enough to cross the gutter (a centred title, a full-width footer or
 * heading) become bands of their own, and the cut is tried again between them.
 */
import type { Span } from '@/lib/extract/document';
import { hasPrice, isColumnSplit, isNameList, isProse, type Row } from './column-split';
import { edgeColumns } from './edge-columns';
import { groupRows, median } from './geometry';
import { cutsToTry } from './gutters';

/** Crossing rows this close (rows apart) belong to one run. */
const GRID_GAP = 3;
/** A run of at least this many crossing rows is a block on a grid of its own. */
const GRID_CROSSERS = 3;

/** The rows (crossers and the rows between them) of each close run of crossing rows. */
function gridRows(crossers: Set<number>): Set<number> {
  const sorted = [...crossers].sort((a, b) => a - b);
  const rows = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.length >= GRID_CROSSERS)
      for (let r = run[0]; r <= run[run.length - 1]; r += 1) rows.add(r);
    run = [];
  };
  for (const r of sorted) {
    if (run.length && r - run[run.length - 1] > GRID_GAP) close();
    run.push(r);
  }
  close();
  return rows;
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

/** The widest stretch of white between the spans of a row. */
function widestGap(row: Row): number {
  const sorted = [...row].sort((a, b) => a.x0 - b.x0);
  let gap = 0;
  let end = sorted[0]?.x1 ?? 0;
  for (const s of sorted.slice(1)) {
    gap = Math.max(gap, s.x0 - end);
    end = Math.max(end, s.x1);
  }
  return gap;
}

/**
 * A centred title narrower than the gutters ('IZAKAYA KAZE' over the middle of three columns)
 * crosses no gutter, yet it heads the whole page: rows of one side that sit above everything on
 * the other side and are centred on the block are a band of their own, read first.
 */
function centredHeader(side: Row[], other: Row[], em: number): Span[] | null {
  if (!side.length || !other.length) return null;
  const all = [...side, ...other].flat();
  const x0 = Math.min(...all.map((s) => s.x0));
  const x1 = Math.max(...all.map((s) => s.x1));
  const otherTop = Math.min(...other.flat().map((s) => s.top));
  const header: Span[] = [];
  for (const row of side) {
    const bottom = Math.max(...row.map((s) => s.bottom));
    const centre = (Math.min(...row.map((s) => s.x0)) + Math.max(...row.map((s) => s.x1))) / 2;
    if (bottom > otherTop || Math.abs(centre - (x0 + x1) / 2) > 0.08 * (x1 - x0)) break;
    // "SHARING          GRILL": headings of two columns side by side, not one title.
    if (widestGap(row) > 4 * em) break;
    header.push(...row);
  }
  return header.length ? header : null;
}

/** Leaf regions of a page in reading order; each region is a list of spans. */
export function findRegions(spans: Span[], depth = 0): Span[][] {
  const rows = groupRows(spans);
  if (rows.length < 3 || depth > 8) return spans.length ? [spans] : [];
  const em = median(spans.map((s) => s.size)) || 10;
  const x0 = Math.min(...spans.map((s) => s.x0));
  const width = Math.max(...spans.map((s) => s.x1)) - x0;
  for (const found of cutsToTry(rows, em)) {
    // Only rows spanning most of the block (title, footer, a heading across the columns) are
    // bands; a long line that strays into the gutter stays in the column it mostly sits in.
    // Crossers above every other row (a title and its subtitle) are bands whatever their width.
    const inner = rows.map((_, r) => r).filter((r) => !found.crossers.has(r));
    const first = Math.min(...inner);
    const wide = new Set(
      [...found.crossers].filter((r) => {
        const row = rows[r];
        const rowWidth = Math.max(...row.map((s) => s.x1)) - Math.min(...row.map((s) => s.x0));
        return rowWidth >= 0.6 * width || r < first;
      }),
    );
    const cut = { ...found, crossers: wide };
    const kept = rows.filter((_, r) => !cut.crossers.has(r));
    const [left, right] = splitAt(kept, cut.x);
    if (!isColumnSplit(left, right, em)) continue;
    if (cut.crossers.size === 0) {
      const header = centredHeader(left, right, em) ?? centredHeader(right, left, em);
      if (header) {
        const rest = spans.filter((s) => !header.includes(s));
        return [header, ...findRegions(rest, depth + 1)];
      }
      return [...findRegions(left.flat(), depth + 1), ...findRegions(right.flat(), depth + 1)];
    }
    // Full-width rows (title, footer, a heading across both columns) cut the block into bands.
    // Rows that cross the gutter again and again, close together, are a block set on a grid of
    // its own (two columns over four): they and the rows between them are one band, which finds
    // its own gutters.
    const grid = gridRows(cut.crossers);
    const kindOf = (r: number) => (grid.has(r) ? 'grid' : cut.crossers.has(r) ? 'across' : 'body');
    const bands: Span[][] = [];
    let last: string | null = null;
    rows.forEach((row, r) => {
      const kind = kindOf(r);
      // Each full-width row is a band of its own; a run of grid or body rows is one band.
      if (kind === 'across' || kind !== last) bands.push([]);
      bands[bands.length - 1].push(...row);
      last = kind;
    });
    return bands.flatMap((band) => findRegions(band, depth + 1));
  }
  return stackedPanels(rows, depth) ?? edgeSplit(rows, em, depth) ?? [spans];
}

/** Columns too close for a gutter, found by the right one's shared left edge (edge-columns.ts). */
function edgeSplit(rows: Row[], em: number, depth: number): Span[][] | null {
  const cut = edgeColumns(rows, em);
  if (!cut) return null;
  const around = (part: Row[]) => (part.length ? findRegions(part.flat(), depth + 1) : []);
  return [...around(cut.before), cut.left.flat(), cut.right.flat(), ...around(cut.after)];
}

/**
 * A panel of stacked blocks, each laid out its own way (a grid of cuts in three columns over
 * two lists side by side over a footnote): no gutter runs through the whole panel, so nothing
 * above split it. Blank space wider than a line cuts it into blocks read top to bottom, and each
 * block looks for its own columns. Kept only when some block does split: a single column cut
 * into blocks reads the same and needs no new regions.
 */
function stackedPanels(rows: Row[], depth: number): Span[][] | null {
  if (rows.length < 6) return null;
  const lineHeight = median(rows.map((r) => median(r.map((s) => s.bottom - s.top))));
  const blocks: Row[][] = [[rows[0]]];
  rows.slice(1).forEach((row, i) => {
    const gap = Math.min(...row.map((s) => s.top)) - Math.max(...rows[i].map((s) => s.bottom));
    if (gap > 1.5 * lineHeight) blocks.push([row]);
    else blocks[blocks.length - 1].push(row);
  });
  if (blocks.length < 2) return null;
  // A block cut into columns must leave dishes with prices (or a blurb, or a list of names priced
  // in its heading) in every column: a
  // table's name column cut away from its prices is no panel (wine tables line up the same way).
  // (A title of a row or two over the columns is no column.)
  const panels = (parts: Span[][]) =>
    parts.length > 1 &&
    parts.every((p) => {
      const rows = groupRows(p);
      return (
        rows.length < 3 ||
        rows.filter(hasPrice).length > rows.length / 2 ||
        isProse(rows) ||
        isNameList(rows)
      );
    });
  const regions = blocks.map((block) => {
    const parts = findRegions(block.flat(), depth + 1);
    return panels(parts) ? parts : [block.flat()];
  });
  headColumns(blocks, regions);
  return regions.some((r) => r.length > 1) ? regions.flat() : null;
}

/**
 * A row of headings over a block read as columns ("EXTRAS" over two priced columns, "SAUCES |
 * 2 EACH" over two lists): each heading goes to the first column under it, so every list keeps
 * its own heading (and its price) instead of all of them being read as one line above.
 */
export function headColumns(blocks: Row[][], regions: Span[][][]): void {
  blocks.forEach((block, b) => {
    const parts = regions[b + 1];
    if (block.length !== 1 || regions[b].length !== 1 || !parts || parts.length < 2) return;
    const em = median(block[0].map((s) => s.size)) || 10;
    // The row's phrases: spans closer than two ems read as one heading.
    const phrases: Span[][] = [];
    for (const s of [...block[0]].sort((p, q) => p.x0 - q.x0)) {
      const last = phrases[phrases.length - 1];
      if (last && s.x0 - Math.max(...last.map((l) => l.x1)) < 2 * em) last.push(s);
      else phrases.push([s]);
    }
    if (phrases.length < 2) return;
    const ranges = parts.map((p) => [
      Math.min(...p.map((s) => s.x0)),
      Math.max(...p.map((s) => s.x1)),
    ]);
    const owner = phrases.map((ph) => {
      const [x0, x1] = [ph[0].x0, Math.max(...ph.map((s) => s.x1))];
      return ranges.findIndex(([p0, p1]) => p0 < x1 && p1 > x0);
    });
    if (owner.some((o) => o < 0) || new Set(owner).size < 2) return;
    phrases.forEach((ph, k) => parts[owner[k]].unshift(...ph));
    regions[b] = [];
  });
}
