import type { AllergenId } from '@/domain/allergens';

/**
 * Words that point at an allergen, folded (no accents, lowercase) and whole-word: 'egg' also
 * matches 'eggs' but never 'eggplant'. A space matches a space or a hyphen. The lists are modest
 * on purpose: each word is one a chef would agree contains the allergen in the usual recipe, and
 * every hit is only a suggestion the manager confirms.
 */
export type KeywordRule = { ids: readonly AllergenId[]; words: readonly string[] };

// Both ids for wheat: the EU lists it under 'cereals containing gluten', the US names it.
const WHEAT: readonly AllergenId[] = ['gluten', 'wheat'];

/** The allergens' own names, as statements ('contains: milk, egg') and legends print them. */
export const NAME_RULES: readonly KeywordRule[] = [
  { ids: ['gluten'], words: ['gluten', 'cereals? containing gluten'] },
  { ids: WHEAT, words: ['wheat'] },
  { ids: ['crustaceans'], words: ['crustacean', 'crustacean shellfish'] },
  // 'Shellfish' covers both in everyday English; 'crustacean shellfish' is only the first.
  { ids: ['crustaceans', 'molluscs'], words: ['(?<!crustacean[\\s-]+)shellfish'] },
  { ids: ['eggs'], words: ['egg'] },
  { ids: ['fish'], words: ['fish'] },
  { ids: ['peanuts'], words: ['peanut', 'groundnut'] },
  { ids: ['soybeans'], words: ['soy', 'soya', 'soybean', 'soya bean', 'soy bean'] },
  { ids: ['milk'], words: ['milk', 'dairy', 'lactose'] },
  // 'Nuts' on a menu means tree nuts; peanuts are named as such (and a guest asks for both).
  { ids: ['tree_nuts'], words: ['tree nut', 'nut'] },
  { ids: ['celery'], words: ['celery'] },
  { ids: ['mustard'], words: ['mustard'] },
  { ids: ['sesame'], words: ['sesame', 'sesame seed'] },
  {
    ids: ['sulphites'],
    words: ['sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide', 'so2'],
  },
  { ids: ['lupin'], words: ['lupin', 'lupine', 'lupini'] },
  { ids: ['molluscs'], words: ['mollusc', 'mollusk'] },
];
