import { describe, expect, it } from 'vitest';
import { mergeRecord } from './record-merge';

const base = { name: 'Halibut', price: '$28', description: '', endDate: null as string | null };

describe('mergeRecord', () => {
  it('keeps theirs and puts the fields I changed on top; clashes are fields both changed differently', () => {
    const mine = { ...base, name: 'Halibut, capers', price: '$29' };
    const theirs = { ...base, price: '$30', description: 'Brown butter', endDate: '2026-03-02' };
    expect(mergeRecord(base, mine, theirs)).toEqual({
      merged: {
        name: 'Halibut, capers',
        price: '$29',
        description: 'Brown butter',
        endDate: '2026-03-02',
      },
      theirChanges: ['price', 'description', 'endDate'],
      clashes: ['price'],
    });
  });

  it('a field both changed to the same value is no clash', () => {
    const same = { ...base, price: '$30' };
    expect(mergeRecord(base, same, same)).toMatchObject({ merged: same, clashes: [] });
  });
});
