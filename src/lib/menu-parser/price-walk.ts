/**
 * Walking a line's tokens into a price group: amounts, their labels and the separators between
 * them, left to right or right to left, until a token ends the group.
 */
import { gapBefore, tokenInfo, type Token, type TokenInfo } from './tokens';
import { renderPrice, type PricePart } from './price-render';

export interface PriceGroup {
  /** Display string, by the display rule of price.ts. */
  display: string;
  /** Index of the first and last token of the group. */
  first: number;
  last: number;
}

type Part = PricePart;

/** An amount printed with cents, with or without its currency: "6.75", "£6.75", "6,75 €". */
const CENTS = /^[^\d\s]{0,2}\d{1,3}[.,]\d{2}(?:\s?[^\d\s]{1,2})?$/u;

export function finish(parts: Array<Part & { index: number }>, amounts: number): PriceGroup | null {
  while (parts.length && parts[0].kind === 'sep') parts.shift();
  while (parts.length && parts[parts.length - 1].kind === 'sep') parts.pop();
  // "Poke Bowl 16": a lone amount keeps the word before it in the name; so does a group that
  // labels each amount after it ("Cottage Pie 12 regular / 15 large").
  const labelsAfter = parts[parts.length - 1]?.kind === 'label';
  if (amounts < 2 || labelsAfter) {
    while (parts.length && parts[0].kind === 'label') parts.shift();
  }
  if (!parts.some((p) => p.kind === 'amount')) return null;
  return {
    display: renderPrice(parts),
    first: parts[0].index,
    last: parts[parts.length - 1].index,
  };
}

export type Walk = {
  parts: Array<Part & { index: number }>;
  amounts: number;
  kind: 'currency' | 'bare' | null;
  /** The menu prints size columns ("Margherita 14 19"): one space may separate two prices. */
  columns?: boolean;
};

/**
 * Adds tokens[i] to a price group being walked; returns false when the token ends the group.
 * `dir` is -1 when walking leftwards from the end of the line, +1 when walking rightwards.
 */
export function step(
  tokens: Token[],
  i: number,
  info: TokenInfo,
  walk: Walk,
  dir: 1 | -1,
): boolean {
  const add = (part: Part) =>
    dir === -1 ? walk.parts.unshift({ ...part, index: i }) : walk.parts.push({ ...part, index: i });
  if (info.type === 'amount') {
    const kind = info.mp ? null : info.currency ? 'currency' : 'bare';
    // Never mix "$13" with a bare number ("Chicken 65 $13").
    if (kind && walk.kind && kind !== walk.kind) return false;
    if (walk.amounts > 0) {
      const neighbour = dir === -1 ? walk.parts[0] : walk.parts[walk.parts.length - 1];
      // Two amounts side by side form a group only when set apart like columns ("14   19");
      // otherwise the left one belongs to the text ("Chicken 65   13", "salmon $8. $12.00").
      // Two amounts with cents ("3.50 6.75 12.25") are a row of sizes however close: no count,
      // code or weight is written with cents.
      const cents =
        CENTS.test(tokens[i].text) && CENTS.test(tokens[neighbour?.index ?? i].text ?? '');
      const columnGap = (walk.columns && kind === 'bare') || cents ? 1 : 2;
      if (neighbour?.kind === 'amount' && (dir === 1 || gapBefore(tokens, i) < columnGap))
        return false;
    }
    add({ kind: 'amount', display: info.display });
    walk.amounts += 1;
    walk.kind = walk.kind ?? kind;
    return true;
  }
  if (info.type === 'label') {
    add({ kind: 'label', text: tokens[i].text });
    return true;
  }
  if (info.type === 'sep') {
    if (walk.amounts === 0 && dir === -1) return false;
    add({ kind: 'sep' });
    return true;
  }
  return false;
}

/** Token kinds are looked up many times while walking; compute them once per line. */
export function tokenInfos(tokens: Token[]): TokenInfo[] {
  return tokens.map((_, i) => tokenInfo(tokens, i));
}
