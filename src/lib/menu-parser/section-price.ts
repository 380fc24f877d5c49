/**
 * Look-ahead rules for prices that belong to a section rather than a dish: a priced heading over
 * dish names ("SAUCES  4 each"), a note on the heading's price ("All sides 6"), size columns.
 * They build on the look-ahead helpers of line-roles.ts.
 */
import type { MenuLine } from './classify';
import { isHeadingShape } from './headings';
import {
  capsInMixedCase,
  isDescriptionLike,
  isNameLike,
  nextContent,
  resolvesToItem,
  type Flow,
} from './line-roles';
import { commaListParts } from './lists';
import { isAllCaps, words } from './text-utils';

const LIST_HEADING =
  /^(?:sides?|side (?:orders?|dishes)|extras|toppings|dips|sauces|add[- ]?ons|accompaniments|veg(?:etables)?)$/i;

/** A note about the dishes: small or italic type, or a sentence in capitals. */
export const isNoteLine = (l: MenuLine | undefined) =>
  l?.kind === 'text' && !l.lead && (l.minor || (isAllCaps(l.text) && words(l.text).length >= 5));

/**
 * A note under a priced heading, or one of its dishes? Under "SAUCES | 2 EACH" the heading says
 * outright that the names below share its price, so a short name in small type is a dish; only a
 * sentence is a note.
 */
export function isNoteUnder(l: MenuLine | undefined, sectionPrice: string): boolean {
  if (!isNoteLine(l)) return false;
  const each = /\b(?:each|any)\b/i.test(sectionPrice);
  return !(each && words(l!.text).length <= 5 && !/[.!:]$/.test(l!.text));
}

/**
 * Priced lines that head no list of their own: a name ending in a colon introduces its item's
 * options ("House Cordials: 3.90" / "Elderflower"), and "Each $3.50" under a heading is a note on the
 * heading's price (isSectionPriceNote).
 */
const NOT_A_LIST_HEAD = /:\s*$|^(?:all|any|each|every)\b/i;

/** Short names without prices, one per line, from line `j` on: a list of varieties. */
function shortNamesBelow(lines: MenuLine[], j: number, style: Flow['style']): number {
  let count = 0;
  while (
    lines[j]?.kind === 'text' &&
    words(lines[j].text).length <= 3 &&
    isNameLike(lines[j].text, style) &&
    !isDescriptionLike(lines[j].text, style) &&
    !resolvesToItem(lines, j, style)
  ) {
    count += 1;
    j = nextContent(lines, j);
  }
  return count;
}

/** A priced heading ("SAUCES  4 each") followed by dish names without prices. */
export function isSectionPrice(flow: Flow, i: number): boolean {
  const { lines, style } = flow;
  const line = lines[i];
  const name = line.price?.name ?? '';
  if (line.price?.position !== 'trailing' || !isHeadingShape(name, false)) return false;
  const j = nextContent(lines, i);
  // "Sides €3.80" over "wedges, corn cob, coleslaw": the list names the dishes. Only a
  // heading for sides or extras: "Mixed Grill £24" over "lamb chops, kofta, wings" is a dish.
  if (lines[j]?.kind === 'text' && commaListParts(lines[j].text) && LIST_HEADING.test(name)) {
    return true;
  }
  // "Ring 1.50 / 8.00 / 15.00" over "Sugar" / "Cinnamon": a price-table row whose varieties are
  // listed under it, each sold at those prices (a bakery's board, a pizza list by size). The
  // two names below without prices of their own decide it, as for a styled heading. With one
  // price, a run of short names is needed ("Scones 2.40" / "Cheese" / "Fruit" /
  // "Treacle"): one or two lines under a priced dish are its description. Only on a board
  // read by OCR, where no type weight tells a heading (a PDF's own styles decide).
  const tableRow =
    line.price.display.includes(' / ') ||
    (style.ocr && !NOT_A_LIST_HEAD.test(name) && shortNamesBelow(lines, j, style) >= 3);
  if (!flow.breakSince && !flow.afterHeading && !line.styledHeading && !tableRow) return false;
  const styled = capsInMixedCase(name, style) || line.styledHeading;
  const each = /\b(?:each|any)\b/i.test(line.price.display);
  if (!styled && !each && !tableRow) return false;
  // "SPRITZES $9" / "EVERY SPRITZ IS POURED OVER ICE" (a note: small, italic or a caps sentence) /
  // the dishes.
  let first = j;
  while (isNoteUnder(lines[first], line.price.display)) {
    first = nextContent(lines, first);
  }
  const bare = (n: number) =>
    lines[n]?.kind === 'text' &&
    isNameLike(lines[n].text, style) &&
    // "SIDES | 4 EACH" says outright that the names below share it, capitals or not.
    (each || !capsInMixedCase(lines[n].text, style)) &&
    !resolvesToItem(lines, n, style);
  // The next dish name, past the description lines of the first one.
  let k = nextContent(lines, first);
  while (
    k < lines.length &&
    lines[k].kind === 'text' &&
    ((lines[k].minor && isNoteUnder(lines[k], line.price.display)) ||
      isDescriptionLike(lines[k].text, style))
  )
    k = nextContent(lines, k);
  return bare(first) && bare(k);
}

/** "All sides 6", "Each scoop 3" right under a heading: one price for the dishes listed below. */
export function isSectionPriceNote(flow: Flow, i: number): boolean {
  const { lines, style } = flow;
  const price = lines[i].price;
  if (!flow.afterHeading || price?.position !== 'trailing') return false;
  if (!/^(?:all|any|each|every)\b/i.test(price.name) || words(price.name).length > 4) return false;
  const next = lines[nextContent(lines, i)];
  return next?.kind === 'text' && isNameLike(next.text, style);
}

/** "PIZZA ROSSE 12 16" once cleanup dropped the inch marks: size columns, not a dish. */
export function isColumnHeading(flow: Flow, i: number): boolean {
  const { lines, style } = flow;
  const price = lines[i].price;
  const name = price?.name ?? '';
  if (!price || !capsInMixedCase(name, style) || !isHeadingShape(name, false)) return false;
  if (price.display.split('/').length < 2 || /[$€£¥]/u.test(price.display)) return false;
  const next = lines[nextContent(lines, i)];
  return (flow.breakSince || flow.afterHeading) && next?.kind === 'priced' && !next.addon;
}
