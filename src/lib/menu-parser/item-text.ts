/**
 * Splitting the text of a priced line into item name and description, and tidying names.
 */
import { withoutServingTime } from './serving-time';
import {
  SMALL_WORDS,
  collapseSpaces,
  isAllCaps,
  toDisplayCase,
  startsLowercase,
  words,
} from './text-utils';

const LEADERS = /\s*(?:\.{2,}|(?:\.\s){2,}\.?|…+|_{2,}|·{2,}|-{3,}|~{2,}|={2,})\s*/;
const SEPARATORS = [/\s{3,}/, /\s+[—–-]\s+/, /\s+[|~•·]\s+/, /:\s+/, /\s{2,}/];
/** "5.0%", "12oz", "1 1/2 lb": a measure, which on its own is a detail, not a name. */
const MEASURE = /^(?:abv\s*)?[\d\s/.,]+\s*(?:%|oz|lb|lbs|g|kg|ml|cl|l|"|in)?(?:\s*abv)?$/i;
const VINTAGE = /\b(?:19|20)\d{2}\b|\bNV\b/;

/**
 * A grape or wine style as a cell of its own ("Old Vine Zinfandel", "White Blend", "Rosé"): in a
 * wine table "Producer   Varietal   Region   $9" the wine is producer and varietal together.
 */
const VARIETAL = new RegExp(
  `^(?:[\\p{L}'-]+\\s){0,2}(?:${[
    'chardonnay',
    'sauvignon blanc',
    'fum[eé] blanc',
    'pinot (?:noir|grigio|gris|blanc|meunier)',
    'merlot',
    'cabernet(?: sauvignon| franc)?',
    'malbec',
    'shiraz',
    'syrah',
    'petite? sirah',
    'zinfandel',
    'riesling',
    'ros[eé]',
    '(?:red|white) blend',
    'tempranillo',
    'grenache',
    'garnacha',
    'sangiovese',
    'nebbiolo',
    'barbera',
    'montepulciano',
    'primitivo',
    'chenin blanc',
    'viognier',
    'gew[uü]rztraminer',
    'albari[nñ]o',
    'verdejo',
    'gr[uü]ner veltliner',
    'moscato',
    'prosecco',
    'carm[eé]n[eè]re',
    'mourv[eè]dre',
    'gamay',
    'vermentino',
    'torront[eé]s',
    's[eé]millon',
  ].join('|')})$`,
  'iu',
);

/** Every word of four letters or more starts with a capital, and there are two or more. */
function isTitleCase(text: string): boolean {
  const long = text.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  return long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w));
}

export interface NameParts {
  name: string;
  description: string;
}

function wordCount(text: string): number {
  return words(text).length;
}

/**
 * Splits "Avocado Toast — sourdough, chili" / "Burger ...... " / "Scotch Egg, piccalilli" into
 * name and description. Wine lists keep commas in the name ("Chablis, William Fèvre 2021"),
 * because producer and region are part of what a guest orders.
 */
export function splitNameDescription(text: string, isWineList: boolean): NameParts {
  const lead = isWineList ? null : capsLead(text);
  if (lead) return lead;
  const leader = text.match(LEADERS);
  if (leader && leader.index !== undefined && leader.index > 0) {
    const name = text.slice(0, leader.index);
    const rest = text.slice(leader.index + leader[0].length);
    return { name, description: rest };
  }
  for (const sep of SEPARATORS) {
    const m = text.match(sep);
    if (!m || m.index === undefined || m.index === 0) continue;
    const left = text.slice(0, m.index);
    const right = text.slice(m.index + m[0].length);
    if (!right.trim()) return { name: left, description: '' };
    const [cell, ...rest] = right.split(/\s{2,}/);
    if (/^\s{2,}$/.test(m[0]) && VARIETAL.test(cell.trim()) && wordCount(left) <= 4) {
      return { name: `${left} ${cell.trim()}`, description: rest.join('  ') };
    }
    if (wordCount(left) >= 1 && wordCount(left) <= 8) return { name: left, description: right };
  }
  const comma = text.indexOf(', ');
  if (comma > 0) {
    const left = text.slice(0, comma);
    const right = text.slice(comma + 2);
    if (MEASURE.test(right.trim())) return { name: left, description: right };
    const wineLike = isWineList || VINTAGE.test(text);
    const leftWords = wordCount(left);
    if (!wineLike && leftWords <= 6 && (startsLowercase(right) || leftWords >= 2)) {
      // "Curried Cauliflower, Red Lentil & Squash Stew": Title Case on both sides is one name.
      if (isTitleCase(left) && isTitleCase(right) && !isAllCaps(text))
        return { name: text, description: '' };
      return { name: left, description: right };
    }
  }
  return { name: text, description: '' };
}

/**
 * "HALLOUMI FRIES smoked paprika & honey": a name in capitals runs straight into its description
 * in lower case, with no dash or comma between them. Only a lead of four letters or more followed
 * by two or more words counts, so "BLT on sourdough" or "BBQ pulled pork" stay whole, and none
 * of those words may be in capitals again. A dash typed against the name ("CRAB MELT- crab, rye")
 * goes with neither.
 */
function capsLead(text: string): NameParts | null {
  const m = text.match(
    /^((?:[\p{Lu}\d&'’.]+\s+)*?[\p{Lu}&'’.]*\p{Lu}[\p{Lu}&'’.]*)[-–—]?\s+(?=\p{Ll})(.+)$/u,
  );
  if (!m) return null;
  const [, name, rest] = m;
  if ((name.match(/\p{Lu}/gu) ?? []).length < 4 || wordCount(rest) < 2) return null;
  // "HAM & EGGS or BEANS": capitals again after the small word: one name.
  if (/(?:^|\s)\p{Lu}{3,}(?=\s|$)/u.test(rest)) return null;
  return { name, description: rest };
}

/** Tidies an item name: numbering, leaders, footnote stars, trailing ABV, ALL CAPS. */
export function cleanName(raw: string): NameParts {
  let name = raw
    .replace(/^(?:#\s?\d{1,3}|no\.\s?\d{1,3}|\d{1,3}[a-zA-Z]?[.)]|[A-Z]{1,2}\d{1,2}[.):])\s+/, '')
    .replace(/^\d{1,2}[.)](?=\p{Lu}\p{L})/u, '') // "4.Diavola": a number glued to the name
    .replace(/^[A-Z]?\d{1,4}\s{2,}(?=\p{L})/u, '') // bin numbers set apart: "112   Chablis"
    .replace(/[*†‡]+/g, ' ')
    // A mark standing alone after the name is an icon OCR read as a sign ("Cinnamon Knot ©").
    .replace(/\s+[©®™]$/u, '')
    .replace(/^[\s.·…_~=|:;,–—-]+|[\s.·…_~=|:;,–—/-]+$/g, '');
  let description = '';
  const abv = name.match(/[,\s]+(?:abv\s*)?\d+(?:[.,]\d+)?\s?%(?:\s*abv)?$/i);
  if (abv && abv.index && abv.index > 0) {
    description = abv[0].replace(/^[,\s]+/, '');
    name = name.slice(0, abv.index);
  }
  name = collapseSpaces(name);
  if (/^["'].*["']$/.test(name)) name = name.slice(1, -1);
  name = isAllCaps(name) ? toDisplayCase(name) : capitaliseFirst(name);
  return { name, description };
}

function capitaliseFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (SMALL_WORDS.has(first.toLowerCase()) && text.length > first.length) return text;
  return text.replace(
    /^(\P{L}*)(\p{Ll})/u,
    (_m, pre: string, ch: string) => pre + ch.toUpperCase(),
  );
}

/** Display form of a heading: ornaments, column labels and serving times removed, ALL CAPS softened. */
export function cleanHeading(text: string): string {
  const stripped = text
    .replace(/^[\s.·…_~=|:;,*#–—-]+|[\s.·…_~=|:;,*#–—-]+$/g, '')
    .replace(/\s{2,}.*$/, ''); // trailing column labels after a wide gap
  return toDisplayCase(collapseSpaces(withoutServingTime(stripped)));
}
