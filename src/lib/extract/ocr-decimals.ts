/**
 * OCR of small print drops the decimal point of a price more than any other mark: the dot is a
 * few pixels, and `12.49` comes back as `1249` with full confidence. A bare 3-4 digit number is
 * given its point back only with evidence from the page itself: the menu prints cents (decimal
 * prices elsewhere on the page) and the number stands in a price column, i.e. prices with a point
 * sit above or below it aligned on the same edge or centre, and none without cents. A year, phone
 * number or item number is not in such a column, a menu of whole-number prices (`16`, `300`) has
 * no such siblings, and a column that prints `46` as often as `4.60` prints whole numbers (one
 * stray `45` among a column of prices with cents is a misread, not a style).
 */
import type { Span } from './document';

/** `12.50`, `$9.99`, `4,10`: a price printed with cents (either separator). */
export const DECIMAL_PRICE = /^([$£€]?)(\d{1,3})([.,])(\d{2})$/;
/** `1249`, `$250`: what such a price reads as when the point is lost. */
const BARE_NUMBER = /^([$£€]?)(\d{1,2})(\d{2})$/;
/** `46`, `$9`: a whole-number price; a column that prints them (a wine list's bottle column
 * beside glasses with cents) may print `160` too. */
const WHOLE_PRICE = /^[$£€]?\d{1,2}$/;
/** The page must print at least this many prices with cents to be a menu that prints cents. */
const MIN_DECIMAL_PRICES = 3;
/** Column siblings: prices with a point within this many line heights above or below. */
const COLUMN_REACH_LINES = 12;
/** ...aligned on the left edge, right edge or centre within this many line heights. */
const ALIGN_LINES = 1.2;
const MIN_SIBLINGS = 2;
/** A column prints whole numbers when it has at least one for every this many with cents. */
const WHOLE_SHARE = 4;

const lineHeight = (s: Span) => Math.max(1, s.bottom - s.top);

function aligned(a: Span, b: Span, tolerance: number): boolean {
  return (
    Math.abs(a.x1 - b.x1) <= tolerance ||
    Math.abs(a.x0 - b.x0) <= tolerance ||
    Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) <= tolerance
  );
}

/**
 * On a page that prints cents throughout (this many prices with a point, few whole ones), a
 * column of bare three-digit numbers (`315` over `345` over `395`, this many besides the one in
 * question) is a column of prices whose points the print was too small to keep. Four-digit ones
 * are left alone: a column of them is as likely vintages as prices.
 */
const CENTS_PAGE_PRICES = 10;
const MIN_BARE = 3;
const SHORT_BARE = /^[$£€]?\d\d{2}$/;

/** At most this many rounds: each restored price is evidence for the ones beside it. */
const MAX_ROUNDS = 4;

/**
 * Spans of one OCR page with lost decimal points restored where the page gives the evidence
 * above; every other span is returned unchanged. The separator is the page's own (`.` or `,`).
 * A price restored counts as a sibling for the next round, so a column whose points were mostly
 * lost (small print far from the clean prices) is restored from its few clean ones outward.
 */
export function restoreDecimalPoints(spans: Span[]): Span[] {
  let current = spans;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = restoreRound(current);
    if (next.every((s, i) => s === current[i])) break;
    current = next;
  }
  return current;
}

function restoreRound(spans: Span[]): Span[] {
  const decimals = spans.filter((s) => DECIMAL_PRICE.test(s.text.trim()));
  const wholes = spans.filter((s) => WHOLE_PRICE.test(s.text.trim()));
  if (decimals.length < MIN_DECIMAL_PRICES) return spans;
  const bares = spans.filter((s) => SHORT_BARE.test(s.text.trim()));
  const centsPage =
    decimals.length >= CENTS_PAGE_PRICES && wholes.length * WHOLE_SHARE <= decimals.length;
  const commas = decimals.filter((s) => s.text.includes(',')).length;
  const separator = commas > decimals.length / 2 ? ',' : '.';
  return spans.map((span) => {
    const match = BARE_NUMBER.exec(span.text.trim());
    if (!match) return span;
    const height = lineHeight(span);
    const centre = (span.top + span.bottom) / 2;
    const inColumn = (d: Span) => {
      const distance = Math.abs((d.top + d.bottom) / 2 - centre);
      return (
        distance > height / 2 &&
        distance <= COLUMN_REACH_LINES * height &&
        aligned(span, d, ALIGN_LINES * height)
      );
    };
    const siblings = decimals.filter(inColumn).length;
    const columnOfBare =
      centsPage && SHORT_BARE.test(span.text.trim()) && bares.filter(inColumn).length >= MIN_BARE;
    const wholeColumn = wholes.filter(inColumn).length * WHOLE_SHARE >= Math.max(1, siblings);
    const [, currency, units, cents] = match;
    const restored = { ...span, text: `${currency}${units}${separator}${cents}` };
    if (centsPage && inPriceRow(restored, decimals, wholes)) return restored;
    if ((siblings < MIN_SIBLINGS && !columnOfBare) || wholeColumn) return span;
    return restored;
  });
}

/** Prices with cents beside a bare number on its line that make it one of a row of sizes. */
const MIN_ROW_PRICES = 2;
const amount = (s: Span) =>
  Number(
    s.text
      .trim()
      .replace(/^[$£€]/, '')
      .replace(',', '.'),
  );

/**
 * A row of sizes (`2.10   2.60   310`) on a page that prints cents: the bare number is the
 * row's price when at least two prices with cents share its line, none without, and with its
 * point back the row still rises from left to right as a row of sizes does.
 */
function inPriceRow(restored: Span, decimals: Span[], wholes: Span[]): boolean {
  const centre = (restored.top + restored.bottom) / 2;
  const onLine = (s: Span) => Math.abs((s.top + s.bottom) / 2 - centre) <= lineHeight(restored) / 2;
  const row = decimals.filter(onLine);
  if (row.length < MIN_ROW_PRICES || wholes.some(onLine)) return false;
  const ordered = [...row, restored].sort((a, b) => a.x0 - b.x0).map(amount);
  return ordered.every((value, i) => i === 0 || value >= ordered[i - 1]);
}
