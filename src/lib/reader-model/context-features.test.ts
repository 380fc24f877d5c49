import type { LayoutLine } from '@/lib/layout';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import { CONTEXT, contextFeatures } from './context-features';

const line = (text: string, top: number, extra: Partial<LayoutLine> = {}) =>
  layoutLine(text, { x1: 200, top, bottom: top + 10, ...extra });

// Invented dishes: a name over an ingredient list that ends in the price.
const described = [
  line('Garden Toast', 0, { size: 0.9 }),
  line('Rye bread | Radish | Herb butter | Cress  $6', 12),
  line('Harbour Stew', 30, { size: 0.9 }),
  line('Mussels | Fennel | Saffron broth | Toast  $14', 42),
];
const pricedNames = [
  line('Garden Toast  $6', 0),
  line('rye bread, radish, herb butter and cress', 12),
  line('Harbour Stew  $14', 30),
  line('mussels, fennel, saffron broth and toast', 42),
];
const pricedOf = (lines: LayoutLine[]) => lines.map((l) => /\$\d+$/.test(l.text));

describe('contextFeatures', () => {
  it('gives every line CONTEXT finite values', () => {
    const x = contextFeatures(described, pricedOf(described));
    expect(x).toHaveLength(4);
    for (const row of x) {
      expect(row).toHaveLength(CONTEXT);
      expect(row.every(Number.isFinite)).toBe(true);
    }
  });

  it('tells a menu with prices at the end of descriptions from one with prices on names', () => {
    // Index 8: priced line times the document's "priced lines run longer" measure.
    const end = contextFeatures(described, pricedOf(described));
    const onName = contextFeatures(pricedNames, pricedOf(pricedNames));
    expect(end[1]![8]).toBeGreaterThan(0);
    expect(onName[0]![8]).toBeLessThan(0);
  });

  it('sees a priced line under a shorter unpriced one, and a list of ingredients', () => {
    const x = contextFeatures(described, pricedOf(described));
    expect(x[1]![10]).toBe(1);
    expect(x[0]![11]).toBe(1);
    expect(x[0]![10]).toBe(0);
    expect(x[1]![7]).toBeGreaterThan(0);
    expect(x[0]![7]).toBe(0);
  });

  it('measures size against the neighbours, so a name set smaller than its text shows', () => {
    const x = contextFeatures(described, pricedOf(described));
    expect(x[0]![6]).toBeLessThan(0);
    expect(x[1]![5]).toBeGreaterThan(0);
  });
});
