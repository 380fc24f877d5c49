// Regenerates the real-file menu corpus in corpus/ (see corpus/README.md):
//   node scripts/make-corpus/index.mjs               every menu
//   node scripts/make-corpus/index.mjs --only <id>   one menu (the manifest keeps the others)
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and Node >= 20.15. Chromium runs
// one instance at a time, so the machine stays usable while this runs.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMenu } from './check-menu.mjs';
import { coverageKeys, layoutLabel, REQUIRED_COVERAGE } from './describe.mjs';
import { renderDocx } from './docx/document.mjs';
import { allMenus } from './menus/index.mjs';
import { expectedMenu } from './model.mjs';
import { renderPdf } from './render/pdf.mjs';
import { renderPhoto } from './render/photo.mjs';
import { renderPng } from './render/png.mjs';
import { renderTxt } from './render/txt.mjs';
import { writeJson } from './write-json.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpus = join(root, 'corpus');
const MAX_IMAGE = 450 * 1024;
const MAX_TOTAL = 30 * 1024 * 1024;

// The variant names say where such a file comes from; the extension is the real file type.
const VARIANT = {
  pdf: 'print.pdf',
  docx: 'word.docx',
  png: 'screen.png',
  photo: 'photo.jpg',
  txt: 'paste.txt',
};
const ORDER = Object.keys(VARIANT);

/** Writes one file; returns what the manifest needs to know about it (pages, photo params). */
function renderFile(menu, format, path) {
  switch (format) {
    case 'pdf':
      return { pages: renderPdf(menu, path) };
    case 'png':
      renderPng(menu, path);
      return {};
    case 'photo': {
      const { bytes, params } = renderPhoto(menu);
      writeFileSync(path, bytes);
      return { photo: params };
    }
    case 'docx':
      writeFileSync(path, renderDocx(menu));
      return {};
    default:
      writeFileSync(path, renderTxt(menu));
      return {};
  }
}

function checkSplit(menus) {
  for (const split of ['tune', 'holdout']) {
    const keys = new Set(
      menus.filter((m) => m.split === split).flatMap((m) => [...coverageKeys(m)]),
    );
    const missing = REQUIRED_COVERAGE.filter((k) => !keys.has(k));
    if (missing.length) throw new Error(`split ${split} lacks: ${missing.join(', ')}`);
  }
}

async function main() {
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]
    : null;
  allMenus.forEach(checkMenu);
  const ids = new Set();
  for (const m of allMenus) {
    if (ids.has(m.id)) throw new Error(`duplicate menu id ${m.id}`);
    ids.add(m.id);
  }
  checkSplit(allMenus);
  const menus = only ? allMenus.filter((m) => m.id === only) : allMenus;
  if (!menus.length) throw new Error(`no menu with id ${only}`);

  mkdirSync(join(corpus, 'files'), { recursive: true });
  mkdirSync(join(corpus, 'expected'), { recursive: true });
  if (!only) {
    // A full run starts clean, so files of renamed or removed menus do not linger.
    for (const dir of ['files', 'expected']) {
      for (const f of readdirSync(join(corpus, dir))) rmSync(join(corpus, dir, f));
    }
  }
  const manifestPath = join(corpus, 'manifest.json');
  const previous =
    only && existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).files : [];
  const entries = previous.filter((f) => f.menu !== only);

  const started = Date.now();
  for (const menu of menus) {
    const t0 = Date.now();
    await writeJson(join(corpus, 'expected', `${menu.id}.json`), expectedMenu(menu));
    const formats = ORDER.filter((f) => menu.formats[f]);
    for (const format of formats) {
      const file = `files/${menu.id}.${VARIANT[format]}`;
      const extra = renderFile(menu, format, join(corpus, file));
      const bytes = statSync(join(corpus, file)).size;
      if ((format === 'png' || format === 'photo') && bytes > MAX_IMAGE) {
        throw new Error(
          `${file} is ${(bytes / 1024).toFixed(0)} KB; images must stay under 450 KB`,
        );
      }
      entries.push({
        file,
        menu: menu.id,
        format,
        split: menu.split,
        layout: layoutLabel(menu, format, extra),
        pages: extra.pages ?? 1,
      });
    }
    console.log(`${menu.id}: ${formats.join(', ')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }

  const byMenu = new Map(allMenus.map((m, i) => [m.id, i]));
  entries.sort(
    (a, b) =>
      byMenu.get(a.menu) - byMenu.get(b.menu) || ORDER.indexOf(a.format) - ORDER.indexOf(b.format),
  );
  const menuRows = allMenus.map((m) => ({
    id: m.id,
    title: m.title,
    cuisine: m.cuisine,
    currency: m.currency,
    split: m.split,
  }));
  await writeJson(manifestPath, { files: entries, menus: menuRows });

  const total = readdirSync(join(corpus, 'files')).reduce(
    (n, f) => n + statSync(join(corpus, 'files', f)).size,
    0,
  );
  if (total > MAX_TOTAL)
    throw new Error(`corpus is ${(total / 1048576).toFixed(1)} MB; limit 30 MB`);
  const count = (key) => {
    const n = new Map();
    for (const e of entries) n.set(e[key], (n.get(e[key]) ?? 0) + 1);
    return [...n].map(([k, v]) => `${k} ${v}`);
  };
  console.log(`corpus: ${entries.length} files, ${(total / 1048576).toFixed(1)} MB`);
  console.log(`  by format: ${count('format').join(', ')}`);
  console.log(`  by split:  ${count('split').join(', ')}`);
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
