import { fitReader } from './fit';
import { predictRole, roleProbabilities, type ReaderModel } from './model';
import { lineRoles, roleIndex } from './roles';

const model: ReaderModel = {
  mean: [0, 0],
  scale: [1, 1],
  // Feature 1 votes for heading, against noise; the rest stay at zero.
  weights: lineRoles.map((r) => (r === 'heading' ? [0, 3] : r === 'noise' ? [0, -3] : [0, 0])),
};

describe('reader model inference', () => {
  it('gives probabilities that sum to one', () => {
    const p = roleProbabilities(model, [1, 2]);
    expect(p).toHaveLength(lineRoles.length);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('picks the role the weights favour', () => {
    expect(predictRole(model, [1, 2]).role).toBe('heading');
    expect(predictRole(model, [1, 2]).probability).toBeGreaterThan(0.9);
    expect(predictRole(model, [1, -2]).role).not.toBe('heading');
  });
});

describe('fitReader', () => {
  // A tiny separable set: feature 1 high = heading, low = dish, middle = price.
  const samples = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => ({
    x: [1, k],
    y: roleIndex(k < 3 ? 'dish' : k < 6 ? 'price' : 'heading'),
  }));

  it('is deterministic', () => {
    expect(fitReader(samples, { iterations: 50 })).toEqual(fitReader(samples, { iterations: 50 }));
  });

  it('learns the training set', () => {
    const fitted = fitReader(samples, { iterations: 400, rate: 1 });
    expect(predictRole(fitted, [1, 0]).role).toBe('dish');
    expect(predictRole(fitted, [1, 8]).role).toBe('heading');
  });
});
