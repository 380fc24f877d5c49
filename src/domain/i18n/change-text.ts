import type { AllergenChange, Regime } from '../allergens.ts';
import { changeLine, KIND_HEADING, type ChangeKind, type ItemChange } from '../change-set.ts';
import { allergenWordIn } from './allergen-glossary.ts';
import { dietaryTermIn } from './dietary-terms.ts';
import type { Locale } from './locale.ts';

/*
 * The change texts of an update in the reader's language, generated from the structured change
 * set, never translated from the English text. Dish names, prices, section names and
 * descriptions are the menu's own words and pass through as printed. English is what the app
 * has always shown (changeLine, KIND_HEADING), so nothing changes for English readers.
 */

const HEADINGS: Record<Locale, Record<ChangeKind, string>> = {
  en: KIND_HEADING,
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

/** The heading of a kind's group ('Allergen changes' / 'Cambios de alérgenos'). */
export const kindHeadingIn = (locale: Locale, kind: ChangeKind) => HEADINGS[locale][kind];

/**
 * One allergen fact in Spanish, with the same care as the English (allergen-changes.ts): a row
 * going back to 'not confirmed' says so, since 'ya no contiene leche' alone reads as 'sin leche'
 * to a server answering a guest, and nobody said that. A new dish only states what it carries.
 */
function spanishAllergenText(a: AllergenChange, regime: Regime, newDish: boolean): string {
  const w = allergenWordIn('es', a.allergen, regime);
  if (newDish) return a.to === 'may_contain' ? `puede contener ${w}` : `contiene ${w}`;
  switch (a.to) {
    case 'contains':
      return `ahora contiene ${w}`;
    case 'may_contain':
      return a.from === 'contains'
        ? `ahora puede contener ${w} (ya no como ingrediente)`
        : `ahora puede contener ${w}`;
    case 'free':
      return `ahora libre de ${w}`;
    case 'not_confirmed':
      if (a.from === 'contains') return `ya no contiene ${w}, sin confirmar`;
      if (a.from === 'may_contain') return `ya no consta que pueda contener ${w}, sin confirmar`;
      return `ya no está confirmado libre de ${w}`;
  }
}

/** 'ahora es vegano; ya no es sin gluten'; a tag we have no Spanish for is named as printed. */
function spanishDietaryWords(c: Pick<ItemChange, 'dietary'>): string {
  const words = (tag: string, added: boolean) => {
    const term = dietaryTermIn('es', tag);
    if (term) return added ? `ahora es ${term}` : `ya no es ${term}`;
    return added ? `ahora con la etiqueta «${tag}»` : `ya sin la etiqueta «${tag}»`;
  };
  const added = (c.dietary?.added ?? []).map((t) => words(t, true));
  const removed = (c.dietary?.removed ?? []).map((t) => words(t, false));
  return [...added, ...removed].join('; ');
}

function spanishLine(c: ItemChange, regime: Regime): string {
  const facts = (sep: string) =>
    c.allergens.map((a) => spanishAllergenText(a, regime, c.kind === 'new')).join(sep);
  switch (c.kind) {
    case 'new':
      return [c.name, 'plato nuevo', c.after, facts(', ')].filter(Boolean).join(' - ');
    case 'removed':
      return `Retirado: ${c.name}`;
    case 'price':
      return `${c.name} - precio: ${c.before || 'sin precio'} → ${c.after || 'sin precio'}`;
    case 'allergen':
      return `${c.name}: ${facts('; ')}`;
    case 'description':
      return `${c.name}: descripción actualizada`;
    case 'availability':
      return `${c.name}: ${c.after === 'available' ? 'vuelve a estar disponible' : 'ya no está disponible'}`;
    case 'moved':
      return `${c.name}: cambiado de sección, de ${c.before} a ${c.after}`;
    case 'dietary':
      return `${c.name}: ${spanishDietaryWords(c)}`;
  }
}

/**
 * One short line per change in the reader's language. `regime` is the restaurant's: it picks the
 * allergen names (EU Spanish 'cacahuetes', US Spanish 'cacahuate (maní)'); English ignores it,
 * as changeLine does.
 */
export function changeLineIn(locale: Locale, change: ItemChange, regime: Regime): string {
  return LINES[locale](change, regime);
}

// A table rather than a ternary: a language added to Locale fails to compile until it has lines.
const LINES: Record<Locale, (c: ItemChange, regime: Regime) => string> = {
  en: (c) => changeLine(c),
  es: spanishLine,
};
