import { parseMenuText } from '@/lib/menu-parser';
import { menuItem } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import {
  clearPendingReimport,
  readParsedMenu,
  readPendingReimport,
  storeParsedMenu,
  storePendingReimport,
} from './menu-session';

describe('parsed menu hand-off', () => {
  beforeEach(() => installMemoryStorage());

  it('keeps each item’s confidence and source from the upload to the editor', () => {
    const menu = parseMenuText(
      'STARTERS\nBurrata   $14\ncreamy, tomato\n\nMAINS\nRoast Chicken   $26',
      {
        now: new Date('2026-01-01T00:00:00Z'),
      },
    );
    const items = menu.menuData.categories.flatMap((c) => c.items);
    expect(items.map((i) => [i.name, i.source?.lineStart, i.source?.lineEnd])).toEqual([
      ['Burrata', 1, 2],
      ['Roast Chicken', 4, 4],
    ]);
    expect(items.every((i) => typeof i.confidence === 'number')).toBe(true);
    storeParsedMenu('user-1', menu, 'Dinner');
    expect(readParsedMenu('user-1')).toEqual({ menu, corrupt: false });
  });
});

describe('pending re-import', () => {
  const items = [menuItem({ id: 'item-1', name: 'Halibut', price: '$32' })];
  beforeEach(() => installMemoryStorage());

  it('keeps the parsed file per user and menu until it is cleared', () => {
    storePendingReimport('user-1', 'menu-1', items, 'dinner-v2.pdf');
    expect(localStorage.getItem('preshift.pendingReimport:user-1:menu-1')).not.toBeNull();
    expect(readPendingReimport('user-1', 'menu-1')).toEqual({ items, fileName: 'dinner-v2.pdf' });
    expect(readPendingReimport('user-2', 'menu-1')).toBeNull();
    expect(readPendingReimport('user-1', 'menu-2')).toBeNull();
    clearPendingReimport('user-1', 'menu-1');
    expect(readPendingReimport('user-1', 'menu-1')).toBeNull();
  });

  it('reads a corrupt value as none', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('preshift.pendingReimport:user-1:menu-1', '{"items":[{"id":""}]}');
    expect(readPendingReimport('user-1', 'menu-1')).toBeNull();
    localStorage.setItem('preshift.pendingReimport:user-1:menu-1', 'not json');
    expect(readPendingReimport('user-1', 'menu-1')).toBeNull();
  });
});
