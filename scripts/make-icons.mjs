// Renders the app icons of the web app manifest (public/icons/*.png) from one SVG mark, in the
// Chromium that the end-to-end tests drive: PNG output without an image library in the project.
// The PNGs are committed; run this again only when the mark or the colours change.
// Usage: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'icons');

// --primary in src/index.css (hsl(173 80% 23%)), the colour of the favicon's tile.
const PRIMARY = '#0c6a5f';

// The favicon's "P" on a 32-unit grid; its box is x 10-24, y 8-24, so its centre is (17, 16).
const GLYPH = `<path d="M10 8h8a6 6 0 0 1 0 12h-4v4h-4z" fill="#fff"/>
  <rect x="14" y="12" width="4" height="4" fill="${PRIMARY}"/>`;

/**
 * `maskable`: a full-bleed tile with the mark inside the central safe circle (radius 40 %), since
 * launchers crop it to any shape. Otherwise the favicon's rounded tile with transparent corners.
 * `bleed`: a full square without rounding (iOS rounds the apple-touch-icon itself).
 */
function svg({ maskable = false, bleed = false } = {}) {
  const tile = maskable || bleed ? '' : 'rx="7"';
  // Scaled about the centre: at 0.85 the mark's corners stay 9 units from it, inside the 12.8 of the safe circle.
  const scale = maskable || bleed ? 0.85 : 1;
  const glyph = `<g transform="translate(16 16) scale(${scale}) translate(-17 -16)">${GLYPH}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" ${tile} fill="${PRIMARY}"/>${glyph}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const html = `<body style="margin:0;background:transparent">
      <img src="data:image/svg+xml,${encodeURIComponent(svg(icon))}"
        width="${icon.size}" height="${icon.size}" style="display:block"></body>`;
    await page.setContent(html);
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(join(outDir, icon.file), png);
    await page.close();
    console.log(`make-icons: public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
