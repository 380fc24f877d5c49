import type { PositionedDocument, Span } from '@/lib/extract/document';

/** A row of one column: its text, type size (10 unless given) and the price set at x = 400. */
export type PageRow = [text: string, size?: number, price?: string];

/**
 * One page of a single column laid out from rows, evenly spaced, with each row's price in a
 * column of its own at x = 400. A tab in a row's text starts a cell of its own after a gap of
 * three ems. `bold` sets every row's text in bold (headings and names alike).
 */
export function columnPage(rows: PageRow[], { bold = false } = {}): PositionedDocument {
  const spans: Span[] = [];
  let top = 20;
  for (const [text, size = 10, price] of rows) {
    let x0 = 40;
    for (const cell of text.split('\t')) {
      const x1 = x0 + cell.length * size * 0.5;
      spans.push({ text: cell, x0, x1, top, bottom: top + size, size, bold });
      x0 = x1 + 3 * size;
    }
    if (price) spans.push({ text: price, x0: 400, x1: 430, top, bottom: top + size, size: 10 });
    top += size + 6;
  }
  return { kind: 'pdf', pages: [{ width: 600, height: 800, spans }] };
}
