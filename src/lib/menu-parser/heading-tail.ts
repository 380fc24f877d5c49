/**
 * A heading line that carries something after its name: serving hours, column labels, a count
 * per serving. The name is the heading; the tail is dropped.
 */
import { isColumnHeader, isNoiseLine } from './noise';
import { isAllCaps, isTitleish, words } from './text-utils';
import { isLabelToken } from './tokens';

/** "LARGE", "Bottle", "175ml" alone: a price column's label cut off from its row, no section. */
export const SIZE_COLUMN =
  /^(?:small|medium|large|regular|glass|bottle|carafe|single|double|\d+(?:[.,]\d+)?\s?(?:ml|cl|oz))$/i;

const NOT_A_HEAD = /^(?:est|established|since|open|opening|tel|phone|page|hours|www|call)$/i;

function isLabelTail(tail: string): boolean {
  const parts = tail.split(/\s*[|/]\s*|\s+/).filter(Boolean);
  return parts.length > 0 && parts.every((t) => isLabelToken(t));
}

function acceptHead(head: string, tail: string): string | null {
  if (words(head).length > 5 || !(isAllCaps(head) || isTitleish(head)) || isNoiseLine(head))
    return null;
  if (NOT_A_HEAD.test(head) || (/\d/.test(head) && !/\p{L}{3}/u.test(head))) return null;
  return isNoiseLine(tail) || isLabelTail(tail) || isColumnHeader(tail) || COUNT_TAIL.test(tail)
    ? head
    : null;
}

/** "NUGGETS 8pcs + ranch", "GYOZA (8 pieces)": how many come in a serving. */
const COUNT_TAIL = /^\(?\d{1,2}\s?(?:pcs?|pieces?|ct)\b/i;

/**
 * A heading with a noisy tail: "HAPPY HOUR  Tue–Fri 3pm–5pm", "ON TAP Pint / Half",
 * "DRAFT BEER 16oz". The tail is split off at a wide gap, or after a run of ALL CAPS words
 * (text that went through whitespace cleanup has no wide gaps left).
 */
export function headingWithTail(text: string): string | null {
  const gap = text.match(/^(.+?)\s{2,}(.+)$/);
  if (gap) {
    const head = acceptHead(gap[1].trim(), gap[2].trim());
    if (head) return head;
  }
  const tokens = text.split(/\s+/);
  let n = 0;
  while (n < tokens.length && (isAllCaps(tokens[n]) || tokens[n] === '&')) n += 1;
  if (n === 0 || n === tokens.length) return null;
  return acceptHead(tokens.slice(0, n).join(' '), tokens.slice(n).join(' '));
}
