import { fitReader, type LabelledLine } from './fit';
import type { ReaderModel } from './model';
import { lineRoles, roleIndex } from './roles';
import { documentRoles, sequenceFeatures } from './sequence';

// One feature (after the bias) says "ends in a price". Alone it cannot tell a priced dish from a
// priced description: only the role of the line above can (a bare name, or nothing).
const doc = [
  [1, 0], // name without price
  [1, 1], // its description, ending in the price
  [1, 0],
  [1, 1],
];
const pricedDishes = [
  [1, 1], // dish with its price
  [1, 1],
];
const labels = ['dish', 'description', 'dish', 'description'] as const;

function trained(): ReaderModel {
  const lines: LabelledLine[] = [
    ...doc.map((x, i) => ({ x, y: roleIndex(labels[i]!) })),
    ...pricedDishes.map((x) => ({ x, y: roleIndex('dish') })),
  ];
  const first = fitReader(lines, { iterations: 300, rate: 1 });
  const stacked = [
    ...sequenceFeatures(first, doc).map((x, i) => ({ x, y: roleIndex(labels[i]!) })),
    ...sequenceFeatures(first, pricedDishes).map((x) => ({ x, y: roleIndex('dish') })),
  ];
  return { ...first, sequence: fitReader(stacked, { iterations: 600, rate: 1 }) };
}

describe('sequenceFeatures', () => {
  it('adds the first stage role probabilities of two lines up and two down', () => {
    const first = fitReader([{ x: [1, 0], y: 0 }], { iterations: 5 });
    const x = sequenceFeatures(first, doc);
    expect(x[0]).toHaveLength(2 + 5 * lineRoles.length);
    // Nothing above the first line: its neighbours' block is zeros.
    expect(x[0]!.slice(2, 2 + 2 * lineRoles.length).every((v) => v === 0)).toBe(true);
    const own = x[1]!.slice(2 + 2 * lineRoles.length, 2 + 3 * lineRoles.length);
    expect(own.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
});

describe('documentRoles', () => {
  it('tells a priced description under a name from a priced dish by its neighbours', () => {
    const model = trained();
    expect(documentRoles(model, doc).map((r) => r.role)).toEqual(labels);
    expect(documentRoles(model, pricedDishes).map((r) => r.role)).toEqual(['dish', 'dish']);
  });

  it('reads with the first stage alone when there is no sequence stage', () => {
    const { sequence: _, ...first } = trained();
    const roles = documentRoles(first, doc).map((r) => r.role);
    // The line model sees one value per line, so both priced lines get one role.
    expect(roles[1]).toBe(roles[3]);
    expect(new Set(roles.filter((_, i) => doc[i]![1] === 1)).size).toBe(1);
  });
});
