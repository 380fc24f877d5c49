import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serviceWorkerPlugin } from './scripts/pwa/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // The service worker is written by the build only (apply: 'build'): the dev server has none, so
  // what it serves is never a cached copy.
  plugins: [react(), serviceWorkerPlugin()],
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
  },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'supabase/tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          // OCR and PGlite start-up run in beforeAll hooks and can take long on a busy 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
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
