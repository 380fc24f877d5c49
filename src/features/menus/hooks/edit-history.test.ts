import { pushHistory, UNDO_LIMIT } from './edit-history';

describe('pushHistory', () => {
  it('keeps the states before each edit, newest last', () => {
    expect(pushHistory(pushHistory([], 'a'), 'b')).toEqual(['a', 'b']);
  });

  it('keeps only the last 20: the 21st edit drops the oldest', () => {
    let stack: number[] = [];
    for (let n = 1; n <= UNDO_LIMIT + 1; n += 1) stack = pushHistory(stack, n);
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]).toBe(2);
    expect(stack.at(-1)).toBe(UNDO_LIMIT + 1);
  });
});
