/**
 * The confidence model's fitting, pure: a weighted logistic regression of "item right" on the
 * signs of src/lib/menu-parser/confidence.ts, leave-one-group-out evaluation, the calibration
 * figures issue 27 asks for, and the text of confidence-weights.ts. The samples (feature vectors
 * from the corpus/ tuning half and from ../shared/corpus-real, read at run time) are gathered by
 * confidence-samples.ts; only the fitted numbers ever reach the repository.
 */

import { withReviewRules } from '@/lib/menu-parser/confidence';

export type Sample = {
  x: readonly number[];
  /** 1 when the item is right (name matched, price and category right). */
  y: number;
  /** Files of one group are never split between training and testing ('corpus:<menu>', ...). */
  group: string;
  /** How much the sample counts in the fit. */
  weight: number;
  /** Real-file samples are the ones the calibration targets are measured on. */
  real: boolean;
};

export const THRESHOLD = 0.9;
const L2 = 1;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Weights as [bias, w1, ..., wn]. */
export type Model = number[];

export const logit = (w: Model, x: readonly number[]) =>
  x.reduce((s, v, k) => s + v * (w[k + 1] ?? 0), w[0] ?? 0);

/**
 * The same rounding the parser applies (confidence.ts): two decimals, clamped to 0.01..0.99, so
 * an item the bench reports at 0.9 is one the editor shows at 0.9; and the review's fixed rule.
 */
export const predict = (w: Model, x: readonly number[]) => {
  const p = sigmoid(logit(w, x));
  return withReviewRules(x, Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100);
};

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r += 1) {
      if (r === c || m[c]![c] === 0) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k += 1) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (row[i] ? row[n]! / row[i]! : 0));
}

/** Weighted logistic regression by Newton's method, L2 on the weights; the bias is free. */
export function fitLogistic(samples: readonly Sample[], l2 = L2): Model {
  const d = (samples[0]?.x.length ?? 0) + 1;
  let w: Model = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 40; iter += 1) {
    const grad = w.map((v, k) => (k ? -l2 * v : 0));
    const hess = Array.from({ length: d }, (_, i) =>
      Array.from({ length: d }, (_, j) => (i === j && i ? l2 : 0)),
    );
    for (const { x, y, weight } of samples) {
      const p = sigmoid(logit(w, x));
      const s = weight * p * (1 - p);
      for (let i = 0; i < d; i += 1) {
        const xi = i ? x[i - 1]! : 1;
        if (!xi) continue;
        grad[i]! += weight * (y - p) * xi;
        const row = hess[i]!;
        row[0]! += s * xi;
        for (let j = 1; j < d; j += 1) if (x[j - 1]) row[j]! += s * xi * x[j - 1]!;
      }
    }
    const step = solve(hess, grad);
    w = w.map((v, k) => v + step[k]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

/**
 * Leave-one-group-out: for each group, the model is fitted on every sample of the other groups
 * and predicts that group's samples. Returns one held-out prediction per sample of the groups
 * asked for (by default every group), in no particular order.
 */
export function leaveOneGroupOut(
  samples: readonly Sample[],
  fitModel: (train: readonly Sample[]) => Model,
  heldGroups: readonly string[] = [...new Set(samples.map((s) => s.group))],
): Array<{ p: number; y: number; group: string }> {
  const out: Array<{ p: number; y: number; group: string }> = [];
  for (const group of heldGroups) {
    const train = samples.filter((s) => s.group !== group);
    const test = samples.filter((s) => s.group === group);
    if (!test.length) continue;
    const w = fitModel(train);
    for (const s of test) out.push({ p: predict(w, s.x), y: s.y, group });
  }
  return out;
}

export type CalibrationFigures = {
  items: number;
  /** Items at or above the threshold that are right. */
  highPrecision: number;
  /** Share of wrong items that fall below the threshold. */
  errorsBelow: number;
  /** Share of all items below the threshold. */
  shareBelow: number;
};

export function calibrationFigures(
  scored: ReadonlyArray<{ p: number; y: number }>,
  threshold = THRESHOLD,
): CalibrationFigures {
  const high = scored.filter((s) => s.p >= threshold);
  const wrong = scored.filter((s) => !s.y);
  return {
    items: scored.length,
    highPrecision: high.length ? high.filter((s) => s.y).length / high.length : 1,
    errorsBelow: wrong.length ? wrong.filter((s) => s.p < threshold).length / wrong.length : 1,
    shareBelow: scored.length ? scored.filter((s) => s.p < threshold).length / scored.length : 0,
  };
}

const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
export const describeCalibration = (c: CalibrationFigures) =>
  `right at >= ${THRESHOLD}: ${pct(c.highPrecision)}, errors below: ${pct(c.errorsBelow)}, ` +
  `items below: ${pct(c.shareBelow)} (${c.items} items)`;

/** confidence-weights.ts as the fit writes it. */
export function weightsFileText(w: Model, features: readonly string[], header: string[]): string {
  const round = (v: number) => Math.round(v * 100) / 100 || 0;
  return [
    ...header.map((line) => `// ${line}`),
    `export const CONFIDENCE_BIAS = ${round(w[0]!)};`,
    'export const CONFIDENCE_WEIGHTS: readonly number[] = [',
    ...features.map((name, k) => `  ${round(w[k + 1]!)}, // ${name}`),
    '];',
    '',
  ].join('\n');
}
