/**
 * Text set vertically on a PDF page: a section label running up beside its dishes ("SIDES"
 * turned 90 degrees at their left), or a margin note (a printer's imprint, opening
 * hours up the edge). Laid out as if it ran across the page, it lands on one row's line and glues
 * itself, letter-spaced, to the dish on that row. A short run with a block of rows just
 * beside it, along its whole length, is that block's heading and is set above it; any other
 * vertical text is no part of the menu and is left out.
 */
import type { Span } from './document';

/** One vertical text item, in page coordinates (y down). */
export type VerticalItem = {
  text: string;
  /** The baseline's x; the glyphs stand across it, up to a font height either side. */
  x: number;
  /** The run's extent along the page. */
  top: number;
  bottom: number;
  size: number;
  bold: boolean;
  italic: boolean;
  /** The text reads upward (turned counter-clockwise). */
  upward: boolean;
};

/** A label is a few words: a longer run is a note, not a heading. */
const MAX_LABEL_CHARS = 24;
/** Items of one run: baselines this close across (in font heights), gaps this short along. */
const SAME_BASELINE = 0.5;
const RUN_GAP = 1.5;
/** The block beside a label starts within this many of its font heights of its baseline. */
const BESIDE = 3;
/** ...and has at least this many rows along the label's length. */
const MIN_ROWS_BESIDE = 2;

/** Vertical items joined into runs: one baseline, in reading order. */
function runs(items: VerticalItem[]): VerticalItem[] {
  const sorted = [...items].sort((a, b) => a.x - b.x || a.top - b.top);
  const out: VerticalItem[][] = [];
  for (const item of sorted) {
    const run = out.find((r) => {
      const last = r[r.length - 1];
      return (
        last.upward === item.upward &&
        Math.abs(last.x - item.x) <= SAME_BASELINE * last.size &&
        item.top - last.bottom <= RUN_GAP * last.size
      );
    });
    if (run) run.push(item);
    else out.push([item]);
  }
  return out.map((run) => {
    const ordered = run[0].upward ? [...run].reverse() : run;
    return {
      ...run[0],
      text: ordered.map((i) => i.text.trim()).join(' '),
      top: Math.min(...run.map((i) => i.top)),
      bottom: Math.max(...run.map((i) => i.bottom)),
    };
  });
}

/** The spans starting just right of the label, along its length. */
function beside(label: VerticalItem, spans: Span[]): Span[] {
  return spans.filter(
    (s) =>
      s.x0 > label.x &&
      s.x0 - label.x <= BESIDE * label.size &&
      s.top >= label.top - label.size &&
      s.bottom <= label.bottom + label.size,
  );
}

/** Rows (distinct lines) among spans. */
function rowCount(spans: Span[]): number {
  const tops = [...new Set(spans.map((s) => Math.round(s.top)))].sort((a, b) => a - b);
  return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 2).length;
}

/**
 * Labels of the blocks beside them, as spans set just above each block (so the layout reads
 * them as the block's heading); every other vertical item is dropped.
 */
export function verticalLabels(items: VerticalItem[], spans: Span[]): Span[] {
  return runs(items).flatMap((run) => {
    if (run.text.replace(/\s/g, '').length > MAX_LABEL_CHARS) return [];
    const block = beside(run, spans);
    if (rowCount(block) < MIN_ROWS_BESIDE) return [];
    // Set across the page, above the block's first row (the label may start a little lower).
    const above = Math.min(run.top, ...block.map((s) => s.top));
    return [
      {
        text: run.text,
        x0: run.x - run.size,
        x1: run.x - run.size + (run.bottom - run.top),
        top: above - 1.2 * run.size,
        bottom: above - 0.2 * run.size,
        size: run.size,
        bold: run.bold,
        italic: run.italic,
      },
    ];
  });
}
