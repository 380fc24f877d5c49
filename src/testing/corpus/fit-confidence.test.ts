/**
 * Fits the parser's confidence weights (src/lib/menu-parser/confidence-weights.ts) on the tuning
 * half of the corpus: a logistic regression of "item right" (name, price and category) on the
 * signs of confidence.ts, with an L2 penalty. It prints the calibration of held-out predictions
 * (5 folds, split by menu) so a new sign can be judged before it is kept.
 *
 *   FIT_CONFIDENCE=1 npx vitest run src/testing/corpus/fit-confidence.test.ts      # report
 *   FIT_CONFIDENCE=write npx vitest run src/testing/corpus/fit-confidence.test.ts  # and write
 *
 * CORPUS_DOC_CACHE=<dir> keeps the extracted documents between runs (OCR takes minutes).
 * Never run it on the holdout half.
 */
import type { PositionedDocument } from '@/lib/extract/document';
import { extractDocument } from '@/lib/extract';
import { importNodeOnly } from '@/lib/extract/runtime';
import { layoutDocument } from '@/lib/layout';
import { parseMenuLayout } from '@/lib/menu-parser';
import { CONFIDENCE_FEATURES } from '@/lib/menu-parser/confidence';
import { scoreParse } from '@/testing/menu-parser/score';
import { corpusFile, loadCorpusFiles, type CorpusFile } from './load-corpus';

type Fs = {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string | URL, data: string): void;
  mkdirSync(path: string, options: { recursive: boolean }): void;
};
const fs = await importNodeOnly<Fs>('node:fs');

const THRESHOLD = 0.9;
const L2 = 1;
type Sample = { x: number[]; y: number; menu: string };

async function documentOf(entry: CorpusFile): Promise<PositionedDocument> {
  const dir = process.env.CORPUS_DOC_CACHE;
  const cached = dir && `${dir}/${entry.file.split('/').pop()}.json`;
  if (cached && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')).doc;
  const doc = await extractDocument(corpusFile(entry));
  if (dir && cached) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(cached, JSON.stringify({ doc }));
  }
  return doc;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const predict = (w: number[], x: number[]) =>
  sigmoid(w[0] + x.reduce((s, v, k) => s + v * w[k + 1], 0));

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r += 1) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k += 1) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (row[i] ? row[n] / row[i] : 0));
}

/** Logistic regression by Newton's method; the bias is not penalised. */
function fit(samples: Sample[]): number[] {
  const d = samples[0].x.length + 1;
  let w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 30; iter += 1) {
    const grad = w.map((v, k) => (k ? -L2 * v : 0));
    const hess = Array.from({ length: d }, (_, i) =>
      Array.from({ length: d }, (_, j) => (i === j && i ? L2 : 0)),
    );
    for (const { x, y } of samples) {
      const xs = [1, ...x];
      const p = predict(w, x);
      const s = p * (1 - p);
      for (let i = 0; i < d; i += 1) {
        grad[i] += (y - p) * xs[i];
        if (!xs[i]) continue;
        for (let j = 0; j < d; j += 1) hess[i][j] += s * xs[i] * xs[j];
      }
    }
    const step = solve(hess, grad);
    w = w.map((v, k) => v + step[k]);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

function calibration(scored: Array<{ p: number; y: number }>) {
  const high = scored.filter((s) => s.p >= THRESHOLD);
  const wrong = scored.filter((s) => !s.y);
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  return (
    `right at >= ${THRESHOLD}: ${pct(high.filter((s) => s.y).length, high.length)}, ` +
    `errors below: ${pct(wrong.filter((s) => s.p < THRESHOLD).length, wrong.length)}, ` +
    `items below: ${pct(scored.filter((s) => s.p < THRESHOLD).length, scored.length)}`
  );
}

describe.runIf(Boolean(process.env.FIT_CONFIDENCE))('fit confidence weights', () => {
  it('fits on the tuning half', { timeout: 3_600_000 }, async () => {
    const samples: Sample[] = [];
    for (const entry of loadCorpusFiles().filter((f) => f.split === 'tune')) {
      const features: number[][] = [];
      const layout = layoutDocument(await documentOf(entry));
      const menu = parseMenuLayout(layout.lines, { confidenceFeatures: features });
      const { actualCorrect } = scoreParse(entry.expected, menu);
      features.forEach((x, i) =>
        samples.push({ x, y: Number(actualCorrect[i]), menu: entry.menu }),
      );
    }
    const menus = [...new Set(samples.map((s) => s.menu))];
    const outOfFold: Array<{ p: number; y: number }> = [];
    for (let fold = 0; fold < 5; fold += 1) {
      const held = new Set(menus.filter((_, i) => i % 5 === fold));
      const w = fit(samples.filter((s) => !held.has(s.menu)));
      for (const s of samples.filter((t) => held.has(t.menu)))
        outOfFold.push({ p: predict(w, s.x), y: s.y });
    }
    const w = fit(samples);
    const inSample = samples.map((s) => ({ p: predict(w, s.x), y: s.y }));
    console.log(`${samples.length} items, ${samples.filter((s) => !s.y).length} wrong`);
    console.log(`5-fold by menu: ${calibration(outOfFold)}`);
    console.log(`all tuning:     ${calibration(inSample)}`);
    CONFIDENCE_FEATURES.forEach((name, k) => {
      const n = samples.filter((s) => s.x[k]).length;
      console.log(`${w[k + 1].toFixed(2).padStart(7)}  ${name} (${n} items)`);
    });
    if (process.env.FIT_CONFIDENCE === 'write') {
      const round = (v: number) => Math.round(v * 100) / 100;
      fs.writeFileSync(
        new URL('../../lib/menu-parser/confidence-weights.ts', import.meta.url),
        [
          '// Written by src/testing/corpus/fit-confidence.test.ts from the tuning half; refit, do',
          '// not edit. One weight per sign of CONFIDENCE_FEATURES, in order.',
          `export const CONFIDENCE_BIAS = ${round(w[0])};`,
          'export const CONFIDENCE_WEIGHTS: readonly number[] = [',
          ...CONFIDENCE_FEATURES.map((name, k) => `  ${round(w[k + 1])}, // ${name}`),
          '];',
          '',
        ].join('\n'),
      );
    }
    expect(samples.length).toBeGreaterThan(0);
  });
});
