// The real-file corpus benchmark: extraction (pdf.js, mammoth, tesseract) + layout + parser on
// every file of corpus/, through the same code the browser runs, scored per split and format.
// The parser is TypeScript and runs inside vitest (src/testing/corpus/corpus-report.test.ts).
//
// Usage: node scripts/bench-corpus.mjs [--json] [--details]
//   CORPUS_FORMATS=pdf,docx and CORPUS_SPLIT=tune narrow the run.
import { lpad, pad, pct, vitestReport } from './vitest-report.mjs';

const { report, status } = vitestReport(
  'src/testing/corpus/corpus-report.test.ts',
  'CORPUS_REPORT',
  'CORPUS_BENCH',
);

console.log(
  `${pad('split/format', 16)}${lpad('files', 6)}${lpad('items', 7)}${lpad('found', 7)}${lpad('F1', 8)}${lpad('price', 8)}${lpad('category', 10)}${lpad('median ms', 11)}`,
);
for (const [key, g] of Object.entries(report.groups)) {
  console.log(
    `${pad(key, 16)}${lpad(g.files, 6)}${lpad(g.expected, 7)}${lpad(g.actual, 7)}${lpad(pct(g.f1), 8)}${lpad(pct(g.priceAccuracy), 8)}${lpad(pct(g.categoryAccuracy), 10)}${lpad(Math.round(g.medianMs), 11)}`,
  );
}
console.log(
  '\nConfidence calibration (threshold 0.9; targets: >= 95% right above, >= 80% of errors below, <= 25% of items below)',
);
for (const [split, c] of Object.entries(report.calibrations)) {
  console.log(
    `${pad(split, 8)} items ${c.items}: right at >= 0.9 ${pct(c.highPrecision)}, errors below 0.9 ${pct(c.errorsBelow)}, items below 0.9 ${pct(c.shareBelow)}`,
  );
  console.log(
    `         ${c.buckets.map((b) => `[${b.from.toFixed(2)}-${b.to.toFixed(2)}) ${b.correct}/${b.items}`).join('  ')}`,
  );
}
if (process.argv.includes('--details')) {
  console.log('\nTuning half, per file:');
  for (const d of report.details) console.log(JSON.stringify(d));
}
process.exit(status);
