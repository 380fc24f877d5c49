import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per language for the whole app. English is the source: the spec's strings are
 * written in the code and `lingui extract` copies them into the English catalog unchanged.
 * `pseudo` is generated (accented and bracketed) for the test that finds text outside the catalogs.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
