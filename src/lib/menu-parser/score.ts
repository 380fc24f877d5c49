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
import type { ParsedMenu } from '@/domain/parsed-menu';

export interface ExpectedItem {
  name: string;
  price?: string;
  dietary?: string[];
}
export interface ExpectedMenu {
  categories: Array<{ name: string; items: ExpectedItem[] }>;
}

export interface ParseScore {
  expected: number;
  actual: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
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
}

interface FlatItem {
  name: string;
  tokens: string[];
  price: string;
  category: string;
  dietary?: string[];
}

const MEASURE = /\d+(?:[.,]\d+)?\s*(?:oz|ml|cl|l|"|in|inch|%|g|kg|lb|lbs|pcs?|pc)(?![\p{L}])/giu;

export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(MEASURE, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

function tokensEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const len = Math.min(a.length, b.length);
  return len >= 4 && editDistance(a, b) <= (len >= 8 ? 2 : 1);
}

/** Dice coefficient over name tokens, with OCR-tolerant token equality. */
export function nameSimilarity(a: string, b: string): number {
  const ta = normaliseName(a).split(' ').filter(Boolean);
  const tb = normaliseName(b).split(' ').filter(Boolean);
  if (ta.length === 0 || tb.length === 0) return 0;
  const used = new Set<number>();
  let common = 0;
  for (const t of ta) {
    const k = tb.findIndex((u, idx) => !used.has(idx) && tokensEqual(t, u));
    if (k >= 0) {
      used.add(k);
      common += 1;
    }
  }
  return (2 * common) / (ta.length + tb.length);
}

/** "$9 glass / $32 bottle" -> ["9.00", "32.00"]; "12,50 €" -> ["12.50"]; "Market Price" -> ["MP"]. */
export function priceAmounts(price: string): string[] {
  const text = price.replace(MEASURE, ' ');
  const out: string[] = [];
  const re =
    /\b(?:MP|M\.P\.?|market\s+price)\b|\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/gi;
  for (const m of text.matchAll(re)) {
    const token = m[0];
    if (/^[a-z]/i.test(token)) {
      out.push('MP');
      continue;
    }
    let numeric = token;
    if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(token) && !/^\d+[.,]\d{1,2}$/.test(token)) {
      const decimal = token.match(/[.,](\d{1,2})$/);
      const whole = decimal ? token.slice(0, -decimal[0].length) : token;
      numeric = whole.replace(/[.,]/g, '') + (decimal ? `.${decimal[1]}` : '');
    } else {
      numeric = token.replace(',', '.');
    }
    out.push(Number(numeric).toFixed(2));
  }
  return out;
}

function samePrice(a: string, b: string): boolean {
  const x = priceAmounts(a);
  const y = priceAmounts(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
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
    expected: expected.length,
    actual: actual.length,
    matched: usedE.size,
    precision: 0,
    recall: 0,
    f1: 0,
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
  };
  for (const [ei, ai] of usedE) {
    const e = expected[ei];
    const a = actual[ai];
    if (samePrice(e.price, a.price)) score.pricesCorrect += 1;
    else score.wrongPrices.push({ name: e.name, expected: e.price, actual: a.price });
    if (normaliseName(e.category) === normaliseName(a.category)) score.categoriesCorrect += 1;
    else score.wrongCategories.push({ name: e.name, expected: e.category, actual: a.category });
    if (e.dietary) {
      score.dietaryChecked += 1;
      const want = [...e.dietary].sort().join(',');
      const got = [...(a.dietary ?? [])].sort().join(',');
      if (want === got) score.dietaryCorrect += 1;
    }
  }
  score.precision = ratio(score.matched, score.actual);
  score.recall = ratio(score.matched, score.expected);
  score.f1 =
    score.precision + score.recall === 0
      ? 0
      : (2 * score.precision * score.recall) / (score.precision + score.recall);
  score.priceAccuracy = ratio(score.pricesCorrect, score.matched);
  score.categoryAccuracy = ratio(score.categoriesCorrect, score.matched);
  return score;
}
