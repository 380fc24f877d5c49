import { describe, expect, it } from 'vitest';
import { menuItem as item } from '@/testing/fixtures';
import type { MenuItem } from './menu';
import { mergeAddOns } from './menu-merge-add-ons';
import {
  mergeMenuItems,
  resolveMerge,
  sameDish,
  unresolved,
  type MenuMerge,
  type MergeChoice,
} from './menu-merge';

// Invented dishes.
const halibut = item({ id: 'h', name: 'Halibut', price: '$30', category: 'Mains' });
const cod = item({ id: 'c', name: 'Cod', price: '$24', category: 'Mains' });
const tart = item({ id: 't', name: 'Lemon Tart', price: '$9', category: 'Desserts' });
const base = [halibut, cod, tart];

const names = (items: MenuItem[]) => items.map((i) => `${i.name} ${i.price}`);
/** The merged items when there is nothing to decide. */
const merged = (m: MenuMerge) => {
  expect(m.conflicts).toEqual([]);
  return names(resolveMerge(m, new Map()));
};
const choose = (m: MenuMerge, choice: MergeChoice) =>
  names(resolveMerge(m, new Map(m.conflicts.map((c) => [c.key, choice]))));

describe('mergeMenuItems', () => {
  it('keeps their menu when I changed nothing, and mine when they changed nothing', () => {
    const theirs = [{ ...halibut, price: '$31' }, cod];
    expect(merged(mergeMenuItems(base, base, theirs))).toEqual(['Halibut $31', 'Cod $24']);
    const mine = [halibut, { ...cod, price: '$25' }];
    expect(merged(mergeMenuItems(base, mine, base))).toEqual(['Halibut $30', 'Cod $25']);
  });

  it('keeps their new dish and my price change: the lost-save bug of issue 44', () => {
    const zebra = item({ id: 'z', name: 'Zebra Cake', price: '$8', category: 'Desserts' });
    const theirs = [...base, zebra];
    const mine = [{ ...halibut, price: '$34' }, cod, tart];
    expect(merged(mergeMenuItems(base, mine, theirs))).toEqual([
      'Halibut $34',
      'Cod $24',
      'Lemon Tart $9',
      'Zebra Cake $8',
    ]);
  });

  it('applies their removal and their edit under my edit of another dish', () => {
    const theirs = [{ ...halibut, description: 'Brown butter' }, tart];
    const mine = [halibut, cod, { ...tart, available: false }];
    const out = resolveMerge(mergeMenuItems(base, mine, theirs), new Map());
    expect(out).toEqual([
      { ...halibut, description: 'Brown butter' },
      { ...tart, available: false },
    ]);
  });

  it('applies my removal of a dish they did not touch', () => {
    const theirs = [halibut, { ...cod, price: '$26' }, tart];
    const mine = [cod, tart];
    expect(merged(mergeMenuItems(base, mine, theirs))).toEqual(['Cod $26', 'Lemon Tart $9']);
  });

  it('takes a change made the same way on both sides once, without asking', () => {
    const both = [{ ...halibut, price: '$32' }, cod, tart];
    expect(merged(mergeMenuItems(base, both, structuredClone(both)))).toEqual([
      'Halibut $32',
      'Cod $24',
      'Lemon Tart $9',
    ]);
  });

  it('drops a dish both sides removed', () => {
    expect(merged(mergeMenuItems(base, [halibut, tart], [halibut, tart]))).toEqual([
      'Halibut $30',
      'Lemon Tart $9',
    ]);
  });

  it('lists a dish both changed differently as a conflict with both versions, in place', () => {
    const mine = [{ ...halibut, price: '$34' }, cod, tart];
    const theirs = [{ ...halibut, price: '$32' }, cod, tart];
    const m = mergeMenuItems(base, mine, theirs);
    expect(m.conflicts).toEqual([
      { key: 'base:h', base: halibut, mine: mine[0], theirs: theirs[0] },
    ]);
    expect(m.slots[0]).toEqual({ kind: 'conflict', conflict: m.conflicts[0] });
    expect(choose(m, 'mine')).toEqual(['Halibut $34', 'Cod $24', 'Lemon Tart $9']);
    expect(choose(m, 'theirs')).toEqual(['Halibut $32', 'Cod $24', 'Lemon Tart $9']);
  });

  it('never drops a dish I edited that they removed, or they edited that I removed', () => {
    const mine = [{ ...halibut, price: '$34' }, tart];
    const theirs = [{ ...cod, price: '$26' }, tart];
    const m = mergeMenuItems(base, mine, theirs);
    expect(m.conflicts.map((c) => [c.key, c.mine?.price ?? null, c.theirs?.price ?? null])).toEqual(
      [
        ['base:h', '$34', null],
        ['base:c', null, '$26'],
      ],
    );
    // Keeping my side keeps my edit and my removal; theirs, their removal and their edit.
    expect(choose(m, 'mine')).toEqual(['Halibut $34', 'Lemon Tart $9']);
    expect(choose(m, 'theirs')).toEqual(['Cod $26', 'Lemon Tart $9']);
  });

  it('keeps both sides’ new dishes, mine after the dish it followed in my draft', () => {
    const soup = item({ id: 'item-1', name: 'Soup', category: 'Mains' });
    const zebra = item({ id: 'z', name: 'Zebra Cake', category: 'Desserts' });
    const mine = [halibut, soup, cod, tart];
    const theirs = [halibut, cod, tart, zebra];
    expect(resolveMerge(mergeMenuItems(base, mine, theirs), new Map()).map((i) => i.name)).toEqual([
      'Halibut',
      'Soup',
      'Cod',
      'Lemon Tart',
      'Zebra Cake',
    ]);
  });

  it('takes one copy of a dish both added alike, and asks when they differ', () => {
    const mineNew = item({ id: 'item-9', name: 'Zebra Cake', price: '$8', category: 'Desserts' });
    const theirsNew = { ...mineNew, id: '42' };
    const alike = mergeMenuItems(base, [...base, mineNew], [...base, theirsNew]);
    expect(resolveMerge(alike, new Map()).at(-1)).toBe(theirsNew);

    const other = mergeMenuItems(
      base,
      [...base, mineNew],
      [...base, { ...theirsNew, price: '$9' }],
    );
    expect(other.conflicts).toMatchObject([{ key: 'added:42', base: null }]);
    expect(choose(other, 'mine').at(-1)).toBe('Zebra Cake $8');
  });

  it('matches a dish I renamed by its id, not as a new dish', () => {
    const mine = [{ ...halibut, name: 'Pacific Halibut' }, cod, tart];
    const theirs = [halibut, cod, { ...tart, price: '$10' }];
    expect(merged(mergeMenuItems(base, mine, theirs))).toEqual([
      'Pacific Halibut $30',
      'Cod $24',
      'Lemon Tart $10',
    ]);
  });

  it('keeps their order, or mine when only I reordered', () => {
    const reordered = [tart, halibut, cod];
    expect(names(resolveMerge(mergeMenuItems(base, base, reordered), new Map()))).toEqual(
      names(reordered),
    );
    const theirs = [halibut, { ...cod, price: '$26' }, tart];
    expect(merged(mergeMenuItems(base, reordered, theirs))).toEqual([
      'Lemon Tart $9',
      'Halibut $30',
      'Cod $26',
    ]);
    // Both reordered: theirs is the frame.
    expect(merged(mergeMenuItems(base, reordered, [cod, halibut, tart]))).toEqual([
      'Cod $24',
      'Halibut $30',
      'Lemon Tart $9',
    ]);
  });

  it('without a base (it could not be read) asks about every dish the two sides differ on', () => {
    const mine = [{ ...halibut, price: '$34' }, cod];
    const theirs = [halibut, cod, tart];
    const m = mergeMenuItems([], mine, theirs);
    expect(m.conflicts.map((c) => c.key)).toEqual(['added:h']);
    expect(choose(m, 'mine')).toEqual(['Halibut $34', 'Cod $24', 'Lemon Tart $9']);
  });

  it('treats an empty allergen row as no row when comparing dishes', () => {
    const a = { ...halibut, allergenStates: { milk: { state: 'not_confirmed' as const } } };
    expect(sameDish(a, halibut)).toBe(true);
    expect(sameDish({ ...halibut, allergenStates: { milk: { state: 'contains' } } }, halibut)).toBe(
      false,
    );
  });

  it('resolves only once every conflict has a choice', () => {
    const m = mergeMenuItems(base, [{ ...halibut, price: '$1' }], [{ ...halibut, price: '$2' }]);
    expect(unresolved(m, new Map()).map((c) => c.key)).toEqual(['base:h']);
    expect(() => resolveMerge(m, new Map())).toThrow(/base:h/);
    expect(unresolved(m, new Map([['base:h', 'theirs']]))).toEqual([]);
  });
});

describe('mergeAddOns', () => {
  const sides = (lines: string[]) => [{ category: 'Mains', addOns: lines }];

  it('takes their lines for a section I did not touch, and mine for one they did not', () => {
    const b = sides(['Add egg 1']);
    expect(mergeAddOns(b, b, sides(['Add egg 2']))).toEqual(sides(['Add egg 2']));
    expect(mergeAddOns(b, sides([]), b)).toEqual([]);
  });

  it('puts my additions and removals on top of theirs when both changed a section', () => {
    const b = sides(['Add egg 1', 'Add bacon 2']);
    const mine = sides(['Add bacon 2', 'Add chips 3']);
    const theirs = sides(['Add egg 1', 'Add bacon 2', 'Add cheese 1']);
    expect(mergeAddOns(b, mine, theirs)).toEqual(
      sides(['Add bacon 2', 'Add cheese 1', 'Add chips 3']),
    );
  });

  it('without a base keeps every line of both sides', () => {
    expect(
      mergeAddOns(
        null,
        [...sides(['Add egg 1']), { category: 'Desserts', addOns: ['Cream 1'] }],
        sides(['Add chips 3']),
      ),
    ).toEqual([
      { category: 'Mains', addOns: ['Add chips 3', 'Add egg 1'] },
      { category: 'Desserts', addOns: ['Cream 1'] },
    ]);
  });
});
