/**
 * How sure the parser is of one item (name, price and category all right), 0..1: a logistic
 * model over signs that went with wrong items (a missing price, a name too long to be one dish,
 * a section of one, a heading the layout may have misread, OCR the engine itself doubted). The
 * weights are fitted, not chosen: `confidence-weights.ts` is written by `npm run fit:confidence`
 * (src/testing/corpus/fit-confidence.test.ts) from the corpus/ tuning half and the real files of
 * ../shared/corpus-real (ADR 0031). Every sign is computed per item or once per section, so the
 * whole menu stays linear in its items.
 */
import type { ParsedMenuItem } from '@/domain/parsed-menu';
import type { LayoutLine } from '@/lib/layout';
import type { DraftCategory, DraftItem } from './assemble';
import { CONFIDENCE_BIAS, CONFIDENCE_WEIGHTS } from './confidence-weights';
import { firstAmount, hasDecimals, sectionStats } from './confidence-section';

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
  /** Share of the menu's items (0..1) the reading without typography reads differently. */
  menuDisagreement: number;
  /** Where each region's first line starts, by region (to place a heading over it). */
  regionTops?: ReadonlyMap<number, number>;
  /** Most of the menu's dishes have no price (a set menu, a tea priced as a whole). */
  unpricedMenu?: boolean;
  /** How many regions (columns, panels, pages) the item's section was read from. */
  sectionRegions?: number;
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
 * refitting the weights (`npm run fit:confidence`) and giving it a reason in
 * confidence-reasons.ts.
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
  'price written in the name',
  'name starts in lower case',
  'name ends in punctuation',
  'name brackets unbalanced',
  'name over 40 characters',
  'digits in the section heading',
  'section heading over 4 words',
  'section heading styled like its items',
  'section heading in a banner font',
  'price far from its section',
  'decimals unlike its section',
  'share of the menu read differently without typography',
  'read across pages or columns',
  'prices missing in most of its section',
  'price in the description',
  'description over 40 words',
] as const;

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
  // A dish moved under the heading set over its column (band-headings.ts) sits under its own.
  const carried = !draft.band && isCarried(heading, lines[0], context.regionTops);
  const flags = [
    category.weak,
    letters(category.name) < 4,
    !item.price && !context.unpricedMenu,
    prices >= 2,
    // A vintage ('2019 Rioja') is part of a wine's name; other numbers there are often misreads.
    /\d{2,}/.test(item.name.replace(/\b(?:19|20)\d{2}\b/g, '')),
    categories > 1 && category.name === 'General',
    category.items.length === 1,
    category.items.length === 2,
    draft.to - draft.from > 4,
    carried,
    ocr.length > 0,
    ocr.length > 0 && looksMisread(item.name),
    lowest < 0.75,
    section.length >= 3 && sameCount < section.length / 2 && !hasPriceLabels(item.price),
    // A long list in one column (extras, a page of gins) is common and right; a long section
    // that runs on into another column or page is one that swallowed a missed heading's dishes.
    // Dishes under no heading at all have their own sign (no section heading), not this one.
    category.name !== 'General' &&
      section.length >= 4 &&
      section.length > 2 * context.medianSection &&
      (context.sectionRegions ?? 2) > 1,
    Boolean(category.sectionPrice) && item.price === category.sectionPrice,
    !item.description && described > section.length / 2,
    nameWords > 4,
    heading?.confidence !== undefined && heading.confidence < 0.85,
    !context.plainAgrees,
  ].map((flag) => Number(Boolean(flag)));
  return [...flags, 1 - lowest, ...layoutSigns(item, context)];
}

/**
 * The item's section heading sits in another column or page: carried over from there. A heading
 * right over the top of the item's region (one title over two lists side by side, over a row of
 * panels) is that region's own, not carried over.
 */
function isCarried(
  heading: LayoutLine | undefined,
  first: LayoutLine | undefined,
  regionTops: ReadonlyMap<number, number> | undefined,
): boolean {
  if (!heading || !first) return false;
  if (heading.page !== first.page) return true;
  if (heading.region === first.region) return false;
  const top = regionTops?.get(first.region);
  if (top === undefined) return true;
  const gap = top - heading.bottom;
  return !(
    gap >= -0.5 * (heading.bottom - heading.top) && gap < 3 * (heading.bottom - heading.top)
  );
}

/**
 * Prices labelled by a price table's column headers or the menu ('Bottle £42', '125ml £5 /
 * 175ml £6', 'cup $5 / bowl $7'): a row with fewer of them left the other cells empty on the
 * page, it lost nothing. A currency code ('CHF 24') is no label.
 */
function hasPriceLabels(price: string): boolean {
  return price.split(' / ').some((part) => {
    const label = part.match(
      /^(\p{L}[\p{L}'.-]{2,}|\d+(?:[.,]\d+)?\s?(?:ml|cl|l|oz|in|"))\s/iu,
    )?.[1];
    return Boolean(label) && !/^\p{Lu}{3}$/u.test(label!);
  });
}

const isCaps = (text: string) => letters(text) >= 2 && !/\p{Ll}/u.test(text);

/**
 * Signs added when the real files joined the fit (ADR 0031): a name that holds a price or starts
 * mid-sentence, a heading that reads like a note, a dish or the menu's title, a price unlike its
 * section's, a menu much of which the reading without typography reads differently (a sign about
 * the whole layout), an item read across pages, a description holding a price.
 */
function layoutSigns(item: Omit<ParsedMenuItem, 'confidence'>, context: ConfidenceContext) {
  const { category, lines, heading } = context;
  const section = category.items;
  const stats = sectionStats(section);
  const amount = item.price ? firstAmount(item.price) : undefined;
  const median = stats.medianAmount;
  const first = lines[0];
  const description = item.description;
  return [
    /[$€£¥]\s?\d|\d[.,]\d{2}\b/u.test(item.name),
    /^\p{Ll}/u.test(item.name),
    /[.,;:+(&\-–]$/u.test(item.name.trim()),
    (item.name.match(/[([]/g) ?? []).length !== (item.name.match(/[)\]]/g) ?? []).length,
    item.name.length > 40,
    /\d/.test(category.name),
    words(category.name) > 4,
    Boolean(
      heading &&
      first &&
      heading.bold === first.bold &&
      Math.abs(heading.size - first.size) < 0.1 &&
      isCaps(heading.text) === isCaps(first.text),
    ),
    Boolean(heading && heading.size >= 1.8),
    amount !== undefined && median > 0 && (amount > 3 * median || amount < median / 3),
    Boolean(item.price) &&
      stats.priced >= 3 &&
      (hasDecimals(item.price)
        ? stats.withDecimals < stats.priced / 3
        : stats.withDecimals > (2 * stats.priced) / 3),
    context.menuDisagreement,
    lines.some((l) => l.page !== first?.page || l.region !== first?.region),
    section.length >= 3 && stats.priced < section.length / 2,
    /[$€£¥]\s?\d|\d[.,]\d{2}\b/u.test(description),
    words(description) > 40,
  ].map((sign) => (typeof sign === 'number' ? sign : Number(sign)));
}

const LONE = CONFIDENCE_FEATURES.indexOf('section of one');
/** Where a dish alone under its heading is held: under the 0.9 at which the review flags items. */
const LONE_CEILING = 0.85;

/**
 * The review's one fixed rule on top of the fitted model. A dish alone under its heading is
 * wrong more often than right, on the real files and the corpus alike (a misread heading, or a
 * heading read as a dish); but those come with other signs, which take the weight in the fit, so
 * a clean lone dish would score as sure as any. It is held just under the line, so it is checked.
 */
export function withReviewRules(features: readonly number[], confidence: number): number {
  return features[LONE] ? Math.min(confidence, LONE_CEILING) : confidence;
}

export function confidenceFromFeatures(features: readonly number[]): number {
  const z = features.reduce((sum, x, k) => sum + x * (CONFIDENCE_WEIGHTS[k] ?? 0), CONFIDENCE_BIAS);
  const p = 1 / (1 + Math.exp(-z));
  return withReviewRules(features, Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100);
}

export function itemConfidence(
  item: Omit<ParsedMenuItem, 'confidence'>,
  draft: DraftItem,
  context: ConfidenceContext,
): number {
  return confidenceFromFeatures(confidenceFeatures(item, draft, context));
}
