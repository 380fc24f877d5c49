import type { LayoutLine } from '@/lib/layout';
import { layoutLine } from '@/testing/menu-parser/layout-line';
import { featureCount, lineFeatures } from './features';

const line = (text: string, top: number, extra: Partial<LayoutLine> = {}) =>
  layoutLine(text, { x1: 200, top, bottom: top + 10, ...extra });

describe('lineFeatures', () => {
  const lines = [
    line('MAINS', 0, { size: 1.6, bold: true }),
    line('Fish Pie   14.50', 30),
    line('creamy mash, peas and parsley.', 42, { italic: true }),
  ];
  const x = lineFeatures(lines);

  it('gives every line the same number of finite features', () => {
    expect(x).toHaveLength(3);
    for (const row of x) {
      expect(row).toHaveLength(featureCount);
      expect(row.every(Number.isFinite)).toBe(true);
    }
  });

  it('tells a heading, a priced dish and a description apart', () => {
    // Own features start after the bias: 0 size, 4 bold, 18 has price, 22 ends with a period.
    expect(x[0]![1]).toBeGreaterThan(x[1]![1]!);
    expect(x[0]![1 + 4]).toBe(1);
    expect(x[1]![1 + 18]).toBe(1);
    expect(x[0]![1 + 18]).toBe(0);
    expect(x[2]![1 + 22]).toBe(1);
  });

  it('is empty for an empty document', () => {
    expect(lineFeatures([])).toEqual([]);
  });
});
