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
  layout: LayoutLine[];
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function itemConfidence(
  item: Omit<ParsedMenuItem, 'confidence'>,
  draft: DraftItem,
  { category, categories, layout }: ConfidenceContext,
): number {
  let score = 0.97;
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
  const lines = layout.slice(draft.from, draft.to + 1);
  const ocr = lines.flatMap((l) => (l.confidence === undefined ? [] : [l.confidence]));
  if (ocr.length) score -= Math.max(0, 0.85 - Math.min(...ocr)) * 1.2;
  return Math.round(Math.min(0.99, Math.max(0.05, score)) * 100) / 100;
}
