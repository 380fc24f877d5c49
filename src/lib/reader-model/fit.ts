/**
 * Training for the reader model: full-batch gradient descent on the softmax loss with an L2
 * penalty, from zero weights. No sampling and a fixed order of sums, so the same data always
 * gives the same weights (the "fixed seed" of `npm run train:reader` is that nothing is random).
 */
import type { ReaderModel } from './model';
import { lineRoles } from './roles';

export type FitOptions = { iterations?: number; rate?: number; l2?: number };

export type LabelledLine = { x: number[]; y: number; weight?: number };

function standardise(samples: readonly LabelledLine[], width: number) {
  const mean = new Array<number>(width).fill(0);
  const scale = new Array<number>(width).fill(0);
  for (const s of samples) s.x.forEach((v, j) => (mean[j]! += v / samples.length));
  for (const s of samples)
    s.x.forEach((v, j) => (scale[j]! += (v - mean[j]!) ** 2 / samples.length));
  // The bias column (and any constant one) keeps its value: scaled by 1, not centred away.
  return {
    mean: mean.map((m, j) => (scale[j]! > 1e-12 ? m : 0)),
    scale: scale.map((v) => (v > 1e-12 ? Math.sqrt(v) : 1)),
  };
}

export function fitReader(samples: readonly LabelledLine[], options: FitOptions = {}): ReaderModel {
  const { iterations = 300, rate = 0.5, l2 = 1e-3 } = options;
  const classes = lineRoles.length;
  const width = samples[0]?.x.length ?? 0;
  const { mean, scale } = standardise(samples, width);
  const z = samples.map((s) => s.x.map((v, j) => (v - mean[j]!) / scale[j]!));
  const weights = Array.from({ length: classes }, () => new Array<number>(width).fill(0));
  const total = samples.reduce((n, s) => n + (s.weight ?? 1), 0) || 1;
  const scores = new Array<number>(classes);
  for (let it = 0; it < iterations; it += 1) {
    const grad = Array.from({ length: classes }, () => new Array<number>(width).fill(0));
    samples.forEach((s, i) => {
      const x = z[i]!;
      let top = -Infinity;
      for (let k = 0; k < classes; k += 1) {
        let v = 0;
        const w = weights[k]!;
        for (let j = 0; j < width; j += 1) v += w[j]! * x[j]!;
        scores[k] = v;
        top = Math.max(top, v);
      }
      let sum = 0;
      for (let k = 0; k < classes; k += 1) sum += scores[k] = Math.exp(scores[k]! - top);
      const weight = (s.weight ?? 1) / total;
      for (let k = 0; k < classes; k += 1) {
        const d = (scores[k]! / sum - (k === s.y ? 1 : 0)) * weight;
        if (d === 0) continue;
        const g = grad[k]!;
        for (let j = 0; j < width; j += 1) g[j]! += d * x[j]!;
      }
    });
    for (let k = 0; k < classes; k += 1)
      for (let j = 0; j < width; j += 1)
        weights[k]![j]! -= rate * (grad[k]![j]! + l2 * weights[k]![j]!);
  }
  return { mean, scale, weights };
}
