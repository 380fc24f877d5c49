// The real-file tuning set (../shared/corpus-real, files restaurants published, read at run time
// and never copied here): extraction + layout + built-in parser, scored per file and per kind by
// the set's README rules, with leave-one-group-out totals and confidence calibration.
// Runs inside vitest (src/testing/corpus/real-report.test.ts); skips when the folder is absent.
//
// Usage: node scripts/bench-real.mjs [--json] [--details] [--lockbox]
//   --lockbox (or REAL_LOCKBOX=1) also scores the lockbox (see lockbox.mjs): totals only. Run it at
//   the end of a piece of work, never inside a tuning loop. --lockbox-only scores the lockbox alone
//   (after a development run whose figures are already on the screen).
//   The trained line-role model (src/lib/reader-model) reads the OCR kinds as shipped (ADR 0063);
//   READER_MODEL=1 reads every kind with it, READER_MODEL=0 reads with the rules alone. It was
//   trained on these files: `npm run train:reader -- --loro` gives the leave-one-restaurant-out
//   figures ("as shipped" is the reader's held-out total).
//   --details prints each file's missed and extra items, wrong prices and categories, and the names
//   and prices its text never held (console only).
//   "in text" (per file and per kind): the share of the truth's dish names and prices the text
//   before the parser holds (src/testing/corpus/ocr-recall.ts). For the OCR kinds that is the OCR
//   alone: a dish it holds but the reader missed was lost to structure, not to reading.
//   OCR_DETECT=0 gives photos and images the ink-based second look instead of the text
//   detector's (ADR 0065); OCR_DETECT=1 forces the detector's. Use a fresh REAL_DOC_CACHE for each.
//   REAL_FILES=id,id and REAL_KINDS=pdf-image,photo narrow the run; REAL_DOC_CACHE=/tmp/dir keeps
//   extracted documents between runs (delete it when extraction changes); CORPUS_REAL_DIR moves it.
//   The leave-one-group-out calibration refits the confidence model on the corpus/ tuning half,
//   extracting it too: CORPUS_DOC_CACHE=/tmp/dir keeps those documents.
import { scoreLockbox } from './lockbox.mjs';
import { lpad, pad, pct, vitestReport } from './vitest-report.mjs';

const header = (first, width) =>
  `${pad(first, width)}${lpad('files', 6)}${lpad('items', 7)}${lpad('found', 7)}${lpad('F1', 8)}${lpad('price', 8)}${lpad('category', 10)}${lpad('failed', 8)}${lpad('median ms', 11)}`;
const row = (key, g, width) =>
  `${pad(key, width)}${lpad(g.files, 6)}${lpad(g.expected, 7)}${lpad(g.actual, 7)}${lpad(pct(g.f1), 8)}${lpad(pct(g.priceAccuracy), 8)}${lpad(pct(g.categoryAccuracy), 10)}${lpad(g.failed, 8)}${lpad(Math.round(g.medianMs), 11)}`;

const share = (n, of) => (of ? pct(n / of) : '-');
/** Kinds read by OCR: for them the text before the parser is the OCR alone. */
const OCR_KINDS = new Set(['pdf-image', 'image', 'photo']);
const textHeader = () =>
  `${pad('kind', 12)}${pad('text', 12)}${lpad('names', 8)}${lpad('exact', 8)}${lpad('prices', 8)}${lpad('headings', 10)}   |${lpad('recall', 8)}${lpad('F1', 8)}${lpad('price', 8)}${lpad('category', 10)}`;
const textRow = (kind, g) =>
  `${pad(kind, 12)}${pad(OCR_KINDS.has(kind) ? 'OCR' : kind === 'all' ? 'all' : 'text layer', 12)}${lpad(share(g.text.names, g.text.nameCount), 8)}${lpad(share(g.text.namesExact, g.text.nameCount), 8)}${lpad(share(g.text.prices, g.text.priceCount), 8)}${lpad(share(g.text.sections, g.text.sectionCount), 10)}   |${lpad(pct(g.recall), 8)}${lpad(pct(g.f1), 8)}${lpad(pct(g.priceAccuracy), 8)}${lpad(pct(g.categoryAccuracy), 10)}`;
const textTable = (kinds, all) => {
  console.log(
    'What the text before the parser holds (names at the scorer tolerance, names word for word, prices, section headings), beside the reader end to end:',
  );
  console.log(textHeader());
  for (const [kind, g] of Object.entries(kinds)) console.log(textRow(kind, g));
  console.log(textRow('all', all));
};

const figures = (f) =>
  `right at >= 0.9 ${pct(f.highPrecision)}, errors below 0.9 ${pct(f.errorsBelow)}, items below 0.9 ${pct(f.shareBelow)}`;

function printLockbox() {
  console.log('\n== Lockbox (files never tuned on; totals only) ==');
  const lockbox = scoreLockbox();
  if (lockbox.skipped) console.log(`lockbox skipped: ${lockbox.skipped}`);
  else {
    console.log(header('kind', 12));
    for (const [kind, g] of Object.entries(lockbox.kinds)) console.log(row(kind, g, 12));
    console.log(row('all', lockbox.all, 12));
    console.log(`calibration: items ${lockbox.calibration.items}: ${figures(lockbox.calibration)}`);
    textTable(lockbox.kinds, lockbox.all);
  }
}

// The development figures were printed by a run just before: score the lockbox alone.
if (process.argv.includes('--lockbox-only')) {
  printLockbox();
  process.exit(0);
}

const details = process.argv.includes('--details');
if (details) process.env.REAL_DETAILS = '1';
const { report, status } = vitestReport(
  'src/testing/corpus/real-report.test.ts',
  'REAL_REPORT',
  'REAL_BENCH',
);
if (report.skipped) {
  console.log(`corpus-real skipped: ${report.skipped}`);
  process.exit(status);
}

console.log(
  `${pad('file', 40)}${pad('kind', 11)}${lpad('items', 6)}${lpad('found', 7)}${lpad('F1', 8)}${lpad('price', 8)}${lpad('category', 10)}${lpad('ms', 8)}${lpad('names in text', 15)}${lpad('prices in text', 16)}`,
);
for (const f of report.files) {
  console.log(
    `${pad(f.id, 40)}${pad(f.kind, 11)}${lpad(f.items, 6)}${lpad(f.found, 7)}${lpad(pct(f.f1), 8)}${lpad(pct(f.price), 8)}${lpad(pct(f.category), 10)}${lpad(f.ms, 8)}${lpad(share(f.text.names, f.text.nameCount), 15)}${lpad(share(f.text.prices, f.text.priceCount), 16)}${f.error ? `  never reached the editor: ${f.error}` : ''}`,
  );
}
console.log(`\n${header('kind', 12)}`);
for (const [kind, g] of Object.entries(report.kinds)) console.log(row(kind, g, 12));
console.log(row('all', report.all, 12));
console.log('');
textTable(report.kinds, report.all);

console.log(`\nLeave-one-group-out: ${report.fitted}.`);
console.log('Totals on every other restaurant, per restaurant left out:');
console.log(header('without', 40));
for (const [group, g] of Object.entries(report.withoutGroup)) console.log(row(group, g, 40));

const c = report.calibration;
console.log(
  '\nConfidence calibration (threshold 0.9; targets: >= 95% right above, >= 80% of errors below, <= 25% of items below)',
);
const h = report.calibrationHeldOut;
console.log(
  h
    ? `leave-one-group-out (the headline: each restaurant scored by weights refitted without it): items ${h.items}: ${figures(h)}`
    : 'leave-one-group-out: only on a full run (REAL_FILES / REAL_KINDS narrow it)',
);
console.log(
  `in-sample (the shipped weights, fitted on these files too, optimistic): items ${c.items}: ${figures(c)}`,
);
console.log(
  `  in-sample by band: ${c.buckets.map((b) => `[${b.from.toFixed(2)}-${b.to.toFixed(2)}) ${b.correct}/${b.items}`).join('  ')}`,
);

const l = report.all;
if (process.env.READER_MODEL === '1')
  console.log(
    '\nREADER_MODEL=1: the reader model was trained on these files, so the figures above are in-sample; `npm run train:reader -- --loro` gives the leave-one-restaurant-out figure.',
  );
else if (report.heldOutParser && !report.heldOutAll)
  console.log(`\nLeave-one-restaurant-out total: ${report.heldOutParser}.`);
else
  console.log(
    `\nLeave-one-restaurant-out total (${report.heldOutParser ?? 'no part of the parser is fitted on these files, so it equals the total above'}): F1 ${pct(report.heldOutAll?.f1 ?? l.f1)}, price ${pct(report.heldOutAll?.priceAccuracy ?? l.priceAccuracy)}, category ${pct(report.heldOutAll?.categoryAccuracy ?? l.categoryAccuracy)}`,
  );

if (process.argv.includes('--lockbox') || process.env.REAL_LOCKBOX === '1') printLockbox();

if (details) {
  console.log('\nPer file (console only: never copy these strings into the repository):');
  for (const f of report.files) {
    console.log(`\n## ${f.id} (${f.kind})${f.error ? ` error: ${f.error}` : ''}`);
    console.log(`  missed (${f.missing.length}): ${f.missing.join(' | ')}`);
    console.log(`  extra (${f.extra.length}): ${f.extra.join(' | ')}`);
    console.log(
      `  names the text never held (${f.notInText.names.length}): ${f.notInText.names.join(' | ')}`,
    );
    console.log(
      `  prices the text never held (${f.notInText.prices.length}): ${f.notInText.prices.join(' | ')}`,
    );
    console.log(
      `  headings the text never held (${f.notInText.sections.length}): ${f.notInText.sections.join(' | ')}`,
    );
    for (const w of f.wrongPrices)
      console.log(`  price: ${w.name}: expected ${w.expected}, got ${w.actual || '(none)'}`);
    for (const w of f.wrongCategories)
      console.log(`  category: ${w.name}: expected ${w.expected}, got ${w.actual}`);
  }
}
process.exit(status);
