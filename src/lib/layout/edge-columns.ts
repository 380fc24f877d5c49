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

type Edge = { x: number; rows: number[] };

/** Candidate edges: x positions where spans start after a gap, with the rows that start there. */
function edges(rows: Row[], em: number, left: number): Edge[] {
  const starts: Array<{ x: number; r: number }> = [];
  rows.forEach((row, r) => {
    row.forEach((s, k) => {
      const before = k ? Math.max(...row.slice(0, k).map((p) => p.x1)) : -Infinity;
      if (s.x0 - left >= 4 * em && s.x0 - before >= MIN_GAP * em) starts.push({ x: s.x0, r });
    });
  });
  starts.sort((a, b) => a.x - b.x);
  const found: Edge[] = [];
  for (const start of starts) {
    const last = found[found.length - 1];
    if (last && start.x - last.x <= EDGE_TOLERANCE * em) {
      if (!last.rows.includes(start.r)) last.rows.push(start.r);
    } else found.push({ x: start.x, rows: [start.r] });
  }
  return found.filter((e) => e.rows.length >= MIN_ROWS);
}

const crosses = (row: Row, x: number, em: number) =>
  row.some((s) => s.x0 < x - EDGE_TOLERANCE * em && s.x1 > x + EDGE_TOLERANCE * em);

/**
 * The rows of `rows` cut into [before, left, right, after] at a shared left edge, or null when
 * no edge holds. Only the stretch from the first to the last row starting at the edge is cut,
 * and only if no row inside it runs across the edge.
 */
export function edgeColumns(rows: Row[], em: number): [Row[], Row[], Row[], Row[]] | null {
  if (rows.length < MIN_ROWS) return null;
  const left = Math.min(...rows.flat().map((s) => s.x0));
  for (const edge of edges(rows, em, left)) {
    const from = Math.min(...edge.rows);
    const to = Math.max(...edge.rows);
    const stretch = rows.slice(from, to + 1);
    if (stretch.some((row) => crosses(row, edge.x, em))) continue;
    // Most rows of the stretch must start the right column at the edge, or it is a few
    // coincidences in a column of its own.
    const reaching = stretch.filter((row) => row.some((s) => s.x0 >= edge.x - EDGE_TOLERANCE * em));
    if (edge.rows.length < 0.6 * reaching.length) continue;
    const cut = edge.x - EDGE_TOLERANCE * em;
    const l = stretch.map((row) => row.filter((s) => s.x0 < cut)).filter((row) => row.length);
    const r = stretch.map((row) => row.filter((s) => s.x0 >= cut)).filter((row) => row.length);
    if (!isColumnSplit(l, r, em)) continue;
    return [rows.slice(0, from), l, r, rows.slice(to + 1)];
  }
  return null;
}
