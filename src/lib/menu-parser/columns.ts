/**
 * Two-column layouts. PDF text extraction keeps visual rows, so a two-column menu arrives as
 * "Burrata  14          Roast Chicken  26" — two dishes on one line. We look for a character
 * column that no line crosses and that separates priced text on both sides, then read the left
 * column top to bottom before the right one, region by region.
 */
import { isSizeCell } from '@/lib/layout';
import { findLinePrice } from './price';

const MIN_GAP = 3;

function hasPrice(text: string): boolean {
  const found = findLinePrice(text.trim());
  return found !== null && found.position === 'trailing';
}

/** Text sits at both x-1 and x: the line runs through the column boundary. */
function crosses(line: string, x: number): boolean {
  return x < line.length && line[x] !== ' ' && x > 0 && line[x - 1] !== ' ';
}

/**
 * Text on both sides of x, set apart there by less than a gap: a word space inside one cell
 * ("Highland 12 - $11"), which cutting would split into a name and a stray number.
 */
function splitsAWordSpace(line: string, x: number): boolean {
  if (crosses(line, x)) return false;
  const [left, right] = sides(line, x);
  return Boolean(left.trim() && right.trim()) && gapAt(left, right) < MIN_GAP;
}

function sides(line: string, x: number): [string, string] {
  return [line.slice(0, x), line.slice(x)];
}

/** The white space between the two sides of a cut. */
const gapAt = (left: string, right: string) =>
  left.length - left.trimEnd().length + (right.length - right.trimStart().length);

/** Both halves hold text, set apart by a real gap, and both end with a price. */
function isTwoDishRow(line: string, x: number): boolean {
  if (crosses(line, x)) return false;
  const [left, right] = sides(line, x);
  if (!left.trim() || !/\p{L}{2}/u.test(right)) return false;
  return (
    gapAt(left, right) >= MIN_GAP && hasPrice(left) && hasPrice(right) && !sizesOfOne(left, right)
  );
}

/**
 * "Flat white     sm 3.10     lg 3.80": a name, then a cell of a word and an amount on each side of
 * the gap, is one drink in two sizes, not two dishes (the right side names nothing).
 */
function sizesOfOne(left: string, right: string): boolean {
  const cells = left.trim().split(/\s{3,}/);
  return (
    cells.length >= 2 &&
    isSizeCell(cells[cells.length - 1]) &&
    isSizeCell(right.trim().split(/\s{3,}/)[0])
  );
}

/**
 * Every gap of a two-dish row is a range of possible boundaries; the boundary is the position
 * covered by the most such ranges (the rightmost one, i.e. where the right column starts).
 */
function findBoundary(lines: string[]): number | null {
  const coverage = new Map<number, number>();
  for (const line of lines) {
    for (const gap of line.matchAll(/\S( {3,})(?=\S)/g)) {
      const from = gap.index + 1;
      const to = from + gap[1].length; // first character of the right-hand text
      if (!isTwoDishRow(line, to)) continue;
      for (let x = from + 1; x <= to; x += 1) coverage.set(x, (coverage.get(x) ?? 0) + 1);
    }
  }
  let best: { x: number; rows: number } | null = null;
  for (const [x, rows] of coverage) {
    if (rows >= 2 && (!best || rows > best.rows || (rows === best.rows && x > best.x)))
      best = { x, rows };
  }
  return best ? best.x : null;
}

/** The lines read column by column, and for each output line the input line it came from. */
export function splitColumns(lines: string[]): { lines: string[]; origin: number[] } {
  const identity = { lines, origin: lines.map((_, i) => i) };
  if (lines.length < 3) return identity;
  const x = findBoundary(lines);
  if (x === null) return identity;
  const out: string[] = [];
  const origin: number[] = [];
  const push = (line: string, from: number) => {
    out.push(line);
    origin.push(from);
  };
  let region: number[] = [];
  const flush = () => {
    const twoDish = region.filter((k) => isTwoDishRow(lines[k], x)).length;
    if (twoDish >= 2) {
      region.forEach((k) => push(sides(lines[k], x)[0].trimEnd(), k));
      push('', region[region.length - 1]);
      // Keep the right column's own indentation relative to the boundary.
      region.forEach((k) => push(sides(lines[k], x)[1].trimEnd(), k));
      push('', region[region.length - 1]);
    } else {
      region.forEach((k) => push(lines[k], k));
    }
    region = [];
  };
  lines.forEach((line, k) => {
    if (crosses(line, x) || splitsAWordSpace(line, x)) {
      flush();
      push(line, k);
    } else {
      region.push(k);
    }
  });
  flush();
  return { lines: out, origin };
}
