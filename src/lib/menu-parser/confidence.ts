/**
 * How sure the parser is of one item (name, price and category all right), 0..1. Each signal is a
 * pattern that, on the tuning half of the corpus, went with a wrong item: a missing price, a name
 * too long to be one dish, a category of one, OCR the engine itself doubted. The weights were set
 * so that items at 0.9 or above are right at least 95% of the time.
 */
import type { ParsedMenuItem } from '@/domain/parsed-menu';
import type { LayoutLine } from '@/lib/layout';
import type { DraftCategory, DraftItem } from './assemble';

export type ConfidenceContext = {
  category: DraftCategory;
  categories: number;
  /** The layout lines the item was read from (empty when unknown). */
  lines: LayoutLine[];
  /** The layout line of the item's section heading, when known. */
  heading?: LayoutLine;
  /** Median amount of the menu's prices, to spot a misread one ("$1250" for "$12.50"). */
  medianPrice: number;
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first amount of a price display ("$12.50 / $30" -> 12.5, "12,50 €" -> 12.5). */
export function firstAmount(price: string): number | null {
  const m = price.match(/\d{1,3}(?:[ ,.]\d{3})*(?:[.,]\d{1,2})?|\d+/);
  if (!m) return null;
  const raw = m[0];
  const decimal = raw.match(/[.,](\d{1,2})$/);
  const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[ ,.]/g, '');
  return Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0);
}

/**
 * What OCR does to a name it misread: 'ü' as 'ii' (Biindner), a digit inside a word (Sinh T6),
 * a stray bracket ('Phd Chay (vc'), a name of one or two letters.
 */
function looksMisread(name: string): boolean {
  if ((name.match(/\p{L}/gu) ?? []).length < 3) return true;
  if (/\p{L}ii\p{L}/iu.test(name)) return true;
  if (/\p{L}\d|\d(?!(?:oz|ml|cl|g|kg|lb|in|cm)\b)\p{L}/iu.test(name)) return true;
  const open = (name.match(/[([]/g) ?? []).length;
  const close = (name.match(/[)\]]/g) ?? []).length;
  return open !== close;
}

export function itemConfidence(
  item: Omit<ParsedMenuItem, 'confidence'>,
  draft: DraftItem,
  { category, categories, lines, heading, medianPrice }: ConfidenceContext,
): number {
  let score = 0.97;
  if (category.weak) score -= 0.12;
  if ((category.name.match(/\p{L}/gu) ?? []).length < 4) score -= 0.15;
  const amount = firstAmount(item.price);
  if (amount !== null && medianPrice > 0) {
    const ratio = amount / medianPrice;
    if (ratio > 4 || ratio < 0.2) score -= 0.15;
  }
  if (!item.price) score -= 0.25;
  const nameWords = words(item.name);
  if (nameWords > 6) score -= 0.15;
  if (nameWords > 9) score -= 0.2;
  if (/\d{2,}/.test(item.name)) score -= 0.08;
  if (words(item.description) > 35) score -= 0.12;
  if (item.price.split('/').length > 3) score -= 0.08;
  if (categories > 1 && category.name === 'General') score -= 0.2;
  if (category.items.length === 1) score -= 0.12;
  if (draft.to - draft.from > 4) score -= 0.08;
  // A section carried over into another column or page: right if the reading order is.
  if (heading && lines[0] && (heading.region !== lines[0].region || heading.page !== lines[0].page))
    score -= 0.1;
  const ocr = lines.flatMap((l) => (l.confidence === undefined ? [] : [l.confidence]));
  if (ocr.length) {
    if (looksMisread(item.name)) score -= 0.25;
    if (Math.min(...ocr) < 0.75) score -= 0.12;
  }
  return Math.round(Math.min(0.99, Math.max(0.05, score)) * 100) / 100;
}
