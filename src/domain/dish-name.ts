/**
 * The one rule for 'is this the same dish?' across versions, re-imports and quizzes: case,
 * accents, punctuation and spacing do not count, and '&' reads as 'and', so 'Crème Brûlée' is
 * 'Creme Brulee' and 'Fish & Chips' is 'Fish and Chips'.
 */
export const dishKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Prices as printed, ignoring spacing ('$ 16' is '$16'; '16' is not '$16'). */
export const samePrice = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
