/**
 * How sure the parser is of one item (name, price and category all right), 0..1: a logistic
 * model over signs that, on the tuning half of the corpus, went with wrong items (a missing price,
 * a name too long to be one dish, a section of one, a heading the layout may have misread, OCR the
 * engine itself doubted). The weights are fitted, not chosen: `confidence-weights.ts` is written
 * by src/testing/corpus/fit-confidence.test.ts from the tuning half only.
 */
import type { ParsedMenuItem } from '@/domain/parsed-menu';
import type { LayoutLine } from '@/lib/layout';
import type { DraftCategory, DraftItem } from './assemble';
import { CONFIDENCE_BIAS, CONFIDENCE_WEIGHTS } from './confidence-weights';

export type ConfidenceContext = {
  category: DraftCategory;
  /** How many categories the menu has. */
  categories: number;
  /** The layout lines the item was read from (empty when unknown). */
  lines: LayoutLine[];
  /** The layout line of the item's section heading, when known. */
  heading?: LayoutLine;
  /** Items in the menu's median section. */
  medianSection: number;
  /** The reading without typography found the same item (name, price and section). */
  plainAgrees: boolean;
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * What OCR does to a name it misread: 'ü' as 'ii' (Biindner), a digit inside a word (Sinh T6),
 * a stray bracket ('Phd Chay (vc'), a name of one or two letters.
 */
function looksMisread(name: string): boolean {
  if (letters(name) < 3) return true;
  if (/\p{L}ii\p{L}/iu.test(name)) return true;
  if (/\p{L}\d|\d(?!(?:oz|ml|cl|g|kg|lb|in|cm)\b)\p{L}/iu.test(name)) return true;
  const open = (name.match(/[([]/g) ?? []).length;
  const close = (name.match(/[)\]]/g) ?? []).length;
  return open !== close;
}

/**
 * The signs, each 0 or 1 unless noted, in the order of CONFIDENCE_WEIGHTS. Adding one means
 * refitting the weights.
 */
export const CONFIDENCE_FEATURES = [
  'weak heading',
  'short heading',
  'no price',
  'several prices',
  'digits in the name',
  'no section heading in a menu with sections',
  'section of one',
  'section of two',
  'read from more than 4 lines',
  'section carried over from another column or page',
  'scanned (OCR)',
  'OCR name looks misread',
  'OCR confidence under 0.75',
  'price count unlike its section',
  'section over twice the median section',
  'price from the section heading',
  'no description where most of its section have one',
  'name over 4 words',
  'heading OCR confidence under 0.85',
  'the reading without typography differs',
  'OCR confidence deficit (1 - lowest word confidence)',
] as const;

type SectionStats = { byPriceCount: Map<number, number>; described: number };
const statsBySection = new WeakMap<readonly DraftItem[], SectionStats>();

/**
 * Counted once per section, not once per item: a per-item scan of the section made a long
 * section quadratic (a 40,000-line paste held the reader for minutes).
 */
function sectionStats(section: readonly DraftItem[]): SectionStats {
  const known = statsBySection.get(section);
  if (known) return known;
  const byPriceCount = new Map<number, number>();
  let described = 0;
  for (const d of section) {
    const n = d.price ? d.price.split('/').length : 0;
    byPriceCount.set(n, (byPriceCount.get(n) ?? 0) + 1);
    if (d.description.join(' ').trim()) described += 1;
  }
  const stats = { byPriceCount, described };
  statsBySection.set(section, stats);
  return stats;
}

export function confidenceFeatures(
  item: Omit<ParsedMenuItem, 'confidence'>,
  draft: DraftItem,
  context: ConfidenceContext,
): number[] {
  const { category, categories, lines, heading } = context;
  const prices = item.price ? item.price.split('/').length : 0;
  const nameWords = words(item.name);
  const ocr = lines.flatMap((l) => (l.confidence === undefined ? [] : [l.confidence]));
  const lowest = ocr.length ? Math.min(...ocr) : 1;
  const section = category.items;
  const { byPriceCount, described } = sectionStats(section);
  const sameCount = byPriceCount.get(prices) ?? 0;
  const carried = Boolean(
    heading && lines[0] && (heading.region !== lines[0].region || heading.page !== lines[0].page),
  );
  const flags = [
    category.weak,
    letters(category.name) < 4,
    !item.price,
    prices >= 2,
    /\d{2,}/.test(item.name),
    categories > 1 && category.name === 'General',
    category.items.length === 1,
    category.items.length === 2,
    draft.to - draft.from > 4,
    carried,
    ocr.length > 0,
    ocr.length > 0 && looksMisread(item.name),
    lowest < 0.75,
    section.length >= 3 && sameCount < section.length / 2,
    section.length >= 4 && section.length > 2 * context.medianSection,
    Boolean(category.sectionPrice) && item.price === category.sectionPrice,
    !item.description && described > section.length / 2,
    nameWords > 4,
    heading?.confidence !== undefined && heading.confidence < 0.85,
    !context.plainAgrees,
  ].map((flag) => Number(Boolean(flag)));
  return [...flags, 1 - lowest];
}

export function confidenceFromFeatures(features: readonly number[]): number {
  const z = features.reduce((sum, x, k) => sum + x * (CONFIDENCE_WEIGHTS[k] ?? 0), CONFIDENCE_BIAS);
  const p = 1 / (1 + Math.exp(-z));
  return Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100;
}

export function itemConfidence(
  item: Omit<ParsedMenuItem, 'confidence'>,
  draft: DraftItem,
  context: ConfidenceContext,
): number {
  return confidenceFromFeatures(confidenceFeatures(item, draft, context));
}
