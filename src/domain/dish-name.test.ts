import { describe, expect, it } from 'vitest';
import { dishKey, samePrice } from './dish-name';
import { detectMenuChanges } from './menu-changes';
import { buildChangeSet } from './change-set';
import { diffImport } from './reimport-rules';
import { menuItem } from '@/testing/fixtures';

describe('one dish-name rule', () => {
  it('ignores case, accents, punctuation and reads & as and', () => {
    expect(dishKey('Crème Brûlée')).toBe(dishKey('creme brulee'));
    expect(dishKey('Fish & Chips')).toBe(dishKey('Fish and Chips'));
    expect(dishKey('Steak-Frites!')).toBe(dishKey('steak frites'));
    expect(dishKey('Cod')).not.toBe(dishKey('Cot'));
    expect(samePrice('$ 16', '$16')).toBe(true);
    expect(samePrice('16', '$16')).toBe(false);
  });

  it('pairs the same dishes in change detection, the change set and a re-import', () => {
    const before = [menuItem({ id: 'a', name: 'Crème Brûlée', price: '$9' })];
    const after = [menuItem({ id: 'b', name: 'Creme Brulee', price: '$10' })];
    expect(detectMenuChanges(before, after).map((c) => c.changes)).toEqual([['price']]);
    expect(buildChangeSet('m', before, after, 'eu').map((c) => c.kind)).toEqual(['price']);
    expect(diffImport(before, after).map((c) => c.kind)).toEqual(['changed']);
  });
});
