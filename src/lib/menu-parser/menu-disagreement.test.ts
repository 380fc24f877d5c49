import { layoutLine } from '@/testing/menu-parser/layout-line';
import { CONFIDENCE_FEATURES } from './confidence';
import { parseMenuLayout } from './index';

const SIGN = CONFIDENCE_FEATURES.indexOf('share of the menu read differently without typography');

/** The whole-menu sign of every parsed item, in menu order. */
function menuSigns(lines: ReturnType<typeof layoutLine>[]): number[] {
  const features: number[][] = [];
  parseMenuLayout(
    lines.map((l, i) => ({ ...l, top: 20 * i, bottom: 20 * i + 10 })),
    { confidenceFeatures: features },
  );
  return features.map((f) => f[SIGN]!);
}

describe('how much of the menu rests on typography', () => {
  const heading = (text: string) => layoutLine(text, { bold: true, size: 1.6, breakBefore: true });
  const dish = (text: string) => layoutLine(text, { x1: 300 });

  it('is zero on every item when the plain reading agrees with the styled one', () => {
    const signs = menuSigns([
      heading('STARTERS'),
      dish('Burrata  14'),
      dish('Calamari  13'),
      heading('MAINS'),
      dish('Roast Chicken  26'),
      dish('Steak Frites  34'),
    ]);
    expect(signs).toHaveLength(4);
    expect(signs.every((s) => s === 0)).toBe(true);
  });

  it('is the same share on every item when only typography tells a heading from a dish', () => {
    // 'the grill' is a heading only by its size and weight: read plainly, in lower case, it
    // is no heading, and the two readings part ways on the dishes under it.
    const signs = menuSigns([
      heading('STARTERS'),
      dish('Burrata  14'),
      dish('Calamari  13'),
      heading('the grill'),
      dish('Roast Chicken  26'),
      dish('Steak Frites  34'),
    ]);
    expect(signs).toHaveLength(4);
    expect(new Set(signs).size).toBe(1);
    expect(signs[0]).toBeGreaterThan(0);
    expect(signs[0]).toBeLessThan(1);
  });
});
