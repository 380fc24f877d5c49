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
  const heavyHits = [];
  for (const file of files) {
    const code = readFileSync(`${dist}/${file}`);
    gzip += gzipSync(code, { level: 9 }).length;
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
    leakedHeavyChunks: [...leaked, ...heavyHits],
  };
}

export const LANDING_BUDGET_KB = 100;

/** What breaks the landing-page budget (ADR 0001); empty when it holds. */
export function budgetFailures(bundle) {
  const failures = [];
  if (bundle.gzipKB > LANDING_BUDGET_KB)
    failures.push(`landing bundle ${bundle.gzipKB} KB is over ${LANDING_BUDGET_KB} KB`);
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
      `landing page: ${bundle.gzipKB} KB gzipped JavaScript (budget ${LANDING_BUDGET_KB} KB) in ${bundle.files.length} files`,
    );
    if (failures.length) {
      console.error(`Budget exceeded: ${failures.join('; ')}`);
      process.exit(1);
    }
  }
}
