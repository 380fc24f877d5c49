/**
 * The reader model: multinomial logistic regression over standardised line features. Plain
 * arithmetic so it runs in the parser worker with no dependency; its weights are JSON.
 */
import { lineRoles, type LineRole } from './roles';

export type ReaderModel = {
  /** Feature means and scales the inputs are standardised with (from the training set). */
  mean: number[];
  scale: number[];
  /** One weight row per role, in `lineRoles` order, one column per feature. */
  weights: number[][];
  /** How the parser uses it: a line's role is trusted at `threshold`; headings only demoted unless `promote`. */
  use?: { threshold?: number; promote?: boolean; minor?: boolean };
};

/** Role probabilities for one feature vector, in `lineRoles` order. */
export function roleProbabilities(model: ReaderModel, x: readonly number[]): number[] {
  const z = x.map((v, j) => (v - model.mean[j]!) / model.scale[j]!);
  const scores = model.weights.map((w) => w.reduce((s, wj, j) => s + wj * z[j]!, 0));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

export type RolePrediction = { role: LineRole; probability: number };

export function predictRole(model: ReaderModel, x: readonly number[]): RolePrediction {
  const p = roleProbabilities(model, x);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if (p[k]! > p[best]!) best = k;
  return { role: lineRoles[best]!, probability: p[best]! };
}
