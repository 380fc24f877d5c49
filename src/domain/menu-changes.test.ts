import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import { buildChangeSet } from './change-set';
import { detectMenuChanges } from './menu-changes';
import { diffImport } from './reimport-rules';
import { menuItem as item } from '@/testing/fixtures';

describe('detectMenuChanges', () => {
  const before = [
    item({ id: 'a', name: 'Burger', price: '$16', description: 'Beef' }),
    item({ id: 'b', name: 'Fries', price: '$6' }),
    item({ id: 'c', name: 'Soup', price: '$7' }),
  ];

  it('reports nothing when nothing changed', () => {
    expect(detectMenuChanges(before, before)).toEqual([]);
  });

  it('finds new, price-changed, description-changed and removed items', () => {
    const after = [
      item({ id: 'a', name: 'Burger', price: '$18', description: 'Beef' }),
      item({ id: 'b', name: 'Fries', price: '$6', description: 'Skin-on' }),
      item({ id: 'd', name: 'Salad', price: '$12' }),
    ];
    const changes = detectMenuChanges(before, after);
    expect(changes.map((c) => [c.name, c.changes, c.isNew, c.isUpdated])).toEqual([
      ['Burger', ['price'], false, true],
      ['Fries', ['description'], false, true],
      ['Salad', ['new'], true, false],
      ['Soup', ['removed'], false, true],
    ]);
    expect(changes[0]!.details).toBe('Price $16 → $18');
  });

  it('reports a confirmed allergen change as its own kind, and ignores a mere suggestion', () => {
    const withStates = (states: MenuItem['allergenStates']) => [
      { ...before[0]!, allergenStates: states },
      before[1]!,
      before[2]!,
    ];
    const was = withStates({ milk: { state: 'may_contain' } });
    const now = withStates({
      milk: { state: 'free' },
      sesame: { state: 'contains' },
      fish: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['anchovy'] } },
    });
    const [change, ...rest] = detectMenuChanges(was, now);
    expect(rest).toEqual([]);
    expect(change!.changes).toEqual(['allergen']);
    expect(change!.details).toMatch(/sesame/);
    expect(change!.details).toMatch(/milk/);
    expect(change!.details).not.toMatch(/fish/);
    expect(detectMenuChanges(was, withStates({ milk: { state: 'may_contain' } }))).toEqual([]);
  });

  it('matches re-uploaded items by name when ids differ', () => {
    const after = [
      item({ id: 'x1', name: 'burger', price: '$16', description: 'Beef' }),
      item({ id: 'x2', name: 'FRIES', price: '$6' }),
      item({ id: 'x3', name: 'Soup', price: '$7' }),
    ];
    expect(detectMenuChanges(before, after)).toEqual([]);
  });

  it('treats every item as new for a first save', () => {
    expect(detectMenuChanges([], before).every((c) => c.isNew)).toBe(true);
  });

  it('offers a change of dietary marks or of availability, as the change set sends it', () => {
    const now = [
      { ...before[0]!, dietary: ['halal'] },
      { ...before[1]!, available: false },
      before[2]!,
    ];
    const changes = detectMenuChanges(before, now);
    expect(changes.map((c) => [c.name, c.changes, c.details])).toEqual([
      ['Burger', ['dietary'], 'Now halal'],
      ['Fries', ['availability'], 'Not available'],
    ]);
    const sent = buildChangeSet('m', before, now, 'eu');
    expect(sent.map((c) => [c.itemId, c.kind])).toEqual(
      changes.flatMap((c) => c.changes.map((k) => [c.id, k])),
    );
    expect(detectMenuChanges(now, before).map((c) => c.details)).toEqual([
      'No longer halal',
      'Available again',
    ]);
  });

  it('offers a dish moved to a section that was already there', () => {
    const was = [
      item({ id: 'a', name: 'Wings', category: 'Mains' }),
      item({ id: 'b', name: 'Dip', category: 'Starters' }),
    ];
    const now = [{ ...was[0]!, category: 'Starters' }, was[1]!];
    expect(detectMenuChanges(was, now).map((c) => [c.name, c.changes, c.details])).toEqual([]);
    const kept = [...was, item({ id: 'c', name: 'Pie', category: 'Mains' })];
    const moved = [{ ...was[0]!, category: 'Starters' }, was[1]!, kept[2]!];
    expect(detectMenuChanges(kept, moved).map((c) => [c.name, c.changes, c.details])).toEqual([
      ['Wings', ['moved'], 'Moved from Mains to Starters'],
    ]);
  });

  it('pairs a dish keeping its id before a namesake, as the change set does', () => {
    const was = [item({ id: 'a', name: 'Soup', price: '$7' }), item({ id: 'b', name: 'Soup' })];
    const now = [item({ id: 'b', name: 'Soup', price: '$9' })];
    expect(detectMenuChanges(was, now).map((c) => [c.id, c.changes])).toEqual([
      ['b', ['price']],
      ['a', ['removed']],
    ]);
  });

  it('is the same dish for the notify screen and for a re-import: a count in the name changed', () => {
    const was = [
      item({ id: 'a', name: 'Wings 6 pc', price: '$9', category: 'Starters' }),
      item({ id: 'b', name: 'Fries', price: '$5', category: 'Sides' }),
    ];
    const now = [{ ...was[0]!, id: 'x', name: 'Wings 12 pc', price: '$15' }, was[1]!];
    expect(detectMenuChanges(was, now).map((c) => [c.name, c.changes])).toEqual([
      ['Wings 12 pc', ['price']],
    ]);
    const reread = now.map((d, n) => ({ ...d, id: `item-${n + 1}` }));
    expect(diffImport(was, reread).map((c) => [c.kind, 'id' in c ? c.id : ''])).toEqual([
      ['changed', 'a'],
    ]);
    // In another section it is another dish.
    const moved = [{ ...now[0]!, category: 'Mains' }, was[1]!];
    expect(detectMenuChanges(was, moved).map((c) => c.changes)).toEqual([['new'], ['removed']]);
  });
});
