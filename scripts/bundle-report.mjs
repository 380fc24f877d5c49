// Measures the JavaScript a first visit to the landing page downloads (gzipped), from Vite's
// manifest: the entry chunk, the landing route chunk, and everything they import statically.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const HEAVY = ['pdfjs-dist', 'mammoth', 'tesseract', 'openai', '@supabase'];

export function landingBundle(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const landingKey = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/landing.tsx'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  visit(landingKey);
  let gzip = 0;
  let catalog = 0;
  const heavyHits = [];
  for (const file of files) {
    const code = readFileSync(`${dist}/${file}`);
    const size = gzipSync(code, { level: 9 }).length;
    gzip += size;
    if (/\/messages-en-[\w-]+\.js$/.test(`/${file}`)) catalog += size;
    const text = code.toString();
    for (const lib of HEAVY)
      if (text.includes(`node_modules/${lib}`)) heavyHits.push(`${lib} in ${file}`);
  }
  const heavyChunks = Object.entries(manifest)
    .filter(([key]) => HEAVY.some((lib) => key.includes(`node_modules/${lib}`)))
    .map(([, c]) => c.file);
  const leaked = heavyChunks.filter((f) => files.has(f));
  return {
    files: [...files],
    gzipKB: +(gzip / 1024).toFixed(1),
    /** The English catalog's share: it grows with the app's text and is not held to the budget. */
    catalogKB: +(catalog / 1024).toFixed(1),
    leakedHeavyChunks: [...leaked, ...heavyHits],
  };
}

// 100 KB (ADR 0001) plus Lingui's runtime, 5 KB (ADR 0043); the English catalog is counted apart.
export const LANDING_BUDGET_KB = 105;

/** What breaks the landing-page budget; empty when it holds. */
export function budgetFailures(bundle) {
  const failures = [];
  const code = +(bundle.gzipKB - bundle.catalogKB).toFixed(1);
  if (code > LANDING_BUDGET_KB)
    failures.push(`landing code ${code} KB is over ${LANDING_BUDGET_KB} KB`);
  if (bundle.catalogKB === 0) failures.push('the English catalog is not in its own chunk');
  if (bundle.leakedHeavyChunks.length)
    failures.push(`heavy library on the landing page: ${bundle.leakedHeavyChunks.join(', ')}`);
  return failures;
}

// `node scripts/bundle-report.mjs` prints the measurement; `--check` (run by `npm test` after the
// build) prints one line and exits 1 when the budget is broken.
if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = landingBundle();
  if (!process.argv.includes('--check')) {
    console.log(JSON.stringify(bundle, null, 2));
  } else {
    const failures = budgetFailures(bundle);
    console.log(
      `landing page: ${bundle.gzipKB} KB gzipped JavaScript in ${bundle.files.length} files, of which the English catalog ${bundle.catalogKB} KB (budget ${LANDING_BUDGET_KB} KB without it)`,
    );
    if (failures.length) {
      console.error(`Budget exceeded: ${failures.join('; ')}`);
      process.exit(1);
    }
  }
}
