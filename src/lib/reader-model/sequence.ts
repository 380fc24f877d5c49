/**
 * The second, sequence-aware stage of the reader model (issue 45). A line's role depends on the
 * roles around it: a priced line under a bare name is that name's description, the same line
 * under a description is a dish. The first stage sees only the neighbours' shape; this stage
 * also sees the first stage's role probabilities for the two lines above and below, and is
 * fitted on them (stacking). Still logistic regression, still plain arithmetic for the worker.
 */
import { roleProbabilities, type ReaderModel, type RoleStage } from './model';
import { lineRoles, type LineRole } from './roles';

/** How far up and down the neighbours' roles are read. */
const REACH = 2;

/** The line's own features followed by the first stage's role probabilities of its neighbours. */
export function sequenceFeatures(first: RoleStage, x: readonly number[][]): number[][] {
  const p = x.map((row) => roleProbabilities(first, row));
  const none = new Array<number>(lineRoles.length).fill(0);
  return x.map((row, i) => {
    const around: number[] = [];
    for (let d = -REACH; d <= REACH; d += 1) around.push(...(p[i + d] ?? none));
    return [...row, ...around];
  });
}

export type RolePrediction = { role: LineRole; probability: number };

const best = (p: number[]): RolePrediction => {
  let k = 0;
  for (let j = 1; j < p.length; j += 1) if (p[j]! > p[k]!) k = j;
  return { role: lineRoles[k]!, probability: p[k]! };
};

/** The role of every line of one document, in order (through both stages when there are two). */
export function documentRoles(model: ReaderModel, x: readonly number[][]): RolePrediction[] {
  const second = model.sequence;
  if (!second) return x.map((row) => best(roleProbabilities(model, row)));
  return sequenceFeatures(model, x).map((row) => best(roleProbabilities(second, row)));
}
