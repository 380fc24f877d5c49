// Test-only helpers: load the real menu files from e2e/fixtures/menus as File objects.
// node:fs comes through importNodeOnly with a minimal local type, so this needs no Node typings.
import { layoutDocument } from '@/lib/layout';
import { extractDocument } from '@/lib/extract';
import { importNodeOnly } from '@/lib/extract/runtime';
import type { ExtractOptions } from '@/lib/extract/types';

type Fs = { readFileSync(path: URL): Uint8Array };
const { readFileSync } = await importNodeOnly<Fs>('node:fs');

export const FIXTURE_DIR = new URL('../../../e2e/fixtures/menus/', import.meta.url);

export type ExpectedItem = { name: string; price: string };

export function fixtureBytes(name: string): Uint8Array {
  return readFileSync(new URL(name, FIXTURE_DIR));
}

export function fixtureFile(name: string, type = ''): File {
  return new File([fixtureBytes(name) as Uint8Array<ArrayBuffer>], name, { type });
}

export function expectedItems(name: string): ExpectedItem[] {
  const json = new TextDecoder().decode(fixtureBytes('expected.json'));
  return (JSON.parse(json) as Record<string, ExpectedItem[]>)[name];
}

/** The first line of `text` that contains `needle` (case-insensitive), or undefined. */
export function lineWith(text: string, needle: string): string | undefined {
  const lower = needle.toLowerCase();
  return text.split('\n').find((line) => line.toLowerCase().includes(lower));
}

/** A file's text as the upload reads it: extracted, laid out, one visual line per line. */
export async function extractText(file: File, options: ExtractOptions = {}): Promise<string> {
  return layoutDocument(await extractDocument(file, options)).text;
}
