/**
 * mammoth's HTML to a positioned document, without a DOM (the document is untrusted, and the same
 * code runs in Node tests). mammoth emits a small, well-formed vocabulary: headings, paragraphs,
 * list items, tables, <br>, <strong>/<em>. Headings get a larger size and bold, so the layout step
 * sees a Word heading as a PDF heading; tabs and long runs of spaces become horizontal gaps (see
 * word-line.ts); table cells are placed in aligned columns, so a table reads as rows of cells
 * rather than as columns of a page.
 */
import type { PositionedDocument, Span } from './document';
import { decodeEntities } from './html-to-text';
import { layoutLine, type Run } from './word-line';

const BODY = 11;
const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 17, h3: 15, h4: 13, h5: 12, h6: 12 };
const charWidth = (size: number) => size * 0.5;

/** A paragraph: its lines (split at <br>), its tag (p, li, h1..h6) and list indent. */
type Paragraph = { lines: Run[][]; tag: string; indent: number; opened?: boolean };
type Cell = Run[];
type Table = { rows: Cell[][] };

const cellText = (cell: Cell) =>
  cell
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

class Builder {
  readonly spans: Span[] = [];
  private y = 0;
  private width = 600;

  /** A paragraph's lines (split at <br>), in the size and weight of its style. */
  paragraph({ lines, tag, indent }: Paragraph): void {
    const heading = HEADING_SIZE[tag] !== undefined;
    const size = HEADING_SIZE[tag] ?? BODY;
    if (!lines.some((l) => l.some((r) => r.text.trim()))) {
      this.y += BODY; // an empty paragraph is visible white space
      return;
    }
    if (heading) this.y += size;
    // Word's heading styles are bold unless the document says otherwise.
    for (const line of lines)
      this.line(heading ? line.map((r) => ({ ...r, bold: true })) : line, size, indent);
  }

  private line(runs: Run[], size: number, indent: number): void {
    const pieces = layoutLine(runs, charWidth(size));
    if (!pieces.length) {
      this.y += BODY; // an empty line (two <br> in a row) is visible white space
      return;
    }
    let right = 0;
    for (const piece of pieces) {
      const x0 = indent + piece.col * charWidth(size);
      right = x0 + piece.text.length * charWidth(size);
      this.push(piece.text, x0, right, size, piece);
    }
    this.width = Math.max(this.width, right);
    this.y += size * 1.4;
  }

  table({ rows }: Table): void {
    const columns = Math.max(0, ...rows.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, c) =>
      Math.max(...rows.map((r) => (r[c] ? cellText(r[c]).length * charWidth(BODY) : 0))),
    );
    const gutter = 3 * charWidth(BODY);
    this.y += BODY * 0.6;
    for (const row of rows) {
      let x = 0;
      row.forEach((cell, c) => {
        const text = cellText(cell);
        if (text) this.push(text, x, x + text.length * charWidth(BODY), BODY, mainStyle(cell));
        x += widths[c] + gutter;
      });
      this.width = Math.max(this.width, x);
      this.y += BODY * 1.4;
    }
    this.y += BODY * 0.6;
  }

  private push(text: string, x0: number, x1: number, size: number, style: Omit<Run, 'text'>) {
    const top = this.y;
    this.spans.push({
      text,
      x0,
      x1,
      top,
      bottom: top + size,
      size,
      bold: style.bold,
      italic: style.italic,
    });
  }

  document(): PositionedDocument {
    return { kind: 'word', pages: [{ width: this.width, height: this.y, spans: this.spans }] };
  }
}

/** A cell's style is the style most of its letters have. */
function mainStyle(runs: Run[]): Omit<Run, 'text'> {
  const total = runs.reduce((n, r) => n + r.text.trim().length, 0) || 1;
  const share = (f: (r: Run) => boolean) =>
    runs.filter(f).reduce((n, r) => n + r.text.trim().length, 0) / total;
  return { bold: share((r) => r.bold) >= 0.6, italic: share((r) => r.italic) >= 0.6 };
}

const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>|([^<]+)/gi;
const BLOCK = /^(p|h[1-6]|li|div|blockquote)$/;

export function htmlToDocument(html: string): PositionedDocument {
  const builder = new Builder();
  let bold = 0;
  let italic = 0;
  let paragraph: Paragraph = { lines: [[]], tag: 'p', indent: 0 };
  let tableDepth = 0;
  let table: Table | null = null;
  let row: Cell[] | null = null;
  let cell: Cell | null = null;
  let listDepth = 0;

  const currentLine = () => paragraph.lines[paragraph.lines.length - 1];
  const endParagraph = () => {
    // An empty <p></p> still counts: it is visible white space.
    if (paragraph.opened || paragraph.lines.some((l) => l.length)) builder.paragraph(paragraph);
    paragraph = { lines: [[]], tag: 'p', indent: 0 };
  };
  const text = (t: string) => {
    const run = { text: decodeEntities(t), bold: bold > 0, italic: italic > 0 };
    (cell ?? currentLine()).push(run);
  };

  for (const m of html.matchAll(TOKEN)) {
    if (m[4] !== undefined) {
      text(m[4]);
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (tag === 'strong' || tag === 'b') bold += closing ? -1 : 1;
    else if (tag === 'em' || tag === 'i') italic += closing ? -1 : 1;
    else if (tag === 'br') {
      if (cell) cell.push({ text: ' ', bold: false, italic: false });
      else if (tableDepth === 0) paragraph.lines.push([]);
    } else if (tag === 'ul' || tag === 'ol') listDepth += closing ? -1 : 1;
    else if (tag === 'table') {
      if (!closing && tableDepth === 0) endParagraph();
      tableDepth += closing ? -1 : 1;
      if (tableDepth === 1 && !closing) table = { rows: [] };
      if (tableDepth === 0 && closing && table) {
        builder.table(table);
        table = null;
      }
    } else if (tableDepth === 1 && tag === 'tr') {
      if (!closing) row = [];
      else if (row && table) {
        table.rows.push(row);
        row = null;
      }
    } else if (tableDepth === 1 && (tag === 'td' || tag === 'th')) {
      if (!closing) cell = [];
      else if (cell && row) {
        row.push(cell);
        cell = null;
      }
    } else if (BLOCK.test(tag)) {
      if (cell || tableDepth > 0) {
        if (closing && cell?.length) cell.push({ text: ' ', bold: false, italic: false });
        continue;
      }
      endParagraph();
      if (closing) continue;
      paragraph.tag = tag;
      paragraph.opened = true;
      paragraph.indent = tag === 'li' ? 2 * listDepth * charWidth(BODY) : 0;
    }
  }
  endParagraph();
  return builder.document();
}
