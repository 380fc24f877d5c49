import { BRIEF_MENU_CONTENT_CHARS, MIN_MENU_CONTENT_CHARS } from '@/config/constants';

/**
 * Cleanup and validation for extracted or pasted menu text. It keeps what the parsers need (see
 * docs/decisions/0002-extraction-and-cleaning.md): line breaks survive (each menu row stays a row
 * for the parser), and currency signs, accented letters, apostrophes and '|' (table cells) are kept.
 */

/** Characters removed: anything but letters, marks, digits, whitespace and the listed symbols. */
const DISALLOWED = /[^\p{L}\p{M}\p{N}\s$.,!?\-():;&/%#@€£¥|']/gu;

/** Typographic variants first mapped to the kept ASCII sign, so "Chef’s" keeps its apostrophe. */
const TYPOGRAPHIC: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201B\u2032]/g, "'"],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
];

/** Dot leaders ('Burger ........ $16') shrink to three dots: same meaning, far fewer AI tokens. */
const LEADER = /(?:\.\s?){4,}/g;

export function cleanMenuText(text: string): string {
  let out = text.normalize('NFC').replace(/\r\n?/g, '\n');
  for (const [pattern, replacement] of TYPOGRAPHIC) out = out.replace(pattern, replacement);
  return out
    .replace(DISALLOWED, '')
    .split('\n')
    .map((line) =>
      line
        .replace(LEADER, ' ... ')
        .replace(/[^\S\n]+/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const MENU_TOO_SHORT =
  'Menu content is too short. Please provide more detailed menu information (at least 20 characters).';
export const MENU_TOO_BRIEF =
  'Menu content appears too brief for quality parsing. Consider adding more details.';

/** A $ sign, a decimal with two digits, or an amount with a currency word or sign. */
const PRICE_PATTERNS = [
  /\$/,
  /\d\.\d{2}(?!\d)/,
  /\d+(?:[.,]\d+)?\s*(?:dollars?|usd|euros?|eur|pounds?|gbp|yen|jpy|€|£|¥)(?![a-z])/i,
  /[€£¥]\s?\d/,
];

export type MenuValidation = { error?: string; warning?: string; hasPrice: boolean };

/** Under 20 characters blocks, under 50 warns; a missing price only logs a warning. */
export function validateMenuContent(text: string): MenuValidation {
  const length = text.trim().length;
  const hasPrice = PRICE_PATTERNS.some((pattern) => pattern.test(text));
  if (length < MIN_MENU_CONTENT_CHARS) return { error: MENU_TOO_SHORT, hasPrice };
  if (!hasPrice) console.warn('No prices detected in menu content; parsing continues.');
  if (length < BRIEF_MENU_CONTENT_CHARS) return { warning: MENU_TOO_BRIEF, hasPrice };
  return { hasPrice };
}

export type MenuType = 'food' | 'wine' | 'cocktail';

/** The keyword 'wine' makes a wine menu, else 'cocktail' a cocktail menu, else food. */
export function detectMenuType(text: string): MenuType {
  if (/\bwines?\b/i.test(text)) return 'wine';
  if (/\bcocktails?\b/i.test(text)) return 'cocktail';
  return 'food';
}
