import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serviceWorkerPlugin } from './scripts/pwa/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Lingui's macros (`t`, `msg`, `<Trans>`) become catalog lookups before React's transform; Babel
// runs only on files that import a macro, so the rest of the build keeps the fast path.
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

const linguiBabel = () =>
  babel({ presets: [linguiMacros], parserOpts: { plugins: ['typescript', 'jsx'] } });

export default defineConfig({
  // The service worker is written by the build only (apply: 'build'): the dev server has none, so
  // what it serves is never a cached copy.
  // lingui() compiles the `.po` catalogs into message modules. tailwindcss() builds src/index.css
  // (Tailwind 4, configured in that file: ADR 0064).
  plugins: [linguiBabel(), react(), lingui(), tailwindcss(), serviceWorkerPlugin()],
  // The reader's worker is bundled apart and shares domain modules that hold `msg` descriptors
  // (plain data once compiled), so it needs the same macro transform.
  worker: { plugins: () => [linguiBabel()] },
  resolve: { alias: { '@': src } },
  server: { host: '127.0.0.1', port: 5173 },
  // Pre-bundle the lazily imported heavy libraries: otherwise the dev server discovers them on the
  // first upload and reloads the page, losing the file the manager just chose.
  optimizeDeps: { include: ['pdfjs-dist', 'mammoth', 'tesseract.js', 'openai'] },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    modulePreload: { polyfill: false },
    // The English catalog in a chunk of its own, so the landing-page budget can count it apart;
    // Lingui and the app's language module in one chunk (the landing page loads them anyway, and
    // one chunk gzips smaller than three). Groups take only their own modules, not what those
    // import, so the catalog stays apart from the module that loads it.
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight: the landing page carries every chunk's file name in
        // the preload lists of its routes, and a hash does not compress (ADR 0061). Rolldown
        // asks for at least seven at our number of chunks.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'messages-en', test: /\/src\/locales\/en\//, priority: 2 },
            // The icons in one chunk rather than one each: every signed-in page uses several, and
            // the landing page lists each chunk's name in the preload lists of its routes (ADR
            // 0061). Not the icons the landing page shows, which stay its own.
            {
              name: 'icons',
              test: /\/lucide-react\/dist\/esm\/icons\/(?!(bell|chef-hat|circle-check|file-up|pencil-line|users)\.mjs)/,
              priority: 1,
            },
            // Only the language module and its list of languages: the label tables beside it import domain schemas
            // (zod) and date-fns, which the landing page never needs, and a group loads whole.
            {
              name: 'i18n',
              test: /\/node_modules\/@lingui\/|\/src\/i18n\/(index|app-locale|format)\.ts$|\/src\/domain\/i18n\/locales\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // Vitest's default leaves one core free, which on a two-core machine runs one file at a time;
    // much of a file's time is waiting (imports, PGlite start-up), so use them all (ADR 0048).
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: a file starts faster (measured on two cores: the
    // database and adapter files 154 s -> 113 s, the component files 78 s -> 60 s; ADR 0057).
    pool: 'threads',
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'supabase/tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          // English catalog active, for code that looks its text up outside React.
          setupFiles: ['src/testing/setup-node.ts'],
          // OCR and PGlite start-up run in beforeAll hooks and can take long on a busy 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Each file in its own VM context in a reused thread, not a fresh thread that loads jsdom
          // again: setting up jsdom took 1.1 s of every file (dom files 105 s -> 54 s on two cores).
          // Node's Web Crypto and streams are put on the context in setup-dom.ts (ADR 0059).
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
          // Component tests sign up and in over the real local backend: each password hash is
          // 600,000 PBKDF2 rounds, which a busy 2-core machine can take over a second to run.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
