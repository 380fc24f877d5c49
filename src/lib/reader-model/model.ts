/**
 * The reader model: multinomial logistic regression over standardised line features. Plain
 * arithmetic so it runs in the parser worker with no dependency; its weights are JSON.
 */
import { lineRoles, type LineRole } from './roles';

/** One logistic regression: standardisation and one weight row per role. */
export type RoleStage = {
  /** Feature means and scales the inputs are standardised with (from the training set). */
  mean: number[];
  scale: number[];
  /** One weight row per role, in `lineRoles` order, one column per feature. */
  weights: number[][];
};

export type ReaderModel = RoleStage & {
  /** The sequence stage (sequence.ts), fitted on this stage's roles of the neighbouring lines. */
  sequence?: RoleStage;
  /**
   * How the parser uses it: a line's role is trusted at `threshold`; headings only demoted unless
   * `promote`; a description marked as minor type unless `minor` is false; `ocrOnly`: only on
   * documents read by OCR (scans, images, photos), where the rules' typography cues are weakest.
   */
  use?: { threshold?: number; promote?: boolean; minor?: boolean; ocrOnly?: boolean };
};

/** Role probabilities for one feature vector, in `lineRoles` order. */
export function roleProbabilities(model: RoleStage, x: readonly number[]): number[] {
  const z = x.map((v, j) => (v - model.mean[j]!) / model.scale[j]!);
  const scores = model.weights.map((w) => w.reduce((s, wj, j) => s + wj * z[j]!, 0));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

export type RolePrediction = { role: LineRole; probability: number };

export function predictRole(model: RoleStage, x: readonly number[]): RolePrediction {
  const p = roleProbabilities(model, x);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if (p[k]! > p[best]!) best = k;
  return { role: lineRoles[best]!, probability: p[best]! };
}
