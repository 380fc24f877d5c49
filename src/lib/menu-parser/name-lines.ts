/**
 * Readings of a text line that a heading rule would otherwise take: the first half of a long
 * dish name, a dish whose price the scan lost, a drink over its serving size and price, a
 * "NAME - description" dish whose price sits on the line below.
 */
import type { MenuLine } from './classify';
import type { DraftCategory } from './draft';
import { hasSectionWord } from './headings';
import { isDescriptionLike, isNameLike, nextContent, type Flow } from './line-roles';
import { isAllCaps, startsLowercase, words } from './text-utils';

/**
 * In an ALL CAPS menu, a caps line straight under a dish (no break) and straight over a caps
 * dish with its price is the first half of a long name, not a section heading.
 */
export function isWrappedName(flow: Flow, line: MenuLine, i: number): boolean {
  if (!flow.style.capsNames || flow.breakSince || flow.afterHeading || line.styledHeading) {
    return false;
  }
  if (!isAllCaps(line.text) || line.decorated) return false;
  const next = flow.lines[i + 1];
  const nextName = (next?.price?.name ?? '').replace(/\([^)]*\)?/g, '').trim();
  if (next?.kind !== 'priced' || next.addon || !isAllCaps(nextName)) return false;
  // "GRILLED CHEESE &" / "SOUP $10.49": the name breaks off mid-phrase, or a long line runs on
  // into one or two words; a short section word over a dish ("SIDES" / "FRIES $4") does not.
  const dangling = /(?:&|\+|,|\b(?:and|with|of|in|on|de|di|al|au|la))$/i.test(line.text);
  const n = line.text.split(/\s+/).length;
  const runsOn = words(nextName).length <= 2 && (n >= 4 || (n === 3 && !hasSectionWord(line.text)));
  return dangling || runsOn;
}

/**
 * "SPICED LENTIL" / "PARCELS £5.25": a name set over two lines in the same type, its price at
 * the end of the second, under a heading set larger. Typography tells it from a heading in dish
 * type over a dish ("SIDES" / "FRIES $4"): a section's heading is larger than its dishes.
 */
export function isNameInSameType(
  flow: Flow,
  line: MenuLine,
  i: number,
  headingSize: number | undefined,
): boolean {
  const next = flow.lines[i + 1];
  if (next?.kind !== 'priced' || next.addon || line.decorated || line.minor) return false;
  // Cells of one row ("PUP MENU | LAMB BITES $4 | ...") are side by side, not one over the other.
  if (line.cell || next.cell) return false;
  // After a gap below dishes, a line in dish type opens the next section ("PUPS' CORNER").
  if (flow.breakSince && !flow.afterHeading) return false;
  const { size } = line;
  if (size === undefined || next.size === undefined || headingSize === undefined) return false;
  if (Math.abs(size - next.size) > SAME_TYPE * next.size || headingSize < LARGER_HEADING * size)
    return false;
  const nextName = next.price?.name ?? '';
  if (Boolean(line.styledHeading) !== Boolean(next.styledHeading)) return false;
  // In capitals both: a mixed-case line under a name is as often its description ("Warm pitta").
  if (!isAllCaps(line.text) || !isAllCaps(nextName) || hasSectionWord(line.text)) return false;
  return (
    words(line.text).length <= 5 && words(nextName).length <= 4 && !/[.:;!]$/.test(line.text.trim())
  );
}

/** Two lines in one type: sizes within this share of each other. */
const SAME_TYPE = 0.03;
/** The section's heading is at least this much larger than a name it can be told from. */
const LARGER_HEADING = 1.15;

/** A dish name between two descriptions whose price the scan lost. */
export function isUnpricedDish(flow: Flow, line: MenuLine, i: number): boolean {
  const { style } = flow;
  if (line.minor || !isNameLike(line.text, style) || startsLowercase(line.text)) return false;
  if (isAllCaps(line.text) && !style.capsNames) return false;
  const describes = (l: MenuLine | undefined) =>
    Boolean(l && l.kind === 'text' && l.text && (l.minor || isDescriptionLike(l.text, style)));
  let p = i - 1;
  while (p >= 0 && (flow.lines[p].kind === 'blank' || flow.lines[p].kind === 'noise')) p -= 1;
  const afterDescription = flow.afterHeading || describes(flow.lines[p]);
  return afterDescription && describes(flow.lines[nextContent(flow.lines, i)]);
}

/** "Sugar Ring", "Honey Swirl", "Fig Slice": a short Title Case name and nothing else. */
function isBareName(line: MenuLine | undefined): boolean {
  if (!line || line.kind !== 'text' || line.minor || line.addon) return false;
  const text = line.text.trim();
  const ws = words(text);
  if (ws.length === 0 || ws.length > 3 || /[\d,.;:()!?/]/.test(text)) return false;
  return ws.every((w) => w.length < 3 || /^\p{Lu}/u.test(w)) && !isAllCaps(text);
}

/**
 * A board lists its pastries one per line under a priced line or heading ("Mixed Dozen 1.79" /
 * "Sugar Ring" / "Oat Knot" / "Fig Slice"): three or more bare names in a row, no break between
 * them, are dishes sharing the section's price, not a description.
 */
export function isListedName(flow: Flow, line: MenuLine, i: number, underName = false): boolean {
  if (!flow.style.ocr || !isBareName(line)) return false;
  const { lines } = flow;
  // The neighbours in the list, stepping over lines OCR garbled into noise but not over a break.
  const step = (from: number, by: 1 | -1): number => {
    let j = from + by;
    while (lines[j]?.kind === 'noise') j += by;
    return j;
  };
  const [p1, n1] = [step(i, -1), step(i, 1)];
  const [prev, prev2, next, next2] = [
    lines[p1],
    lines[step(p1, -1)],
    lines[n1],
    lines[step(n1, 1)],
  ];
  const listBelow = isBareName(next) && isBareName(next2);
  // A larger line over priced dishes opens their section ("Hot Drinks" / "Flat White 2.99").
  const opens = line.styledHeading && next?.kind === 'priced';
  if (opens) return false;
  // Straight under another listed name, or first of a list straight under its heading, a larger
  // line is the next name (OCR reads sizes loosely), not a heading.
  if (underName && !isBareName(prev) && !(flow.afterHeading && listBelow)) return false;
  return (
    (isBareName(prev) && isBareName(prev2)) || (isBareName(prev) && isBareName(next)) || listBelow
  );
}

/** A serving size and its price: "16 oz. with fresh mint  $5", "250ml  £6". */
const SERVING = /^\d+(?:[.,]\d+)?\s?(?:oz|ml|cl)\b/i;

export function isServedBelow(lines: MenuLine[], i: number): boolean {
  const next = lines[nextContent(lines, i)];
  return (
    next?.kind === 'priced' &&
    !next.addon &&
    SERVING.test(next.price?.name ?? '') &&
    !startsLowercase(lines[i].text) &&
    lines[i].text.split(/\s+/).length <= 8
  );
}

/** Lines of description between such a dish and its price. */
const PRICE_WITHIN = 3;

/** "NAME - description": a name in capitals, a dash between spaces, then words. */
const DASHED = /^\p{Lu}{2}[^—–-]{0,40}?\s[—–-]\s+\p{L}/u;

/**
 * "PASTRAMI on RYE - pastrami, mustard" with its price on a line of its own below: in a section
 * whose dishes are written "NAME - description  price", a line of that shape whose price follows
 * a line or few below is that dish, not more description of the dish above. (Without a price
 * below, it stays description: a dish read without its price would be a wrong price, where
 * the description at least keeps the words.)
 */
export function isDashedDish(lines: MenuLine[], i: number, section: DraftCategory | null): boolean {
  const line = lines[i];
  if (!section || line.addon || !DASHED.test(line.text)) return false;
  // Two dishes of the section written that way are enough: stop counting there.
  let dashedDishes = 0;
  for (const d of section.items) if (DASHED.test(d.nameText) && ++dashedDishes === 2) break;
  if (dashedDishes < 2) return false;
  for (let k = i + 1; k < lines.length && k <= i + PRICE_WITHIN; k++) {
    if (lines[k].kind === 'price') return true;
    if (lines[k].kind !== 'text' || DASHED.test(lines[k].text)) return false;
  }
  return false;
}
