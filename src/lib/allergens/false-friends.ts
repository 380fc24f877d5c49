import { findSpans, type Span } from './text-match';

/**
 * Words that look like an allergen but are not one here. Each pattern (folded, case-insensitive)
 * blanks only the misleading word, so 'almond milk' still suggests tree nuts and 'oat milk' still
 * suggests gluten: only the 'milk' is a false friend.
 *
 * Left out on purpose, because whole-word matching already gets them right: coconut (not a tree
 * nut in the EU's list, and the FDA took it off its tree nut list in its January 2025 guidance),
 * nutmeg, butternut squash, water chestnut, buckwheat, eggplant, doughnut, cornflour.
 */
const FALSE_FRIENDS: readonly string[] = [
  // Producers and places on wine and drinks lists.
  'billecart[\\s-]+salmon', // Champagne house
  'salmon creek', // California winery
  'egg harbou?r', // New Jersey and Wisconsin towns, and their wineries
  'buttermilk falls', // New York state park, and the beers named after it
  'oyster bay', // New Zealand winery
  'crab farm', // New Zealand winery
  'fish hoek', // South African wine town
  'cape cod(?:der)?', // the place and the cocktail
  'butter(?=[\\s-]+chardonnay)', // JaM Cellars 'Butter' Chardonnay
  // Not what the word says.
  'cream of tartar', // potassium bitartrate, a raising agent
  'cream soda',
  'ginger ale', // a soft drink, not a beer
  'crab ?apples?',
  'roe deer',
  'tiger nuts?', // a tuber
  'oyster(?=[\\s-]+mushrooms?)',
  'bun (?:cha|bo|rieu|thit nuong)', // Vietnamese rice-vermicelli dishes ('bún')
  'wine (?:pairing|list|flight)s?', // offered beside the dish, not in it
  // Plant 'milks' and butters: the plant word suggests its own allergen, the dairy word none.
  '(?<=(?:coconut|oat|almond|soy|soya|rice|cashew|hemp|pea|macadamia|hazelnut)[\\s-]+)(?:milk|cream|butter|yog(?:h)?urt)',
  '(?<=(?:cocoa|cacao|shea|peanut|almond|cashew|nut|seed|apple|sunflower)[\\s-]+)butter',
  // Flours and noodles that are not wheat.
  '(?<=(?:rice|chickpea|gram|corn|maize|almond|coconut|buckwheat|tapioca|potato|cassava|teff|sorghum|quinoa)[\\s-]+)flours?',
  '(?<=(?:rice|glass|cellophane|kelp|zucchini|courgette|sweet potato|konjac|shirataki|mung bean)[\\s-]+)noodles?',
];

const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${FALSE_FRIENDS.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Where the text's false friends are, so that no rule matches inside them. */
export function falseFriendSpans(folded: string): Span[] {
  return findSpans(PATTERN, folded);
}
