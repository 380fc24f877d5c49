/**
 * Parser benchmark over the fixture corpus: accuracy per fixture and per source, plus parse time
 * (median of repeated runs, so one slow run from JIT warm-up or GC doesn't skew it).
 */
import { scoreCorpus, type AggregateScore, type CorpusCase, type MenuParser } from './score';

export interface BenchRow {
  name: string;
  source: string;
  items: number;
  f1: number;
  priceAccuracy: number;
  categoryAccuracy: number;
  medianMs: number;
}

export interface BenchReport {
  runs: number;
  fixtures: BenchRow[];
  bySource: Record<string, AggregateScore>;
  overall: AggregateScore;
  /** Median time to parse the whole corpus once. */
  corpusMedianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n: number, digits = 4) => Number(n.toFixed(digits));

function timeIt(fn: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return round(median(times), 3);
}

export function buildBenchReport(cases: CorpusCase[], parse: MenuParser, runs = 20): BenchReport {
  const scores = scoreCorpus(cases, parse);
  // Warm up the JIT so the first fixtures are not timed cold.
  for (let i = 0; i < 3; i += 1) cases.forEach((c) => parse(c.text, { menuType: c.menuType }));
  const fixtures = cases.map((c, i) => {
    const s = scores.cases[i].score;
    return {
      name: c.name,
      source: c.source,
      items: s.expected,
      f1: round(s.f1),
      priceAccuracy: round(s.priceAccuracy),
      categoryAccuracy: round(s.categoryAccuracy),
      medianMs: timeIt(() => parse(c.text, { menuType: c.menuType }), runs),
    };
  });
  const corpusMedianMs = timeIt(
    () => cases.forEach((c) => parse(c.text, { menuType: c.menuType })),
    runs,
  );
  return {
    runs,
    fixtures,
    bySource: scores.bySource as Record<string, AggregateScore>,
    overall: scores.overall,
    corpusMedianMs,
  };
}
