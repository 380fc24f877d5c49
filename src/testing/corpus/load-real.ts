/**
 * The tuning set of files real restaurants published, kept outside the repository in
 * ../shared/corpus-real (its README says how it may be used). It is read here at run time only:
 * none of its files or strings may be copied into the repository. Node only.
 */
import { z } from 'zod';
import { importNodeOnly } from '@/lib/extract/runtime';

type Fs = { readFileSync(path: URL): Uint8Array; existsSync(path: URL): boolean };
const { readFileSync, existsSync } = await importNodeOnly<Fs>('node:fs');

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** ../shared/corpus-real from the repository root, or CORPUS_REAL_DIR. */
export const REAL_DIR = env.CORPUS_REAL_DIR
  ? new URL(`file://${env.CORPUS_REAL_DIR.replace(/\/?$/, '/')}`)
  : new URL('../../../../shared/corpus-real/', import.meta.url);

export const realKinds = ['pdf-text', 'pdf-image', 'docx', 'image', 'photo'] as const;
export type RealKind = (typeof realKinds)[number];

const indexSchema = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      file: z.string(),
      kind: z.enum(realKinds),
      menuType: z.enum(['food', 'wine', 'cocktail']),
      group: z.string(),
    }),
  ),
});

const truthItemSchema = z.object({
  name: z.string(),
  price: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  dietary: z.array(z.string()).optional(),
  aliases: z.array(z.string()).optional(),
});
const truthSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      sectionPrice: z.string().nullable().optional(),
      items: z.array(truthItemSchema),
    }),
  ),
});

export type RealTruth = z.infer<typeof truthSchema>;
export type RealEntry = z.infer<typeof indexSchema>['files'][number] & { truth: RealTruth };

export function realCorpusExists(): boolean {
  return existsSync(new URL('index.json', REAL_DIR));
}

const readJson = (path: string): unknown =>
  JSON.parse(new TextDecoder().decode(readFileSync(new URL(path, REAL_DIR))));

export function loadRealFiles(): RealEntry[] {
  const index = indexSchema.parse(readJson('index.json'));
  return index.files.map((f) => ({
    ...f,
    truth: truthSchema.parse(readJson(`${f.id}/truth.json`)),
  }));
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
};

export function realFile(entry: Pick<RealEntry, 'file'>): File {
  const bytes = readFileSync(new URL(entry.file, REAL_DIR)) as Uint8Array<ArrayBuffer>;
  const name = entry.file.split('/').pop()!;
  return new File([bytes], name, { type: MIME[name.split('.').pop()!] ?? '' });
}
