/**
 * Scoring a parse against a hand-written expectation. Pure: fixtures are passed in, so the same
 * code scores in vitest, in the bench and anywhere else.
 *
 * - Items are matched one-to-one by name: case, accents, punctuation, parenthesised notes and
 *   measures ("(6)", "16oz", "5.0%") are ignored; names match when their token sets are similar
 *   (Dice >= 0.8, tokens equal up to one OCR-sized typo).
 * - Price accuracy: of matched items, the numeric amounts are equal and in the same order
 *   ("12,50 €" = "12.50", "$9 glass / $32 bottle" = "9 / 32", "MP" = "Market Price").
 * - Category accuracy: of matched items, the category names are equal after normalisation.
 */
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { nameSimilarity, normaliseName, samePrice } from '@/lib/menu-parser/score-match';

export { nameSimilarity, normaliseName, priceAmounts } from '@/lib/menu-parser/score-match';

export interface ExpectedItem {
  name: string;
  price?: string;
  dietary?: string[];
}
export interface ExpectedMenu {
  categories: Array<{ name: string; items: ExpectedItem[] }>;
}

/** Items expected, parsed and matched, and the precision, recall and F1 they make. */
export interface MatchScore {
  expected: number;
  actual: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ParseScore extends MatchScore {
  pricesCorrect: number;
  priceAccuracy: number;
  categoriesCorrect: number;
  categoryAccuracy: number;
  dietaryChecked: number;
  dietaryCorrect: number;
  missing: string[];
  extra: string[];
  wrongPrices: Array<{ name: string; expected: string; actual: string }>;
  wrongCategories: Array<{ name: string; expected: string; actual: string }>;
  /** Per item of the actual menu, in menu order: matched with the right price and category. */
  actualCorrect: boolean[];
}

interface FlatItem {
  name: string;
  tokens: string[];
  price: string;
  category: string;
  dietary?: string[];
}

function flatten(menu: ExpectedMenu): FlatItem[] {
  return menu.categories.flatMap((c) =>
    c.items.map((item) => ({
      name: item.name,
      tokens: normaliseName(item.name).split(' '),
      price: item.price ?? '',
      category: c.name,
      dietary: item.dietary,
    })),
  );
}

/** Lets a ParsedMenu be scored like an expectation. */
export function toExpected(menu: ParsedMenu | ExpectedMenu): ExpectedMenu {
  return 'menuData' in menu ? { categories: menu.menuData.categories } : menu;
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

function matchScore(expected: number, actual: number, matched: number): MatchScore {
  const precision = ratio(matched, actual);
  const recall = ratio(matched, expected);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { expected, actual, matched, precision, recall, f1 };
}

export function scoreParse(
  expectedMenu: ExpectedMenu,
  actualMenu: ParsedMenu | ExpectedMenu,
): ParseScore {
  const expected = flatten(expectedMenu);
  const actual = flatten(toExpected(actualMenu));
  const pairs: Array<{ e: number; a: number; sim: number }> = [];
  expected.forEach((e, ei) =>
    actual.forEach((a, ai) => {
      const sim = nameSimilarity(e.name, a.name);
      if (sim >= 0.8) pairs.push({ e: ei, a: ai, sim });
    }),
  );
  // Best similarity first; among equals, the pair closest in menu order (duplicate names).
  pairs.sort((p, q) => q.sim - p.sim || Math.abs(p.e - p.a) - Math.abs(q.e - q.a));
  const usedE = new Map<number, number>();
  const usedA = new Set<number>();
  for (const p of pairs) {
    if (usedE.has(p.e) || usedA.has(p.a)) continue;
    usedE.set(p.e, p.a);
    usedA.add(p.a);
  }
  const score: ParseScore = {
    ...matchScore(expected.length, actual.length, usedE.size),
    pricesCorrect: 0,
    priceAccuracy: 0,
    categoriesCorrect: 0,
    categoryAccuracy: 0,
    dietaryChecked: 0,
    dietaryCorrect: 0,
    missing: expected.filter((_, i) => !usedE.has(i)).map((e) => e.name),
    extra: actual.filter((_, i) => !usedA.has(i)).map((a) => a.name),
    wrongPrices: [],
    wrongCategories: [],
    actualCorrect: actual.map(() => false),
  };
  for (const [ei, ai] of usedE) {
    const e = expected[ei];
    const a = actual[ai];
    const priceOk = samePrice(e.price, a.price);
    const categoryOk = normaliseName(e.category) === normaliseName(a.category);
    if (priceOk) score.pricesCorrect += 1;
    else score.wrongPrices.push({ name: e.name, expected: e.price, actual: a.price });
    if (categoryOk) score.categoriesCorrect += 1;
    else score.wrongCategories.push({ name: e.name, expected: e.category, actual: a.category });
    score.actualCorrect[ai] = priceOk && categoryOk;
    if (e.dietary) {
      score.dietaryChecked += 1;
      const want = [...e.dietary].sort().join(',');
      const got = [...(a.dietary ?? [])].sort().join(',');
      if (want === got) score.dietaryCorrect += 1;
    }
  }
  score.priceAccuracy = ratio(score.pricesCorrect, score.matched);
  score.categoryAccuracy = ratio(score.categoriesCorrect, score.matched);
  return score;
}

export type FixtureSource = 'text' | 'ocr';

export interface CorpusCase {
  name: string;
  source: FixtureSource;
  menuType: MenuType;
  text: string;
  expected: ExpectedMenu;
}

export interface AggregateScore extends MatchScore {
  fixtures: number;
  priceAccuracy: number;
  categoryAccuracy: number;
  dietaryAccuracy: number;
}

export interface CorpusScore {
  cases: Array<{ name: string; source: FixtureSource; score: ParseScore }>;
  bySource: Partial<Record<FixtureSource, AggregateScore>>;
  overall: AggregateScore;
}

/** Micro-averaged over items, so a big menu weighs more than a small one. */
export function aggregate(scores: ParseScore[]): AggregateScore {
  const sum = (pick: (s: ParseScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const matched = sum((s) => s.matched);
  return {
    fixtures: scores.length,
    ...matchScore(
      sum((s) => s.expected),
      sum((s) => s.actual),
      matched,
    ),
    priceAccuracy: ratio(
      sum((s) => s.pricesCorrect),
      matched,
    ),
    categoryAccuracy: ratio(
      sum((s) => s.categoriesCorrect),
      matched,
    ),
    dietaryAccuracy: ratio(
      sum((s) => s.dietaryCorrect),
      sum((s) => s.dietaryChecked),
    ),
  };
}

export type MenuParser = (text: string, options: { menuType: MenuType }) => ParsedMenu;

export function scoreCorpus(cases: CorpusCase[], parse: MenuParser): CorpusScore {
  const scored = cases.map((c) => ({
    name: c.name,
    source: c.source,
    score: scoreParse(c.expected, parse(c.text, { menuType: c.menuType })),
  }));
  const bySource: CorpusScore['bySource'] = {};
  for (const source of ['text', 'ocr'] as const) {
    const subset = scored.filter((s) => s.source === source).map((s) => s.score);
    if (subset.length) bySource[source] = aggregate(subset);
  }
  return { cases: scored, bySource, overall: aggregate(scored.map((s) => s.score)) };
}
