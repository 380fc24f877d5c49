import { describe, expect, it } from 'vitest';
import { changesCountIn } from './plural';

describe('changesCountIn', () => {
  it('says 1 change and 2 or 5 changes, in English and Spanish', () => {
    expect([0, 1, 2, 5].map((n) => changesCountIn('en', n))).toEqual([
      '0 changes',
      '1 change',
      '2 changes',
      '5 changes',
    ]);
    expect([0, 1, 2, 5].map((n) => changesCountIn('es', n))).toEqual([
      '0 cambios',
      '1 cambio',
      '2 cambios',
      '5 cambios',
    ]);
  });

  it("takes the plural for Spanish's 'many' category too", () => {
    expect(changesCountIn('es', 1_000_000)).toMatch(/^1.000.000 cambios$/);
  });
});
