/**
 * OCR of small print drops the decimal point of a price more than any other mark: the dot is a
 * few pixels, and `12.49` comes back as `1249` with full confidence. A bare 3-4 digit number is
 * given its point back only with evidence from the page itself: the menu prints cents (decimal
 * prices elsewhere on the page) and the number stands in a price column, i.e. prices with a point
 * sit above or below it aligned on the same edge or centre, and none without cents. A year, phone
 * number or item number is not in such a column, a menu of whole-number prices (`16`, `300`) has
 * no such siblings, and a column that also prints `46` prints whole numbers.
 */
import type { Span } from './document';

/** `12.50`, `$9.99`, `4,10`: a price printed with cents (either separator). */
const DECIMAL_PRICE = /^([$£€]?)(\d{1,3})([.,])(\d{2})$/;
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

const lineHeight = (s: Span) => Math.max(1, s.bottom - s.top);

function aligned(a: Span, b: Span, tolerance: number): boolean {
  return (
    Math.abs(a.x1 - b.x1) <= tolerance ||
    Math.abs(a.x0 - b.x0) <= tolerance ||
    Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) <= tolerance
  );
}

/**
 * Spans of one OCR page with lost decimal points restored where the page gives the evidence
 * above; every other span is returned unchanged. The separator is the page's own (`.` or `,`).
 */
export function restoreDecimalPoints(spans: Span[]): Span[] {
  const decimals = spans.filter((s) => DECIMAL_PRICE.test(s.text.trim()));
  const wholes = spans.filter((s) => WHOLE_PRICE.test(s.text.trim()));
  if (decimals.length < MIN_DECIMAL_PRICES) return spans;
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
    if (decimals.filter(inColumn).length < MIN_SIBLINGS || wholes.some(inColumn)) return span;
    const [, currency, units, cents] = match;
    return { ...span, text: `${currency}${units}${separator}${cents}` };
  });
}
