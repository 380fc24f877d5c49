// The lint zone of src/domain (eslint.config.js): a domain file imports zod and other domain files,
// nothing else, so the Edge Function can run it under Deno (issue 44). Linted through ESLint's own
// API with the repository's config, as `npm run lint` does.
import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ZONE_RULES = ['no-restricted-imports', 'import/no-restricted-paths'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    // Snippets are no files on disk: lint them without type information and without the cycle
    // rule, which reads the importing file from disk (neither is what this test is about).
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', 'import/no-cycle': 'off' },
    },
  });
});

/** The zone's complaints about `code` as if it were the file at `filePath`. */
async function zoneErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the snippet parses').toEqual([]);
  return result!.messages.filter((m) => ZONE_RULES.includes(m.ruleId ?? ''));
}

describe('the src/domain lint zone', () => {
  it.each([
    ['React', "import { useState } from 'react';\nexport const hook = useState;"],
    ['app code through @/', "import { cn } from '@/lib/utils';\nexport const join = cn;"],
    ['Lingui', "import { t } from '@lingui/core/macro';\nexport const word = t`Tonight`;"],
    ['a date library', "import { format } from 'date-fns';\nexport const day = format;"],
    [
      'a relative path out of src/domain',
      "import { cn } from '../lib/utils';\nexport const j = cn;",
    ],
  ])('refuses %s in a domain file', async (_what, code) => {
    const errors = await zoneErrors(code, 'src/domain/zone-probe.ts');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toContain('src/domain imports only zod');
  });

  it('allows zod and other domain files, by relative path with or without .ts', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { seededRandom } from './seeded-random.ts';",
      "import type { Locale } from './i18n/locale';",
      'export const schema = z.string();',
      'export const random = seededRandom;',
      'export type Language = Locale;',
    ].join('\n');
    expect(await zoneErrors(code, 'src/domain/zone-probe.ts')).toEqual([]);
    // One level down, `..` is still inside src/domain.
    const nested =
      "import { seededRandom } from '../seeded-random.ts';\nexport const r = seededRandom;";
    expect(await zoneErrors(nested, 'src/domain/i18n/zone-probe.ts')).toEqual([]);
  });

  it('leaves tests beside the domain free to use src/testing', async () => {
    const code = "import { menuItem } from '@/testing/fixtures';\nexport const item = menuItem;";
    expect(await zoneErrors(code, 'src/domain/zone-probe.test.ts')).toEqual([]);
  });

  it('holds every domain file: none is exempt', async () => {
    const files = readdirSync('src/domain', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      // Its own text, linted as a file beside it, so any exemption by name would not apply.
      const probe = `src/domain/${file.replace(/\.ts$/, '.zone-probe.ts')}`;
      const errors = await zoneErrors(readFileSync(`src/domain/${file}`, 'utf8'), probe);
      expect(errors, `${file} imports outside the domain`).toEqual([]);
    }
  });
});
