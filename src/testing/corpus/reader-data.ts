/**
 * The reader model's training lines, gathered at run time (Node only): every laid-out line of the
 * corpus/ tuning half and of the ../shared/corpus-real development files, with its features and
 * the role its truth gives it (line-labels.ts). One group per generated menu and per restaurant,
 * for leave-one-restaurant-out. Nothing here is written into the repository but fitted weights.
 */
import { layoutDocument, type LayoutLine } from '@/lib/layout';
import { fitReader, lineFeatures, roleIndex, type LabelledLine } from '@/lib/reader-model';
import type { LineRole } from '@/lib/reader-model/roles';
import { cachedDocument } from './document-cache';
import { corpusExists, corpusFile, loadCorpusFiles } from './load-corpus';
import { loadRealFiles, realCorpusExists, realFile, type RealEntry } from './load-real';
import { labelLines } from './line-labels';

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
  if (!corpusExists()) return [];
  const docs: ReaderDoc[] = [];
  for (const entry of loadCorpusFiles().filter((f) => f.split === 'tune')) {
    const key = entry.file.split('/').pop()!;
    const doc = await cachedDocument(env.CORPUS_DOC_CACHE, key, () => corpusFile(entry));
    docs.push(docOf(`corpus:${entry.menu}`, false, layoutDocument(doc).lines, entry.expected));
  }
  return docs;
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

export const trainReader = (docs: readonly ReaderDoc[]) => fitReader(samplesOf(docs));
