/**
 * What a section heading looks like. Whether a heading-shaped line really starts a section also
 * depends on its neighbours; that decision is made in assemble.ts.
 */
import { cleanHeading } from './item-text';
import { isAllCaps, isTitleish, startsLowercase, stripDiacritics, words } from './text-utils';

/** Words that name menu sections; a Title Case line containing one is a heading even without a
 * blank line before it. */
const SECTION_WORDS = new Set(
  [
    'starters',
    'starter',
    'appetizers',
    'appetisers',
    'apps',
    'antipasti',
    'small',
    'plates',
    'snacks',
    'shareables',
    'share',
    'sharing',
    'soups',
    'soup',
    'salads',
    'greens',
    'mains',
    'main',
    'entrees',
    'entree',
    'courses',
    'sandwiches',
    'burgers',
    'pizza',
    'pizzas',
    'pizze',
    'pasta',
    'sides',
    'desserts',
    'dessert',
    'sweets',
    'puddings',
    'drinks',
    'beverages',
    'cocktails',
    'mocktails',
    'wines',
    'wine',
    'beer',
    'beers',
    'spirits',
    'whiskey',
    'whisky',
    'sparkling',
    'bubbles',
    'red',
    'white',
    'rose',
    'coffee',
    'tea',
    'brunch',
    'breakfast',
    'lunch',
    'dinner',
    'dinners',
    'kids',
    'specials',
    'raw',
    'seafood',
    'grill',
    'noodles',
    'rice',
    'curries',
    'tapas',
    'bowls',
    'tacos',
    'burritos',
    'taps',
    'draft',
    'bottles',
    'cans',
    'proof',
    'cheese',
    'accompaniments',
    'extras',
    'add-ons',
    'ramen',
    'sushi',
    'dim',
    'sum',
    'vegetables',
    'platters',
  ].map((w) => stripDiacritics(w)),
);

export function hasSectionWord(text: string): boolean {
  return words(stripDiacritics(text).toLowerCase()).some((w) =>
    SECTION_WORDS.has(w.replace(/[^\p{L}-]/gu, '')),
  );
}

/** Short, no sentence punctuation, ALL CAPS or Title Case (or ending with a colon). */
export function isHeadingShape(rawText: string, decorated: boolean): boolean {
  const text = cleanHeading(rawText);
  const source = rawText.replace(/\s{2,}.*$/, '').trim();
  const n = words(text).length;
  if (n === 0 || text.length > 48 || !/\p{L}{2}/u.test(text)) return false;
  // A comma at the end goes on into the next words: a sentence set justified, not a heading.
  // A trailing ellipsis is a heading's flourish ("Make it loaded..", "To finish…").
  if (/[.!?;,]$/.test(source.replace(/(?:\.{2,}|…)$/u, ''))) return false;
  const caps = isAllCaps(source);
  if (n > (caps ? 7 : 6)) return false;
  const commas = (source.match(/,/g) ?? []).length;
  // "Green, White & Herbal": a list of capitalised words is a heading; "Tomato, basil" is not.
  const listed = source.split(/\s+/).every((w) => /^(?:&|and|\p{Lu})/u.test(w));
  if (commas > (caps ? 1 : listed ? 2 : 0)) return false;
  if (decorated) return !startsLowercase(text) || n <= 3;
  return caps || isTitleish(source);
}
