/**
 * Several dishes on one row: a grid of cuts under "SMALL  MEDIUM  LARGE", bottled beers printed
 * two or three to a row ("Lager - $5        Stout - $6.5"), a dog menu on one line. The cells are
 * set apart by wide gaps and each names a dish with its own price, so each becomes its own line.
 * Unlike columns.ts, nothing needs to line up from one row to the next. A priced list
 * ("rice | beans | plantain   2.40") is cut the same way, one line per listed dish (lists.ts).
 */
import { expandBarList } from './lists';
import { findLinePrice } from './price';
import { isAllCaps, words } from './text-utils';
import { isLabelToken } from './tokens';

/** A wide gap, or a bar set apart by spaces on both sides ("BURGER $5  |  KIBBLE $5"). */
const CELL_GAP = /\s{2,}\|\s{2,}|\s{3,}/;
/**
 * Failing those, a bullet or bar between priced dishes typed on one line ("Fries 4 • Slaw 3 |
 * Rice 3"). Tried second: in "HANGER | 17   FLAT IRON | 19" the bars sit inside each cell.
 */
const TYPED_GAP = /\s[•·|]\s/;

function isPricedCell(cell: string): boolean {
  const price = findLinePrice(cell);
  if (!price || price.position !== 'trailing') return false;
  const name = price.name.replace(/[\s|:–—-]+$/u, '');
  // "Half 3.5 | Pint 6.5", "6 oz 14 | 9 oz 20": sizes of one drink, not dishes.
  const named = name.split(/\s+/).some((w) => /\p{L}{3}/u.test(w) && !isLabelToken(w));
  return named && words(name).length <= 10;
}

/** A short heading printed in front of the cells ("KIDS   MINI PIZZA $6  |  ..."). */
function isLeadingLabel(cell: string): boolean {
  return isAllCaps(cell) && words(cell).length <= 4 && !/\d/.test(cell);
}

/**
 * Last, a price followed straight by a capitalised name, in a paragraph of three or more dishes
 * ("Olives 4 Patatas Bravas 5.5 Bread £3"): fewer could be one dish with a number in its name.
 */
const RUN_ON_GAP = /(?<=\s(?:[$€£]\s?)?\d{1,3}(?:[.,]\d{1,2})?)\s+(?=\p{Lu})/u;

/** The cells of a row holding two or more priced dishes, or null when it is one line. */
export function dishCells(line: string): string[] | null {
  return (
    cellsAt(line, CELL_GAP) ?? cellsAt(line, TYPED_GAP) ?? runOnCells(line) ?? colonCells(line)
  );
}

/**
 * "Pickled Beets: 5 with goat curd Smoked Trout Pâté: 9 rye toast": dishes typed into
 * one paragraph, each a capitalised name closed by a colon, its price, then its description. A
 * new dish starts at each such name.
 */
const COLON_PRICE = /:\s+(?:MP\b|[$€£]?\d|\p{L}{1,3}\.?\s+[$€£]?\d)/gu;
/** Small words inside a capitalised name: "Bowl of Olives", "Mac & Cheese". */
const NAME_JOINER = /^(?:of|and|&|with|de|du|la|le|el|the|a|n'|in|on)$/i;

/** Where the capitalised name closed at `colon` starts (the index of its first word). */
function nameStart(words: string[], colon: number): number {
  let k = colon;
  while (k > 0 && colon - k < 5) {
    const w = words[k - 1];
    if (/[.,;!?)]$/.test(w) && !/^\p{Lu}\p{L}?\.$/u.test(w)) break;
    if (!/^\p{Lu}/u.test(w) && !NAME_JOINER.test(w)) break;
    k -= 1;
  }
  while (k < colon && NAME_JOINER.test(words[k])) k += 1;
  return k;
}

function colonCells(line: string): string[] | null {
  const indent = line.match(/^ */)?.[0] ?? '';
  const words = line.trim().split(/\s+/);
  const text = words.join(' ');
  if (!/:\s/.test(text)) return null;
  // The word index of each name that closes with a colon before a price.
  const starts: number[] = [];
  let offset = 0;
  words.forEach((w, k) => {
    const colonAt = offset + w.length - 1;
    offset += w.length + 1;
    if (!w.endsWith(':')) return;
    COLON_PRICE.lastIndex = colonAt;
    const m = COLON_PRICE.exec(text);
    if (m?.index === colonAt) starts.push(nameStart(words, k));
  });
  // Text before the first name could be anything (a heading, a note): leave such a line whole.
  if (starts.length < 2 || starts[0] !== 0) return null;
  return starts.map((from, k) => indent + words.slice(from, starts[k + 1]).join(' '));
}

function runOnCells(line: string): string[] | null {
  const cells = cellsAt(line, RUN_ON_GAP);
  return cells && cells.length >= 3 && cells.every(isPricedCell) ? cells : null;
}

function cellsAt(line: string, gap: RegExp): string[] | null {
  const indent = line.match(/^ */)?.[0] ?? '';
  const cells = line.trim().split(gap).filter(Boolean);
  if (cells.length < 2) return null;
  const priced = cells.map(isPricedCell);
  const count = priced.filter(Boolean).length;
  if (count < 2) return null;
  const rest = cells.filter((_, i) => !priced[i]);
  if (rest.length > 1 || (rest.length === 1 && !(!priced[0] && isLeadingLabel(cells[0])))) {
    return null;
  }
  return cells.map((c) => indent + c);
}

/**
 * "$13.40 add prawns +4" under a described dish: the dish's price, then an add-on for it. Read
 * as one line, the add-on would take the dish's price with it.
 */
const PRICE_THEN_ADDON =
  /^( *)([$€£]\s?\d{1,4}(?:[.,]\d{2})?|\d{1,4}[.,]\d{2})\s+((?:add|extra|plus|with)\b.*[+]\s?[$€£]?\d.*)$/i;

export function priceThenAddon(line: string): string[] | null {
  const m = PRICE_THEN_ADDON.exec(line);
  return m ? [`${m[1]}${m[2]}`, `${m[1]}${m[3]}`] : null;
}

/**
 * The lines with every dish row cut into its cells; `origin` maps each output line to its input
 * line and `cellRows` holds the output lines that came from a cut row.
 */
export function splitDishCells(
  lines: string[],
  keepWhole: (k: number) => boolean = () => false,
): {
  lines: string[];
  origin: number[];
  cellRows: Set<number>;
} {
  const out: string[] = [];
  const origin: number[] = [];
  const cellRows = new Set<number>();
  lines.forEach((line, k) => {
    const split = keepWhole(k) ? null : priceThenAddon(line);
    if (split) {
      split.forEach((part) => {
        out.push(part);
        origin.push(k);
      });
      return;
    }
    const cells = keepWhole(k)
      ? null
      : (dishCells(line) ?? expandBarList(line, lines[k + 1], lines[k - 1]));
    for (const cell of cells ?? [line]) {
      if (cells) cellRows.add(out.length);
      out.push(cell);
      origin.push(k);
    }
  });
  return { lines: out, origin, cellRows };
}
