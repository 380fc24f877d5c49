/**
 * Per-line features for the reader model: geometry and typography relative to the document (so a
 * PDF in points, a Word file and OCR pixels compare), text shape, price tokens, the neighbours'
 * shape, and the rule hints the parser already computes (so the model can keep what the rules get
 * right and learn where they go wrong). Pure; the same code runs in training and in the worker.
 */
import type { LayoutLine } from '@/lib/layout';
import { median } from '@/lib/layout';
import { layoutHints } from '@/lib/menu-parser/layout-hints';
import { findLinePrice } from '@/lib/menu-parser/price';
import { CONTEXT, contextFeatures } from './context-features';

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const CURRENCY = /[$€£¥₹]/u;
const ADD_ON = /^\s*(?:\+|add\b|extra\b|sub(?:stitute)?\b|upgrade\b|with\b)/i;
const NUMBERED = /^\s*\d{1,3}[.)]\s/;
const SIZE_WORD =
  /^(?:small|medium|large|regular|reg|sm|lg|med|glass|bottle|btl|half|pint|cup|bowl|ind|doz|each|\d+\s?(?:ml|cl|oz|l|g)|125ml|175ml|250ml)$/i;

/** One line's own shape, before neighbours are added. */
function ownFeatures(
  line: LayoutLine,
  bodyHeight: number,
  regionWidth: number,
  priceLine: boolean,
) {
  const text = line.text.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const letters = [...text].filter((c) => LETTER.test(c));
  const upper = letters.filter((c) => UPPER.test(c)).length;
  const digits = [...text].filter((c) => c >= '0' && c <= '9').length;
  const price = findLinePrice(text);
  const priceOnly = price !== null && !LETTER.test(price.name + price.rest);
  const sizeWords = words.filter((w) => SIZE_WORD.test(w.replace(/[.:]$/, ''))).length;
  const height = Math.max(0.1, line.bottom - line.top) / bodyHeight;
  return [
    Math.min(3, line.size),
    line.size >= 1.15 ? 1 : 0,
    line.size <= 0.9 ? 1 : 0,
    Math.min(4, height),
    line.bold ? 1 : 0,
    line.italic ? 1 : 0,
    line.letterSpaced ? 1 : 0,
    line.leadEnd !== undefined ? 1 : 0,
    Math.min(6, line.indent) / 6,
    Math.min(1.5, (line.x1 - line.x0) / regionWidth),
    line.breakBefore ? 1 : 0,
    Math.log1p(words.length),
    Math.min(1, words.length / 12),
    letters.length ? upper / letters.length : 0,
    letters.length > 2 && upper === letters.length ? 1 : 0,
    UPPER.test(text[0] ?? '') ? 1 : 0,
    /^\p{Ll}/u.test(text) ? 1 : 0,
    text.length ? digits / text.length : 0,
    price ? 1 : 0,
    priceOnly ? 1 : 0,
    price?.position === 'leading' ? 1 : 0,
    CURRENCY.test(text) ? 1 : 0,
    /[.]$/.test(text) ? 1 : 0,
    /:$/.test(text) ? 1 : 0,
    Math.min(4, (text.match(/,/g) ?? []).length) / 4,
    /[()]/.test(text) ? 1 : 0,
    /\s[-–—|]\s/.test(text) ? 1 : 0,
    ADD_ON.test(text) ? 1 : 0,
    NUMBERED.test(text) ? 1 : 0,
    words.length ? sizeWords / words.length : 0,
    line.confidence !== undefined ? 1 : 0,
    line.confidence ?? 1,
    priceLine ? 1 : 0,
  ];
}

/** How many values ownFeatures gives (used to pad at the document's ends). */
const OWN = 33;
/** The rule hints: styled heading, minor (description-like type), plain body, bold lead. */
const HINTS = 4;

export const featureCount = 1 + OWN * 3 + HINTS + 4 + CONTEXT;

/** Feature vectors for every line of one laid-out document, in order. */
export function lineFeatures(lines: LayoutLine[]): number[][] {
  if (lines.length === 0) return [];
  const bodyHeight = Math.max(0.1, median(lines.map((l) => l.bottom - l.top)));
  const regions = new Map<number, { x0: number; x1: number }>();
  for (const l of lines) {
    const r = regions.get(l.region) ?? { x0: l.x0, x1: l.x1 };
    regions.set(l.region, { x0: Math.min(r.x0, l.x0), x1: Math.max(r.x1, l.x1) });
  }
  // Lines that end in a price: their type size is the measure for "larger than a dish name".
  const priced = lines.map((l) => findLinePrice(l.text.trim()) !== null);
  const nameSize = median(lines.filter((_, i) => priced[i]).map((l) => l.size)) || 1;
  const own = lines.map((l, i) => {
    const r = regions.get(l.region)!;
    return ownFeatures(l, bodyHeight, Math.max(1, r.x1 - r.x0), priced[i]!);
  });
  const hints = layoutHints(lines);
  const context = contextFeatures(lines, priced);
  const empty = new Array<number>(OWN).fill(0);
  const gap = (a: LayoutLine | undefined, b: LayoutLine | undefined) =>
    a && b && a.page === b.page && a.region === b.region
      ? Math.max(-1, Math.min(4, (b.top - a.bottom) / bodyHeight))
      : 4;
  return lines.map((l, i) => {
    const h = hints[i]!;
    const r = regions.get(l.region)!;
    const centre = (l.x0 + l.x1) / 2 - (r.x0 + r.x1) / 2;
    return [
      1,
      ...own[i]!,
      ...(own[i - 1] ?? empty),
      ...(own[i + 1] ?? empty),
      h.styledHeading ? 1 : 0,
      h.minor ? 1 : 0,
      h.plain ? 1 : 0,
      h.lead ? 1 : 0,
      gap(lines[i - 1], l) / 4,
      gap(l, lines[i + 1]) / 4,
      Math.min(2, Math.abs(centre) / Math.max(1, r.x1 - r.x0)),
      Math.min(3, l.size / nameSize),
      ...context[i]!,
    ];
  });
}
