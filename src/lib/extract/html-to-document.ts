/**
 * mammoth's HTML to a positioned document, without a DOM (the document is untrusted, and the same
 * code runs in Node tests). mammoth emits a small, well-formed vocabulary: headings, paragraphs,
 * list items, tables, <br>, <strong>/<em>. Headings get a larger size and bold, so the layout step
 * sees a Word heading as a PDF heading; table cells are placed in aligned columns, so a table
 * reads as rows of cells rather than as columns of a page.
 */
import type { PositionedDocument, Span } from './document';
import { decodeEntities } from './html-to-text';

const BODY = 11;
const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 17, h3: 15, h4: 13, h5: 12, h6: 12 };
const charWidth = (size: number) => size * 0.5;

type Run = { text: string; bold: boolean; italic: boolean };
type Block = { runs: Run[]; size: number; indent: number; gapBefore: number };
type Cell = Run[];
type Table = { rows: Cell[][] };

function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((n, r) => n + r.text.length, 0) * charWidth(size);
}

class Builder {
  readonly spans: Span[] = [];
  private y = 0;
  private width = 600;

  block({ runs, size, indent, gapBefore }: Block): void {
    const text = runs.map((r) => r.text).join('');
    if (!text.trim()) {
      this.y += BODY; // an empty paragraph is visible white space
      return;
    }
    this.y += gapBefore;
    let x = indent;
    for (const run of mergeRuns(runs)) {
      const w = run.text.length * charWidth(size);
      if (run.text.trim()) {
        const lead = run.text.length - run.text.trimStart().length;
        const t = run.text.trim();
        const x0 = x + lead * charWidth(size);
        this.push(t, x0, x0 + t.length * charWidth(size), size, run);
      }
      x += w;
    }
    this.width = Math.max(this.width, x);
    this.y += size * 1.4;
  }

  table({ rows }: Table): void {
    const columns = Math.max(0, ...rows.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, c) =>
      Math.max(...rows.map((r) => (r[c] ? runsWidth(r[c], BODY) : 0))),
    );
    const gutter = 3 * charWidth(BODY);
    this.y += BODY * 0.6;
    for (const row of rows) {
      let x = 0;
      row.forEach((cell, c) => {
        const text = cell
          .map((r) => r.text)
          .join('')
          .trim();
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

/** Adjacent runs of the same style become one span. */
function mergeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && last.bold === r.bold && last.italic === r.italic) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}

/** A cell's style is the style most of its letters have. */
function mainStyle(runs: Run[]): Omit<Run, 'text'> {
  const total = runs.reduce((n, r) => n + r.text.trim().length, 0) || 1;
  const share = (f: (r: Run) => boolean) =>
    runs.filter(f).reduce((n, r) => n + r.text.trim().length, 0) / total;
  return { bold: share((r) => r.bold) >= 0.6, italic: share((r) => r.italic) >= 0.6 };
}

const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>|([^<]+)/gi;

export function htmlToDocument(html: string): PositionedDocument {
  const builder = new Builder();
  let bold = 0;
  let italic = 0;
  let runs: Run[] = [];
  let size = BODY;
  let indent = 0;
  let gapBefore = 0;
  let tableDepth = 0;
  let table: Table | null = null;
  let row: Cell[] | null = null;
  let cell: Cell | null = null;
  let listDepth = 0;

  const endLine = () => {
    if (cell) {
      if (cell.length) cell.push({ text: ' ', bold: false, italic: false });
    } else if (tableDepth === 0) {
      builder.block({ runs, size, indent, gapBefore });
      gapBefore = 0;
    }
    runs = [];
  };
  const text = (t: string) => {
    // Word's heading styles are bold unless the document says otherwise.
    const strong = bold > 0 || (size > BODY && !cell);
    const run = { text: decodeEntities(t).replace(/\s+/g, ' '), bold: strong, italic: italic > 0 };
    (cell ?? runs).push(run);
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
    else if (tag === 'br') endLine();
    else if (tag === 'ul' || tag === 'ol') listDepth += closing ? -1 : 1;
    else if (tag === 'table') {
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
    } else if (/^(p|h[1-6]|li|div|blockquote)$/.test(tag)) {
      if (cell || tableDepth > 0) {
        if (closing) endLine();
        continue;
      }
      if (closing) {
        endLine();
        size = BODY;
        indent = 0;
        continue;
      }
      size = HEADING_SIZE[tag] ?? BODY;
      indent = tag === 'li' ? 2 * listDepth * charWidth(BODY) : 0;
      gapBefore = HEADING_SIZE[tag] ? size : 0;
    }
  }
  if (runs.length) endLine();
  return builder.document();
}
