/**
 * Fits the parser's confidence weights (src/lib/menu-parser/confidence-weights.ts): a weighted
 * logistic regression of "item right" (name matched, price and category right) on the signs of
 * confidence.ts, over every parsed item of the corpus/ tuning half and of every file in
 * ../shared/corpus-real (read at run time; the real files weigh REAL_SHARE times the corpus, see
 * confidence-samples.ts). ADR 0031. One command refits and writes the weights:
 *
 *   npm run fit:confidence          # FIT_CONFIDENCE=write: report and write confidence-weights.ts
 *   FIT_CONFIDENCE=1 npx vitest run --project node src/testing/corpus/fit-confidence.test.ts
 *                                   # report only (FIT_CONFIDENCE=explore: several real shares)
 *
 * It prints the calibration honestly: on the real files leave-one-group-out (each restaurant
 * predicted by a model fitted without it), on the corpus tuning half 5-fold by menu, and the
 * in-sample figures beside them. REAL_DOC_CACHE=<dir> and CORPUS_DOC_CACHE=<dir> (outside the
 * repository) keep extracted documents between runs: from a clean cache OCR takes minutes.
 * Never run it on the corpus/ held-back half (it only reads the tuning half).
 */
import { importNodeOnly } from '@/lib/extract/runtime';
import { CONFIDENCE_FEATURES } from '@/lib/menu-parser/confidence';
import {
  calibrationFigures,
  describeCalibration,
  leaveOneGroupOut,
  predict,
  weightsFileText,
  type Sample,
} from './confidence-fit';
import {
  corpusSamples,
  fitConfidence,
  REAL_SHARE,
  realLeaveOneGroupOut,
  realResults,
  realSamplesOf,
} from './confidence-samples';

type Fs = { writeFileSync(path: URL, data: string): void };
const fs = await importNodeOnly<Fs>('node:fs');
const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const mode = env.FIT_CONFIDENCE;

/** Corpus tuning half, 5 folds by menu; the real files always train. */
function corpusOutOfFold(samples: readonly Sample[], share: number) {
  const menus = [...new Set(samples.filter((s) => !s.real).map((s) => s.group))];
  const fold = new Map(menus.map((m, i) => [m, `fold ${i % 5}`]));
  const folded = samples.map((s) => ({ ...s, group: fold.get(s.group) ?? s.group }));
  const held = [...new Set(fold.values())];
  return leaveOneGroupOut(folded, (train) => fitConfidence(train, share), held);
}

describe.runIf(Boolean(mode))('fit confidence weights', () => {
  it('fits on the corpus tuning half and the real files', { timeout: 3_600_000 }, async () => {
    const corpus = await corpusSamples();
    const real = realSamplesOf(await realResults());
    // FIT_DUMP=<path outside the repository>: the samples (signs and labels, no menu text) for
    // exploring new signs or penalties offline.
    if (env.FIT_DUMP)
      fs.writeFileSync(new URL(`file://${env.FIT_DUMP}`), JSON.stringify({ corpus, real }));
    const samples = [...corpus, ...real];
    if (!real.length)
      console.log('no ../shared/corpus-real: fitting on the corpus/ tuning half only');
    const wrong = (s: Sample[]) => s.filter((t) => !t.y).length;
    console.log(
      `corpus tuning half: ${corpus.length} items, ${wrong(corpus)} wrong; ` +
        `real files: ${real.length} items, ${wrong(real)} wrong`,
    );
    const shares = mode === 'explore' ? [0, 0.5, 1, 2, 3, 5] : [REAL_SHARE];
    for (const share of shares) {
      console.log(`real files weigh ${share}x the corpus:`);
      console.log(
        `  real, leave-one-group-out: ${describeCalibration(calibrationFigures(realLeaveOneGroupOut(samples, share)))}`,
      );
      console.log(
        `  corpus, 5-fold by menu:    ${describeCalibration(calibrationFigures(corpusOutOfFold(samples, share)))}`,
      );
    }
    const w = fitConfidence(samples);
    const inSample = (subset: Sample[]) =>
      describeCalibration(calibrationFigures(subset.map((s) => ({ p: predict(w, s.x), y: s.y }))));
    console.log(`in-sample, real:   ${inSample(real)}`);
    console.log(`in-sample, corpus: ${inSample(corpus)}`);
    CONFIDENCE_FEATURES.forEach((name, k) => {
      const n = (s: Sample[]) => s.filter((t) => t.x[k]).length;
      console.log(
        `${w[k + 1]!.toFixed(2).padStart(7)}  ${name} (corpus ${n(corpus)}, real ${n(real)})`,
      );
    });
    if (mode === 'write') {
      fs.writeFileSync(
        new URL('../../lib/menu-parser/confidence-weights.ts', import.meta.url),
        weightsFileText(w, CONFIDENCE_FEATURES, [
          'Written by `npm run fit:confidence` (src/testing/corpus/fit-confidence.test.ts) from the',
          'corpus/ tuning half and the real files of ../shared/corpus-real (ADR 0031); refit, do not',
          'edit. One weight per sign of CONFIDENCE_FEATURES, in order.',
        ]),
      );
    }
    expect(samples.length).toBeGreaterThan(0);
  });
});
