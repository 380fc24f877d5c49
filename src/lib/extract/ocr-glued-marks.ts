/**
 * A small icon printed right after a price (an allergen mark, a chilli, a star) is read as part
 * of it: `5.40` and its icon come back as `5.40%` or `6.258`. On a page that prints cents, a price
 * with cents and one more mark or digit, at the end of its line, is that price. A page that prints
 * three decimals (as some currencies do) keeps them.
 */
import type { Span } from './document';
import { DECIMAL_PRICE } from './ocr-decimals';

const GLUED = /^([$£€]?\d{1,3}[.,]\d{2})[%*#°®©™¥¢§&\d]$/u;
/** The page must print at least this many prices with cents, and this many times the glued ones. */
const MIN_CENTS = 3;
const CENTS_PER_GLUED = 2;

const centre = (s: Span) => (s.top + s.bottom) / 2;

/** No other span sits to the right of `span` on its line. */
function endsLine(span: Span, spans: Span[]): boolean {
  const half = Math.max(1, span.bottom - span.top) / 2;
  return !spans.some(
    (s) => s !== span && s.x0 >= span.x1 && Math.abs(centre(s) - centre(span)) <= half,
  );
}

export function dropGluedMarks(spans: Span[]): Span[] {
  const cents = spans.filter((s) => DECIMAL_PRICE.test(s.text.trim())).length;
  const glued = spans.filter((s) => GLUED.test(s.text.trim()));
  if (!glued.length || cents < MIN_CENTS || cents < CENTS_PER_GLUED * glued.length) return spans;
  return spans.map((span) => {
    const match = GLUED.exec(span.text.trim());
    return match && endsLine(span, spans) ? { ...span, text: match[1] } : span;
  });
}
