/**
 * Layout analysis, one module for every format: regions (columns, bands) in reading order, lines
 * within each region, and per-line typography relative to the document's body text.
 */
import type { PositionedDocument, Span } from '@/lib/extract/document';
import { centreY, groupRows, heightOf, median, weightedMedian } from './geometry';
import { joinRow, rowStyle } from './lines';
import { findRegions } from './regions';
import type { Layout, LayoutLine } from './types';

export type { Layout, LayoutLine } from './types';
export { median } from './geometry';
export { isSizeCell } from './column-split';

/** A row's font size: the size most of its letters are set in. */
const rowSize = (row: Span[]) => weightedMedian(row, (s) => s.size);

const REGION_BODY_LETTERS = 80;

export function layoutDocument(doc: PositionedDocument): Layout {
  const all = doc.pages.flatMap((p) => p.spans);
  const body = weightedMedian(all, (s) => s.size) || 1;
  const lines: LayoutLine[] = [];
  let region = 0;
  doc.pages.forEach((page, p) => {
    // OCR boxes (photos, scanned PDF pages) are separate words by definition; PDF runs may be
    // fragments of one word.
    const ocr = doc.kind === 'image' || page.ocr === true;
    for (const spans of findRegions(page.spans)) {
      const rows = groupRows(spans);
      if (!rows.length) continue;
      const left = Math.min(...spans.map((s) => s.x0));
      // A photographed page is scaled by perspective: one column's type can look a quarter
      // larger than the other's. Sizes are then relative to the column's own body text.
      const letters = spans.reduce((n, s) => n + s.text.length, 0);
      const scale =
        ocr && letters >= REGION_BODY_LETTERS ? weightedMedian(spans, (s) => s.size) || body : body;
      const reference = median(rows.map((r) => median(r.map(heightOf))));
      let prevBottom: number | undefined;
      rows.forEach((row, i) => {
        const joined = joinRow(row, ocr);
        if (!joined.text) return;
        const centre = median(row.map(centreY));
        const half = median(row.map(heightOf)) / 2;
        const top = centre - half;
        const gap = prevBottom === undefined ? 0 : top - prevBottom;
        prevBottom = centre + half;
        const confidences = row.flatMap((s) => (s.confidence === undefined ? [] : [s.confidence]));
        lines.push({
          text: joined.text,
          page: p + 1,
          region,
          x0: row[0].x0,
          x1: Math.max(...row.map((s) => s.x1)),
          top: Math.min(...row.map((s) => s.top)),
          bottom: Math.max(...row.map((s) => s.bottom)),
          indent: (row[0].x0 - left) / body,
          size: rowSize(row) / scale,
          ...rowStyle(row),
          letterSpaced: joined.letterSpaced,
          breakBefore: i === 0 || gap > 1.2 * reference,
          ...(joined.leadEnd !== undefined ? { leadEnd: joined.leadEnd } : {}),
          ...(confidences.length ? { confidence: Math.min(...confidences) } : {}),
        });
      });
      region += 1;
    }
  });
  return { lines, text: layoutToText(lines) };
}

/** Plain text of laid-out lines: a blank line wherever the layout saw a break. */
function layoutToText(lines: LayoutLine[]): string {
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.breakBefore) out.push('');
    out.push(line.text);
  });
  return out.join('\n');
}
