/**
 * Runs the real import on corpus files (the same extraction, layout and parser the browser runs)
 * and scores it: item F1, price and category accuracy per format and split, and how well the
 * per-item confidence separates right items from wrong ones.
 */
import type { ParsedMenu } from '@/domain/parsed-menu';
import { extractDocument } from '@/lib/extract';
import { detectOption } from './document-cache';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout } from '@/lib/menu-parser';
import {
  aggregate,
  scoreParse,
  type AggregateScore,
  type ParseScore,
} from '@/testing/menu-parser/score';
import { corpusFile, type CorpusFile } from './load-corpus';

export type FileResult = {
  entry: CorpusFile;
  score: ParseScore;
  menu: ParsedMenu;
  ms: number;
  /** Confidence of each parsed item, in menu order, with whether the item was right. */
  items: Array<{ confidence: number; correct: boolean }>;
};

export async function importAndScore(entry: CorpusFile): Promise<FileResult> {
  const start = performance.now();
  const doc = await extractDocument(corpusFile(entry), detectOption());
  const menu = parseMenuLayout(layoutDocument(doc).lines, { menuType: 'food' });
  const ms = performance.now() - start;
  const score = scoreParse(entry.expected, menu);
  const confidences = menu.menuData.categories.flatMap((c) =>
    c.items.map((i) => i.confidence ?? 1),
  );
  const items = confidences.map((confidence, i) => ({
    confidence,
    correct: score.actualCorrect[i] ?? false,
  }));
  return { entry, score, menu, ms, items };
}

export type Calibration = {
  items: number;
  /** Items at or above the threshold that are right. */
  highPrecision: number;
  /** Share of wrong items that fall below the threshold. */
  errorsBelow: number;
  /** Share of all items below the threshold. */
  shareBelow: number;
  buckets: Array<{ from: number; to: number; items: number; correct: number }>;
};

export function calibration(
  results: Array<Pick<FileResult, 'items'>>,
  threshold = 0.9,
): Calibration {
  const items = results.flatMap((r) => r.items);
  const high = items.filter((i) => i.confidence >= threshold);
  const wrong = items.filter((i) => !i.correct);
  const edges = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.01];
  return {
    items: items.length,
    highPrecision: high.length ? high.filter((i) => i.correct).length / high.length : 1,
    errorsBelow: wrong.length
      ? wrong.filter((i) => i.confidence < threshold).length / wrong.length
      : 1,
    shareBelow: items.length
      ? items.filter((i) => i.confidence < threshold).length / items.length
      : 0,
    buckets: edges.slice(0, -1).map((from, k) => {
      const inside = items.filter((i) => i.confidence >= from && i.confidence < edges[k + 1]);
      return {
        from,
        to: Math.min(1, edges[k + 1]),
        items: inside.length,
        correct: inside.filter((i) => i.correct).length,
      };
    }),
  };
}

export type GroupReport = AggregateScore & { files: number; medianMs: number };

export function summarise(results: FileResult[]): GroupReport {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    ...aggregate(results.map((r) => r.score)),
    files: results.length,
    medianMs: times.length ? times[times.length >> 1] : 0,
  };
}
