// Offline menu parser benchmark. The parser is TypeScript and no TS runner is installed, so the
// benchmark runs inside vitest: corpus.test.ts prints one `PARSER_BENCH {json}` line when
// PARSER_REPORT=1, and this script extracts it and prints a table.
//
// Usage: node scripts/bench-parser.mjs [--json]
import { lpad, pad, pct, vitestReport } from './vitest-report.mjs';

const { report, status } = vitestReport(
  'src/lib/menu-parser/corpus.test.ts',
  'PARSER_REPORT',
  'PARSER_BENCH',
);

console.log(`Menu parser benchmark (median of ${report.runs} runs)\n`);
console.log(
  `${pad('fixture', 24)}${pad('source', 8)}${lpad('items', 6)}${lpad('F1', 9)}${lpad('price', 9)}${lpad('category', 10)}${lpad('ms', 9)}`,
);
for (const f of report.fixtures) {
  console.log(
    `${pad(f.name, 24)}${pad(f.source, 8)}${lpad(f.items, 6)}${lpad(pct(f.f1), 9)}${lpad(pct(f.priceAccuracy), 9)}${lpad(pct(f.categoryAccuracy), 10)}${lpad(f.medianMs.toFixed(2), 9)}`,
  );
}
console.log('');
const summaries = [...Object.entries(report.bySource), ['overall', report.overall]];
for (const [source, s] of summaries) {
  console.log(
    `${pad(source, 8)} fixtures ${s.fixtures}, items ${s.matched}/${s.expected} matched (${s.actual} found): ` +
      `F1 ${pct(s.f1)}, price ${pct(s.priceAccuracy)}, category ${pct(s.categoryAccuracy)}, dietary ${pct(s.dietaryAccuracy)}`,
  );
}
if (report.afterCleanup) {
  console.log('\nafter the upload cleanup (whitespace collapsed, some symbols dropped):');
  for (const [source, s] of Object.entries(report.afterCleanup)) {
    console.log(
      `${pad(source, 8)} F1 ${pct(s.f1)}, price ${pct(s.priceAccuracy)}, category ${pct(s.categoryAccuracy)}`,
    );
  }
}
console.log(`\nwhole corpus parse: ${report.corpusMedianMs.toFixed(2)} ms (median)`);
process.exit(status);
