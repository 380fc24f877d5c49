/**
 * The real-file corpus in corpus/ (see corpus/README.md): menu files in every format, their
 * expected items, and the split into a tuning half and a held-back half. Node only.
 */
import { z } from 'zod';
import { importNodeOnly } from '@/lib/extract/runtime';
import type { ExpectedMenu } from '@/testing/menu-parser/score';

type Fs = { readFileSync(path: URL): Uint8Array; existsSync(path: URL): boolean };
const { readFileSync, existsSync } = await importNodeOnly<Fs>('node:fs');

export const CORPUS_DIR = new URL('../../../corpus/', import.meta.url);

export const corpusFormats = ['txt', 'docx', 'pdf', 'png', 'photo'] as const;
export type CorpusFormat = (typeof corpusFormats)[number];
export type CorpusSplit = 'tune' | 'holdout';

const manifestSchema = z.object({
  files: z.array(
    z.object({
      file: z.string(),
      menu: z.string(),
      format: z.enum(corpusFormats),
      split: z.enum(['tune', 'holdout']),
      layout: z.string().default(''),
    }),
  ),
});
const expectedSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      items: z.array(z.object({ name: z.string(), price: z.string().optional() })),
    }),
  ),
});

export type CorpusFile = z.infer<typeof manifestSchema>['files'][number] & {
  expected: ExpectedMenu;
};

export function corpusExists(): boolean {
  return existsSync(new URL('manifest.json', CORPUS_DIR));
}

const readJson = (path: string): unknown =>
  JSON.parse(new TextDecoder().decode(readFileSync(new URL(path, CORPUS_DIR))));

export function loadCorpusFiles(): CorpusFile[] {
  const manifest = manifestSchema.parse(readJson('manifest.json'));
  return manifest.files.map((f) => ({
    ...f,
    expected: expectedSchema.parse(readJson(`expected/${f.menu}.json`)),
  }));
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain',
};

export function corpusFile(entry: Pick<CorpusFile, 'file'>): File {
  const bytes = readFileSync(new URL(entry.file, CORPUS_DIR)) as Uint8Array<ArrayBuffer>;
  const name = entry.file.split('/').pop()!;
  return new File([bytes], name, { type: MIME[name.split('.').pop()!] ?? '' });
}
