import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every feature folder, read at lint time so a new feature is fenced in without editing this file.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Checked on resolved paths, so `@/features/x/...` and `../../x/...` are caught alike.
const architectureZones = [
  // A feature uses its own files and shared code; routes compose features.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import sibling features: move shared code out, or compose in a route.',
  })),
  // Adapters are picked by `@/backend`; features speak only the port.
  {
    target: './src/features',
    from: ['./src/backend/local', './src/backend/supabase'],
    message: 'Features reach the backend through `@/backend` and `@/backend/port`, not an adapter.',
  },
  // Layers below the features never reach up into them.
  {
    target: ['./src/data', './src/domain', './src/lib', './src/backend/port.ts'],
    from: ['./src/features', './src/app'],
    message: 'Shared layers do not depend on features or routes.',
  },
];

// src/domain is the pure core the Edge Function also runs under Deno (issue 44): its files import
// zod and one another, nothing else (no app code through `@/`, no React, Lingui or date library).
// Bare specifiers other than zod are refused here; a relative path out of src/domain is refused by
// the zone below (checked on the resolved path, so `../lib/x` and `../../config/x` alike).
const domainImports = {
  patterns: [
    {
      regex: '^(?!zod$|zod/|\\.{1,2}/)',
      message: 'src/domain imports only zod and other files in src/domain.',
    },
  ],
};
const domainZone = {
  target: './src/domain',
  from: './src',
  except: ['./domain'],
  message: 'src/domain imports only zod and other files in src/domain.',
};

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render model output and uploaded text as text, never as HTML.',
};

// Text a person reads goes through the catalogs (Lingui's <Trans>, t, msg), so it is shown in
// their language. These catch the common ways to bypass them; the pseudo-locale test catches the
// rest (text built from variables).
const hasWords = '/[A-Za-z]{2,}/';
const untranslated = 'Wrap the text in <Trans>, t`...` or msg`...` so it is translated.';
const noBareText = [
  {
    selector: `JSXElement:not([openingElement.name.name='Trans']) > JSXText[value=${hasWords}]`,
    message: untranslated,
  },
  {
    selector: `JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|description|aria-description)$/] > Literal[value=${hasWords}]`,
    message: untranslated,
  },
  {
    selector: `CallExpression[callee.object.name='toast'] > Literal[value=${hasWords}]`,
    message: untranslated,
  },
];

// Files whose text is in the catalogs; the rest of src joins as it is translated (one list per
// area, so the people translating them do not edit the same lines).
const translatedShell = [
  'src/features/landing/**/*.{ts,tsx}',
  'src/i18n/**/*.{ts,tsx}',
  'src/components/layout/language-picker.tsx',
  'src/app/**/*.{ts,tsx}',
  'src/components/!(training)/**/*.{ts,tsx}',
  'src/session/**/*.{ts,tsx}',
  'src/pwa/**/*.{ts,tsx}',
  'src/hooks/**/*.{ts,tsx}',
  'src/features/{auth,dashboard,restaurant,specials}/**/*.{ts,tsx}',
];
const translatedMenus = ['src/features/{menus,upload,menu-history,allergens}/**/*.{ts,tsx}'];
const translatedStaff = [
  'src/features/{staff,staff-home,notifications,training-record}/**/*.{ts,tsx}',
];
const translatedTraining = ['src/{features,components}/training/**/*.{ts,tsx}'];
const translated = [
  ...translatedShell,
  ...translatedMenus,
  ...translatedStaff,
  ...translatedTraining,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'playwright-report',
      'test-results',
      'public/vendor',
      'node_modules',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...pluginLingui.configs['flat/recommended'],
  },
  {
    files: translated,
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...noBareText] },
  },
  {
    // Architecture rules for the app: feature boundaries, adapters behind the port, no cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Without these the plugin reads no TypeScript module, and no-cycle sees no edges.
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@/` alias as TypeScript does (tsconfig.test.json covers all of src).
      'import/resolver': { typescript: { project: 'tsconfig.test.json' } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: architectureZones }],
    },
  },
  {
    // Cycles are looked for from app and helper modules only. Nothing imports a test file, so no
    // cycle can pass through one; walking the graph again from each of the 250 test files made
    // this rule 58% of lint's time (ADR 0059).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Test helpers live in src/testing, outside the app build; product code must not need them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/testing', '@/testing/*'], message: 'Test-only code.' }] },
      ],
    },
  },
  {
    // The domain's own fence (above). Tests beside the domain use src/testing and vitest freely.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', domainImports],
      'import/no-restricted-paths': ['error', { zones: [...architectureZones, domainZone] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits hides its rejection. `void` marks fire-and-forget.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
);
