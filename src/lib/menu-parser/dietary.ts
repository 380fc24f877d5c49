/**
 * Dietary marks, allergens and ingredients. Menus mark diets with codes ("(V)", "(GF, DF)",
 * "[VG]") or words ("vegan", "gluten-free"); we normalise both to words, strip the marks from
 * item names, and infer allergens from ingredient keywords.
 */

export interface Marks {
  dietary: string[];
  allergens: string[];
}

type CodeMeaning = { dietary?: string; allergen?: string };

/** Known codes. Codes meaning "option available" (GFO, VGO…) are stripped but add nothing. */
const CODES: Record<string, CodeMeaning> = {
  v: { dietary: 'vegetarian' },
  veg: { dietary: 'vegetarian' },
  vg: { dietary: 'vegan' },
  ve: { dietary: 'vegan' },
  vegan: { dietary: 'vegan' },
  gf: { dietary: 'gluten-free' },
  df: { dietary: 'dairy-free' },
  nf: { dietary: 'nut-free' },
  n: { allergen: 'nuts' },
  gfo: {},
  gfa: {},
  vgo: {},
  vo: {},
  dfo: {},
  s: {},
};
const CODE_ALT = Object.keys(CODES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const CODE_GROUP = new RegExp(
  `\\s*[([]\\s*((?:${CODE_ALT})(?:\\s*[,/&+|]\\s*(?:${CODE_ALT}))*)\\s*[)\\]]`,
  'gi',
);
/** Bare uppercase codes after the price: "Falafel Wrap 12 V GF". */
const CODES_AFTER_PRICE = /(?<=\d)((?:(?:\s*[,/]\s*|\s+)(?:VG|VE|GF|DF|V)\b)+)\s*$/;
/** Bare uppercase codes at the end of a name: "Falafel Wrap V GF". */
const TRAILING_BARE_CODES = /(?:\s+(?:V|VG|VE|GF|DF)(?:\/(?:V|VG|VE|GF|DF))*)+$/;
const TRAILING_SLASH_CODES =
  /\s+\/\s?((?:v|vg|ve|gf|df)(?:\s?\/\s?(?:v|vg|ve|gf|df))*)(\s+option(?:\s+available)?)?$/i;

const DIET_WORDS: Array<[RegExp, string]> = [
  [/\bvegan\b/i, 'vegan'],
  [/\bvegetarian\b/i, 'vegetarian'],
  [/\bgluten[\s-]?free\b/i, 'gluten-free'],
  [/\bdairy[\s-]?free\b/i, 'dairy-free'],
  [/\bnut[\s-]?free\b/i, 'nut-free'],
  [/\bhalal\b/i, 'halal'],
  [/\bkosher\b/i, 'kosher'],
];
/** "can be made vegan", "gluten-free bun available": an option, not a property of the dish. */
const OPTION_CONTEXT =
  /available|option|on request|upon request|can be|ask|substitut|\badd\b|\+|upgrade|instead/i;
const TRAILING_DIET_LIST =
  /(?:\s*[,;(]\s*(?:vegan|vegetarian|gluten[\s-]?free|dairy[\s-]?free|nut[\s-]?free|halal|kosher)\)?)+\s*$/i;

const ALLERGENS: Array<[RegExp, string]> = [
  [/\bpeanuts?\b/i, 'peanuts'],
  [
    /\b(?:nuts?|almonds?|walnuts?|pecans?|pistachios?|hazelnuts?|cashews?|macadamia|pine nuts?|praline|marcona)\b/i,
    'nuts',
  ],
  [
    /\b(?:shrimp|prawns?|crab|lobster|langoustine|scallops?|mussels?|clams?|oysters?|shellfish|crayfish|squid|octopus|calamari|gambas|mariscos)\b/i,
    'shellfish',
  ],
  [
    /\b(?:cheese|cheddar|butter|cream|milk|yogurt|yoghurt|parmesan|parmigiano|mozzarella|ricotta|feta|burrata|mascarpone|gruy[eè]re|brie|chèvre|goat cheese|paneer|ghee|crème|gelato|ice cream|custard|béchamel|emmental|fontina|gorgonzola|halloumi|queso|cotija|fior di latte)\b/i,
    'dairy',
  ],
  [
    /\b(?:eggs?|aioli|alioli|mayo|mayonnaise|meringue|hollandaise|custard|omelette|frittata|benedict)\b/i,
    'egg',
  ],
  [
    /\b(?:bread|brioche|flour|pasta|wheat|sourdough|croutons?|bun|pastry|panko|breaded|battered|batter|baguette|toast|naan|roti|pita|noodles|crust|waffles?|pancakes?|croissant|tortilla|seitan|barley|rye|gluten)\b/i,
    'gluten',
  ],
  [/\b(?:soy|soya|tofu|edamame|miso|tamari|shoyu)\b/i, 'soy'],
  [
    /\b(?:fish|salmon|tuna|cod|anchov(?:y|ies)|boquerones|halibut|trout|sea bass|mackerel|sardines?|haddock|snapper|swordfish|dashi|bonito)\b/i,
    'fish',
  ],
  [/\b(?:sesame|tahini)\b/i, 'sesame'],
];

/** Removes "(V)", "(GF, DF)", "[VG]" codes from a line and returns what they meant. */
export function extractCodes(text: string): { text: string; marks: Marks } {
  const marks: Marks = { dietary: [], allergens: [] };
  const stripped = text.replace(CODE_GROUP, (_m, group: string) => {
    for (const code of group.split(/\s*[,/&+|]\s*/)) {
      addMeaning(marks, CODES[code.toLowerCase()]);
    }
    return ''; // the leading space went with the match, so column gaps after it survive
  });
  const after = stripped.match(CODES_AFTER_PRICE);
  if (after && after.index !== undefined) {
    for (const code of after[1].trim().split(/[\s,/]+/))
      addMeaning(marks, CODES[code.toLowerCase()]);
    return { text: stripped.slice(0, after.index).replace(/\s+$/, ''), marks };
  }
  return { text: stripped.replace(/\s+$/, ''), marks };
}

/** "(420kcal)", "(225kcal) / (450kcal) V VG GF", "650 cal": a dish's energy, and its marks. */
const ENERGY_LINE =
  /^\s*(?:\(?\d{1,4}(?:[.,]\d)?\s?k?cals?\)?\s*(?:[/|,]\s*)?)+((?:[\s,/]*\b[a-z]{1,3}\b)*)\s*$/i;

/** The marks of a line that holds only a dish's energy and its codes; null for any other line. */
export function energyLineMarks(text: string): Marks | null {
  const energy = ENERGY_LINE.exec(text);
  if (!energy) return null;
  const marks: Marks = { dietary: [], allergens: [] };
  for (const code of energy[1].split(/[\s,/]+/))
    if (code) addMeaning(marks, CODES[code.toLowerCase()]);
  return marks;
}

function addMeaning(marks: Marks, meaning: CodeMeaning | undefined): void {
  if (meaning?.dietary) addUnique(marks.dietary, meaning.dietary);
  if (meaning?.allergen) addUnique(marks.allergens, meaning.allergen);
}

export function addUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/** Strips trailing diet codes and diet words from an item name ("Lemon Rice, vegan, gluten-free"). */
export function extractNameMarks(name: string): { name: string; marks: Marks } {
  const marks: Marks = { dietary: [], allergens: [] };
  let out = name;
  const bare = out.match(TRAILING_BARE_CODES);
  if (bare && bare.index && bare.index > 0) {
    for (const code of bare[0].trim().split(/[\s/]+/)) addMeaning(marks, CODES[code.toLowerCase()]);
    out = out.slice(0, bare.index);
  }
  // "BEAN DIP /vg", "FISH PIE /v option available": codes after a slash; an option is
  // offered, not what the dish is.
  const slashed = out.match(TRAILING_SLASH_CODES);
  if (slashed && slashed.index && slashed.index > 0) {
    if (!slashed[2]) {
      for (const code of slashed[1].split('/')) addMeaning(marks, CODES[code.trim().toLowerCase()]);
    }
    out = out.slice(0, slashed.index);
  }
  const list = out.match(TRAILING_DIET_LIST);
  if (list && list.index && list.index > 0) {
    out = out.slice(0, list.index);
  }
  for (const [re, word] of DIET_WORDS) if (re.test(name)) addUnique(marks.dietary, word);
  return { name: out.trim(), marks };
}

/** Diet words in a description, ignoring options ("can be made vegan on request"). */
export function dietaryFromDescription(description: string): string[] {
  const found: string[] = [];
  for (const clause of description.split(/[,;.()]/)) {
    if (OPTION_CONTEXT.test(clause)) continue;
    for (const [re, word] of DIET_WORDS) if (re.test(clause)) addUnique(found, word);
  }
  return found;
}

export function allergensFrom(text: string, dietary: string[]): string[] {
  const found: string[] = [];
  for (const [re, allergen] of ALLERGENS) if (re.test(text)) found.push(allergen);
  // A dish marked free of something cannot list it as an allergen ("gluten-free bread").
  const excluded = new Set<string>();
  if (dietary.includes('gluten-free')) excluded.add('gluten');
  if (dietary.includes('dairy-free')) excluded.add('dairy');
  if (dietary.includes('nut-free')) excluded.add('nuts');
  if (dietary.includes('vegan'))
    ['dairy', 'egg', 'fish', 'shellfish'].forEach((a) => excluded.add(a));
  return found.filter((a) => !excluded.has(a));
}

/** "crushed samosa, chickpeas, yogurt & mint" -> ["crushed samosa", "chickpeas", "yogurt", "mint"]. */
export function ingredientsFrom(description: string): string[] {
  if (!/[,&]|\band\b/.test(description)) return [];
  const out: string[] = [];
  for (const raw of description.split(/[,;&]|\band\b|\bwith\b|\bor\b/i)) {
    const part = raw
      .replace(/\([^)]*\)/g, '')
      .replace(/^[\s.:-]+|[\s.:!-]+$/g, '')
      .toLowerCase();
    const size = part.split(/\s+/).filter(Boolean).length;
    if (size === 0 || size > 4 || !/\p{L}/u.test(part) || /\d/.test(part)) continue;
    addUnique(out, part);
    if (out.length >= 12) break;
  }
  return out;
}
