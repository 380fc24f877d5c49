/**
 * The real import on one corpus-real file, as the upload screen runs it without an AI key:
 * extraction, layout, the empty-menu check that stops a file before the editor, then the
 * built-in parser with the menu type the restaurant's file is (what a manager would pick).
 */
import type { ParsedMenu } from '@/domain/parsed-menu';
import { cleanMenuText, validateMenuContent } from '@/lib/extract';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout } from '@/lib/menu-parser';
import { shippedReaderModel, type ReaderModel } from '@/lib/reader-model';
import { aggregate, type AggregateScore } from '@/testing/menu-parser/score';
import { cachedDocument } from './document-cache';
import { realFile, type RealEntry } from './load-real';
import { ocrRecall, sumRecall, type TextRecall } from './ocr-recall';
import { scoreReal, type RealScore } from './real-score';

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

export type RealResult = {
  entry: RealEntry;
  score: RealScore;
  ms: number;
  /** Why the file never reached the editor, when it did not. */
  error?: string;
  items: Array<{ confidence: number; correct: boolean }>;
  /** Each item's confidence signs, in menu order (to fit and evaluate the confidence model). */
  features: number[][];
  /** What the laid-out text held of the truth before the parser: the OCR alone for scans. */
  text: TextRecall;
};

/** REAL_DOC_CACHE=<dir> keeps the extracted documents between runs (document-cache.ts). */
const documentOf = (entry: RealEntry) =>
  cachedDocument(env.REAL_DOC_CACHE, entry.id, () => realFile(entry));

/**
 * READER_MODEL=1: read every kind with the shipped reader model (it ships for OCR files only);
 * READER_MODEL=0: the rules alone. Either way the model was trained on these files: in-sample.
 */
const envModel: ReaderModel | null | undefined =
  env.READER_MODEL === '1'
    ? { ...shippedReaderModel, use: { ...shippedReaderModel.use, ocrOnly: false } }
    : env.READER_MODEL === '0'
      ? null
      : undefined;

/** `readerModel`: parse with this line-role model (null: rules only) instead of the shipped switch. */
export async function importReal(
  entry: RealEntry,
  readerModel?: ReaderModel | null,
): Promise<RealResult> {
  const start = performance.now();
  let menu: ParsedMenu | null = null;
  let error: string | undefined;
  const features: number[][] = [];
  let lines: string[] = [];
  try {
    const layout = layoutDocument(await documentOf(entry));
    lines = layout.lines.map((l) => l.text);
    const check = validateMenuContent(cleanMenuText(layout.text));
    if (check.error) error = check.error;
    else
      menu = parseMenuLayout(layout.lines, {
        menuType: entry.menuType,
        confidenceFeatures: features,
        ...(readerModel !== undefined || envModel !== undefined
          ? { readerModel: readerModel === undefined ? envModel : readerModel }
          : {}),
      });
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const ms = performance.now() - start;
  const score = scoreReal(entry.truth, menu);
  const text = ocrRecall(lines, entry.truth);
  const confidences = (menu?.menuData.categories ?? []).flatMap((c) =>
    c.items.map((i) => i.confidence ?? 1),
  );
  const items = confidences.map((confidence, i) => ({
    confidence,
    correct: score.actualCorrect[i] ?? false,
  }));
  return { entry, score, ms, error, items, features, text };
}

export type RealSummary = AggregateScore & {
  files: number;
  failed: number;
  medianMs: number;
  /** Counts of names and prices the text before the parser held (shares taken when printing). */
  text: ReturnType<typeof sumRecall>;
};

/** Micro-averaged over items; price accuracy over the prices the rules check. */
export function summariseReal(results: RealResult[]): RealSummary {
  const scores = results.map((r) => r.score);
  const checked = scores.reduce((n, s) => n + s.pricesChecked, 0);
  const right = scores.reduce((n, s) => n + s.pricesCorrect, 0);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    ...aggregate(scores),
    priceAccuracy: checked ? right / checked : 1,
    files: results.length,
    failed: results.filter((r) => r.error).length,
    medianMs: times.length ? times[times.length >> 1] : 0,
    text: sumRecall(results.map((r) => r.text)),
  };
}
