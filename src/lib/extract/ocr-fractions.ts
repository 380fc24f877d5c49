/**
 * OCR reads the fraction `½` as `%`: "½ rack", "½ chicken", "½ pint" come back as "% rack". A
 * percent sign stands after a number ("4.5%", "10 %"); one standing alone with no number before
 * it on its line is the half. Every other span is returned unchanged.
 */
import type { Span } from './document';

const centre = (s: Span) => (s.top + s.bottom) / 2;

/** The span just left of `span` on its line, if any. */
function leftNeighbour(spans: Span[], span: Span): Span | undefined {
  let best: Span | undefined;
  for (const s of spans) {
    if (s === span || s.x1 > span.x0 + 1) continue;
    if (Math.abs(centre(s) - centre(span)) > (span.bottom - span.top) / 2) continue;
    if (!best || s.x1 > best.x1) best = s;
  }
  return best;
}

export function restoreHalves(spans: Span[]): Span[] {
  if (!spans.some((s) => s.text === '%')) return spans;
  return spans.map((span) => {
    if (span.text !== '%') return span;
    const before = leftNeighbour(spans, span);
    return before && /\d$/.test(before.text) ? span : { ...span, text: '½' };
  });
}
