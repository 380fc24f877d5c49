/**
 * First pass: every visual line becomes a MenuLine with a kind (blank, noise, price-only, priced,
 * text), its cleaned text, indentation and any dietary codes. Structure (headings, items,
 * descriptions) is decided later in assemble.ts, which needs to look at neighbouring lines.
 */
import type { LineRole } from '@/lib/reader-model/roles';
import { energyLineMarks, extractCodes, type Marks } from './dietary';
import { EXTRAS_LABEL } from './lists';
import { headingWithTail, SIZE_COLUMN } from './heading-tail';
import { isColumnHeader, isNoiseLine } from './noise';
import { isTableHeader, labelPriceColumns, type RowEdge } from './price-table';
import { findLinePrice, hasUpcharge, type LinePrice, type PriceStyle } from './price';
import { withoutServingTime } from './serving-time';
import { words } from './text-utils';

export type LineKind = 'blank' | 'noise' | 'price' | 'priced' | 'text';

export interface MenuLine {
  index: number;
  kind: LineKind;
  /** Cleaned text without dietary codes (the whole line, price included, for priced lines). */
  text: string;
  indent: number;
  /** Decorated like a heading: "=== SPECIALS ===", "~ Mains ~", "Sparkling:". */
  decorated: boolean;
  price?: LinePrice;
  /** Holds an add-on price ("add bacon $2", "+2.00"), never an item of its own. */
  addon: boolean;
  marks: Marks;
  /** Typography says heading (larger, letter-spaced or distinctly bold, no price). */
  styledHeading?: boolean;
  /** Typography says running text (smaller or italic under names set in body type). */
  minor?: boolean;
  /** Typography says not a heading: body-size text in a menu whose headings are styled. */
  plain?: boolean;
  /** Starts with a bold name set off from the rest of the line ("Pkhali — spinach, walnut"). */
  lead?: boolean;
  /** Type size relative to the body text, when the line came from a laid-out page. */
  size?: number;
  /** One dish cut from a row or list of several (cell-rows.ts): never an option of the one above. */
  cell?: boolean;
  /**
   * The trained reader model's role for the line, where it is sure of it (reader-model/apply.ts);
   * undefined when the model is off or unsure, which leaves the rules to decide.
   */
  role?: LineRole;
  /**
   * Names a dish set as a block (dish-blocks.ts): its description follows in the block and ends
   * with the price. The line is held as that dish's name, whatever its type says.
   */
  blockName?: boolean;
  /** Ended with a colon ("Sparkling:", "About our beef:"), which the text no longer shows. */
  colon?: boolean;
}

/** What layout analysis knows about a line beyond its text. */
export type LineHint = Pick<
  MenuLine,
  'styledHeading' | 'minor' | 'plain' | 'lead' | 'size' | 'role' | 'blockName'
>;

const LEADING_JUNK = /^(?:[•·*‣◦▪●■□~|_=>]+\s*|[-–—]+\s+|[‘’'`".,:;]+\s+)+/u;
// Applied in a loop rather than as one (a|b)+$ pattern, which backtracks exponentially.
const TRAILING_JUNK = [/[|~_=•#]+$/u, /\s+[|~_=*•·.,:;'`‘’#<-]+$/u];
/** Longer lines are not menu lines; capping them keeps every regex cheap. */
const MAX_LINE = 1000;

function stripTrailingJunk(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    for (const re of TRAILING_JUNK) out = out.replace(re, '');
  }
  return out;
}
/** Heading ornaments on both ends: "=== SPECIALS ===", "~ Mains ~", "— STARTERS —". */
const DECORATED = /^[=~*#_•·<>\-–—]+\s*(.*?)\s*[=~*#_•·<>\-–—]+$/u;
const ADDON_START = [
  /^(?:add(?!-?ons?\b)|\+|substitute|make it|upgrade|choice of|a la mode)\b/i,
  /^(?:extra|with|sub)\s+\p{Ll}/u,
  // "+ ADD: halloumi £4.95", "+ fries 2".
  /^\+\s*\p{L}/u,
  // Deals: "2 for £10", "any 3 for 12".
  /^(?:any\s+)?(?:\d|two|three|four)\s+for\s+[$€£¥]?\d/iu,
];
const ADDON_CLAUSE = /^(?:add|substitute|upgrade|make it)\b/i;
const NAME_SEPARATOR = /\s[—–-]\s|\.{2,}|\s{2,}/;

/**
 * "add bacon $2", "A LA MODE ADD 1.50", "Served with chips. Substitute fries for $2.": the price
 * belongs to an option of the item above, not to a new dish. A line that opens with a dish name
 * ("Kale Caesar - ... Add chicken $5. $12.00") is a dish, whatever its last clause says.
 */
function isAddon(clean: string, price: LinePrice | null): boolean {
  if (ADDON_START.some((re) => re.test(clean)) || hasUpcharge(clean)) return true;
  if (EXTRAS_LABEL.test(clean)) return true;
  if (!price || price.position !== 'trailing' || NAME_SEPARATOR.test(price.name)) return false;
  const clauses = price.name.split(/[.;!?]\s+/);
  return clauses.length > 1 && ADDON_CLAUSE.test(clauses[clauses.length - 1].trim());
}

/**
 * "Pkhali (VG) spinach and beetroot walnut pâtés": a dietary mark right after the name, then
 * lowercase running text. Where type cannot tell name from description (OCR has no weight), the
 * mark does: a dash keeps the boundary once the mark is taken out.
 */
function markCodeBoundary(text: string): string {
  return text.replace(
    /^(\p{Lu}[^()—–]{1,40}?)\s*(\((?:[A-Za-z]{1,3})(?:[,/ ]+[A-Za-z]{1,3})*\)) {1,2}(?=\p{Ll})/u,
    '$1 $2 — ',
  );
}

/** "Cucina romana dal 1987", "Est. 1998": a year in a tagline, not a price. */
function isFoundingYear(price: LinePrice): boolean {
  return (
    /^(?:19|20)\d\d$/.test(price.display) &&
    /\b(?:since|dal|est\.?|established|depuis|seit|desde|founded|anno|from)$/i.test(price.name)
  );
}

export function normaliseText(text: string): string[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/\u00a0|\u2007|\u202f/g, ' ')
      .replace(/\t/g, '    ')
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/…/g, '...')
      // Inch marks typed as two apostrophes or a double prime: "Small 8'' $8.99".
      .replace(/(\d)\s?(?:''|″)/g, '$1"')
      .split('\n')
      .map(undoubled)
  );
}

/**
 * "OMELETSOMELETS": a heading drawn twice for a shadow or fake bold comes out of the PDF twice
 * over. A line made of one text repeated exactly (six letters or more) is that text once.
 */
function undoubled(line: string): string {
  const text = line.trim();
  const half = text.length / 2;
  if (half < 6 || !Number.isInteger(half) || !/\p{L}{3}/u.test(text)) return line;
  const first = text.slice(0, half);
  return first === text.slice(half) ? line.replace(text, first) : line;
}

function emptyMarks(): Marks {
  return { dietary: [], allergens: [] };
}

/** Type this much larger than the body is a banner, whatever its words say. */
const BANNER_SIZE = 1.5;

export function classifyLine(
  raw: string,
  index: number,
  style: PriceStyle = {},
  hint: LineHint = {},
): MenuLine {
  const plain = classifyPlain(raw, index, style);
  if (plain.kind === 'blank' || plain.kind === 'noise') return plain;
  // "Make it loaded..", "ADD A SIDE" set large with no price: the heading of a section of extras.
  const banner = plain.kind === 'text' && hint.styledHeading && (hint.size ?? 0) >= BANNER_SIZE;
  const line = banner && words(plain.text).length <= 5 ? { ...plain, addon: false } : plain;
  // Styled text is a heading; a styled priced line ("Sides 6") may head a section price.
  const headingText = hint.styledHeading && line.kind === 'text' && !line.addon;
  return {
    ...line,
    ...hint,
    // "RESERVE   GLASS/BOTTLE", "— STARTERS —": the text itself marks a heading, in any type.
    plain: Boolean(hint.plain) && !line.decorated,
    styledHeading: Boolean(hint.styledHeading) && !line.addon,
    decorated: line.decorated || Boolean(headingText),
  };
}

function classifyPlain(raw: string, index: number, style: PriceStyle): MenuLine {
  const indent = raw.match(/^ */)?.[0].length ?? 0;
  const base: MenuLine = {
    index,
    kind: 'blank',
    text: '',
    indent,
    decorated: false,
    addon: false,
    marks: emptyMarks(),
  };
  let text = raw.slice(0, MAX_LINE).trim();
  const ornament = text.match(DECORATED);
  const decorated = Boolean(ornament && /\p{L}/u.test(ornament[1]));
  if (ornament && decorated) text = ornament[1];
  text = stripTrailingJunk(text.replace(LEADING_JUNK, '')).trim();
  // Nothing but punctuation or a stray OCR letter: a visual separator.
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 && !/\d/.test(text) && extractCodes(text).text.trim() === text) return base;

  // "(47kcal) V VG GF" on a line of its own: the energy and marks of the dish above, no heading.
  const energy = energyLineMarks(text);
  if (energy) return { ...base, kind: 'text', marks: energy };
  const { text: withoutCodes, marks } = extractCodes(markCodeBoundary(text));
  const clean = withoutCodes.trim();
  // "Lunch 12-3pm": a serving time after a heading holds no price.
  const found = clean ? findLinePrice(withoutServingTime(clean), style) : null;
  const price = found && !isFoundingYear(found) ? found : null;
  if (isColumnHeader(text) || SIZE_COLUMN.test(text)) return { ...base, kind: 'noise', text };
  const tailHeading = price ? null : headingWithTail(text);
  if (tailHeading) return { ...base, kind: 'text', text: tailHeading, decorated: true };
  if (isNoiseLine(text)) return { ...base, kind: 'noise', text };

  const endsWithColon = /:$/.test(clean) && !/\d/.test(clean);
  const line: MenuLine = {
    ...base,
    text: clean.replace(/:$/, '').trim(),
    marks,
    decorated: decorated || endsWithColon,
    ...(endsWithColon ? { colon: true } : {}),
  };
  if (!clean) return { ...line, kind: 'text' }; // a line of marks only, e.g. "(v)"

  const addon = isAddon(clean, price);
  if (!price) return { ...line, kind: 'text', addon };
  if (!/\p{L}/u.test(price.name) && !/\p{L}/u.test(price.rest)) {
    return { ...line, kind: 'price', price };
  }
  return { ...line, kind: 'priced', price, addon, text: clean };
}

export function classifyLines(
  rawLines: string[],
  style: PriceStyle = {},
  hints: Array<LineHint | undefined> = [],
  cellRows?: ReadonlySet<number>,
  edges?: Array<RowEdge | undefined>,
): MenuLine[] {
  const lines = rawLines.map((raw, i) => {
    const line = classifyLine(raw, i, style, hints[i]);
    return cellRows?.has(i) ? { ...line, cell: true } : line;
  });
  const tables = lines.map((line, i): MenuLine => {
    if (isTableHeader(lines, i, rawLines[i])) return { ...line, kind: 'noise' };
    // "mushrooms | peppers  1.5" under an extras line: more of its options.
    const above = lines[i - 1];
    const more = above?.addon && EXTRAS_LABEL.test(rawLines[i - 1]!.trim());
    return more && line.kind === 'priced' && /^\s*\p{Ll}[^|]*\|/u.test(rawLines[i]!)
      ? { ...line, addon: true }
      : line;
  });
  return labelPriceColumns(tables, rawLines, cellRows, edges);
}
