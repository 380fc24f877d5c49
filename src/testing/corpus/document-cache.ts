/**
 * Extracted documents kept between bench and fit runs in a directory outside the repository
 * (REAL_DOC_CACHE, CORPUS_DOC_CACHE): OCR of the scans and photos takes minutes. Delete the
 * directory whenever extraction changes, or the runs measure stale text.
 */
import type { PositionedDocument } from '@/lib/extract/document';
import { extractDocument } from '@/lib/extract';
import { importNodeOnly } from '@/lib/extract/runtime';

type Fs = {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string): void;
  mkdirSync(path: string, options: { recursive: boolean }): void;
};
const fs = await importNodeOnly<Fs>('node:fs');

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
/** OCR_DETECT=1 / 0 reads photos and images with / without the text detector (else as shipped). */
export const detectOption = () =>
  env.OCR_DETECT === '1'
    ? { detectText: true }
    : env.OCR_DETECT === '0'
      ? { detectText: false }
      : {};

/** The document of `file`, read from `dir/<key>.json` when cached there; no cache without dir. */
export async function cachedDocument(
  dir: string | undefined,
  key: string,
  file: () => File,
): Promise<PositionedDocument> {
  const cached = dir && `${dir}/${key}.json`;
  if (cached && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
  const doc = await extractDocument(file(), detectOption());
  if (dir && cached) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(cached, JSON.stringify(doc));
  }
  return doc;
}
