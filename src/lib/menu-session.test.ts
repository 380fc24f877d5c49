import { parseMenuText } from '@/lib/menu-parser';
import { installMemoryStorage } from '@/testing/memory-storage';
import { readParsedMenu, storeParsedMenu } from './menu-session';

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
