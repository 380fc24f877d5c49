/**
 * Pure look-ahead rules used by assemble.ts to decide what a line is (heading, dish name,
 * description…). They read the classified lines and a snapshot of where the walk stands.
 */
import type { MenuLine } from './classify';
import { addUnique, type Marks } from './dietary';
import { hasSectionWord, isHeadingShape } from './headings';
import { isAllCaps, startsLowercase, words } from './text-utils';

export interface DocStyle {
  /** Most priced lines start lowercase ("burger 16"): lowercase is no sign of a description. */
  lowercaseNames: boolean;
  /** Most item names are ALL CAPS (typical of OCR'd diner menus). */
  capsNames: boolean;
  /**
   * Dishes carry no prices of their own (a set menu, an afternoon tea priced as a whole): each
   * name under a heading is a dish, not a heading or a note waiting for a price.
   */
  unpriced?: boolean;
  /** Read by OCR: type sizes are guessed from word boxes, so a larger line is weak evidence. */
  ocr?: boolean;
}

/** Where the walk stands when a line is judged. */
export interface Flow {
  lines: MenuLine[];
  style: DocStyle;
  /** A blank or noise line since the previous content line. */
  breakSince: boolean;
  /** Nothing but headings (or the document start) since the last item. */
  afterHeading: boolean;
  /** Indentation of the last item's line, null when the section has no item yet. */
  lastIndent: number | null;
}

export function isDescriptionLike(text: string, style: DocStyle): boolean {
  if (!style.lowercaseNames && startsLowercase(text)) return true;
  if (/^\(/.test(text) || /[.]$/.test(text)) return true;
  return text.includes(',') || words(text).length > 8;
}

export function isNameLike(text: string, style: DocStyle): boolean {
  if (!text || isDescriptionLike(text, style)) return false;
  return words(text).length <= 8;
}

/** Style D: the priced line under a bare name reads as a description ("romaine, parmesan 12"). */
export function isPricedDescription(line: MenuLine, style: DocStyle): boolean {
  const text = (line.price?.name ?? '').replace(/[\s.·…_~=|:;,–—-]+$/, '');
  if (line.addon || !text) return false;
  // "Served on a toasted bun with pickles and a side of slaw ...... $12.50": a sentence, no name.
  if (words(text).length > 8 && !/\s[-–—]\s|:/.test(text)) return true;
  return !style.lowercaseNames && startsLowercase(text);
}

export function mergeMarks(into: Marks, from: Marks): void {
  from.dietary.forEach((d) => addUnique(into.dietary, d));
  from.allergens.forEach((a) => addUnique(into.allergens, a));
}

export function nextContent(lines: MenuLine[], i: number): number {
  let j = i + 1;
  while (j < lines.length && (lines[j].kind === 'blank' || lines[j].kind === 'noise')) j += 1;
  return j;
}

export const capsInMixedCase = (text: string, style: DocStyle) =>
  isAllCaps(text) && !style.capsNames;

/** Does the text line at i start an item whose price comes later (styles B, C, D)? */
export function resolvesToItem(lines: MenuLine[], i: number, style: DocStyle): boolean {
  const { minor, styledHeading, kind, lead } = lines[i];
  // A bold lead (or "Name — description") is the name; the rest of the line describes it.
  const named = lead || /^[^—]{2,40} — \p{Ll}/u.test(lines[i].text);
  const name = named ? lines[i].text.split(' — ')[0] : lines[i].text;
  if (minor || (styledHeading && kind === 'text') || !isNameLike(name, style)) return false;
  let j = nextContent(lines, i);
  for (let hops = 0; hops < 4 && j < lines.length; hops += 1) {
    const next = lines[j];
    if (next.kind === 'price') return true;
    if (next.kind === 'priced') {
      // A caps heading over a lowercase dish line ("TODAY'S SPECIALS" / "fish tacos - 14").
      return (
        !capsInMixedCase(lines[i].text, style) &&
        (isPricedDescription(next, style) || next.role === 'description')
      );
    }
    if (next.kind !== 'text' || !next.text) return false;
    if (!next.minor && !isDescriptionLike(next.text, style)) return false;
    j = nextContent(lines, j);
  }
  return false;
}

/**
 * The first heading of a document is often its title ("Vineyard Room Wine List", "MOONLIGHT
 * LOUNGE - Cocktail Menu"): dishes listed straight under a title belong to 'General'.
 */
export function isDocumentTitle(lines: MenuLine[], i: number, text: string): boolean {
  if (lines.slice(0, i).some((l) => l.kind === 'priced' || l.kind === 'price')) return false;
  return /\b(?:menu|list|carte)\b/i.test(text) || lines[i + 1]?.kind === 'noise';
}

/** In all-lowercase menus ("mains" over "burger 16") a heading is a short line before dishes. */
function isLowercaseHeading(flow: Flow, i: number): boolean {
  const { lines, style } = flow;
  const text = lines[i].text;
  if (!style.lowercaseNames || words(text).length > 4 || /[,\d.]/.test(text)) return false;
  const next = lines[nextContent(lines, i)];
  return (flow.breakSince || hasSectionWord(text)) && next?.kind === 'priced' && !next.addon;
}

/** "Served with Hand-cut Chips", "All Burgers Come With Slaw": a note on the section, set in its type. */
const SERVING_NOTE =
  /^(?:all\s+(?:\p{L}+\s+){1,2})?(?:served|comes?|available|includes?|topped)\s+(?:with|on|in|as|from|until)\b/iu;

/** Is the text line at i a section heading? */
export function isHeadingLine(flow: Flow, i: number): boolean {
  const { lines, style, breakSince, lastIndent } = flow;
  const line = lines[i];
  if (line.plain || SERVING_NOTE.test(line.text)) return false;
  if (isLowercaseHeading(flow, i)) return true;
  if (!isHeadingShape(line.text, line.decorated)) return false;
  if (line.decorated) return true;
  const vocab = hasSectionWord(line.text);
  if (!isAllCaps(line.text)) return vocab || breakSince || flow.afterHeading;
  const underItem = lastIndent !== null && !breakSince;
  // Under an item, an indented caps line is its description ("CHOICE OF HOT OR MILD").
  if (underItem && line.indent > lastIndent && !vocab) return false;
  if (underItem && style.capsNames) {
    if (line.text.includes(',')) return false;
    if (vocab) return true;
    // In an all-caps menu, a caps line is a heading only if dishes follow it.
    const j = nextContent(lines, i);
    const next = lines[j];
    return Boolean(
      next &&
      ((next.kind === 'priced' && !next.addon) ||
        (next.kind === 'text' && resolvesToItem(lines, j, style))),
    );
  }
  return true;
}

/**
 * "HARBOUR HASH" (set like a heading) / "Crispy potatoes, short rib," / "two poached eggs. $13":
 * a name whose description runs on below it and ends with the dish's price is a dish, however
 * large its type. A heading over dishes is followed by names with prices, not one description.
 */
export function isDescribedDishName(lines: MenuLine[], i: number, style: DocStyle): boolean {
  if (!style.lowercaseNames && startsLowercase(lines[i].text)) return false;
  // "RED WINES" over a described bottle: a section word in the plural names a section.
  if (hasSectionWord(lines[i].text) && /s$/i.test(lines[i].text.trim())) return false;
  const descriptive = (text: string) =>
    isDescriptionLike(text, style) || /[.,]\s*$/.test(text.trim());
  // "Spiced lamb folded into flatbread" / "finished with yoghurt. $11": a sentence that runs on
  // into the next line is description, whatever its first line looks like.
  const runsOn = (j: number) => {
    const next = lines[j + 1];
    const text = next?.kind === 'priced' ? next.price?.name : next?.text;
    return Boolean(text && startsLowercase(text));
  };
  let described = false;
  // A line taken for description only because a lowercase line follows it may be a dish name
  // ("Breakfast" / "Smashed Avo" / "sourdough, dukkah" / "17.5").
  let nameLike = false;
  for (let j = i + 1; j < lines.length && j <= i + 6; j += 1) {
    const l = lines[j];
    // A line below names a dish set as a block (dish-blocks.ts): this one is over that dish.
    if (l.blockName) return false;
    if (l.kind === 'text' && l.text && !l.addon && (l.minor || descriptive(l.text) || runsOn(j))) {
      described = true;
      nameLike ||= !l.minor && !descriptive(l.text);
      continue;
    }
    // The price alone on the line under the description ("$13.40", then "add prawns +4").
    if (l.kind === 'price') {
      const after = lines[j + 1];
      return described && !nameLike && (!after || after.kind !== 'priced' || after.addon);
    }
    if (l.kind !== 'priced' || l.addon || !l.price) return false;
    if (l.price.position !== 'trailing' || !descriptive(l.price.name)) return false;
    // One description line with a price could be the first dish under a heading: the name
    // needs at least two lines of description, or one that lists ingredients or runs on ("Ham,
    // bacon, cheddar. $12") rather than naming a dish of its own ("GOULASH - beef in paprika 11").
    const own = l.price.name;
    const commas = (own.match(/,/g) ?? []).length;
    const listed = commas >= 2 || words(own).length > 8 || (commas === 1 && words(own).length >= 6);
    if (!described && (!listed || /\s[-–—]\s/.test(own))) return false;
    const after = lines[j + 1];
    return !after || after.kind !== 'priced' || after.addon;
  }
  return false;
}

/** Does a text line continue the description of the item above it? */
export function continuesItem(flow: Flow, line: MenuLine): boolean {
  if (flow.lastIndent === null) return false;
  if (!flow.breakSince) return true;
  return (
    line.indent > flow.lastIndent || (!flow.style.lowercaseNames && startsLowercase(line.text))
  );
}
