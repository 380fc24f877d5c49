/**
 * Priced lists: short dishes listed on one line under one price, "rice | beans | plantain"
 * over "salsa | slaw | tortilla   2.40", or "Sides €3.80" over "wedges, corn cob, coleslaw".
 * Each listed dish is an item with that price, never one long dish named after the list.
 */
import { findLinePrice } from './price';
import { words } from './text-utils';

/** A listed dish: a few words, no figures or sentence punctuation. */
const isListPart = (part: string) =>
  /\p{L}{2}/u.test(part) && words(part).length <= 5 && !/[\d.;:()]/.test(part);

/** The listed dishes of `text` cut at `separator`, when there are `min` or more of them. */
export function listParts(text: string, separator: RegExp, min: number): string[] | null {
  const list = text
    .split(separator)
    .map((p) => p.replace(/^[*•]+/u, '').trim())
    .filter(Boolean);
  return list.length >= min && list.every(isListPart) ? list : null;
}

/** "rice | beans | plantain": the dishes of a bar-separated list line. */
export function barListParts(text: string, min = 3): string[] | null {
  return text.includes('|') ? listParts(text, /\s*\|\s*/, min) : null;
}

/** "wedges, corn cob, coleslaw, pickles": the dishes of a comma list (3 or more). */
export function commaListParts(text: string): string[] | null {
  return listParts(text.replace(/\s+(?:and|or|&)\s+(?=[^,]*$)/i, ', '), /\s*,\s*/, 3);
}

/** A bar list ending with its price: its dishes and the price, or null. */
function pricedBarList(line: string, min: number): { parts: string[]; price: string } | null {
  const price = findLinePrice(line.trim());
  if (!price || price.position !== 'trailing') return null;
  const list = barListParts(price.name.replace(/[\s|]+$/, ''), min);
  return list && { parts: list, price: price.display };
}

/**
 * "OMELETTE EXTRAS   ham | spinach  1.2": a label for what can be added to the dishes around
 * it, with the first of its options on the same line. (A heading "EXTRAS" alone on its line
 * heads a priced list of its own and is not one.)
 */
export const EXTRAS_LABEL =
  /^(?:[\p{L}'’]+\s+){0,2}(?:extras|add[- ]?ons|toppings)\b(?::\s*|\s{2,})\S/iu;

/**
 * A bar list line as one line per listed dish with its price: the line's own, or that of the
 * priced list line right below it (the price printed once for both). Null when no list.
 * `previous` and `next` are the lines around it.
 */
export function expandBarList(
  line: string,
  next: string | undefined,
  previous: string | undefined,
): string[] | null {
  const indent = line.match(/^ */)?.[0] ?? '';
  // The options of an extras line go on below it: still options, not dishes.
  if (previous && EXTRAS_LABEL.test(previous.trim())) return null;
  // Under another list line, two dishes make a list too.
  const own = pricedBarList(line, previous && barListParts(previous.trim(), 2) ? 2 : 3);
  if (own) return own.parts.map((p) => `${indent}${p}   ${own.price}`);
  const list = barListParts(line.trim(), 2);
  const below = list && next !== undefined ? pricedBarList(next, 2) : null;
  return list && below ? list.map((p) => `${indent}${p}   ${below.price}`) : null;
}
