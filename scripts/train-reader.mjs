// `npm run train:reader`: retrains the reader's line-role model from scratch (issue 45) on the
// generated corpus tuning half and the ../shared/corpus-real development files (never the
// lockbox), writes src/lib/reader-model/weights.ts and formats it. Deterministic: full-batch
// gradient descent from zero weights, nothing random. Runs inside vitest (no TS runner here).
//
// Usage: node scripts/train-reader.mjs [--loro]
//   --loro prints the leave-one-restaurant-out evaluation instead of writing weights: line-role
//   accuracy per role and end-to-end item F1 with and without the model.
//   REAL_DOC_CACHE / CORPUS_DOC_CACHE keep extracted documents between runs (see bench-real.mjs).
import { spawnSync } from 'node:child_process';
import { lpad, pad, pct, vitestReport } from './vitest-report.mjs';

const loro = process.argv.includes('--loro');
process.env.TRAIN_READER = loro ? 'loro' : 'write';
const started = Date.now();
const { report, status } = vitestReport(
  'src/testing/corpus/train-reader.test.ts',
  'TRAIN_READER_RUN',
  loro ? 'READER_BENCH' : 'READER_TRAIN',
);
if (!loro) {
  spawnSync('npx', ['prettier', '--write', 'src/lib/reader-model/weights.ts'], { stdio: 'ignore' });
  console.log(
    `trained on ${report.lines} lines of ${report.documents} documents in ${Math.round((Date.now() - started) / 1000)} s; in-sample line-role accuracy ${pct(report.inSampleAccuracy)}`,
  );
  console.log(`labelled lines per role: ${JSON.stringify(report.labels)}`);
  process.exit(status);
}
console.log(`Line roles, leave one restaurant out (${report.roles.lines} labelled lines):`);
for (const [role, r] of Object.entries(report.roles.perRole))
  console.log(`${pad(role, 16)}${lpad(r.lines, 7)}${lpad(pct(r.accuracy), 8)}`);
console.log(
  `${pad('all', 16)}${lpad(report.roles.lines, 7)}${lpad(pct(report.roles.accuracy), 8)}`,
);
const line = (name, s) =>
  `${pad(name, 16)} F1 ${pct(s.f1)}  price ${pct(s.priceAccuracy)}  category ${pct(s.categoryAccuracy)}`;
console.log(
  '\nEnd to end on the development files, each restaurant read by a model trained without it:',
);
console.log(line('rules only', report.rules));
const names = {
  shipped: 'as shipped',
  model: 'model at 0.6',
  sure: 'model at 0.85',
  demote: 'demote only',
  sureDemote: 'demote at 0.85',
  noMinor: 'no minor hint',
};
for (const [key, s] of Object.entries(report.variants)) console.log(line(names[key] ?? key, s));
for (const key of Object.keys(report.variants)) {
  const better = report.perGroup.filter((g) => g[key] > g.rules + 1e-9).length;
  const worse = report.perGroup.filter((g) => g[key] < g.rules - 1e-9).length;
  console.log(
    `${pad(names[key] ?? key, 16)} restaurants better ${better}, worse ${worse}, of ${report.perGroup.length}`,
  );
}
console.log('\nItem F1 per restaurant left out:');
console.log(
  `${pad('restaurant', 40)}${Object.keys(report.perGroup[0] ?? {})
    .filter((k) => k !== 'group')
    .map((k) => lpad(k, 12))
    .join('')}`,
);
for (const g of report.perGroup)
  console.log(
    `${pad(g.group, 40)}${Object.entries(g)
      .filter(([k]) => k !== 'group')
      .map(([, v]) => lpad(pct(v), 12))
      .join('')}`,
  );
for (const [family, byVariant] of Object.entries(report.perFamily ?? {})) {
  console.log(
    `\n${family === 'ocr' ? 'OCR kinds (pdf-image, image, photo)' : 'Text kinds (pdf-text, docx)'}:`,
  );
  for (const [key, s] of Object.entries(byVariant))
    console.log(line(key === 'rules' ? 'rules only' : (names[key] ?? key), s));
}
process.exit(status);
