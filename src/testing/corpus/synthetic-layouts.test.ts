import { lineFeatures, lineRoles } from '@/lib/reader-model';
import { syntheticMenu } from './synthetic-layouts';

describe('syntheticMenu', () => {
  it('is the same menu for the same seed, and another for another seed', () => {
    expect(syntheticMenu(7)).toEqual(syntheticMenu(7));
    expect(syntheticMenu(7).lines.map((l) => l.text)).not.toEqual(
      syntheticMenu(8).lines.map((l) => l.text),
    );
  });

  it('gives every line a known role and lines in reading order', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const { lines, roles } = syntheticMenu(seed);
      expect(roles).toHaveLength(lines.length);
      expect(roles.every((r) => lineRoles.includes(r))).toBe(true);
      lines.slice(1).forEach((l, i) => expect(l.top).toBeGreaterThanOrEqual(lines[i]!.bottom));
      expect(lineFeatures(lines).flat().every(Number.isFinite)).toBe(true);
    }
  });

  it('varies where the price goes: on the name, alone, or after the description', () => {
    const docs = Array.from({ length: 40 }, (_, k) => syntheticMenu(k + 1));
    const has = (role: string) => docs.filter((d) => d.roles.includes(role as never)).length;
    expect(has('price')).toBeGreaterThan(0);
    expect(has('description')).toBeGreaterThan(10);
    // Some menus end a description line with the price (the dish name above has none).
    const pricedDescription = docs.some((d) =>
      d.lines.some((l, i) => d.roles[i] === 'description' && /\d$|€$/.test(l.text)),
    );
    expect(pricedDescription).toBe(true);
  });
});
