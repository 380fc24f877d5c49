/** How many edits 'Undo' can take back. */
export const UNDO_LIMIT = 20;

/** The stack of states before each edit, newest last, holding at most `limit` of them. */
export function pushHistory<T>(stack: readonly T[], before: T, limit = UNDO_LIMIT): T[] {
  return [...stack.slice(Math.max(0, stack.length - (limit - 1))), before];
}
