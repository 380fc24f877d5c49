/**
 * Headings set across the gutter between two columns. The layout puts each line in one column,
 * so a heading centred over the gutter lands in the left column ("PUDDINGS" over both lists),
 * and one whose words fall either side of it is cut in two ("FROM THE" | "SMOKER"). Read column
 * by column, the right column's dishes under it stayed in the section above them there.
 */
import type { LayoutLine } from '@/lib/layout';
import { moveItem, type DraftCategory } from './draft';

/** A heading across the gutter stands this far (a share of its width) over each column. */
const OVER_EACH = 0.3;

/** The two halves of a cut heading stand this close (in heading heights), level and alike. */
const HALVES_GAP = 2;
const LEVEL = 0.5;
const ALIKE = 0.15;

type LineOf = (k: number | undefined) => LayoutLine | undefined;

const height = (l: LayoutLine) => Math.max(1, l.bottom - l.top);

/** Where the heading of each section sits on the page, as wide as it reaches. */
export type HeadingBoxes = Map<DraftCategory, LayoutLine>;

/** A region's left and right edges, and its first line from the top. */
export type Extent = { x0: number; x1: number; first: LayoutLine };

/** Each region's edges and first line. */
export function regionExtents(layout: readonly LayoutLine[]): Map<number, Extent> {
  const extent = new Map<number, Extent>();
  for (const l of layout) {
    const e = extent.get(l.region);
    if (!e) extent.set(l.region, { x0: l.x0, x1: l.x1, first: l });
    else {
      e.x0 = Math.min(e.x0, l.x0);
      e.x1 = Math.max(e.x1, l.x1);
      if (l.top < e.first.top) e.first = l;
    }
  }
  return extent;
}

/**
 * The right half of a heading cut at the gutter: level with the left half, alike, just right of
 * it. The left half stands off its own column's left edge: two columns' own headings side by
 * side ("NACHOS" | "SLIDERS") each start at their column's edge.
 */
function isRightHalf(left: LayoutLine, right: LayoutLine, extent: Map<number, Extent>): boolean {
  const gap = right.x0 - left.x1;
  const column = extent.get(left.region);
  return (
    column !== undefined &&
    left.x0 > column.x0 + HALVES_GAP * height(left) &&
    left.page === right.page &&
    left.region !== right.region &&
    gap >= 0 &&
    gap <= HALVES_GAP * height(left) &&
    Math.abs(left.top - right.top) <= LEVEL * height(left) &&
    Math.abs(left.size - right.size) <= ALIKE * left.size
  );
}

/**
 * Joins a heading cut at the gutter: the right half's section goes into the left half's, under
 * both words. Returns the sections left and each heading's box (a joined one spans both halves).
 */
export function joinCutHeadings(
  drafts: readonly DraftCategory[],
  lineOf: LineOf,
  extent: Map<number, Extent>,
): { drafts: DraftCategory[]; boxes: HeadingBoxes } {
  const boxes: HeadingBoxes = new Map();
  for (const d of drafts) {
    const line = d.name !== 'General' ? lineOf(d.headingLine) : undefined;
    if (line) boxes.set(d, line);
  }
  const gone = new Set<DraftCategory>();
  for (const left of drafts) {
    const l = boxes.get(left);
    if (!l || gone.has(left)) continue;
    const right = drafts.find((d) => {
      const box = d !== left && !gone.has(d) ? boxes.get(d) : undefined;
      return box !== undefined && isRightHalf(l, box, extent);
    });
    const r = right && boxes.get(right);
    if (!right || !r) continue;
    left.name = `${left.name} ${right.name}`;
    left.items.push(...right.items);
    left.otherLines.push(...(right.headingLine === undefined ? [] : [right.headingLine]));
    left.otherLines.push(...right.otherLines);
    left.addOns.push(...right.addOns);
    boxes.set(left, { ...l, text: `${l.text} ${r.text}`, x1: r.x1 });
    boxes.delete(right);
    gone.add(right);
  }
  return { drafts: drafts.filter((d) => !gone.has(d)), boxes };
}

/**
 * A dish under a heading that reaches into its column from the next one, lower than the dish's
 * own heading there, belongs to that heading: it heads both columns from its height down.
 */
export function underHeadingsAcross(
  drafts: readonly DraftCategory[],
  lineOf: LineOf,
  boxes: HeadingBoxes,
  extent: Map<number, Extent>,
): void {
  const across = [...boxes].filter(([, box]) => {
    const own = extent.get(box.region);
    return (
      own !== undefined &&
      shareOver(box, own) >= OVER_EACH &&
      [...extent].some(([region, e]) => region !== box.region && reaches(box, e))
    );
  });
  if (across.length === 0) return;
  for (const draft of drafts) {
    const own = boxes.get(draft);
    for (const item of [...draft.items]) {
      const line = lineOf(item.from);
      const e = line && extent.get(line.region);
      if (!line || !e) continue;
      const target = lowestAbove(line, e, own, across);
      if (target && target !== draft) moveItem(item, draft, target);
    }
  }
}

/** How much of the heading's width stands over the column, as a share. */
function shareOver(box: LayoutLine, column: Extent): number {
  const width = Math.min(box.x1, column.x1) - Math.max(box.x0, column.x0);
  return width / Math.max(1, box.x1 - box.x0);
}

/**
 * The heading runs from the left over the column's left edge, and stands well over the column,
 * not just into its margin: a heading wider than its own column pokes into the next one's edge
 * without heading it.
 */
const reaches = (box: LayoutLine, column: Extent) =>
  box.x0 < column.x0 && shareOver(box, column) >= OVER_EACH;

function lowestAbove(
  line: LayoutLine,
  column: Extent,
  own: LayoutLine | undefined,
  across: ReadonlyArray<[DraftCategory, LayoutLine]>,
): DraftCategory | undefined {
  let best: [DraftCategory, LayoutLine] | undefined;
  for (const [draft, box] of across) {
    if (box.page !== line.page || box.region === line.region) continue;
    if (!reaches(box, column) || box.bottom > line.top) continue;
    if (own && own.page === line.page && own.top >= box.top) continue;
    if (!best || box.top > best[1].top) best = [draft, box];
  }
  return best?.[0];
}
