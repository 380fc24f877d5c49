/**
 * The reader model's training lines, gathered at run time (Node only): every laid-out line of the
 * corpus/ tuning half and of the ../shared/corpus-real development files, with its features and
 * the role its truth gives it (line-labels.ts). One group per generated menu and per restaurant,
 * for leave-one-restaurant-out. Nothing here is written into the repository but fitted weights.
 */
import { layoutDocument, type LayoutLine } from '@/lib/layout';
import {
  fitReader,
  lineFeatures,
  roleIndex,
  sequenceFeatures,
  type LabelledLine,
  type ReaderModel,
} from '@/lib/reader-model';
import type { LineRole } from '@/lib/reader-model/roles';
import { cachedDocument } from './document-cache';
import { corpusExists, corpusFile, loadCorpusFiles } from './load-corpus';
import { loadRealFiles, realCorpusExists, realFile, type RealEntry } from './load-real';
import { labelLines } from './line-labels';
import { syntheticMenu } from './synthetic-layouts';

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

export type ReaderDoc = {
  group: string;
  real: boolean;
  lines: LayoutLine[];
  roles: Array<LineRole | null>;
  x: number[][];
};

function docOf(
  group: string,
  real: boolean,
  lines: LayoutLine[],
  truth: Parameters<typeof labelLines>[1],
): ReaderDoc {
  return { group, real, lines, roles: labelLines(lines, truth), x: lineFeatures(lines) };
}

export async function realReaderDocs(entries: RealEntry[] = loadRealFiles()): Promise<ReaderDoc[]> {
  if (!realCorpusExists()) return [];
  const docs: ReaderDoc[] = [];
  for (const entry of entries) {
    const doc = await cachedDocument(env.REAL_DOC_CACHE, entry.id, () => realFile(entry));
    docs.push(docOf(entry.group, true, layoutDocument(doc).lines, entry.truth));
  }
  return docs;
}

/** The generated corpus's tuning half (its held-back half stays unseen, as for the confidence fit). */
export async function corpusReaderDocs(): Promise<ReaderDoc[]> {
  // READER_SYNTHETIC=0 leaves the generated laid-out menus out, to compare.
  const docs: ReaderDoc[] = env.READER_SYNTHETIC === '0' ? [] : syntheticReaderDocs();
  if (!corpusExists()) return docs;
  for (const entry of loadCorpusFiles().filter((f) => f.split === 'tune')) {
    const key = entry.file.split('/').pop()!;
    const doc = await cachedDocument(env.CORPUS_DOC_CACHE, key, () => corpusFile(entry));
    docs.push(docOf(`corpus:${entry.menu}`, false, layoutDocument(doc).lines, entry.expected));
  }
  return docs;
}

/** How many generated laid-out menus (synthetic-layouts.ts) join the training set. */
export const SYNTHETIC_MENUS = 120;

/** Generated laid-out menus whose roles are known (no rendering, no OCR): seeds 1..count. */
export function syntheticReaderDocs(count = SYNTHETIC_MENUS): ReaderDoc[] {
  return Array.from({ length: count }, (_, k) => {
    const { lines, roles } = syntheticMenu(k + 1);
    return { group: `synthetic:${k + 1}`, real: false, lines, roles, x: lineFeatures(lines) };
  });
}

/**
 * The labelled lines of some documents. The real files together weigh as much as the generated
 * ones: there are fewer of them, and they are the layouts the reader must learn.
 */
export function samplesOf(docs: readonly ReaderDoc[]): LabelledLine[] {
  const count = (real: boolean) =>
    docs.filter((d) => d.real === real).reduce((n, d) => n + d.roles.filter((r) => r).length, 0);
  const real = count(true);
  const generated = count(false);
  const realWeight = real && generated ? Math.max(1, generated / real) : 1;
  return docs.flatMap((d) =>
    d.roles.flatMap((role, i) =>
      role ? [{ x: d.x[i]!, y: roleIndex(role), weight: d.real ? realWeight : 1 }] : [],
    ),
  );
}

/**
 * Both stages: the line model, then the sequence stage on its roles of each line's neighbours
 * (lib/reader-model/sequence.ts). READER_SEQUENCE=0 fits the first stage alone, to compare.
 */
export function trainReader(docs: readonly ReaderDoc[]): ReaderModel {
  const first = fitReader(samplesOf(docs));
  if (env.READER_SEQUENCE === '0') return first;
  const stacked = docs.map((d) => ({ ...d, x: sequenceFeatures(first, d.x) }));
  const { mean, scale, weights } = fitReader(samplesOf(stacked));
  return { ...first, sequence: { mean, scale, weights } };
}
