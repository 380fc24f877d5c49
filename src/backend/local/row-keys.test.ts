import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { writeAllRows } from '@/testing/local-seed';
import { isCollectionKey, readRows, writeRow } from './row-keys';

const row = z.object({ id: z.string(), name: z.string() });
const LIST = 'staffMembers:r1';
let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

const names = (newestFirst = false) =>
  readRows(LIST, row, { newestFirst }).value.map((r) => r.name);

describe('rows written one key each', () => {
  it('overlays the saved list: edits in place, removals, and new rows in the order written', () => {
    writeAllRows(LIST, [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Ben' },
    ]);
    writeRow(LIST, 'c', { id: 'c', name: 'Cy' }, 1);
    writeRow(LIST, 'd', { id: 'd', name: 'Dee' }, 2);
    writeRow(LIST, 'a', { id: 'a', name: 'Ada Byron' });
    writeRow(LIST, 'b', null);
    expect(names()).toEqual(['Ada Byron', 'Cy', 'Dee']);
    expect(names(true)).toEqual(['Dee', 'Cy', 'Ada Byron']);
  });

  it('keeps a row in its place when it is edited later', () => {
    writeRow(LIST, 'c', { id: 'c', name: 'Cy' }, 1);
    writeRow(LIST, 'd', { id: 'd', name: 'Dee' }, 2);
    writeRow(LIST, 'c', { id: 'c', name: 'Cyrus' });
    expect(names()).toEqual(['Cyrus', 'Dee']);
  });

  it('never lets one key hold another row, and skips an unreadable one', () => {
    writeRow(LIST, 'x', { id: 'y', name: 'Wrong key' }, 1);
    storage.setItem(`preshift.row:${LIST}:z`, '{broken');
    writeRow(LIST, 'c', { id: 'c', name: 'Cy' }, 2);
    expect(names()).toEqual(['Cy']);
    // Its raw copy is kept once, however often the list is read.
    expect(names()).toEqual(['Cy']);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    expect(keys.filter((k) => k?.includes('corrupt-backup'))).toEqual([
      `preshift.row:${LIST}:z.corrupt-backup`,
    ]);
  });

  it('folds the rows into the list when the whole list is saved', () => {
    writeRow(LIST, 'c', { id: 'c', name: 'Cy' }, 1);
    writeAllRows(LIST, [{ id: 'e', name: 'Eve' }]);
    expect(names()).toEqual(['Eve']);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    expect(keys.filter((k) => k?.startsWith('preshift.row:'))).toEqual([]);
  });

  it("tells a collection's keys from others", () => {
    expect(isCollectionKey(LIST, LIST)).toBe(true);
    expect(isCollectionKey(LIST, `preshift.row:${LIST}:a`)).toBe(true);
    expect(isCollectionKey(LIST, 'staffMembers:r2')).toBe(false);
    expect(isCollectionKey(LIST, null)).toBe(false);
  });
});
