// `npm run bench`: the numbers issues ask for. Builds first, then reports:
// landing-page JavaScript, the built-in parser on its text fixtures and on the real-file corpus
// (tuning and held-back halves), on the files restaurants published (../shared/corpus-real, the
// headline), the training record at scale (issue 46) and file-to-editor times in Chromium.
import { spawnSync } from 'node:child_process';
import { benchUpload } from './bench-upload.mjs';
import { budgetFailures, LANDING_BUDGET_KB, landingBundle } from './bundle-report.mjs';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const bundle = landingBundle();
console.log('\n== Landing page first load ==');
console.log(
  `gzipped JavaScript: ${bundle.gzipKB} KB across ${bundle.files.length} files, English catalog ${bundle.catalogKB} KB of it (target <= ${LANDING_BUDGET_KB} KB without the catalog)`,
);
console.log(
  `heavy libraries on the landing page: ${bundle.leakedHeavyChunks.length ? bundle.leakedHeavyChunks.join(', ') : 'none'}`,
);

console.log('\n== Built-in menu parser on the text fixtures ==');
spawnSync('node', ['scripts/bench-parser.mjs'], { stdio: 'inherit' });

console.log('\n== Real-file corpus: extraction + layout + parser, per split and format ==');
spawnSync('node', ['scripts/bench-corpus.mjs'], { stdio: 'inherit' });

console.log('\n== Files restaurants published (../shared/corpus-real), per file and kind ==');
spawnSync('node', ['scripts/bench-real.mjs', '--lockbox'], { stdio: 'inherit' });

console.log('\n== Training record at scale: 60 staff, two years of weekly updates ==');
spawnSync('node', ['scripts/bench-training-record.mjs'], { stdio: 'inherit' });

console.log('\n== File to editor in Chromium (median) ==');
const upload = await benchUpload();
for (const [file, r] of Object.entries(upload))
  console.log(`${file.padEnd(28)} ${r.medianMs} ms  (runs: ${r.runsMs.join(', ')})`);

const failures = budgetFailures(bundle);
if (failures.length) {
  console.error(`\nBudget exceeded: ${failures.join('; ')}`);
  process.exit(1);
}
