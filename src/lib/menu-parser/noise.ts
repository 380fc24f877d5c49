/**
 * Header/footer noise: restaurant contact lines, opening hours, legal notes, page numbers. These
 * lines hold numbers that look like prices (phone numbers, ZIP codes, "20% gratuity"), so they are
 * recognised before any price detection.
 */
import { isLabelToken } from './tokens';

const URL_OR_HANDLE =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+@[\w-]+\.\w+|\b[\w-]+\.(?:com|net|org|co\.uk|co|io|menu|restaurant|fr|de|es|it|be)\b|(?:^|\s)@\w{3,}/i;
const TIME =
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d{1,2}[:h]\d{2}\s*[-–—]\s*\d{1,2}[:h]\d{2}\b|\b(?:from|until|till|to|at|[-–—])\s*(?:12\s*)?(?:noon|midnight)\b|\b12\s*noon\b/i;
const DAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\\.?';
const DAY_RANGE = new RegExp(`\\b${DAY}\\s*(?:[-–—&]|to|through|thru)\\s*${DAY}\\b`, 'i');
const HOURS_WORDS = new RegExp(
  `^(?:hours|opening hours|business hours)\\b|\\bopen\\s+(?:daily|\\d+\\s*hours|7\\s*days|every\\s*day|from|until|till)\\b|\\bclosed\\s+(?:on\\s+)?${DAY}`,
  'i',
);
const ADDRESS =
  /^\d{1,5}\s+(?:[NSEW]{1,2}\.?\s+)?[\p{L}'.-]+(?:\s+[\p{L}'.-]+){0,4}\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|dr|drive|way|pl|place|sq|square|hwy|highway|pkwy|parkway|ct|court|terrace|route|rte)\b/iu;
/** Street addresses written street-first ("Via dei Coronari 41", "Rue Oberkampf 12"). */
const STREET_FIRST =
  /(?:^|[-–—·|,]\s*)(?:via|viale|piazza|corso|largo|rue|calle|avenida|plaza|rua|carrer)\s+[\p{L}'’. -]{3,40}\s\d{1,4}\b|\p{L}{3,}(?:straße|strasse|gasse|weg|platz|gade|vej|gatan)\s+\d{1,4}\b/iu;
const POSTCODE =
  /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b|,\s*\d{4,5}\s+\p{Lu}\p{Ll}+/u;
const CONTACT_WORDS =
  /^(?:tel|telephone|phone|ph|call|reservations?|bookings?|fax|email|e-mail|web|website)\b\.?\s*(?::|[\d(+])/i;
const NOTES = new RegExp(
  [
    'gratuity',
    'service charge',
    'service (?:non )?compris',
    'service (?:is )?(?:not )?included',
    'consuming raw',
    'undercooked',
    'foodborne',
    'subject to change',
    'prices (?:are |may )?(?:subject|vary)',
    '(?:alert|inform|notify|tell|advise) (?:your|our) server',
    'food allerg',
    'allergies',
    'allergen information',
    'before (?:placing your )?order',
    'we (?:accept|do not accept|are unable)',
    'credit cards?',
    'cash only',
    'no substitutions',
    'split (?:checks|bills)',
    'corkage',
    'follow us',
    'instagram',
    'facebook',
    'tiktok',
    'twitter',
    // A copyright notice, not an icon OCR read as "©" after a dish name.
    '©\\s*(?:\\d{4}|[a-z]{2})',
    'copyright',
    'all rights reserved',
    'prix ttc',
    '\\bttc\\b',
    '\\btva\\b',
    '\\bvat\\b',
    '\\biva\\b',
    '\\bmwst\\b',
    'tax(?:es)? (?:not )?included',
    'plus tax',
    'menu printed',
    'thank you for',
    'wi-?fi',
    '(?:^|\\s)(?:est\\.?|established|since)\\s*\\d{4}\\b',
  ].join('|'),
  'i',
);
const PAGE_NUMBER =
  /^(?:page|pg\.?|p\.)\s*\d+(?:\s*(?:of|\/)\s*\d+)?$|^[-–—~\s]+\d{1,3}[-–—~\s]+$|^\d{1,3}\s*(?:of|\/)\s*\d{1,3}$/i;
const LEGEND = /^(?:key|legend|dietary key)\s*[:\-–]/i;
const DIETARY_CODE = /\((?:v|vg|ve|gf|df|n|nf)\)/gi;
const HEADER_WORDS = new Set([
  '$',
  '€',
  '£',
  '¥',
  'chf',
  'kr',
  'no.',
  'no',
  '#',
  'ingredient',
  'ingredients',
  'main ingredient',
  'price',
  'prices',
  'item',
  'items',
  'name',
  'dish',
  'description',
  'region',
  'country',
  'vintage',
  'producer',
  'size',
  'qty',
  'cost',
  'wine',
]);

function isPhone(text: string): boolean {
  for (const m of text.matchAll(/\+?\(?\d[\d\s().-]{6,}\d/g)) {
    // "1.99     2.59     2.99": a row of sizes' prices has the digits of a number but not its
    // shape; no phone number is written as amounts with decimals set apart by spaces.
    const amounts = m[0].split(/\s+/).filter((t) => /^\d{1,4}[.,]\d{2}$/.test(t)).length;
    if (amounts >= 2) continue;
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 9 && /[\s().-]/.test(m[0])) return true;
  }
  return false;
}

/**
 * "RESERVE        GLASS/BOTTLE": a section's name over the names, then one label for the price
 * column that holds both prices ("$9/$34"). A header row names each column on its own, and its
 * first cell is a column's name ("Wine", "Dish"), not a section's.
 */
export function isHeadingOverPricePair(text: string): boolean {
  const cells = text.trim().split(/\s{2,}/);
  return (
    cells.length === 2 &&
    /^\p{L}+(?:\s\p{L}+)?$/u.test(cells[0]!) &&
    !HEADER_WORDS.has(cells[0]!.toLowerCase()) &&
    /^\p{L}+\s?\/\s?\p{L}+$/u.test(cells[1]!)
  );
}

/** "glass | bottle", "Wine | Region | Price": column headers of a table, not items or headings. */
export function isColumnHeader(text: string): boolean {
  if (isHeadingOverPricePair(text)) return false;
  const isHeaderCell = (c: string) => isLabelToken(c) || HEADER_WORDS.has(c.toLowerCase());
  const cells = text
    .split(/\s*[|/]\s*|\t|\s{2,}/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length >= 2 && cells.every(isHeaderCell)) return true;
  // A table's header row: short cells set apart by wide gaps, no amounts, and
  // at least two cells header words ("Dish   Main ingredient   Description   Price").
  const wide = text
    .split(/\s*\|\s*|\t|\s{3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (
    wide.length >= 3 &&
    wide.every((c) => isHeaderCell(c) || (c.split(/\s+/).length <= 3 && !/\d/.test(c))) &&
    wide.filter((c) => c.split(/\s*\/\s*/).some((p) => HEADER_WORDS.has(p.toLowerCase()))).length >=
      2
  ) {
    return true;
  }
  // Cells joined by single spaces after whitespace cleanup: "Wine Region Price". Labels alone
  // ("HALF BOTTLES") are too common in headings, so a true header word must be present.
  const plain = text.split(/\s+/).filter(Boolean);
  return (
    plain.length >= 2 &&
    plain.every(isHeaderCell) &&
    plain.some((w) => HEADER_WORDS.has(w.toLowerCase()))
  );
}

export function isNoiseLine(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (PAGE_NUMBER.test(t)) return true;
  if (URL_OR_HANDLE.test(t) || isPhone(t) || CONTACT_WORDS.test(t)) return true;
  if (TIME.test(t) || DAY_RANGE.test(t) || HOURS_WORDS.test(t)) return true;
  if (ADDRESS.test(t) || STREET_FIRST.test(t) || POSTCODE.test(t)) return true;
  // A tagline of phrases ("Raw bar · Chowder · Fried fish · Pier 7"), not a dish with a price.
  const phrases = t.split(/\s[·•]\s/);
  if (phrases.length >= 3 && phrases.every((p) => /\p{L}{2}/u.test(p))) return true;
  if (NOTES.test(t)) return true;
  // A dietary legend: "Key: (V) vegetarian (VG) vegan (GF) gluten-free".
  if (LEGEND.test(t)) return true;
  if ((t.match(DIETARY_CODE)?.length ?? 0) >= 3 && /vegetarian|vegan|gluten/i.test(t)) return true;
  return isColumnHeader(t);
}
