/**
 * Matching menu words without losing where they were: rules are written without accents
 * ('creme fraiche', 'gruyere'), the text is folded the same way, and every hit maps back to the
 * words as printed, which is what a suggestion shows the manager as its reason.
 */
export type FoldedText = {
  /** The text without diacritics; case is left to the patterns' `i` flag. */
  folded: string;
  /** The printed text behind folded[start, end). */
  original: (start: number, end: number) => string;
};

export function foldText(text: string): FoldedText {
  let folded = '';
  // starts[i]: where folded[i] came from in the printed text; one extra entry for the end.
  const starts: number[] = [];
  let at = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    for (let i = 0; i < plain.length; i++) starts.push(at);
    folded += plain;
    at += char.length;
  }
  starts.push(text.length);
  return { folded, original: (start, end) => text.slice(starts[start], starts[end]) };
}

// A letter or digit on either side means we are inside a longer word ('buckwheat', 'nutmeg').
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

/** A rule word as regex source: its spaces also match hyphens and runs of spaces. */
export const wordSource = (word: string): string => word.replace(/ /g, '[\\s-]+');

/**
 * One whole-word, case-insensitive pattern for the given alternatives (regex fragments, folded).
 * A plain word also matches its plural ('egg' -> 'eggs', 'anchovy' is spelled out by the rule).
 */
export function wordsPattern(words: readonly string[], plural = true): RegExp {
  const suffix = plural ? '(?:e?s)?' : '';
  const body = words.map((w) => `(?:${wordSource(w)})${suffix}`).join('|');
  return new RegExp(`${BEFORE}(?:${body})${AFTER}`, 'giu');
}

export type Span = { start: number; end: number };

export function findSpans(pattern: RegExp, text: string): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

export const within = (span: Span, spans: readonly Span[]): boolean =>
  spans.some((s) => span.start >= s.start && span.end <= s.end);
