/**
 * `npm run bench` (scripts/bench-real.mjs) runs this with REAL_REPORT=1: the real import on every
 * file of ../shared/corpus-real, scored by its README's rules, per file, per kind and overall,
 * printed as one REAL_BENCH JSON line. Per-file misses and extras only with REAL_DETAILS=1, for
 * the console: never copy them into the repository.
 *
 * Leave-one-group-out: the only thing fitted on these files is the confidence model (ADR 0031,
 * fit-confidence.test.ts), so the calibration is printed twice: in-sample (the shipped weights,
 * optimistic) and leave-one-group-out (each restaurant's items scored by a model refitted without
 * that restaurant's files), which is the honest figure. Items, prices and categories are not
 * fitted. The "without group" totals show, for each restaurant, the score on all the others: a
 * change motivated by one restaurant is judged there.
 *
 * Each file and kind also says how many dish names and prices the text before the parser held
 * (ocr-recall.ts): for scans and photos the OCR alone, so reading losses and structure losses
 * show apart. The lockbox gets these as per-kind counts only, like everything else of it.
 */
import { READER_MODEL_ON } from '@/lib/reader-model';
import { calibrationFigures } from './confidence-fit';
import { corpusSamples, realLeaveOneGroupOut, realSamplesOf } from './confidence-samples';
import { calibration } from './score-files';
import { loadRealFiles, realCorpusExists, realKinds, REAL_DIR } from './load-real';
import { sumRecall } from './ocr-recall';
import { importReal, summariseReal, type RealResult } from './real-import';

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const enabled = env.REAL_REPORT === '1';
/**
 * REAL_LOCKBOX=1: CORPUS_REAL_DIR points at the lockbox unpacked into a temporary folder by
 * scripts/bench-real.mjs. Only totals per kind and overall leave this test: no file ids, no
 * per-file scores, no misses, and no error text (which could quote a file).
 */
const lockbox = env.REAL_LOCKBOX === '1';

describe.runIf(enabled && !realCorpusExists())('real-file report', () => {
  it('skips: the corpus-real folder is absent', () => {
    console.log(
      `REAL_BENCH ${JSON.stringify({ skipped: `no index.json in ${REAL_DIR.pathname}` })}`,
    );
  });
});

describe.runIf(enabled && lockbox && realCorpusExists())('lockbox report', () => {
  it('scores the lockbox as totals only', { timeout: 3_600_000 }, async () => {
    let report: object;
    try {
      const results: RealResult[] = [];
      for (const entry of loadRealFiles()) results.push(await importReal(entry));
      const kinds = Object.fromEntries(
        realKinds
          .map((k) => [k, results.filter((r) => r.entry.kind === k)] as const)
          .filter(([, subset]) => subset.length)
          .map(([k, subset]) => [k, summariseReal(subset)]),
      );
      // The shipped confidence weights were never fitted on these files: in-sample is honest here.
      report = {
        lockbox: true,
        kinds,
        all: summariseReal(results),
        calibration: calibration(results),
      };
    } catch {
      report = { skipped: 'the lockbox could not be read or scored (details withheld)' };
    }
    console.log(`REAL_BENCH ${JSON.stringify(report)}`);
  });
});

describe.runIf(enabled && !lockbox && realCorpusExists())('real-file report', () => {
  it('scores every corpus-real file', { timeout: 3_600_000 }, async () => {
    const ids = env.REAL_FILES?.split(',');
    const kinds = env.REAL_KINDS?.split(',') ?? [...realKinds];
    const entries = loadRealFiles().filter(
      (f) => kinds.includes(f.kind) && (!ids || ids.includes(f.id)),
    );
    const results: RealResult[] = [];
    for (const entry of entries) results.push(await importReal(entry));

    const kindTotals = Object.fromEntries(
      realKinds
        .map((k) => [k, results.filter((r) => r.entry.kind === k)] as const)
        .filter(([, subset]) => subset.length)
        .map(([k, subset]) => [k, summariseReal(subset)]),
    );
    const groups = [...new Set(results.map((r) => r.entry.group))];
    const withoutGroup = Object.fromEntries(
      groups.map((g) => [g, summariseReal(results.filter((r) => r.entry.group !== g))]),
    );
    const files = results.map((r) => ({
      id: r.entry.id,
      kind: r.entry.kind,
      group: r.entry.group,
      items: r.score.expected,
      found: r.score.actual,
      f1: r.score.f1,
      price: r.score.priceAccuracy,
      category: r.score.categoryAccuracy,
      ms: Math.round(r.ms),
      error: r.error,
      text: sumRecall([r.text]),
      ...(env.REAL_DETAILS === '1'
        ? {
            notInText: {
              names: r.text.missingNames,
              prices: r.text.missingPrices,
              sections: r.text.missingSections,
            },
            missing: r.score.missing,
            extra: r.score.extra,
            wrongPrices: r.score.wrongPrices,
            wrongCategories: r.score.wrongCategories,
          }
        : {}),
    }));
    // The full set only: a narrowed run (REAL_FILES, REAL_KINDS) has too few groups to refit on.
    const narrowed = entries.length !== loadRealFiles().length;
    const heldOut = narrowed
      ? undefined
      : calibrationFigures(
          realLeaveOneGroupOut([...(await corpusSamples()), ...realSamplesOf(results)]),
        );
    const report = {
      // The reader model reads the OCR files and was fitted on them too: these totals are
      // in-sample for those kinds, and the held-out figure comes from the reader's own bench.
      ...(READER_MODEL_ON && env.READER_MODEL !== '0'
        ? {
            heldOutParser:
              'the reader model reads the OCR kinds and was trained on these files, so the figures above are in-sample for them; `npm run train:reader -- --loro` ("as shipped") gives the held-out total',
          }
        : {}),
      fitted:
        'only the confidence model is fitted on corpus-real (with the corpus/ tuning half, ADR 0031)',
      files,
      kinds: kindTotals,
      all: summariseReal(results),
      withoutGroup,
      calibration: calibration(results),
      calibrationHeldOut: heldOut,
    };
    console.log(`REAL_BENCH ${JSON.stringify(report)}`);
    expect(results.length).toBe(entries.length);
  });
});
