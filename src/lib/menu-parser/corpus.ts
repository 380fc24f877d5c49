/**
 * The fixture corpus (fixtures/*.txt + *.expected.json, tagged in fixtures/index.json) and a
 * corpus-wide scorer. Fixtures are loaded with Vite's import.meta.glob so this works under vitest
 * and Vite without Node-only APIs; scoreCorpus itself takes the cases as data.
 */
import { z } from 'zod';
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { menuTypeSchema } from '@/domain/parsed-menu';
import { scoreParse, type ExpectedMenu, type ParseScore } from './score';

export type FixtureSource = 'text' | 'ocr';

export interface CorpusCase {
  name: string;
  source: FixtureSource;
  menuType: MenuType;
  text: string;
  expected: ExpectedMenu;
}

export interface AggregateScore {
  fixtures: number;
  expected: number;
  actual: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
  priceAccuracy: number;
  categoryAccuracy: number;
  dietaryAccuracy: number;
}

export interface CorpusScore {
  cases: Array<{ name: string; source: FixtureSource; score: ParseScore }>;
  bySource: Partial<Record<FixtureSource, AggregateScore>>;
  overall: AggregateScore;
}

const manifestSchema = z.object({
  fixtures: z.array(
    z.object({
      name: z.string().min(1),
      source: z.enum(['text', 'ocr']),
      menuType: menuTypeSchema.default('food'),
    }),
  ),
});
const expectedSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string().min(1),
      items: z.array(
        z.object({
          name: z.string().min(1),
          price: z.string().optional(),
          dietary: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});

const texts = import.meta.glob<string>('./fixtures/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const expectations = import.meta.glob<unknown>('./fixtures/*.expected.json', {
  import: 'default',
  eager: true,
});
const manifests = import.meta.glob<unknown>('./fixtures/index.json', {
  import: 'default',
  eager: true,
});

export function loadCorpus(): CorpusCase[] {
  const manifest = manifestSchema.parse(manifests['./fixtures/index.json']);
  return manifest.fixtures.map((entry) => {
    const text = texts[`./fixtures/${entry.name}.txt`];
    const expected = expectations[`./fixtures/${entry.name}.expected.json`];
    if (text === undefined || expected === undefined) {
      throw new Error(`fixture "${entry.name}" is missing its .txt or .expected.json file`);
    }
    return { ...entry, text, expected: expectedSchema.parse(expected) };
  });
}

/** Micro-averaged over items, so a big menu weighs more than a small one. */
export function aggregate(scores: ParseScore[]): AggregateScore {
  const sum = (pick: (s: ParseScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const expected = sum((s) => s.expected);
  const actual = sum((s) => s.actual);
  const matched = sum((s) => s.matched);
  const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
  const precision = ratio(matched, actual);
  const recall = ratio(matched, expected);
  return {
    fixtures: scores.length,
    expected,
    actual,
    matched,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
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
