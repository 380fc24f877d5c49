import { describe, expect, it } from 'vitest';
import type { MenuVersion } from '@/domain/menu-version';
import { menuItem } from '@/testing/fixtures';
import { changeCountText, savedByText, versionRows } from './version-rows';

const version = (n: number, items: MenuVersion['items']): MenuVersion => ({
  menuId: 'm-1',
  version: n,
  name: 'Dinner',
  type: 'food',
  foodType: 'dinner',
  items,
  savedAt: `2025-03-0${n}T12:00:00.000Z`,
  savedBy: 'u-1',
});

describe('versionRows', () => {
  it('is newest first; the first version has no count; the newest is current', () => {
    const soup = menuItem({ id: 'soup', name: 'Soup', price: '$8' });
    const rows = versionRows(
      [
        version(1, [soup]),
        version(2, [{ ...soup, price: '$9' }, menuItem({ id: 'tart', name: 'Tart' })]),
        version(3, []),
      ],
      'eu',
    );
    expect(rows.map((r) => [r.version.version, r.changes, r.current])).toEqual([
      [3, 2, true],
      [2, 2, false],
      [1, null, false],
    ]);
  });

  it('is empty without versions', () => {
    expect(versionRows([], 'eu')).toEqual([]);
  });
});

describe('texts', () => {
  it('counts changes in plain English', () => {
    expect([null, 0, 1, 4].map(changeCountText)).toEqual([
      'first version',
      '0 changes',
      '1 change',
      '4 changes',
    ]);
  });

  it('says who saved a version as far as this manager can tell', () => {
    expect(savedByText('u-1', 'u-1')).toBe('by you');
    expect(savedByText('u-2', 'u-1')).toBe('by another manager');
    expect(savedByText(null, 'u-1')).toBeNull();
  });
});
