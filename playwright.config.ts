import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.E2E_CHROMIUM || undefined;
const port = Number(process.env.E2E_PORT ?? 4173);

// Flags from the machine notes: without the background-networking ones Chromium tries to reach
// Google services, which this closed network refuses.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Nothing but this machine resolves, so a request meant for the internet fails in the browser
  // itself; e2e/fixtures.ts names any such attempt and fails the test.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two files at a time: most of a test is spent waiting on the page, so a second browser fills
  // the idle time even on two cores (ADR 0048). Steps that load the CPU (OCR) wait up to a minute.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A limit catches a hang; speed is measured in benchmarks. Every test finishes in under half its
  // limit on two cores with two browsers (issue 42, ADR 0053); the longer tours set their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded when a failed test runs again, not for every test: the recording costs a busy
    // two-core machine a fifth of its time.
    trace: 'on-first-retry',
    // Nothing is measured mid-transition: with reduced motion the app animates nothing (index.css),
    // so axe and layout checks see the settled page every run.
    reducedMotion: 'reduce',
    // Tests run as in a browser without service workers (a private window), unless they test the
    // offline copy, push or the installed app and say so (`test.use({ serviceWorkers: 'allow' })`):
    // a service worker storing 110 files in every new context cost a tenth of each test (ADR 0059).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
