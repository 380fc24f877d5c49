/**
 * Whether the text on both sides of a vertical cut reads as two columns of a menu, and what a row
 * of spans holds (a price at its end, words).
 */
import type { Span } from '@/lib/extract/document';
import { centreY, median } from './geometry';

/** A price at the end of a span: "$14", "A$9", "CHF 24", "12,50 €", "18 zł", "MP". */
const PRICE_TOKEN =
  /(?:^|[\s./])(?:(?:[a-z]{1,3}\s?)?[$€£¥₩₹₱฿₫₺₪₽]\s?\d{1,5}(?:[.,]\d{1,2})?|(?:chf|s\/|rm)\s?\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}(?:[.,]\d{1,2})?\s?(?:€|kr|chf|zł|zl|zt|pln|lei|kč|ft)?|mp)\.?$/iu;
const WORD = /\p{L}{3}/u;
/** A year after a word, with no currency or pence: "Château Musar 2016". */
const VINTAGE = /\p{L}\s+(?:19[5-9]\d|20[0-4]\d)$/u;
/** A number that names ("Gillardeau No. 2", "Belon 00", "Suite #5"): no price. */
const NUMBERED = /(?:\b(?:No|Nr|Nº)\.?|#)\s?\d{1,3}$|(?<![\d.,])0\d$/iu;
const PRICE_ONLY = /^(?:[$€£¥]\s?)?\d{1,5}(?:[.,]\d{1,2})?(?:\s?€)?$/u;

export type Row = Span[];

/** A size word and its amount ("venti 4.50"), and a row ending in one ("Chai   tall 3.30"). */
const SIZE_AMOUNT = String.raw`\p{L}{1,6}\.?\s+[$€£]?\d{1,3}(?:[.,]\d{1,2})?$`;
const SIZE_CELL = new RegExp(`^${SIZE_AMOUNT}`, 'u');
const SIZED_ROW = new RegExp(`\\s${SIZE_AMOUNT}`, 'u');
/** A cell that is a size word and its amount: "reg 1.99", "tall 3.50". */
export const isSizeCell = (text: string) => SIZE_CELL.test(text.trim());

const rowText = (row: Row) => row.map((s) => s.text).join(' ');
/** The row ends with a price ("1." numbering a dish is not one). */
export const hasPrice = (row: Row) => {
  const last = row[row.length - 1].text.trim();
  // OCR may split the amount from a currency written after it ("36" "zł").
  const tail = row
    .slice(-2)
    .map((s) => s.text.trim())
    .join(' ');
  // A vintage ("HILLSIDE SHIRAZ 2021") ends a wine's name, not its price.
  return (
    PRICE_TOKEN.test(tail) &&
    !/^\d{1,3}\.$/.test(last) &&
    !VINTAGE.test(tail) &&
    !NUMBERED.test(tail)
  );
};
/** A span that is nothing but an amount ("9.95", "$12", "8,50 €"). */
export const isPriceOnly = (span: Span) => PRICE_ONLY.test(span.text.trim());
/** A currency written as a code ("CHF 34.00") is part of a price, not a word of the row. */
const CURRENCY_CODE =
  /(?<!\p{L})(?:CHF|EUR|USD|GBP|AUD|CAD|NZD|PLN|SEK|NOK|DKK|CZK|HUF|AED|SGD|HKD)(?!\p{L})/giu;
const hasWords = (row: Row) => WORD.test(rowText(row).replace(CURRENCY_CODE, ' '));

const rowCentre = (r: Row) => median(r.map(centreY));

/**
 * Only the stretch where both sides have text can tell columns from a table: a table with a
 * paragraph of priced lines under it must not be read as two columns because of that paragraph.
 */
function overlapping(left: Row[], right: Row[]): [Row[], Row[]] {
  const span = (rows: Row[]) => [rowCentre(rows[0]), rowCentre(rows[rows.length - 1])];
  const [lt, lb] = span(left);
  const [rt, rb] = span(right);
  const top = Math.max(lt, rt);
  const bottom = Math.min(lb, rb);
  const inside = (r: Row) => rowCentre(r) >= top - 1 && rowCentre(r) <= bottom + 1;
  return [left.filter(inside), right.filter(inside)];
}

/** Is the content on both sides of a cut a column of its own? */
export function isColumnSplit(allLeft: Row[], allRight: Row[], em: number): boolean {
  if (!allLeft.length || !allRight.length) return false;
  const [left, right] = overlapping(allLeft, allRight);
  if (!left.length || !right.length) return false;
  const wordy = (rows: Row[]) => rows.filter(hasWords).length;
  if (wordy(left) < 2 || wordy(right) < 2) return false;
  const width = (rows: Row[]) =>
    Math.max(...rows.flat().map((s) => s.x1)) - Math.min(...rows.flat().map((s) => s.x0));
  if (width(left) < 4 * em || width(right) < 4 * em) return false;
  // Bare prices standing left of where the right side's text starts are the left side's price
  // column; bare prices aligned with that text are a column's own prices on their own lines.
  const startsBare = (r: Row) => isPriceOnly(r[0]);
  const textLeft = Math.min(...right.filter((r) => !startsBare(r)).map((r) => r[0].x0));
  const priceColumn = right.filter((r) => startsBare(r) && r[0].x1 <= textLeft + 0.5 * em);
  if (priceColumn.length >= 0.3 * right.length) return false;
  // A side that is mostly rows of bare prices ("110.00   230.00" under "BOTTLE   MAGNUM") holds
  // a table's price columns, not a menu column.
  const onlyPrices = (rows: Row[]) => rows.filter((r) => r.every(isPriceOnly)).length;
  if (onlyPrices(right) >= 0.6 * right.length || onlyPrices(left) >= 0.6 * left.length)
    return false;
  // "Chai   tall 3.30   grande 3.90" row after row: the sizes of each drink, not two menus.
  if (right.every((r) => isSizeCell(rowText(r))) && left.every((r) => SIZED_ROW.test(rowText(r))))
    return false;
  // Prices on both sides: each side is a menu of its own. Two priced rows are enough on a side
  // whose sections carry one price in the heading.
  const priced = (rows: Row[]) => {
    const n = rows.filter(hasPrice).length;
    return n >= 2 || n >= 0.15 * rows.length;
  };
  if (priced(left) && priced(right) && wordy(right) >= 0.3 * right.length) return true;
  // A blurb in running prose beside priced dishes is a column of its own, however its lines
  // fall: no table has sentences in one column and every price in the other.
  if ((isProse(left) && priced(right)) || (isProse(right) && priced(left))) return true;
  // A list beside priced dishes ("SAUCES | 2 EACH" over sauce names, beside
  // toppings with their prices): the cells line up like a table's, but every cell on the list's
  // side is a name; a table's other columns hold prices, sizes or lowercase descriptions.
  const mostlyPriced = (rows: Row[]) =>
    rows.filter((r) => hasPrice(r) && hasWords(r)).length >= 0.6 * rows.length;
  // Only a list to the right: a name column on the left of priced cells is a table's first
  // column ("Ashby Point | Cornwall, England | 3.50").
  if (isNameList(right) && mostlyPriced(left)) return true;
  // Two lists of names side by side (sides priced once in their heading).
  if (isNameList(left) && isNameList(right)) return true;
  // Without prices on one side: columns when the rows of the two sides do not line up (a table's
  // cells always do).
  const centres = right.map((r) => median(r.map(centreY)));
  const aligned = left.filter((r) => {
    const c = median(r.map(centreY));
    return centres.some((x) => Math.abs(x - c) < 0.35 * em);
  }).length;
  const share = aligned / Math.min(left.length, right.length);
  const mostlyText = (rows: Row[]) => wordy(rows) >= 3 && wordy(rows) >= 0.5 * rows.length;
  return share < 0.5 && mostlyText(left) && mostlyText(right);
}

/** "GREEN PEPPERCORN", "Smoked Paprika Wedges": a short name, its words capitalised, no sentence. */
function isNameRow(row: Row): boolean {
  const text = rowText(row);
  // "each" and "any" belong to a price ("| 2 each"), not to the name.
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !/^(?:each|any)$/i.test(w));
  if (!words.length || words.length > 6 || /[,;.]\s/.test(text)) return false;
  return words.filter((w) => /^\p{Lu}/u.test(w)).length >= 0.6 * words.length;
}

/** Three or more short names, priced at most once (in their heading): a list, not a table. */
export function isNameList(rows: Row[]): boolean {
  return (
    rows.length >= 3 &&
    rows.filter(hasPrice).length <= 1 &&
    rows.filter(isNameRow).length >= 0.8 * rows.length
  );
}

/** Three or more lines of sentences: five words a line on average, mostly in lower case. */
export function isProse(rows: Row[]): boolean {
  if (rows.length < 3 || rows.some(hasPrice)) return false;
  const words = rows.flatMap((r) =>
    rowText(r)
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)),
  );
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 5 * rows.length && lower >= 0.6 * words.length;
}
