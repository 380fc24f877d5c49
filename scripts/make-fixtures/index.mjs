// Regenerates every file in e2e/fixtures/menus/ (run: node scripts/make-fixtures/index.mjs).
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and Node >= 20.15.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDocx } from './make-docx.mjs';
import { makeBlankPng, makePhoto } from './make-image.mjs';
import { makePdf } from './make-pdf.mjs';
import { makeReviewPdf, reviewMenu } from './make-review-pdf.mjs';
import { makeScanPdfs } from './make-scan-pdf.mjs';
import { cocktailText } from './make-text.mjs';
import { allMenus, bistroPdf, cafePhoto, cocktailTxt, expectedItems, wineDocx } from './menus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'e2e', 'fixtures', 'menus');
mkdirSync(out, { recursive: true });
const at = (name) => join(out, name);

makePdf(bistroPdf, at(bistroPdf.file));
makeReviewPdf(at(reviewMenu.file));
const docx = makeDocx(wineDocx);
writeFileSync(at(wineDocx.file), docx);
writeFileSync(at(cafePhoto.file), makePhoto(cafePhoto));
writeFileSync(at(cocktailTxt.file), cocktailText(cocktailTxt));

// Error-path files.
let seed = 7;
const garbage = Buffer.alloc(4096, 0).map(() => (seed = (seed * 1103515245 + 12345) & 0xff));
writeFileSync(at('broken.pdf'), Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]));
// A real .docx cut off mid-way: the zip's central directory is gone.
writeFileSync(at('broken.docx'), docx.subarray(0, Math.floor(docx.length / 2)));
writeFileSync(at('blank.png'), makeBlankPng());

const expected = Object.fromEntries(allMenus.map((m) => [m.file, expectedItems(m)]));
const scans = makeScanPdfs(out);
Object.assign(expected, scans);
writeFileSync(at('expected.json'), JSON.stringify(expected, null, 2) + '\n');

const files = [
  ...allMenus.map((m) => m.file),
  reviewMenu.file,
  ...Object.keys(scans),
  'broken.pdf',
  'broken.docx',
  'blank.png',
];
for (const f of files) {
  const kb = statSync(at(f)).size / 1024;
  if (kb > 300) throw new Error(`${f} is ${kb.toFixed(0)} KB; fixtures must stay under 300 KB`);
}
console.log(`fixtures: wrote ${files.length} files + expected.json to e2e/fixtures/menus`);
