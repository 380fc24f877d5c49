/**
 * Features of a line measured against its own document and its neighbours (issue 45). OCR type
 * sizes, word counts and gaps differ from one scan to the next, and one menu sets its dish names
 * larger than their descriptions while another sets them smaller, so absolute values say little
 * there. Each line is compared with its document (z-scores), a priced line with the document's
 * other priced lines, and a line with the lines above and below it. Pure; no rules of the parser.
 */
import type { LayoutLine } from '@/lib/layout';
import { median } from '@/lib/layout';

const LETTERS = /\p{L}{2}/u;
/** "tomato | lettuce | bacon": bars or bullets between words list what is in a dish. */
const LIST_MARK = /\s[|•·]\s?|\s?[|•·]\s/gu;

const wordsOf = (l: LayoutLine) => l.text.trim().split(/\s+/).filter(Boolean).length;
const clip = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

function zScores(values: number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const sd = Math.sqrt(
    values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length),
  );
  return values.map((v) => (sd > 1e-9 ? clip((v - mean) / sd, 3) / 3 : 0));
}

/** How many values contextFeatures gives per line. */
export const CONTEXT = 16;

/** Per line, in order: document-relative and neighbour-relative values. `priced`: ends in a price. */
export function contextFeatures(lines: LayoutLine[], priced: boolean[]): number[][] {
  const heights = lines.map((l) => Math.max(0.1, l.bottom - l.top));
  const words = lines.map(wordsOf);
  const sizeZ = zScores(lines.map((l) => l.size));
  const heightZ = zScores(heights);
  const wordsZ = zScores(words);
  const content = lines.map((l) => LETTERS.test(l.text));
  const pricedWords = median(words.filter((_, i) => priced[i] && content[i]!)) || 1;
  const plainWords = median(words.filter((_, i) => !priced[i] && content[i]!)) || 1;
  // A menu whose priced lines run longer than its unpriced ones puts names above and the price
  // at the end of the description; the opposite puts the price on the name line.
  const priceAtEnd = clip(Math.log(pricedWords / plainWords), 2) / 2;
  const pricedShare = priced.filter(Boolean).length / Math.max(1, lines.length);
  const boldShare = lines.filter((l) => l.bold).length / Math.max(1, lines.length);
  const body = Math.max(0.1, median(heights));
  const near = (a: LayoutLine | undefined, b: LayoutLine) =>
    a !== undefined && a.page === b.page && a.region === b.region;
  return lines.map((l, i) => {
    const prev = near(lines[i - 1], l) ? lines[i - 1] : undefined;
    const next = near(lines[i + 1], l) ? lines[i + 1] : undefined;
    const lists = (l.text.match(LIST_MARK) ?? []).length;
    const p = priced[i] ? 1 : 0;
    return [
      sizeZ[i]!,
      heightZ[i]!,
      wordsZ[i]!,
      clip(Math.log((words[i]! || 1) / pricedWords), 2) / 2,
      clip(Math.log((words[i]! || 1) / plainWords), 2) / 2,
      prev ? clip(l.size - prev.size, 1) : 0,
      next ? clip(l.size - next.size, 1) : 0,
      Math.min(4, lists) / 4,
      p * priceAtEnd,
      (1 - p) * priceAtEnd,
      // Priced, under an unpriced shorter line: the end of a description under its name.
      prev && p && !priced[i - 1] && wordsOf(prev) < words[i]! ? 1 : 0,
      // Unpriced and shorter than the priced line below it: a name over its description.
      next && !p && priced[i + 1] && words[i]! < wordsOf(next) ? 1 : 0,
      pricedShare,
      l.bold && boldShare < 0.3 ? 1 : 0,
      prev ? clip((l.x0 - prev.x0) / body, 4) / 4 : 0,
      next ? clip((next.x0 - l.x0) / body, 4) / 4 : 0,
    ];
  });
}
