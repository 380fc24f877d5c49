import type { AllergenChange, Regime } from '../allergens.ts';
import type { ChangeKind, ItemChange } from '../change-set.ts';
import { allergenWordIn } from './allergen-glossary.ts';
import { dietaryTermIn } from './dietary-terms.ts';
import type { Locale } from './locale.ts';

/*
 * The change texts of an update in every language we have, each generated from the structured
 * change set, never translated from another language's text. Dish names, prices, section names
 * and descriptions are the menu's own words and pass through as printed. Each wording is a table
 * keyed by Locale, so a language added to Locale fails to compile until it has all of them.
 */

const HEADINGS: Record<Locale, Record<ChangeKind, string>> = {
  en: {
    allergen: 'Allergen changes',
    new: 'New dishes',
    removed: 'Removed',
    price: 'Price changes',
    description: 'Description changes',
    dietary: 'Dietary changes',
    availability: 'Availability',
    moved: 'Moved',
  },
  es: {
    allergen: 'Cambios de alérgenos',
    new: 'Platos nuevos',
    removed: 'Retirados',
    price: 'Cambios de precio',
    description: 'Cambios de descripción',
    dietary: 'Cambios dietéticos',
    availability: 'Disponibilidad',
    moved: 'Cambiados de sección',
  },
};

/**
 * The heading of each kind's group wherever changes are listed (notify screen, updates, history,
 * e-mails): 'Allergen changes' / 'Cambios de alérgenos'.
 */
export const kindHeadingIn = (locale: Locale, kind: ChangeKind) => HEADINGS[locale][kind];

/** The allergen and the two states of one fact; its stored `text` is not needed to word it. */
export type AllergenFact = Pick<AllergenChange, 'allergen' | 'from' | 'to'>;

type FactWords = (w: string, a: AllergenFact) => string;

/**
 * One allergen fact per language. A row going back to 'not confirmed' says so: 'no longer
 * contains milk' ('ya no contiene leche') alone would read as 'milk-free' to a server answering a
 * guest, and nobody said that. A new dish only states what it carries (`fresh`).
 */
const FACTS: Record<Locale, { fresh: FactWords; changed: FactWords }> = {
  en: {
    fresh: (w, a) => (a.to === 'may_contain' ? `may contain ${w}` : `contains ${w}`),
    changed: (w, { from, to }) => {
      switch (to) {
        case 'contains':
          return `now contains ${w}`;
        case 'may_contain':
          return from === 'contains'
            ? `now may contain ${w} (no longer contains it)`
            : `now may contain ${w}`;
        case 'free':
          return `now free of ${w}`;
        case 'not_confirmed':
          if (from === 'contains') return `no longer contains ${w}, not confirmed`;
          if (from === 'may_contain') return `no longer may contain ${w}, not confirmed`;
          return `no longer confirmed free of ${w}`;
      }
    },
  },
  es: {
    fresh: (w, a) => (a.to === 'may_contain' ? `puede contener ${w}` : `contiene ${w}`),
    changed: (w, { from, to }) => {
      switch (to) {
        case 'contains':
          return `ahora contiene ${w}`;
        case 'may_contain':
          return from === 'contains'
            ? `ahora puede contener ${w} (ya no como ingrediente)`
            : `ahora puede contener ${w}`;
        case 'free':
          return `ahora libre de ${w}`;
        case 'not_confirmed':
          if (from === 'contains') return `ya no contiene ${w}, sin confirmar`;
          if (from === 'may_contain') return `ya no consta que pueda contener ${w}, sin confirmar`;
          return `ya no está confirmado libre de ${w}`;
      }
    },
  },
};

/**
 * One allergen fact ('now contains sesame' / 'ahora contiene sésamo'), named by the glossary for
 * the restaurant's regime; `newDish` for what a new dish carries ('contains sesame').
 */
export function allergenFactIn(
  locale: Locale,
  fact: AllergenFact,
  regime: Regime,
  newDish = false,
): string {
  const words = FACTS[locale][newDish ? 'fresh' : 'changed'];
  return words(allergenWordIn(locale, fact.allergen, regime), fact);
}

const DIETARY: Record<Locale, (tag: string, added: boolean) => string> = {
  // English tags are the words themselves, as the menu prints them ('now vegan').
  en: (tag, added) => (added ? `now ${tag}` : `no longer ${tag}`),
  // A tag we have no Spanish for is named as printed, quoted as a label.
  es: (tag, added) => {
    const term = dietaryTermIn('es', tag);
    if (term) return added ? `ahora es ${term}` : `ya no es ${term}`;
    return added ? `ahora con la etiqueta «${tag}»` : `ya sin la etiqueta «${tag}»`;
  },
};

/** A dietary change in words: 'now vegan; no longer gluten-free' / 'ahora es vegano; ...'. */
export function dietaryWordsIn(locale: Locale, c: Pick<ItemChange, 'dietary'>): string {
  const added = (c.dietary?.added ?? []).map((t) => DIETARY[locale](t, true));
  const removed = (c.dietary?.removed ?? []).map((t) => DIETARY[locale](t, false));
  return [...added, ...removed].join('; ');
}

/** A change's allergen facts in the language, joined by `sep`. */
export const factsIn = (
  locale: Locale,
  c: Pick<ItemChange, 'kind' | 'allergens'>,
  regime: Regime,
  sep: string,
) => c.allergens.map((a) => allergenFactIn(locale, a, regime, c.kind === 'new')).join(sep);

type Line = (c: ItemChange, regime: Regime) => string;

const englishLine: Line = (c, regime) => {
  switch (c.kind) {
    case 'new':
      return [c.name, 'new', c.after, factsIn('en', c, regime, ', ')].filter(Boolean).join(' - ');
    case 'removed':
      return `Removed: ${c.name}`;
    case 'price':
      return `${c.name} ${c.before || 'no price'} → ${c.after || 'no price'}`;
    case 'allergen':
      return `${c.name}: ${factsIn('en', c, regime, '; ')}`;
    case 'description':
      return `${c.name}: description updated`;
    case 'availability':
      return `${c.name}: ${c.after === 'available' ? 'now available' : 'no longer available'}`;
    case 'moved':
      return `${c.name}: moved from ${c.before} to ${c.after}`;
    case 'dietary':
      return `${c.name}: ${dietaryWordsIn('en', c)}`;
  }
};

const spanishLine: Line = (c, regime) => {
  switch (c.kind) {
    case 'new':
      return [c.name, 'plato nuevo', c.after, factsIn('es', c, regime, ', ')]
        .filter(Boolean)
        .join(' - ');
    case 'removed':
      return `Retirado: ${c.name}`;
    case 'price':
      return `${c.name} - precio: ${c.before || 'sin precio'} → ${c.after || 'sin precio'}`;
    case 'allergen':
      return `${c.name}: ${factsIn('es', c, regime, '; ')}`;
    case 'description':
      return `${c.name}: descripción actualizada`;
    case 'availability':
      return `${c.name}: ${c.after === 'available' ? 'vuelve a estar disponible' : 'ya no está disponible'}`;
    case 'moved':
      return `${c.name}: cambiado de sección, de ${c.before} a ${c.after}`;
    case 'dietary':
      return `${c.name}: ${dietaryWordsIn('es', c)}`;
  }
};

const LINES: Record<Locale, Line> = { en: englishLine, es: spanishLine };

/**
 * One short line per change in the reader's language, as staff read it in an update and its
 * e-mail. `regime` is the restaurant's: it picks the allergen names (EU Spanish 'cacahuetes', US
 * Spanish 'cacahuate (maní)'); English names them the same under both.
 */
export function changeLineIn(locale: Locale, change: ItemChange, regime: Regime): string {
  return LINES[locale](change, regime);
}
