import type { Regime } from '../allergens.ts';
import type { ItemChange } from '../change-set.ts';
import { dietaryWordsIn, factsIn } from './change-text.ts';
import type { Locale } from './locale.ts';

/*
 * The notify screen's wording of a dish's change, beside the update's own lines (change-text.ts)
 * and built from the same facts, so the row a manager ticks says what the update will.
 */

/** What a change's row on the notify screen needs: the dish's name and section are shown apart. */
export type ChangeDetail = Pick<ItemChange, 'kind' | 'before' | 'after' | 'allergens' | 'dietary'>;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DETAILS: Record<Locale, (c: ChangeDetail, regime: Regime) => string> = {
  en: (c, regime) => {
    switch (c.kind) {
      case 'price':
        return `Price ${c.before || 'none'} → ${c.after || 'none'}`;
      case 'allergen':
        return capitalise(factsIn('en', c, regime, '; '));
      case 'description':
        return 'Description updated';
      case 'dietary':
        return capitalise(dietaryWordsIn('en', c));
      case 'availability':
        return c.after === 'available' ? 'Available again' : 'Not available';
      case 'moved':
        return `Moved from ${c.before} to ${c.after}`;
      case 'removed':
        return 'Removed from the menu';
      case 'new':
        return '';
    }
  },
  es: (c, regime) => {
    switch (c.kind) {
      case 'price':
        return `Precio: ${c.before || 'sin precio'} → ${c.after || 'sin precio'}`;
      case 'allergen':
        return capitalise(factsIn('es', c, regime, '; '));
      case 'description':
        return 'Descripción actualizada';
      case 'dietary':
        return capitalise(dietaryWordsIn('es', c));
      case 'availability':
        return c.after === 'available' ? 'Vuelve a estar disponible' : 'Ya no está disponible';
      case 'moved':
        return `Cambiado de sección, de ${c.before} a ${c.after}`;
      case 'removed':
        return 'Retirado de la carta';
      case 'new':
        return '';
    }
  },
};

/**
 * One change of a dish as the notify screen's row says it after the name ('Price $16 → $18').
 * A new dish has no wording of its own: its row shows the dish's description.
 */
export function changeDetailIn(locale: Locale, change: ChangeDetail, regime: Regime): string {
  return DETAILS[locale](change, regime);
}
