// Test-only helpers: load the real menu files from e2e/fixtures/menus as File objects.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURE_DIR = join(process.cwd(), 'e2e', 'fixtures', 'menus');

export type ExpectedItem = { name: string; price: string };

export function fixtureFile(name: string, type = ''): File {
  return new File([readFileSync(join(FIXTURE_DIR, name))], name, { type });
}

export function expectedItems(name: string): ExpectedItem[] {
  const all = JSON.parse(readFileSync(join(FIXTURE_DIR, 'expected.json'), 'utf8')) as Record<
    string,
    ExpectedItem[]
  >;
  return all[name];
}

/** The line of `text` that contains `needle` (case-insensitive), or undefined. */
export function lineWith(text: string, needle: string): string | undefined {
  const lower = needle.toLowerCase();
  return text.split('\n').find((line) => line.toLowerCase().includes(lower));
}
