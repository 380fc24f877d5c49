/**
 * Two columns set so close that no gutter a few ems wide runs between them (a leaflet's bottom
 * band: sides on the left, shakes on the right, half an em apart). What gives them
 * away is the right column's left edge: row after row, a span starts at the same x after a gap,
 * and no row's text runs across that x. Such a stretch of rows is cut at that edge when both
 * sides read as columns of a menu (column-split.ts), so a table's aligned cells stay whole.
 */
import { isColumnSplit, type Row } from './column-split';

/** Rows whose spans start at one x (within this many ems) share an edge. */
const EDGE_TOLERANCE = 0.3;
/** A span starts a column only after at least this much white (ems) on its row. */
const MIN_GAP = 0.4;
/** Fewest rows that must start a span at the edge. */
const MIN_ROWS = 4;

type Edge = { x: number; rows: Set<number> };

/** Candidate edges: x positions where spans start after a gap, with the rows that start there. */
function edges(rows: Row[], em: number, left: number): Edge[] {
  const starts: Array<{ x: number; r: number }> = [];
  rows.forEach((row, r) => {
    // Spans come left to right (groupRows); `end` is where the text before each one ends.
    let end = -Infinity;
    for (const s of row) {
      if (s.x0 - left >= 4 * em && s.x0 - end >= MIN_GAP * em) starts.push({ x: s.x0, r });
      end = Math.max(end, s.x1);
    }
  });
  starts.sort((a, b) => a.x - b.x);
  const found: Edge[] = [];
  for (const start of starts) {
    const last = found[found.length - 1];
    if (last && start.x - last.x <= EDGE_TOLERANCE * em) {
      last.rows.add(start.r);
    } else found.push({ x: start.x, rows: new Set([start.r]) });
  }
  return found.filter((e) => e.rows.size >= MIN_ROWS);
}

const crosses = (row: Row, x: number, em: number) =>
  row.some((s) => s.x0 < x - EDGE_TOLERANCE * em && s.x1 > x + EDGE_TOLERANCE * em);

/** A block cut at a shared edge: the stretch's two columns, and the rows above and below it. */
export type EdgeColumns = { before: Row[]; left: Row[]; right: Row[]; after: Row[] };

/**
 * The rows of `rows` cut at a shared left edge, or null when no edge holds. Only the stretch
 * from the first to the last row starting at the edge is cut, and only if no row inside it runs
 * across the edge.
 */
export function edgeColumns(rows: Row[], em: number): EdgeColumns | null {
  if (rows.length < MIN_ROWS) return null;
  const left = rows.reduce((x, row) => row.reduce((m, s) => Math.min(m, s.x0), x), Infinity);
  for (const edge of edges(rows, em, left)) {
    let from = Infinity;
    let to = -Infinity;
    for (const r of edge.rows) [from, to] = [Math.min(from, r), Math.max(to, r)];
    const stretch = rows.slice(from, to + 1);
    if (stretch.some((row) => crosses(row, edge.x, em))) continue;
    // Most rows of the stretch must start the right column at the edge, or it is a few
    // coincidences in a column of its own.
    const reaching = stretch.filter((row) => row.some((s) => s.x0 >= edge.x - EDGE_TOLERANCE * em));
    if (edge.rows.size < 0.6 * reaching.length) continue;
    const cut = edge.x - EDGE_TOLERANCE * em;
    const l = stretch.map((row) => row.filter((s) => s.x0 < cut)).filter((row) => row.length);
    const r = stretch.map((row) => row.filter((s) => s.x0 >= cut)).filter((row) => row.length);
    if (!isColumnSplit(l, r, em)) continue;
    return { before: rows.slice(0, from), left: l, right: r, after: rows.slice(to + 1) };
  }
  return null;
}
