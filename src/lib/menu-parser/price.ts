/**
 * Finding the price of a menu line.
 *
 * Price display rule (what ends up in ParsedMenuItem.price):
 * - the currency is kept exactly as the menu uses it: "$14.99", "€12.50", "12,50 €", "£8.50",
 *   "¥1,200"; a prefix symbol is glued to its number ("$ 14" -> "$14");
 * - a price without a symbol stays the number as written ("14", "14.50"): we never invent "$";
 * - market price stays as written ("MP", "Market Price");
 * - several prices are joined with " / " and keep their labels: "$9 glass / $32 bottle",
 *   "cup $7 / bowl $11", "15 | 60" -> "15 / 60", pizza columns "14   19" -> "14 / 19";
 * - obvious OCR slips inside money are repaired ("S9" -> "$9", "$14.5O" -> "$14.50").
 * The scorer compares the numeric amounts in order, so the display form never costs accuracy.
 */
import { isSizeCell } from '@/lib/layout';
import {
  BARE_AMOUNT,
  gapBefore,
  repairPriceColumn,
  tokenInfo,
  tokenize,
  type Token,
  type TokenInfo,
} from './tokens';
import { renderPrice, type PricePart } from './price-render';

export interface PriceGroup {
  /** Display string, see the rule above. */
  display: string;
  /** Index of the first and last token of the group. */
  first: number;
  last: number;
}

export interface LinePrice {
  position: 'trailing' | 'leading' | 'inner';
  display: string;
  /** Text before the price (trailing/inner) or after it (leading). */
  name: string;
  /** Text after an inner price: usually the description. */
  rest: string;
}

type Part = PricePart;

function finish(parts: Array<Part & { index: number }>, amounts: number): PriceGroup | null {
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

type Walk = {
  parts: Array<Part & { index: number }>;
  amounts: number;
  kind: 'currency' | 'bare' | null;
  /** The menu prints size columns ("Margherita 14 19"): one space may separate two prices. */
  columns?: boolean;
};

/** How the whole menu writes prices; decided from all its lines (see parse.ts). */
export interface PriceStyle {
  /** "3.50 Carne Asada": a one-space gap after a leading price is enough. */
  priceFirst?: boolean;
  /** "Margherita 14 19": two bare prices may sit one space apart. */
  columnPrices?: boolean;
}

/**
 * Adds tokens[i] to a price group being walked; returns false when the token ends the group.
 * `dir` is -1 when walking leftwards from the end of the line, +1 when walking rightwards.
 */
function step(tokens: Token[], i: number, info: TokenInfo, walk: Walk, dir: 1 | -1): boolean {
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
      const columnGap = walk.columns && kind === 'bare' ? 1 : 2;
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

export function findTrailingGroup(
  tokens: Token[],
  infos = tokenInfos(tokens),
  columns = false,
): PriceGroup | null {
  let end = tokens.length - 1;
  while (end >= 0 && infos[end].type === 'junk') end -= 1;
  const walk: Walk = { parts: [], amounts: 0, kind: null, columns };
  for (let i = end; i >= 0; i -= 1) {
    const info = infos[i];
    // A label can end the line only right after an amount ("$9 glass").
    if (info.type === 'label' && walk.amounts === 0 && i > 0 && infos[i - 1].type !== 'amount') {
      if (walk.parts.length === 0) return null;
    }
    if (!step(tokens, i, info, walk, -1)) break;
  }
  return finish(walk.parts, walk.amounts);
}

export function findLeadingGroup(
  tokens: Token[],
  priceFirst: boolean,
  infos = tokenInfos(tokens),
): PriceGroup | null {
  let start = 0;
  while (start < tokens.length && infos[start].type === 'junk') start += 1;
  const first = infos[start];
  if (!first) return null;
  if (first.type !== 'amount') return null;
  // "14  Caesar Salad": a bare leading number needs a column gap, unless the whole menu is
  // written price-first.
  if (!first.currency && !first.mp) {
    if (!priceFirst && gapBefore(tokens, start + 1) < 2) return null;
    // "2 eggs, bacon" in a price-first menu is a description, not "$2 Eggs".
    const after = tokens[start + 1]?.text ?? '';
    if (gapBefore(tokens, start + 1) < 2 && !/^\p{Lu}/u.test(after)) return null;
  }
  const walk: Walk = { parts: [], amounts: 0, kind: null };
  let i = start;
  for (; i < tokens.length; i += 1) {
    // "$30 BOTTLE OF PROSECCO": a label followed by "of" starts the name.
    if (infos[i].type === 'label' && /^of$/i.test(tokens[i + 1]?.text ?? '')) break;
    if (!step(tokens, i, infos[i], walk, 1)) break;
  }
  if (i >= tokens.length) return null; // nothing but prices: handled as a price-only line
  return finish(walk.parts, walk.amounts);
}

/**
 * A bare number set apart in the middle of a line: "BURGER | 16 | angus beef", "Burger   16
 * angus beef", "Margherita 14. Tomato, basil." — never a number inside running text.
 */
function isSetApartBare(tokens: Token[], infos: TokenInfo[], i: number): boolean {
  const text = tokens[i].text.replace(/\.$/, '');
  if (i > 8 || !BARE_AMOUNT.test(text) || /^(?:19|20)\d\d$/.test(text)) return false;
  // "Margherita Pizza 14. Tomato, basil.": the price closes the name's sentence.
  const sentenceEnd = tokens[i].text.endsWith('.') && /^\p{Lu}/u.test(tokens[i + 1].text);
  const before = infos[i - 1].type === 'sep' || gapBefore(tokens, i) >= 2 || sentenceEnd;
  const after =
    infos[i + 1].type === 'sep' ||
    gapBefore(tokens, i + 1) >= 2 ||
    sentenceEnd ||
    (gapBefore(tokens, i) >= 2 && closingNote(tokens, i + 1));
  return before && after;
}

/** At most this many words in a note after a price ("(to share)", "(serves two)", "(per person)"). */
const MAX_NOTE_WORDS = 4;

/** The rest of the line from token `from` is one short bracketed note: "(to share)". */
function closingNote(tokens: Token[], from: number): boolean {
  const rest = tokens.slice(from).map((t) => t.text);
  return (
    rest.length <= MAX_NOTE_WORDS &&
    rest[0].startsWith('(') &&
    rest[rest.length - 1].endsWith(')') &&
    rest.join(' ').slice(1, -1).indexOf(')') < 0
  );
}

/** Words after a number that make it a time, a count or a measure, not a price. */
const NOT_PRICED_AFTER =
  /^(?:am|pm|a\.m\.|p\.m\.|hrs?|hours?|mins?|minutes?|people|persons?|guests|pcs?|pieces?|oz|ml|cl|g|kg|lbs?|days?)\b/i;

/**
 * "Avocado Fries: 9 battered avocado slices", "Fries: Sm 3 Lg 5 sweet potato or waffle": a name
 * closed by a colon, its price, then the description. The colon sets the price apart as a gap
 * or a bar would.
 */
function colonNamedGroup(tokens: Token[], infos: TokenInfo[], i: number): PriceGroup | null {
  if (i > 8 || !tokens[i - 1].text.endsWith(':')) return null;
  const name = tokens.slice(0, i).map((t) => t.text);
  if (!name.some((w) => /\p{L}{3}/u.test(w)) || /\d/.test(name.join(' '))) return null;
  const walk: Walk = { parts: [], amounts: 0, kind: null };
  let j = i;
  for (; j < tokens.length; j += 1) {
    if (!step(tokens, j, infos[j], walk, 1)) break;
  }
  const next = tokens[j]?.text ?? '';
  if (!walk.amounts || !next || NOT_PRICED_AFTER.test(next)) return null;
  if (
    walk.kind === 'bare' &&
    walk.parts.some((p) => p.kind === 'amount' && /^(?:19|20)\d\d$/.test(p.display))
  )
    return null;
  return finish(walk.parts, walk.amounts);
}

/** A name closed by a colon and its price, with an add-on clause before the line's last price. */
function colonNameFirst(tokens: Token[], infos: TokenInfo[], last: number): PriceGroup | null {
  const colon = tokens.findIndex((t) => t.text.endsWith(':'));
  if (colon < 0 || colon + 1 >= last) return null;
  const group = colonNamedGroup(tokens, infos, colon + 1);
  if (!group) return null;
  const between = tokens.slice(group.last + 1, last).map((t) => t.text);
  return between.some((w) => ADDON_WORD.test(w)) ? group : null;
}
const ADDON_WORD = /^(?:add|extra|plus|substitute|upgrade)$/i;

/** "Burger $16 angus beef, cheddar": a price in the middle of the line, description after it. */
export function findInnerGroup(tokens: Token[], infos = tokenInfos(tokens)): PriceGroup | null {
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const colonNamed = colonNamedGroup(tokens, infos, i);
    if (colonNamed) return colonNamed;
    const info = infos[i];
    const explicit = info.type === 'amount' && (info.currency || info.mp);
    if (!explicit && !isSetApartBare(tokens, infos, i)) continue;
    if (!explicit) {
      const display = tokens[i].text.replace(/\.$/, '');
      return { display, first: i, last: i };
    }
    const walk: Walk = { parts: [], amounts: 0, kind: null };
    for (let j = i; j < tokens.length; j += 1) {
      if (!step(tokens, j, infos[j], walk, 1)) break;
    }
    return finish(walk.parts, walk.amounts);
  }
  return null;
}

/** Finds the price of a line, preferring the end of the line, then the start, then the middle. */
export function findLinePrice(text: string, style: PriceStyle = {}): LinePrice | null {
  const sized = sizeCells(text);
  if (sized) return sized;
  const { line, tokens } = tokenize(text);
  if (tokens.length === 0) return null;
  repairPriceColumn(tokens);
  const infos = tokenInfos(tokens);
  const slice = (from: number, to: number) =>
    from > to ? '' : line.slice(tokens[from].start, tokens[to].end).trim();
  const trailing = findTrailingGroup(tokens, infos, style.columnPrices);
  // "Grilled Cheese: 7 a classic, add bacon 2": the dish's price follows its name; the last one
  // is an add-on's.
  const named = trailing && colonNameFirst(tokens, infos, trailing.first);
  const inner = (group: PriceGroup): LinePrice => ({
    position: 'inner',
    display: group.display,
    name: slice(0, group.first - 1),
    // "Chicken Salad: 10 — fresh white meat": the dash a bold name left is no description.
    rest: slice(group.last + 1, tokens.length - 1).replace(/^[—–-]\s+/u, ''),
  });
  if (named) return inner(named);
  if (trailing) {
    return {
      position: 'trailing',
      display: trailing.display,
      // "Champagne   -   -   £45": the dashes are empty price cells, not part of the name.
      name: slice(0, trailing.first - 1).replace(/(?:\s+[-–—])+$/u, ''),
      rest: '',
    };
  }
  const leading = findLeadingGroup(tokens, Boolean(style.priceFirst), infos);
  if (leading) {
    return {
      position: 'leading',
      display: leading.display,
      name: slice(leading.last + 1, tokens.length - 1),
      rest: '',
    };
  }
  const middle = findInnerGroup(tokens, infos);
  return middle ? inner(middle) : null;
}

/** A cell of a lower-case size word and an amount: "reg 1.99", "glass 9", "sm $3.50". */
const isLowerSizeCell = (cell: string) => /^\p{Ll}/u.test(cell) && isSizeCell(cell);

/**
 * "Cortado     sgl 2.70     dbl 3.40": a name, then two or more cells set apart by wide
 * gaps, each a word and an amount. The words are the sizes, whatever they are (a café's own
 * abbreviations, or what OCR made of them), and each amount keeps its word.
 */
function sizeCells(text: string): LinePrice | null {
  const cells = text.trim().split(/\s{3,}/);
  let k = cells.length;
  while (k > 1 && isLowerSizeCell(cells[k - 1])) k -= 1;
  const name = cells.slice(0, k).join(' ');
  if (cells.length - k < 2 || !/\p{L}{2}/u.test(name)) return null;
  return { position: 'trailing', display: cells.slice(k).join(' / '), name, rest: '' };
}

/** True when the line holds an upcharge such as "+2.00" or "+$3". */
export function hasUpcharge(text: string): boolean {
  return /(?:^|\s)\+\s?[$€£¥]?\d/u.test(text);
}
