/**
 * Price tables: a header row of column labels ("175ml   250ml   Bottle", "Small | Large",
 * "6oz 12oz 22oz", or a heading with the labels after it) over rows of prices. Each row stays one
 * item; its prices are labelled with their column ("175ml £6 / 250ml £8 / Bottle £23"), empty
 * cells (dashes, blanks) are skipped, and a bottle-only row keeps its one price labelled.
 *
 * Columns are matched by count when every cell is printed (a dash fills an empty one), and by
 * position otherwise: the text keeps wide gaps as runs of spaces (layout step) or tabs (typed
 * text), so a price sits under or near its label's right edge.
 */
import type { MenuLine } from './classify';
import { words } from './text-utils';
import { isLabelToken, tokenInfo, tokenize, type Token } from './tokens';

type Label = { text: string; end: number };

const DASH = /^[-–—]+$/u;
const HEADER_EXTRA = /^(?:glass|bottle|carafe|pint|half|jug|pitcher)$/i;

function isColumnLabel(text: string): boolean {
  return isLabelToken(text) || HEADER_EXTRA.test(text.replace(/[:.]$/, ''));
}

/** Tabs become aligned runs of spaces so that positions compare across rows. */
function expandTabs(raw: string): string {
  let out = '';
  for (const ch of raw) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

function wordsOf(raw: string): Token[] {
  return [...expandTabs(raw).matchAll(/[^\s|]+/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The column labels a row ends with, or null when the row is no table header. */
export function headerLabels(raw: string, next: MenuLine | undefined): Label[] | null {
  const words = wordsOf(raw);
  let k = words.length;
  while (k > 0 && isColumnLabel(words[k - 1].text)) k -= 1;
  const labels = words.slice(k);
  if (labels.length < 2 || /\d/.test(raw.replace(/\d+(?:[.,]\d+)?\s?(?:ml|cl|oz|l)\b/gi, ''))) {
    return null;
  }
  // "HALF BOTTLES" is a heading; a header sets its labels apart, names a size, or sits over a
  // row of several prices.
  const spaced = labels.slice(1).every((l, i) => l.start - labels[i].end >= 2);
  const sized = labels.some((l) => /\d/.test(l.text));
  const overPrices = (next?.price?.display.split('/').length ?? 0) >= 2;
  if (!spaced && !sized && !(k === 0 && overPrices)) return null;
  return labels.map((l) => ({ text: l.text.replace(/:$/, ''), end: l.end }));
}

type Cell = { display: string | null; end: number };

/** The price cells a row ends with: amounts and dashes, right to left until the name. */
function priceCells(raw: string): Cell[] {
  const text = expandTabs(raw);
  const { tokens } = tokenize(text);
  const cells: Cell[] = [];
  // tokenize trims: offsets are shifted by the leading white space.
  const shift = text.length - text.trimStart().length;
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const info = tokenInfo(tokens, i);
    const end = tokens[i].end + shift;
    if (info.type === 'amount') cells.unshift({ display: info.display, end });
    else if (DASH.test(tokens[i].text)) cells.unshift({ display: null, end });
    else if (tokens[i].text !== '/' && tokens[i].text !== '|') break;
  }
  return cells;
}

/** How far (in characters) a price's right edge may sit from its label's. */
const ALIGN = 3;

/** Where a row and its table's header end on the page, and how close counts as the same. */
export type RowEdge = { x1: number; tolerance: number };

/**
 * Column index of each cell: by count when all are printed; else, when the row ends where the
 * header ends on the page (its last price under the last label), in the rightmost columns; else
 * under the label whose right edge it shares in the text. Null when the columns cannot be told.
 */
function columnsOf(
  cells: Cell[],
  labels: Label[],
  row?: RowEdge,
  header?: RowEdge,
): number[] | null {
  if (cells.length === labels.length) return cells.map((_, i) => i);
  if (cells.length > labels.length) return null;
  const rightmost = () => cells.map((_, i) => labels.length - cells.length + i);
  if (row && header && Math.abs(row.x1 - header.x1) <= header.tolerance) return rightmost();
  const columns = cells.map((c) => labels.findIndex((l) => Math.abs(l.end - c.end) <= ALIGN));
  if (columns.every((c, i) => c >= 0 && (i === 0 || c > columns[i - 1]))) return columns;
  // Without page positions (typed text), prices pushed past the last label sit in its column.
  const last = labels[labels.length - 1].end;
  if (!row && cells.every((c) => c.end >= last - ALIGN)) return rightmost();
  return null;
}

function labelRow(
  line: MenuLine,
  raw: string,
  labels: Label[],
  row?: RowEdge,
  header?: RowEdge,
): MenuLine {
  const price = line.price;
  if (!price || line.addon || price.position !== 'trailing') return line;
  const cells = priceCells(raw);
  const amounts = cells.filter((c) => c.display !== null);
  // The row's own price group must be the cells found (no labels of its own, no extra words).
  if (!amounts.length || amounts.length !== price.display.split('/').length) return line;
  if (price.display.split(/\s+/).some(isColumnLabel)) return line;
  const columns = columnsOf(cells, labels, row, header);
  if (!columns) return line;
  const display = cells
    .flatMap((c, i) => (c.display === null ? [] : [`${labels[columns[i]].text} ${c.display}`]))
    .join(' / ');
  return { ...line, price: { ...price, display } };
}

const endsTable = (line: MenuLine) =>
  line.kind === 'text' && Boolean(line.text) && (line.decorated || line.styledHeading);

/** Labels the prices of every row under a table header with the header's column labels. */
export function labelPriceColumns(
  lines: MenuLine[],
  rawLines: string[],
  cellRows: ReadonlySet<number> = new Set(),
  edges: Array<RowEdge | undefined> = [],
): MenuLine[] {
  let labels: Label[] | null = null;
  let header: RowEdge | undefined;
  return lines.map((line, i) => {
    if (line.kind === 'blank') return line;
    // Several dishes on one row (a grid under "SMALL  MEDIUM  LARGE"): each has one price.
    if (cellRows.has(i)) {
      labels = null;
      return line;
    }
    if (line.kind !== 'priced') {
      let j = i + 1;
      while (j < lines.length && lines[j].kind === 'blank') j += 1;
      const found = line.addon ? null : headerLabels(rawLines[i], lines[j]);
      if (found) {
        labels = found;
        header = edges[i];
      } else if (endsTable(line)) labels = null;
      return line;
    }
    if (!labels) return line;
    const labelled = labelRow(line, rawLines[i], labels, edges[i], header);
    if ((line.price?.display.split('/').length ?? 0) > labels.length) labels = null;
    return labelled;
  });
}

/**
 * "Tea      Pot for one      Pot for two" over rows priced in those columns: a table's header
 * row, whatever its words, when the row below carries one price per column.
 */
export function isTableHeader(lines: MenuLine[], i: number, raw: string): boolean {
  const line = lines[i];
  if (line.kind !== 'text' || line.styledHeading) return false;
  // The raw row: "Cake   Slice   Whole" reads as "Cake" once its label cells are set aside.
  const cells = raw
    .trim()
    .split(/\s{2,}/)
    .filter(Boolean);
  // A cell may name a size or a count ("6 PCS", "175ml"), never hold an amount.
  const amountIn = (c: string) => /\d/.test(c.replace(SIZE_LABEL, ''));
  if (cells.length < 3 || cells.some((c) => amountIn(c) || words(c).length > 4)) return false;
  // With sizes among them, two cells must name text columns ("OYSTERS  ORIGIN  6 PCS  12 PCS"):
  // one name before the sizes is the section's heading ("WHITE WINES  125ml  175ml  Bottle").
  const named = cells.filter((c) => !/\d/.test(c) && !isColumnLabel(c));
  if (cells.some((c) => /\d/.test(c)) && named.length < 2) return false;
  let j = i + 1;
  while (j < lines.length && lines[j].kind === 'blank') j += 1;
  if (lines[j]?.kind !== 'priced') return false;
  // The rows under it, up to the table's end: one of them fills most columns (the first may
  // have no magnum).
  let amounts = 0;
  for (let k = j; k < Math.min(lines.length, j + TABLE_ROWS); k += 1) {
    if (lines[k].kind !== 'priced' && lines[k].kind !== 'text') break;
    amounts = Math.max(amounts, lines[k].price?.display.split('/').length ?? 0);
  }
  return amounts >= 2 && amounts >= cells.length - 2;
}

/** "6 PCS", "175ml", "12 oz": a header cell naming a size or count. */
const SIZE_LABEL = /\b\d+(?:[.,]\d+)?\s?(?:ml|cl|oz|l|g|pcs?|pieces|inch|in|")(?!\p{L})/giu;
/** How many rows under a header are looked at for the one that fills most of its columns. */
const TABLE_ROWS = 6;
