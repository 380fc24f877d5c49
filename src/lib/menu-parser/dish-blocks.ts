/**
 * Dishes set as blocks: a short name on a line of its own, what is in it on the lines below, the
 * price at the end of the block's last line, and white space before the next block:
 *
 *   Smokehouse Stack
 *   Fresh fries | Cheese curds | Gravy
 *   Smoked bacon | Pickles $7.50
 *
 * Read line by line, every priced line looks like a dish ("Pickles $7.50") and the names look
 * like headings. The white space says what belongs together, so the grouping is decided on the
 * blocks the layout's breaks draw, and only when the menu sets three or more dishes this way.
 * The result reaches the parser as line roles, the channel the reader model uses: the first line
 * of each block names a dish, the rest describe it.
 */
import type { LayoutLine } from '@/lib/layout';
import type { LineRole } from '@/lib/reader-model/roles';
import { hasSectionWord } from './headings';
import { findLinePrice } from './price';
import { isAllCaps, words } from './text-utils';

/** A menu must set at least this many dishes as blocks before any block is read as one. */
const MIN_BLOCKS = 3;
/** Lines in a dish block: its name, then at most this many more. */
const MAX_DESCRIPTION_LINES = 4;
/** Type this many times larger or smaller than the line before starts a new block. */
const SIZE_STEP = 1.4;
/** A dish name is short. */
const MAX_NAME_WORDS = 6;
/** Two lines in one type: sizes within this share of each other. */
const SAME_TYPE = 0.03;
/** A name in regular type is at least this much larger than the body text to count as set. */
const STYLED_NAME = 1.1;

const priceOf = (line: LayoutLine) => findLinePrice(line.text.trim());

/**
 * The blocks of consecutive lines between breaks (a region or page change is a break too, and a
 * change of type size).
 */
function blocksOf(lines: LayoutLine[]): number[][] {
  const blocks: number[][] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const starts =
      !previous ||
      line.breakBefore ||
      line.page !== previous.page ||
      line.region !== previous.region ||
      // A heading in large type sits close over the first dish: its size sets it apart.
      Math.max(line.size, previous.size) > SIZE_STEP * Math.min(line.size, previous.size);
    if (starts) blocks.push([i]);
    else blocks[blocks.length - 1].push(i);
  });
  return blocks;
}

/** "SIDES", "Sides & Extras": section words only (a dish may be "Big Breakfast"). */
const isSectionName = (text: string) =>
  words(text).every((w) => hasSectionWord(w) || /^(?:&|and|the|our|of)$/i.test(w));

/** A name line: short, capitalised, no price, no sentence, not a section's name. */
function isNameLine(line: LayoutLine): boolean {
  const text = line.text.trim();
  const count = words(text).length;
  return (
    count >= 1 &&
    count <= MAX_NAME_WORDS &&
    /^[\p{Lu}\d]/u.test(text) &&
    !/[,;:|]$/.test(text) &&
    !/\s{3,}/.test(text) &&
    !isSectionName(text) &&
    !priceOf(line)
  );
}

/** Running text or a list: a word in lower case, or commas, bars or bullets between items. */
const isDescriptionText = (text: string) =>
  /[,|•·]/.test(text) || words(text).some((w) => /^\p{Ll}/u.test(w));

/** The block names a dish and describes it, with one price, at the very end. */
function isDishBlock(lines: LayoutLine[], block: number[]): boolean {
  if (block.length < 2 || block.length > MAX_DESCRIPTION_LINES + 1) return false;
  const [first, ...rest] = block.map((i) => lines[i]);
  if (!isNameLine(first)) return false;
  const last = rest[rest.length - 1];
  const price = priceOf(last);
  if (!price || price.position !== 'trailing') return false;
  // The description lines run longer than the name, as a list or as prose, with no price; a
  // second short capitalised line is a dish's name under a heading ("Wraps" / "Falafel Wrap").
  const description = rest.slice(0, -1);
  if (description.some((l) => priceOf(l))) return false;
  const texts = [...description.map((l) => l.text), price.name];
  if (!isDescriptionText(texts[0])) return false;
  return words(texts.join(' ')).length > words(first.text).length;
}

/**
 * Two lines of one name: both name lines, in the same styled type (bold, or larger than the
 * body), no more words than a long name.
 */
function isNameOverTwoLines(first: LayoutLine, second: LayoutLine): boolean {
  if (!isNameLine(first) || !isNameLine(second) || first.bold !== second.bold) return false;
  // Only type tells the two apart from a heading over a name: typed text has none to tell.
  if (!first.bold && first.size < STYLED_NAME) return false;
  if (Math.abs(first.size - second.size) > SAME_TYPE * second.size) return false;
  if (isAllCaps(first.text) !== isAllCaps(second.text)) return false;
  return words(`${first.text} ${second.text}`).length <= MAX_NAME_WORDS + 2;
}

/** Roles for the lines of dish blocks, where the menu sets its dishes that way; else nothing. */
export function dishBlockRoles(lines: LayoutLine[]): Map<number, LineRole> {
  const roles = new Map<number, LineRole>();
  // A block may open with a heading set close over its dish ("DESSERTS" / "Lemon Tart" / ...).
  const wrapped = new Set<number>();
  const found = blocksOf(lines).flatMap((block) => {
    if (isDishBlock(lines, block)) return [block];
    const rest = block.slice(1);
    if (rest.length < 2 || !isDishBlock(lines, rest)) return [];
    // "SMOKED BRISKET AND" / "CHEDDAR MELT" / ...: a name set over two lines in one
    // type, not a heading over the dish.
    if (isNameOverTwoLines(lines[block[0]], lines[block[1]])) {
      wrapped.add(block[0]);
      return [block];
    }
    return [rest];
  });
  // The dishes' names share a case: a name in capitals among names in mixed case is a heading
  // set close over the block's dish ("POISSONS" / "Bourride sétoise" / ... / "29 €").
  const caps = (block: number[]) => isAllCaps(lines[block[0]].text);
  const mixed = found.filter((b) => !caps(b)).length >= 2 * found.filter(caps).length;
  const blocks = found.flatMap((block) => {
    if (!mixed || !caps(block)) return [block];
    const rest = block.slice(1);
    return isDishBlock(lines, rest) && !caps(rest) ? [rest] : [];
  });
  if (blocks.length < MIN_BLOCKS) return roles;
  for (const [name, ...description] of blocks) {
    roles.set(name, 'dish');
    for (const i of description) roles.set(i, 'description');
    if (wrapped.has(name)) roles.set(description[0], 'name-continued');
  }
  return roles;
}
