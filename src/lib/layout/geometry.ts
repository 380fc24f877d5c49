import type { Span } from '@/lib/extract/document';

export const centreY = (s: Pick<Span, 'top' | 'bottom'>) => (s.top + s.bottom) / 2;
export const heightOf = (s: Pick<Span, 'top' | 'bottom'>) => Math.max(s.bottom - s.top, 1e-6);

export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Median of `value` over spans, each weighted by its number of visible characters. */
export function weightedMedian(spans: Span[], value: (s: Span) => number): number {
  const pairs = spans
    .map((s) => ({ v: value(s), w: Math.max(1, s.text.replace(/\s/g, '').length) }))
    .sort((a, b) => a.v - b.v);
  const total = pairs.reduce((n, p) => n + p.w, 0);
  let seen = 0;
  for (const p of pairs) {
    seen += p.w;
    if (seen >= total / 2) return p.v;
  }
  return 0;
}

/** Share of a set of spans' letters for which `test` holds. */
export function letterShare(spans: Span[], test: (s: Span) => boolean): number {
  const total = spans.reduce((n, s) => n + letters(s.text), 0);
  if (!total) return 0;
  return spans.filter(test).reduce((n, s) => n + letters(s.text), 0) / total;
}

/**
 * Groups spans into rows: a span joins the row whose (median) vertical centre lies within half a
 * text height of its own. Medians keep thin leader dots or one oversized OCR box from dragging a
 * row into its neighbour. Rows come back top to bottom, each sorted left to right.
 */
export function groupRows(spans: Span[]): Span[][] {
  type Row = { spans: Span[]; centre: number; height: number };
  const sorted = spans
    .filter((s) => s.text.trim() !== '')
    .sort((a, b) => centreY(a) - centreY(b) || a.x0 - b.x0);
  const rows: Row[] = [];
  for (const span of sorted) {
    const c = centreY(span);
    let best: Row | undefined;
    let bestDistance = Infinity;
    // Only recent rows can be close: spans arrive sorted by centre.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i -= 1) {
      const row = rows[i];
      const distance = Math.abs(row.centre - c);
      const tolerance = 0.5 * Math.max(row.height, heightOf(span));
      if (distance <= tolerance && distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    if (best) {
      best.spans.push(span);
      best.centre = median(best.spans.map(centreY));
      best.height = median(best.spans.map(heightOf));
    } else {
      rows.push({ spans: [span], centre: c, height: heightOf(span) });
    }
  }
  return rows
    .sort((a, b) => a.centre - b.centre)
    .map((row) => row.spans.sort((a, b) => a.x0 - b.x0));
}
