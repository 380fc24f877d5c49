import { allergenIdSchema, REGIME_ALLERGENS, stateOf, type Regime } from './allergens';
import { allergenWordIn } from './i18n/allergen-glossary';
import type { Locale } from './i18n/locales';
import type { MenuItem } from './menu';

/*
 * Allergens are named in the reader's `locale` (the language shown: the caller passes it) from the
 * reviewed glossary, never machine-translated.
 */

/**
 * `without`: an allergen id ('milk', 'tree_nuts') on a menu answered by states, or one of the
 * menu's own words ('dairy') on a menu answered by its lists; see `allergenAnswer`.
 */
export type MenuFilter = { query: string; diet?: string; without?: string };

export type FilterResult = {
  items: MenuItem[];
  /** Items the text and diet kept, left out only because nobody confirmed them free of `without`. */
  notConfirmed: number;
};

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const hasStates = (item: MenuItem) => Object.keys(item.allergenStates ?? {}).length > 0;

/**
 * How a menu answers 'without X'. By states, wherever any item has one. A menu saved before the
 * states ('lists') has only the free `allergens` words, and keeps the old answer (drop the items
 * listing the word) so staff can still use it. A menu with neither states nor words says nothing
 * about allergens: it is answered by states too, so every dish reads 'not confirmed' rather than
 * safe; an empty list there is a missing answer, not 'free of everything'.
 */
export function allergenAnswer(items: readonly MenuItem[]): 'states' | 'lists' {
  if (items.some(hasStates)) return 'states';
  return items.some((i) => i.allergens.length > 0) ? 'lists' : 'states';
}

/**
 * Staff look things up mid-shift: text matches name, description and ingredients; a diet keeps
 * items tagged with it; 'without' keeps, on a menu answered by states, only the dishes the kitchen
 * confirmed free of it: a guest's allergy is no place for 'probably'. The rest it leaves out are
 * counted, so staff know to ask the kitchen rather than read them as unsafe.
 */
export function filterMenu(items: MenuItem[], filter: MenuFilter): FilterResult {
  const q = norm(filter.query.trim());
  const diet = norm(filter.diet ?? '');
  const without = filter.without ?? '';
  const byStates = allergenAnswer(items) === 'states';
  const allergen = byStates ? allergenIdSchema.safeParse(without).data : undefined;
  const word = norm(without);
  let notConfirmed = 0;
  const kept = items.filter((item) => {
    if (q) {
      const haystack = norm([item.name, item.description, ...item.ingredients].join(' '));
      if (!haystack.includes(q)) return false;
    }
    if (diet && !item.dietary.some((d) => norm(d) === diet)) return false;
    if (allergen) {
      const state = stateOf(item.allergenStates, allergen);
      if (state === 'not_confirmed') notConfirmed += 1;
      return state === 'free';
    }
    if (!byStates && word && item.allergens.some((a) => norm(a) === word)) return false;
    return true;
  });
  return { items: kept, notConfirmed };
}

/** The items `filterMenu` keeps. */
export function filterItems(items: MenuItem[], filter: MenuFilter): MenuItem[] {
  return filterMenu(items, filter).items;
}

export function facets(items: MenuItem[]) {
  const diets = new Set<string>();
  const allergens = new Set<string>();
  for (const i of items) {
    i.dietary.forEach((d) => diets.add(d.toLowerCase()));
    i.allergens.forEach((a) => allergens.add(a.toLowerCase()));
  }
  return { diets: [...diets].sort(), allergens: [...allergens].sort() };
}

export type AllergenOption = { value: string; label: string };

/**
 * The 'without' choices: the regime's allergens by their word, in its order; on a menu answered
 * by its lists, the words those lists use, since only they can match.
 */
export function allergenOptions(
  items: MenuItem[],
  regime: Regime,
  locale: Locale,
): AllergenOption[] {
  if (allergenAnswer(items) === 'lists')
    return facets(items).allergens.map((a) => ({ value: a, label: a }));
  return REGIME_ALLERGENS[regime].map((id) => ({
    value: id,
    label: allergenWordIn(locale, id, regime),
  }));
}

/**
 * The word a `without` value names, for sentences: 'tree_nuts' -> 'tree nuts', 'dairy' as is (the
 * menu's own word). `regime` picks the glossary term in a language other than English.
 */
export function withoutWord(without: string, regime: Regime, locale: Locale): string {
  const id = allergenIdSchema.safeParse(without);
  return id.success ? allergenWordIn(locale, id.data, regime) : without;
}

/** What the item's states say it holds, as words for its badges ('milk'; 'sesame'). */
export function heldAllergens(
  item: MenuItem,
  regime: Regime,
  locale: Locale,
): { contains: string[]; mayContain: string[] } {
  // A menu answered by lists names allergens in its own words: shown as printed.
  if (!hasStates(item)) return { contains: [...item.allergens], mayContain: [] };
  const of = (state: 'contains' | 'may_contain') =>
    REGIME_ALLERGENS[regime]
      .filter((id) => stateOf(item.allergenStates, id) === state)
      .map((id) => allergenWordIn(locale, id, regime));
  return { contains: of('contains'), mayContain: of('may_contain') };
}
