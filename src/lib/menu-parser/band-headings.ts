/**
 * A heading set over columns that start together (a banner over two lists side by side, a boxed
 * title over the right-hand column of a new page) heads the top of every one of those columns.
 * Read in column order, the top of the second column would instead inherit the last heading of
 * the first column, or of the page before, and its dishes would land in the wrong section.
 *
 * Only the dishes at the top of a column, above that column's own first heading, are moved, and
 * only when a heading sits over the column's top with its own first dish level with it. A column
 * that carries on the one before it (a newspaper flow) starts level with the first column's
 * heading, not under it, and keeps the section it continues.
 */
import type { LayoutLine } from '@/lib/layout';
import { moveItem, type DraftCategory, type DraftItem } from './draft';
import { joinCutHeadings, regionExtents, underHeadingsAcross } from './gutter-headings';

/** A heading's own first dish starts within this many line heights of the column's top. */
const LEVEL = 3;

type Located = { draft: DraftCategory; line: LayoutLine };

const height = (l: LayoutLine) => Math.max(1, l.bottom - l.top);

type Page = {
  headings: readonly Located[];
  firstLineOf: (item: DraftItem) => LayoutLine | undefined;
  /** The tops of every dish's first line, by page. */
  dishTops: ReadonlyMap<number, number[]>;
};

/**
 * The heading over `first` (a line at the top of a column, or further down it): the lowest
 * heading on the page above it, in another region, whose own first dish starts level with it,
 * with no dish of any section in between.
 */
function headingOver(first: LayoutLine, page: Page): Located | undefined {
  let best: Located | undefined;
  for (const h of page.headings) {
    const { line } = h;
    if (line.page !== first.page || line.region === first.region || line.bottom > first.top)
      continue;
    if (best && best.line.bottom >= line.bottom) continue;
    const own = h.draft.items[0] && page.firstLineOf(h.draft.items[0]);
    if (!own || own.page !== first.page || own.top < line.bottom) continue;
    if (own.top > first.top + LEVEL * height(first)) continue;
    const between = (page.dishTops.get(first.page) ?? []).some(
      (t) => t > line.bottom && t < first.top - 0.5 * height(first),
    );
    if (!between) best = h;
  }
  return best;
}

/** A heading in another column set between two heights of this column's page. */
function headingBetween(page: Page, at: LayoutLine, above: number): boolean {
  return page.headings.some(
    ({ line }) =>
      line.page === at.page && line.region !== at.region && line.top > above && line.top < at.top,
  );
}

function pushTo<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Moves the dishes at the top of a column that has no heading of its own there to the heading
 * set over that column with its neighbours; further down the column, a heading set in another
 * column at that height takes over, or the move stops. `origin` maps the drafts' line numbers to
 * layout lines. Returns new drafts; sections left without dishes are dropped by the caller.
 */
export function regroupUnderBands(
  drafts: readonly DraftCategory[],
  layout: readonly LayoutLine[],
  origin: readonly number[],
): DraftCategory[] {
  const copies = drafts.map((d) => ({
    ...d,
    items: [...d.items],
    otherLines: [...d.otherLines],
    addOns: [...d.addOns],
  }));
  const lineOf = (k: number | undefined) =>
    k === undefined || origin[k] === undefined ? undefined : layout[origin[k]];
  const firstLineOf = (item: DraftItem) => lineOf(item.from);
  const extent = regionExtents(layout);
  const { drafts: out, boxes } = joinCutHeadings(copies, lineOf, extent);
  const headings: Located[] = [...boxes].map(([draft, line]) => ({ draft, line }));
  if (headings.length === 0) return out;
  const dishTops = new Map<number, number[]>();
  // Each column's leading run: its dishes above the column's own first heading, read elsewhere.
  const headingTop = new Map<number, number>();
  for (const { line } of headings)
    headingTop.set(line.region, Math.min(headingTop.get(line.region) ?? Infinity, line.top));
  const runs = new Map<
    number,
    Array<{ item: DraftItem; draft: DraftCategory; line: LayoutLine }>
  >();
  for (const draft of out) {
    const own = lineOf(draft.headingLine);
    for (const item of draft.items) {
      const line = firstLineOf(item);
      if (!line) continue;
      pushTo(dishTops, line.page, line.top);
      if (own?.region === line.region) continue;
      if (line.top >= (headingTop.get(line.region) ?? Infinity)) continue;
      pushTo(runs, line.region, { item, draft, line });
    }
  }
  const page: Page = { headings, firstLineOf, dishTops };
  for (const [region, run] of runs) {
    const top = extent.get(region)?.first;
    let band = top && headingOver(top, page);
    let above = top?.top ?? 0;
    for (const { item, draft, line } of run.sort((a, b) => a.item.from - b.item.from)) {
      if (band && headingBetween(page, line, above)) band = headingOver(line, page);
      if (!band) break;
      if (band.draft !== draft) {
        item.band = true;
        moveItem(item, draft, band.draft);
      }
      above = line.top;
    }
  }
  underHeadingsAcross(out, lineOf, boxes, extent);
  return out;
}
