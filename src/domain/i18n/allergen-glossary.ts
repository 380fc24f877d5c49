import { allergenLabel, allergenWord, type AllergenId, type Regime } from '../allergen-catalog.ts';
import type { Locale } from './locale.ts';

/**
 * An allergen's two names: `label` as a list or heading shows it ('Cereals containing gluten'),
 * `word` as a sentence uses it ('now contains gluten').
 */
export type AllergenTerm = { label: string; word: string };

/*
 * The Spanish side of the glossary, fixed and reviewed, never machine-translated: an allergen
 * named wrongly is the costliest mistake a floor can make. Each regime names its allergens in the
 * words of its own law, as staff will meet them on labels and allergen matrices:
 *
 * - EU / UK: the official Spanish text of Regulation (EU) 1169/2011, Annex II ("Cereales que
 *   contengan gluten", "Frutos de cáscara", "Granos de sésamo", "Dióxido de azufre y sulfitos",
 *   "Altramuces"...), shortened where the app's English is short ('Sesame', 'Sulphites').
 * - US: the FDA's nine major allergens in US Spanish, giving both names where the Americas differ
 *   ('cacahuate (maní)', 'ajonjolí (sésamo)') so that staff from anywhere recognise them.
 */
const ES_EU: Record<AllergenId, AllergenTerm> = {
  gluten: { label: 'Cereales que contengan gluten', word: 'gluten' },
  crustaceans: { label: 'Crustáceos', word: 'crustáceos' },
  eggs: { label: 'Huevos', word: 'huevo' },
  fish: { label: 'Pescado', word: 'pescado' },
  peanuts: { label: 'Cacahuetes', word: 'cacahuetes' },
  soybeans: { label: 'Soja', word: 'soja' },
  milk: { label: 'Leche', word: 'leche' },
  tree_nuts: { label: 'Frutos de cáscara', word: 'frutos de cáscara' },
  celery: { label: 'Apio', word: 'apio' },
  mustard: { label: 'Mostaza', word: 'mostaza' },
  sesame: { label: 'Sésamo', word: 'sésamo' },
  sulphites: { label: 'Sulfitos', word: 'sulfitos' },
  lupin: { label: 'Altramuces', word: 'altramuces' },
  molluscs: { label: 'Moluscos', word: 'moluscos' },
  // Not an EU allergen of its own (one of the cereals containing gluten), named for lists that
  // show it anyway, as in English.
  wheat: { label: 'Trigo', word: 'trigo' },
};

/** The FDA's nine; an id outside them keeps the EU wording, as allergenLabel does in English. */
const ES_US: Partial<Record<AllergenId, AllergenTerm>> = {
  milk: { label: 'Leche', word: 'leche' },
  eggs: { label: 'Huevos', word: 'huevo' },
  fish: { label: 'Pescado', word: 'pescado' },
  crustaceans: { label: 'Mariscos crustáceos', word: 'mariscos crustáceos' },
  tree_nuts: { label: 'Nueces de árbol', word: 'nueces de árbol' },
  peanuts: { label: 'Cacahuate (maní)', word: 'cacahuate (maní)' },
  wheat: { label: 'Trigo', word: 'trigo' },
  soybeans: { label: 'Soya', word: 'soya' },
  sesame: { label: 'Ajonjolí (sésamo)', word: 'ajonjolí (sésamo)' },
};

/** The glossary's own Spanish entries per regime (a test holds every regime's ids to it). */
export const SPANISH_GLOSSARY: Record<Regime, Partial<Record<AllergenId, AllergenTerm>>> = {
  eu: ES_EU,
  us: ES_US,
};

/**
 * An allergen's names in a language under a regime. English is what the app shows today, taken
 * from the catalog itself so the two can never drift apart.
 */
export function allergenTermIn(locale: Locale, id: AllergenId, regime: Regime): AllergenTerm {
  if (locale === 'en') return { label: allergenLabel(id, regime), word: allergenWord(id) };
  return SPANISH_GLOSSARY[regime][id] ?? ES_EU[id];
}

/** The name in a sentence ('now contains sesame' / 'ahora contiene sésamo'). */
export const allergenWordIn = (locale: Locale, id: AllergenId, regime: Regime) =>
  allergenTermIn(locale, id, regime).word;

/** The name in a list or heading ('Cereals containing gluten' / 'Cereales que contengan gluten'). */
export const allergenLabelIn = (locale: Locale, id: AllergenId, regime: Regime) =>
  allergenTermIn(locale, id, regime).label;
