import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The screenshot comparison of every route (issue 47, ADR 0064): not part of `npm test` or CI.
// `npm run screenshots -- --baseline main` writes the baselines from a build of `main`;
// `npm run screenshots` compares this tree's build with them. Baselines and diffs live in
// `.visual/`, which git ignores: they are made on this machine, with its Chromium and fonts.
const port = Number(process.env.VISUAL_PORT ?? 4183);
const dist = process.env.VISUAL_DIST ?? 'dist';

export default defineConfig({
  ...base,
  testDir: './e2e/visual',
  testMatch: '**/*.visual.ts',
  // One browser: the screenshots are the same either way, and a second one fights for two cores.
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  outputDir: '.visual/results',
  snapshotPathTemplate: '.visual/baselines/{projectName}/{arg}{ext}',
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Per-pixel colour distance in YIQ space, 0..1 (pixelmatch), and the share of pixels that
      // may exceed it: anti-aliasing noise passes, a moved border or a changed colour does not.
      threshold: 0.1,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      // Device pixels: on the phone (2x) a hairline that moved is a whole pixel row.
      scale: 'device',
      // Toasts come and go on a timer; what they look like is not what this compares.
      stylePath: './e2e/visual/screenshot.css',
    },
  },
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${JSON.stringify(dist)}`,
    url: `http://127.0.0.1:${port}`,
    // Never someone else's server: the baseline and the comparison must each serve their own build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
