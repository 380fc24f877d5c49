/**
 * Scores a parsed menu against a corpus-real truth.json by the rules its README recommends, so
 * our figure is comparable with the one measured on the files nobody on the team has seen:
 *
 * - Names: NFKD without diacritics, lower case, `&` -> and, apostrophes and parenthesised dietary
 *   groups dropped, other punctuation -> space; similarity is the larger of token Dice and
 *   character-bigram Dice; a pair matches at >= 0.8 against the name or any alias; pairs are taken
 *   greedily by best score, ties broken by agreeing price, then category.
 * - Prices compare as sets of numbers (units such as 175ml dropped first; `MP` = market price;
 *   prices without numbers as text). An item with its own price is always checked; one without is
 *   checked only when the reader gave it a price, which must then equal the section's price.
 * - Category: the predicted section name at similarity >= 0.8 to the truth category.
 *
 * The result extends the corpus bench's ParseScore with the number of prices checked.
 */
import type { ParsedMenu } from '@/domain/parsed-menu';
import { priceAmounts } from '@/lib/menu-parser/score-match';
import type { ParseScore } from '@/testing/menu-parser/score';
import type { RealTruth } from './load-real';

const DIETARY_GROUP = /\(\s*(?:(?:v|vg|ve|gf|df|h|n|vegan|vegetarian|or)\b[\s,/&+]*)+\)/gi;

export function normaliseRealName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(DIETARY_GROUP, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function dice<T>(a: T[], b: T[]): number {
  if (!a.length || !b.length) return 0;
  const counts = new Map<T, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  let common = 0;
  for (const y of b) {
    const n = counts.get(y) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(y, n - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

const bigrams = (s: string) =>
  Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2));

export function realNameSimilarity(a: string, b: string): number {
  const x = normaliseRealName(a);
  const y = normaliseRealName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  return Math.max(dice(x.split(' '), y.split(' ')), dice(bigrams(x), bigrams(y)));
}

/** Same set of amounts (order free); prices without any number compare as text. */
export function sameRealPrice(truth: string, actual: string): boolean {
  const t = priceAmounts(truth).sort();
  const a = priceAmounts(actual).sort();
  if (!t.length && !a.length) return truth.trim().toLowerCase() === actual.trim().toLowerCase();
  return t.length === a.length && t.every((v, i) => v === a[i]);
}

type TruthItem = {
  names: string[];
  price: string | null;
  section: string | null;
  category: string;
};

function truthItems(truth: RealTruth): TruthItem[] {
  return truth.categories.flatMap((c) =>
    c.items.map((i) => ({
      names: [i.name, ...(i.aliases ?? [])],
      price: i.price ?? null,
      section: c.sectionPrice ?? null,
      category: c.name,
    })),
  );
}

/** Checked price: undefined when the rules do not check it (no price on either side). */
function priceVerdict(t: TruthItem, actual: string): boolean | undefined {
  if (t.price !== null) return sameRealPrice(t.price, actual);
  if (!actual.trim()) return undefined;
  return t.section !== null && sameRealPrice(t.section, actual);
}

/** Price accuracy is over the prices the rules check, not over every matched item. */
export type RealScore = ParseScore & { pricesChecked: number };

export function scoreReal(truth: RealTruth, menu: ParsedMenu | null): RealScore {
  const expected = truthItems(truth);
  const actual = (menu?.menuData.categories ?? []).flatMap((c) =>
    c.items.map((i) => ({ name: i.name, price: i.price, category: c.name })),
  );
  const pairs: Array<{ e: number; a: number; sim: number; tie: number }> = [];
  expected.forEach((e, ei) =>
    actual.forEach((a, ai) => {
      const sim = Math.max(...e.names.map((n) => realNameSimilarity(n, a.name)));
      if (sim < 0.8) return;
      const tie =
        (priceVerdict(e, a.price) !== false ? 2 : 0) +
        (realNameSimilarity(e.category, a.category) >= 0.8 ? 1 : 0);
      pairs.push({ e: ei, a: ai, sim, tie });
    }),
  );
  pairs.sort((p, q) => q.sim - p.sim || q.tie - p.tie || Math.abs(p.e - p.a) - Math.abs(q.e - q.a));
  const usedE = new Map<number, number>();
  const usedA = new Set<number>();
  for (const p of pairs) {
    if (usedE.has(p.e) || usedA.has(p.a)) continue;
    usedE.set(p.e, p.a);
    usedA.add(p.a);
  }
  const matched = usedE.size;
  const precision = actual.length ? matched / actual.length : 1;
  const recall = expected.length ? matched / expected.length : 1;
  const score: RealScore = {
    expected: expected.length,
    actual: actual.length,
    matched,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    pricesCorrect: 0,
    pricesChecked: 0,
    priceAccuracy: 1,
    categoriesCorrect: 0,
    categoryAccuracy: 1,
    dietaryChecked: 0,
    dietaryCorrect: 0,
    missing: expected.filter((_, i) => !usedE.has(i)).map((e) => e.names[0]),
    extra: actual.filter((_, i) => !usedA.has(i)).map((a) => a.name),
    wrongPrices: [],
    wrongCategories: [],
    actualCorrect: actual.map(() => false),
  };
  let pricesChecked = 0;
  for (const [ei, ai] of usedE) {
    const e = expected[ei];
    const a = actual[ai];
    const price = priceVerdict(e, a.price);
    const categoryOk = realNameSimilarity(e.category, a.category) >= 0.8;
    if (price !== undefined) pricesChecked += 1;
    if (price === true) score.pricesCorrect += 1;
    if (price === false)
      score.wrongPrices.push({
        name: e.names[0],
        expected: e.price ?? `(section) ${e.section ?? '-'}`,
        actual: a.price,
      });
    if (categoryOk) score.categoriesCorrect += 1;
    else score.wrongCategories.push({ name: e.names[0], expected: e.category, actual: a.category });
    score.actualCorrect[ai] = price !== false && categoryOk;
  }
  score.pricesChecked = pricesChecked;
  score.priceAccuracy = pricesChecked ? score.pricesCorrect / pricesChecked : 1;
  score.categoryAccuracy = matched ? score.categoriesCorrect / matched : 1;
  return score;
}
