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
import { colonNameFirst, findInnerGroup } from './price-inner';
import { finish, step, tokenInfos, type PriceGroup, type Walk } from './price-walk';
import { gapBefore, repairPriceColumn, tokenize, type Token } from './tokens';

export interface LinePrice {
  position: 'trailing' | 'leading' | 'inner';
  display: string;
  /** Text before the price (trailing/inner) or after it (leading). */
  name: string;
  /** Text after an inner price: usually the description. */
  rest: string;
}

/** How the whole menu writes prices; decided from all its lines (see parse.ts). */
export interface PriceStyle {
  /** "3.50 Carne Asada": a one-space gap after a leading price is enough. */
  priceFirst?: boolean;
  /** "Margherita 14 19": two bare prices may sit one space apart. */
  columnPrices?: boolean;
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
  // "Ham Toastie: 8 mustard butter, add an egg 2": the dish's price follows its name; the last one
  // is an add-on's.
  const named = trailing && colonNameFirst(tokens, infos, trailing.first);
  const inner = (group: PriceGroup): LinePrice => ({
    position: 'inner',
    display: group.display,
    name: slice(0, group.first - 1),
    // "Ham Toastie: 8 — mustard butter": the dash a bold name left is no description.
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
