/**
 * The fixture corpus: fixtures/*.txt + *.expected.json, tagged in fixtures/index.json. Loaded
 * with Vite's import.meta.glob so it works under vitest and Vite without Node-only APIs; the
 * scoring itself (score.ts) takes the cases as plain data.
 */
import { z } from 'zod';
import { menuTypeSchema } from '@/domain/parsed-menu';
import type { CorpusCase } from './score';

export type { CorpusCase, FixtureSource } from './score';

const manifestSchema = z.object({
  fixtures: z.array(
    z.object({
      name: z.string().min(1),
      source: z.enum(['text', 'ocr']),
      menuType: menuTypeSchema.default('food'),
    }),
  ),
});
const expectedSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string().min(1),
      items: z.array(
        z.object({
          name: z.string().min(1),
          price: z.string().optional(),
          dietary: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});

const texts = import.meta.glob<string>('./fixtures/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const expectations = import.meta.glob<unknown>('./fixtures/*.expected.json', {
  import: 'default',
  eager: true,
});
const manifests = import.meta.glob<unknown>('./fixtures/index.json', {
  import: 'default',
  eager: true,
});

export function loadCorpus(): CorpusCase[] {
  const manifest = manifestSchema.parse(manifests['./fixtures/index.json']);
  return manifest.fixtures.map((entry) => {
    const text = texts[`./fixtures/${entry.name}.txt`];
    const expected = expectations[`./fixtures/${entry.name}.expected.json`];
    if (text === undefined || expected === undefined) {
      throw new Error(`fixture "${entry.name}" is missing its .txt or .expected.json file`);
    }
    return { ...entry, text, expected: expectedSchema.parse(expected) };
  });
}
