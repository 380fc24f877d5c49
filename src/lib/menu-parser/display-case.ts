/**
 * Display fonts whose capitals are drawn from two alphabets ("sHoGuN", "hARbouR hoUSe", "mama
 * LiN'S NooDLe"): the text layer then mixes cases inside words at random, and a name starting
 * with a small letter reads as a description. Such words are capitals on the page.
 */

/** A small letter followed by a capital inside a word, not a name like McCain or DeLuca. */
const MIXED = /\p{Ll}\p{Lu}/u;
const NAME_PREFIX = /^(?:Mc|Mac|De|Di|Da|La|Le|O'|D')\p{Lu}\p{Ll}+$/u;

export function isMixedCaseWord(word: string): boolean {
  // "Billecart-Salmon", "Mareuil-sur-Aÿ": each part of a hyphenated name has its own capital.
  return word.split(/[-‐‑–/]/u).some((part) => {
    const letters = part.replace(/[^\p{L}']/gu, '');
    return MIXED.test(letters) && !NAME_PREFIX.test(letters);
  });
}

/**
 * The lines with mixed-case words set in capitals, when the document has enough of them to be
 * set in such a font (one or two are brand names: "iPhone", "YouTube").
 */
export function fixDisplayCase(lines: string[]): string[] {
  const mixed = lines.reduce((n, line) => n + line.split(/\s+/).filter(isMixedCaseWord).length, 0);
  if (mixed < 6) return lines;
  return lines.map(toCapitals);
}

/**
 * "mama LiN'S NooDLe – $8": the name runs up to its last mixed-case word, so every word up to
 * there is capitals (the small alphabet also holds whole words: "mama", "plum"); the description
 * after it keeps its case.
 */
function toCapitals(line: string): string {
  const words = [...line.matchAll(/\S+/g)];
  let last = -1;
  words.forEach((m, k) => {
    if (isMixedCaseWord(m[0])) last = k;
  });
  if (last < 0) return line;
  const end = (words[last].index ?? 0) + words[last][0].length;
  return line.slice(0, end).toUpperCase() + line.slice(end);
}
