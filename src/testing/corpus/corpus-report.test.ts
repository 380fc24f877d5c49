/**
 * `npm run bench` (scripts/bench-corpus.mjs) runs this with CORPUS_REPORT=1: the real import on
 * every corpus file, scored per split and format, printed as one CORPUS_BENCH JSON line. Per-file
 * details are printed for the tuning half only: the held-back half is scored, never studied.
 */
import { corpusExists, corpusFormats, loadCorpusFiles } from './load-corpus';
import { calibration, importAndScore, summarise, type FileResult } from './score-files';

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

describe.runIf(env.CORPUS_REPORT === '1' && corpusExists())('corpus report', () => {
  it('scores every corpus file', { timeout: 3_600_000 }, async () => {
    const formats = env.CORPUS_FORMATS?.split(',') ?? [...corpusFormats];
    const splits = env.CORPUS_SPLIT?.split(',') ?? ['tune', 'holdout'];
    const entries = loadCorpusFiles().filter(
      (f) => formats.includes(f.format) && splits.includes(f.split),
    );
    const results: FileResult[] = [];
    for (const entry of entries) results.push(await importAndScore(entry));
    const groups: Record<string, ReturnType<typeof summarise>> = {};
    const calibrations: Record<string, ReturnType<typeof calibration>> = {};
    for (const split of splits) {
      const inSplit = results.filter((r) => r.entry.split === split);
      if (!inSplit.length) continue;
      for (const format of formats) {
        const subset = inSplit.filter((r) => r.entry.format === format);
        if (subset.length) groups[`${split}/${format}`] = summarise(subset);
      }
      groups[`${split}/all`] = summarise(inSplit);
      calibrations[split] = calibration(inSplit);
    }
    const details = results
      .filter((r) => r.entry.split === 'tune')
      .map((r) => ({
        file: r.entry.file,
        layout: r.entry.layout,
        f1: r.score.f1,
        price: r.score.priceAccuracy,
        category: r.score.categoryAccuracy,
        ms: Math.round(r.ms),
        missing: r.score.missing.slice(0, 6),
        extra: r.score.extra.slice(0, 6),
        wrongPrices: r.score.wrongPrices.slice(0, 4),
        wrongCategories: r.score.wrongCategories.slice(0, 4),
      }));
    console.log(`CORPUS_BENCH ${JSON.stringify({ groups, calibrations, details })}`);
    expect(results.length).toBe(entries.length);
  });
});
