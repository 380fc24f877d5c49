import { describe, expect, it } from 'vitest';
import { localKeys } from '@/backend/local/keys';
import { staffStorageKey } from './storage-keys';

describe('staffStorageKey', () => {
  it('is the key the local adapter stores the staff list under', () => {
    expect(staffStorageKey('r-1')).toBe('staffMembers:r-1');
    expect(staffStorageKey('r-1')).toBe(localKeys.staff('r-1'));
  });
});
