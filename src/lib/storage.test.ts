import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { backupKey, readJson, writeJson } from './storage';

const schema = z.array(z.object({ id: z.string() }));
let storage: MemoryStorage;

beforeEach(() => {
  storage = installMemoryStorage();
});

describe('readJson', () => {
  it('returns the default for a missing key', () => {
    expect(readJson('k', schema, [])).toEqual({ value: [], status: 'missing' });
  });

  it('returns parsed data for a valid value', () => {
    writeJson('k', [{ id: 'a' }]);
    expect(readJson('k', schema, [])).toEqual({ value: [{ id: 'a' }], status: 'ok' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ id: 1 })],
    ['wrong item type', JSON.stringify([{ id: 5 }])],
  ])('falls back, warns and keeps a backup for %s', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem('k', raw);
    expect(readJson('k', schema, [{ id: 'default' }])).toEqual({
      value: [{ id: 'default' }],
      status: 'corrupt',
    });
    expect(warn).toHaveBeenCalled();
    expect(storage.getItem(backupKey('k'))).toBe(raw);
    // Reading never overwrites the corrupt value: the user's data is still there.
    expect(storage.getItem('k')).toBe(raw);
  });

  it('keeps the first corrupt copy when corruption happens again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem('k', 'first');
    readJson('k', schema, []);
    storage.setItem('k', 'second');
    readJson('k', schema, []);
    expect(storage.getItem(backupKey('k'))).toBe('first');
  });
});

describe('writeJson', () => {
  it('reports a full storage with a readable error', () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeJson('k', [1])).toThrow(/storage is full/);
  });
});
