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

const SIZE_WORDS = new Set(
  'oz ml cl l g kg lb lbs pc pcs piece pieces glass bottle carafe half full small large sm lg reg regular'.split(
    ' ',
  ),
);

/**
 * The dish key without a trailing number or size ("Wings 12 pc", "Merlot glass 9"): the second
 * pass of the same-dish rule, taken only within one section.
 */
export function baseDishKey(name: string): string {
  const words = dishKey(name).split(' ');
  while (words.length > 1 && (/^\d+$/.test(words.at(-1)!) || SIZE_WORDS.has(words.at(-1)!)))
    words.pop();
  return words.join(' ');
}

/** The section a dish is under, by the same rule ('' reads as 'general'). */
export const sectionKey = (category: string) => dishKey(category) || 'general';
