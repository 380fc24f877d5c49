// Thin wrapper over headless Chromium, the only external tool the fixture generators need.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASE_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'];

function withHtml(html, fn) {
  const dir = mkdtempSync(join(tmpdir(), 'preshift-fixture-'));
  try {
    const page = join(dir, 'page.html');
    writeFileSync(page, html);
    return fn(`file://${page}`, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints an HTML document to PDF (no header/footer) and returns the bytes' path target. */
export function printPdf(html, outFile) {
  withHtml(html, (url) => {
    execFileSync(
      CHROMIUM,
      [...BASE_FLAGS, '--no-pdf-header-footer', `--print-to-pdf=${outFile}`, url],
      { stdio: 'ignore' },
    );
  });
}

/** Runs the page's scripts and returns the serialised DOM (used to get canvas data URLs out). */
export function dumpDom(html) {
  return withHtml(html, (url) =>
    execFileSync(CHROMIUM, [...BASE_FLAGS, '--virtual-time-budget=5000', '--dump-dom', url], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
}

/** Screenshots an HTML document in a window of the given CSS size and device scale (PNG). */
export function screenshotPng(html, outFile, { width, height, scale = 1 }) {
  withHtml(html, (url) => {
    execFileSync(
      CHROMIUM,
      [
        ...BASE_FLAGS,
        '--virtual-time-budget=2000',
        `--force-device-scale-factor=${scale}`,
        `--window-size=${width},${height}`,
        `--screenshot=${outFile}`,
        url,
      ],
      { stdio: 'ignore' },
    );
  });
}
