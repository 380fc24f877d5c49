/**
 * The confidence fit's own logic on invented samples: leave-one-group-out never lets a file of
 * the held-out restaurant train the model that scores it, the real samples carry the weight they
 * are given, and the calibration figures count what the targets count.
 */
import {
  calibrationFigures,
  fitLogistic,
  leaveOneGroupOut,
  predict,
  type Model,
  type Sample,
} from './confidence-fit';
import { weighted } from './confidence-samples';

const sample = (group: string, x: number[], y: number, real = true): Sample => ({
  x,
  y,
  group,
  weight: 1,
  real,
});

/** Three restaurants (two files each, same group) and two corpus menus that only ever train. */
const invented: Sample[] = [
  sample('bistro', [0, 1], 1),
  sample('bistro', [1, 0], 0),
  sample('bistro', [0, 0], 1),
  sample('pub', [1, 1], 0),
  sample('pub', [0, 1], 1),
  sample('cafe', [1, 0], 0),
  sample('cafe', [0, 0], 1),
  sample('corpus:a', [0, 0], 1, false),
  sample('corpus:a', [1, 0], 0, false),
  sample('corpus:b', [0, 1], 1, false),
];

describe('leave-one-group-out', () => {
  it('never trains on a file of the group it predicts, and predicts each held item once', () => {
    const seen: Array<{ held: string; trainGroups: Set<string> }> = [];
    const real = ['bistro', 'pub', 'cafe'];
    const out = leaveOneGroupOut(
      invented,
      (train) => {
        const trainGroups = new Set(train.map((s) => s.group));
        const held = real.find((g) => !trainGroups.has(g))!;
        seen.push({ held, trainGroups });
        return [0, 0, 0];
      },
      real,
    );
    expect(seen.map((s) => s.held)).toEqual(real);
    for (const { held, trainGroups } of seen) {
      expect(trainGroups.has(held)).toBe(false);
      // every other group, the corpus menus included, trains
      expect(trainGroups.size).toBe(4);
    }
    expect(out.map((o) => o.group).sort()).toEqual(
      invented
        .filter((s) => s.real)
        .map((s) => s.group)
        .sort(),
    );
  });

  it('scores a held-out group with a model that never saw it', () => {
    // Only the held-out group shows the sign, so the model fitted without it cannot know it.
    const samples = [
      ...invented.filter((s) => s.group !== 'cafe'),
      sample('cafe', [0, 0, 1], 0),
      sample('cafe', [0, 0, 1], 0),
    ].map((s) => ({ ...s, x: [...s.x.slice(0, 2), s.x[2] ?? 0] }));
    const held = leaveOneGroupOut(samples, (train) => fitLogistic(train), ['cafe']);
    const inSample = fitLogistic(samples);
    const p = (w: Model) => predict(w, [0, 0, 1]);
    expect(
      held.every((h) => h.p === p(fitLogistic(samples.filter((s) => s.group !== 'cafe')))),
    ).toBe(true);
    expect(p(inSample)).toBeLessThan(held[0]!.p);
  });
});

describe('sample weights', () => {
  it('weighs a sample as if it were there that many times', () => {
    const once = fitLogistic([...invented, sample('pub', [1, 1], 1)]);
    const twice = fitLogistic([...invented, sample('pub', [1, 1], 1), sample('pub', [1, 1], 1)]);
    const weightedTwice = fitLogistic([...invented, { ...sample('pub', [1, 1], 1), weight: 2 }]);
    weightedTwice.forEach((w, k) => expect(w).toBeCloseTo(twice[k]!, 6));
    expect(predict(twice, [1, 1])).toBeGreaterThan(predict(once, [1, 1]));
  });

  it('gives the real files together the share asked of the corpus weight', () => {
    const w = weighted(invented, 2);
    const total = (real: boolean) =>
      w.filter((s) => s.real === real).reduce((n, s) => n + s.weight, 0);
    expect(total(false)).toBe(3);
    // 7 real samples would weigh 6 at the share asked; a real sample never weighs under 1
    expect(total(true)).toBe(7);
    const many = weighted(
      [...invented, ...invented.filter((s) => !s.real)].concat(invented.filter((s) => !s.real)),
      4,
    );
    expect(many.filter((s) => s.real).reduce((n, s) => n + s.weight, 0)).toBeCloseTo(36, 6);
  });
});

describe('calibration figures', () => {
  it('counts right items at or above 0.9, errors below it and items below it', () => {
    const c = calibrationFigures([
      { p: 0.95, y: 1 },
      { p: 0.9, y: 1 },
      { p: 0.92, y: 0 },
      { p: 0.5, y: 0 },
      { p: 0.89, y: 1 },
    ]);
    expect(c.highPrecision).toBeCloseTo(2 / 3);
    expect(c.errorsBelow).toBeCloseTo(1 / 2);
    expect(c.shareBelow).toBeCloseTo(2 / 5);
  });
});
