// Measures "file to editor" in real Chromium against the production build: time from pressing
// 'Upload & Parse Menu' until the editor shows the menu's items. Median of N runs per file.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchLargeMenu } from './bench-editor.mjs';
import { findChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 4180; // Not 4190: browsers and fetch refuse that port (ManageSieve).
const FIXTURES = path.resolve('e2e/fixtures/menus');
const CORPUS = path.resolve('corpus/files');
// The e2e fixtures plus real-layout corpus files: two columns, tables, a screenshot, a photo.
const FILES = [
  [path.join(FIXTURES, 'moonlight-cocktails.txt'), 'cocktail'],
  [path.join(FIXTURES, 'harbor-bistro-menu.pdf'), 'food'],
  [path.join(FIXTURES, 'vineyard-wine-list.docx'), 'wine'],
  [path.join(FIXTURES, 'sunrise-cafe-photo.jpg'), 'food'],
  [path.join(CORPUS, 'cedars-beirut.print.pdf'), 'food'],
  [path.join(CORPUS, 'masala-house.print.pdf'), 'food'],
  [path.join(CORPUS, 'seoul-grill.word.docx'), 'food'],
  [path.join(CORPUS, 'crumb-bakery.screen.png'), 'food'],
  [path.join(CORPUS, 'route-66-diner.photo.jpg'), 'food'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
}

export async function benchUpload() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await waitForServer(base);
    const page = await browser.newPage();
    await page.goto(`${base}/onboarding`);
    await page.getByLabel('Restaurant Name').fill('Bench Bistro');
    await page.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('bench-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/settings$/);
    const results = {};
    for (const [file, type] of FILES) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${base}/upload`);
        await page.getByLabel('Menu type').selectOption(type);
        await page.getByLabel('Menu file').setInputFiles(file);
        const started = Date.now();
        await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
        await page.waitForURL(/\/menu-editor$/, { timeout: 60_000 });
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .waitFor();
        times.push(Date.now() - started);
      }
      results[path.basename(file)] = { medianMs: median(times), runsMs: times };
    }
    return { ...results, ...(await benchLargeMenu(page, base, RUNS)) };
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchUpload(), null, 2));
}
