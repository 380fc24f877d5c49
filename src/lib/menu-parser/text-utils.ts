/**
 * Small string helpers shared by the offline menu parser. Everything here is pure and works on
 * any script (Unicode property escapes), because menus mix English with French, Spanish, Japanese…
 */

/** Words that stay lowercase inside a Title Case heading or name ("Coq au Vin", "Fish & Chips"). */
export const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'with',
  'on',
  'in',
  'for',
  'to',
  'by',
  'at',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'el',
  'al',
  'à',
  'au',
  'aux',
  'et',
  'en',
  'con',
  'y',
  'e',
  'di',
  'del',
  'della',
  'da',
  'alla',
  'von',
  'und',
  "d'",
  "n'",
  '&',
  '+',
]);

/** Short all-caps tokens that must not be turned into Title Case ("BLT", "NY", "IPA"). */
const KEEP_UPPER = new Set([
  'BLT',
  'BBQ',
  'NY',
  'NYC',
  'IPA',
  'DIPA',
  'XO',
  'VS',
  'VSOP',
  'DOC',
  'DOCG',
  'AOC',
  'NV',
  'PEI',
  'OJ',
  'UK',
  'USA',
  'II',
  'III',
  'IV',
]);

export function hasCasedLetter(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/**
 * True when every cased letter is uppercase and there are at least two of them. Parenthesised
 * notes and measures don't count: "HALF BOTTLES (375ml)" is a caps heading.
 */
export function isAllCaps(text: string): boolean {
  let upper = 0;
  const core = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s?(?:ml|cl|oz|l|g|kg|lb)\b/gi, ' ');
  for (const ch of core) {
    if (!hasCasedLetter(ch)) continue;
    if (ch !== ch.toUpperCase()) return false;
    upper += 1;
  }
  return upper >= 2;
}

export function firstLetter(text: string): string | undefined {
  return text.match(/\p{L}/u)?.[0];
}

/** Judged on the first word that starts with a letter: "8oz Sirloin" is not lowercase. */
export function startsLowercase(text: string): boolean {
  const word = text.split(/\s+/).find((w) => /^[^\p{L}\p{N}]*\p{L}/u.test(w));
  const ch = word ? firstLetter(word) : undefined;
  return ch !== undefined && hasCasedLetter(ch) && ch === ch.toLowerCase();
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Every significant word starts with an uppercase letter (small words may stay lowercase). */
export function isTitleish(text: string): boolean {
  let significant = 0;
  for (const word of words(text)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || SMALL_WORDS.has(bare.toLowerCase())) continue;
    const ch = firstLetter(bare);
    if (ch === undefined) continue; // numbers such as "65" don't vote
    if (hasCasedLetter(ch) && ch === ch.toLowerCase()) return false;
    significant += 1;
  }
  return significant > 0;
}

/** Removes accents so "Entrées" and "Entrees" compare equal. */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Turns an ALL CAPS heading or name into Title Case; mixed-case text is returned unchanged. */
export function toDisplayCase(text: string): string {
  if (!isAllCaps(text)) return text;
  return text
    .split(/(\s+)/)
    .map((word, index) => {
      if (/^\s+$/.test(word) || word === '') return word;
      const bare = word.replace(/[^\p{L}]/gu, '');
      if (KEEP_UPPER.has(bare)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      // Capitalise each hyphen part ("BEER-BATTERED" -> "Beer-Battered"); letters after an
      // apostrophe stay lowercase ("TONY'S" -> "Tony's").
      return lower.replace(
        /(^|[-/(])(\p{L})/gu,
        (_m, pre: string, ch: string) => pre + ch.toUpperCase(),
      );
    })
    .join('');
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
