import { z } from 'zod';

/** The EU / UK's 14, in Annex II's order. */
const EU_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'tree_nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

/**
 * The regulated allergens: the EU / UK's 14 (Regulation (EU) 1169/2011, Annex II) and the US's 9
 * major allergens (FALCPA plus sesame since 2023). One id per allergen across both regimes; a
 * restaurant shows the ids of its own regime: the EU's 14 plus wheat, which only the US lists on
 * its own (the EU's is 'gluten').
 */
export const allergenIdSchema = z.enum([...EU_ALLERGENS, 'wheat']);
export type AllergenId = z.infer<typeof allergenIdSchema>;

export const regimeSchema = z.enum(['eu', 'us']);
export type Regime = z.infer<typeof regimeSchema>;

/** Each regime's allergens, in the order its law lists them. */
export const REGIME_ALLERGENS: Record<Regime, readonly AllergenId[]> = {
  eu: EU_ALLERGENS,
  us: [
    'milk',
    'eggs',
    'fish',
    'crustaceans',
    'tree_nuts',
    'peanuts',
    'wheat',
    'soybeans',
    'sesame',
  ],
};

/** What a kitchen says of one allergen in one dish; `not_confirmed` until someone says. */
export const allergenStateSchema = z.enum(['contains', 'may_contain', 'free', 'not_confirmed']);
export type AllergenState = z.infer<typeof allergenStateSchema>;

/**
 * What the import read (never `free`): a suggestion, with the words that triggered it, until the
 * manager confirms it into a state.
 */
export const allergenSuggestionSchema = z.object({
  state: z.enum(['contains', 'may_contain']),
  because: z.array(z.string()).default([]),
});
export type AllergenSuggestion = z.infer<typeof allergenSuggestionSchema>;

export const allergenEntrySchema = z.object({
  state: allergenStateSchema.default('not_confirmed'),
  suggestion: allergenSuggestionSchema.optional(),
});
export type AllergenEntry = z.infer<typeof allergenEntrySchema>;

/** Per item: an entry per allergen someone or something said anything about. */
export const allergenStatesSchema = z.partialRecord(allergenIdSchema, allergenEntrySchema);
export type AllergenStates = z.infer<typeof allergenStatesSchema>;

/**
 * Each regime's own wording, as a guest-facing list prints it. The EU keeps its British spelling
 * ('Sulphites'); the US calls crustaceans 'Crustacean shellfish' because FALCPA does, and leaves
 * molluscs out.
 */
const EU_LABELS: Record<AllergenId, string> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  tree_nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
  // Not an EU allergen of its own (it is one of the cereals containing gluten), named for lists
  // that show it anyway.
  wheat: 'Wheat',
};

const US_LABELS: Partial<Record<AllergenId, string>> = {
  crustaceans: 'Crustacean shellfish',
};

/** The regime's wording; an id outside the regime keeps the EU wording rather than failing. */
export function allergenLabel(id: AllergenId, regime: Regime): string {
  return (regime === 'us' ? US_LABELS[id] : undefined) ?? EU_LABELS[id];
}

const WORDS: Record<AllergenId, string> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soybeans: 'soy',
  milk: 'milk',
  tree_nuts: 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
  wheat: 'wheat',
};

/** The short lowercase word of the spec's `allergens` list and of sentences ('now contains soy'). */
export function allergenWord(id: AllergenId): string {
  return WORDS[id];
}

/** The short word as a column heading or field label ('Tree nuts'): the regime's names are long. */
export function allergenHeading(id: AllergenId): string {
  const word = allergenWord(id);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Each state in the words staff and the printed sheet read ('may contain'). */
export const ALLERGEN_STATE_WORDS: Record<AllergenState, string> = {
  contains: 'contains',
  may_contain: 'may contain',
  free: 'free',
  not_confirmed: 'not confirmed',
};

// FDA labelling rules also apply in the US territories, so their regions count as the US.
const US_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP']);

/**
 * 'us' when the locale names a US region ('en-US', 'es-US', 'en_US.UTF-8'); otherwise 'eu', since
 * the EU / UK's 14 are the common international default. A bare language ('en') is not a region:
 * we do not guess one from it (Intl's `maximize` would say US for every English speaker).
 */
export function regimeForLocale(locale: string | undefined): Regime {
  const region = localeRegion(locale);
  return region && US_REGIONS.has(region) ? 'us' : 'eu';
}

/**
 * The restaurant's allergen rules: the regime its manager chose, or while none is chosen, the one
 * this device's locale suggests (en-US -> US, else EU / UK).
 */
export function regimeOrLocale(
  chosen: Regime | null | undefined,
  locale: string | undefined = globalThis.navigator?.language,
): Regime {
  return chosen ?? regimeForLocale(locale);
}

function localeRegion(locale: string | undefined): string | undefined {
  // POSIX forms ('en_US.UTF-8', 'de_DE@euro') are not BCP 47: drop the codeset and modifier.
  const tag = locale?.trim().split(/[.@]/)[0]?.replace(/_/g, '-');
  if (!tag) return undefined;
  if (typeof Intl !== 'undefined' && typeof Intl.Locale === 'function') {
    try {
      return new Intl.Locale(tag).region?.toUpperCase();
    } catch {
      // Not a valid tag for Intl: the parse below still finds a region in most of them.
    }
  }
  // Subtags after the language: a 2-letter or 3-digit one is the region (a 4-letter one a script).
  // A one-letter subtag starts extensions ('-u-ca-...'), whose parts are never a region.
  for (const part of tag.split('-').slice(1)) {
    if (part.length === 1) break;
    if (/^(?:[a-z]{2}|\d{3})$/i.test(part)) return part.toUpperCase();
  }
  return undefined;
}
