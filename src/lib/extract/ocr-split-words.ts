/**
 * Two ways OCR of a photographed menu breaks the words around a price, repaired on the words
 * before layout:
 * - Dot leaders ("Schnitzel ......... 9.50") read as one long "word" of zeros or o's ("©0000000").
 *   Such a word is no text: left in, it joins the name to its price as a junk word, and its
 *   letters outweigh the name's when the line's type size is measured.
 * - A price's decimal point read as the end of a word: "2.75" comes back as "2." and "75", so the
 *   line's price reads as 75 with "2." left in the name. The two are one price when the cents sit
 *   right after the point, closer than a word space is wide.
 */
import type { Span } from './document';

/** A run of one leader-like character, after at most one stray mark: "©0000000", "oooooo". */
const LEADER_RUN = /^[^\p{L}\p{N}]?([-0oO.·°•_~])\1{5,}[^\p{L}\p{N}]?$/u;
const POINT_END = /^([$£€]?\d{1,3})([.,])$/;
const CENTS = /^\d{2}$/;
/** The cents start within this many ems of the point: nearer than a word space and a half. */
const MAX_GAP_EM = 0.5;

const centre = (s: Span) => (s.top + s.bottom) / 2;
const height = (s: Span) => Math.max(1, s.bottom - s.top);

/** The next span to the right on the same line, if any. */
function nextOnLine(span: Span, spans: Span[]): Span | undefined {
  let best: Span | undefined;
  for (const s of spans) {
    if (s === span || s.x0 < span.x1 - height(span) * 0.2) continue;
    if (Math.abs(centre(s) - centre(span)) > height(span) / 2) continue;
    if (!best || s.x0 < best.x0) best = s;
  }
  return best;
}

export function repairSplitWords(spans: Span[]): Span[] {
  const kept = spans.filter((s) => !LEADER_RUN.test(s.text.trim()));
  const joined = new Set<Span>();
  const out: Span[] = [];
  for (const span of kept) {
    if (joined.has(span)) continue;
    const point = POINT_END.exec(span.text.trim());
    const next = point ? nextOnLine(span, kept) : undefined;
    if (
      point &&
      next &&
      CENTS.test(next.text.trim()) &&
      next.x0 - span.x1 <= MAX_GAP_EM * Math.min(span.size, next.size)
    ) {
      joined.add(next);
      out.push({
        ...span,
        text: `${point[1]}${point[2]}${next.text.trim()}`,
        x1: next.x1,
        top: Math.min(span.top, next.top),
        bottom: Math.max(span.bottom, next.bottom),
      });
      continue;
    }
    out.push(span);
  }
  return out;
}
