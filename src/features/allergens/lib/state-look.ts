import { msg, t } from '@lingui/core/macro';
import {
  pendingSuggestion,
  type AllergenEntry,
  type AllergenId,
  type AllergenState,
  type Regime,
} from '@/domain/allergens';
import { allergenLabelIn, allergenWordIn } from '@/domain/i18n/allergen-glossary';
import { currentLocale, i18n } from '@/i18n';

/** A symbol per state that still reads in black and white (the printed sheet), plus its colour. */
export const STATE_LOOK: Record<AllergenState, { symbol: string; className: string }> = {
  contains: { symbol: '●', className: 'text-red-700' },
  may_contain: { symbol: '◐', className: 'text-amber-800' },
  free: { symbol: '○', className: 'text-green-700' },
  not_confirmed: { symbol: '?', className: 'text-muted-foreground' },
};

export const LEGEND_ORDER: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];

// The English words are ALLERGEN_STATE_WORDS' ('may contain'); a context keeps 'free' apart from
// other uses of the word.
const STATE_WORDS = {
  contains: msg({ message: 'contains', context: 'allergen state' }),
  may_contain: msg({ message: 'may contain', context: 'allergen state' }),
  free: msg({ message: 'free', context: 'allergen state' }),
  not_confirmed: msg({ message: 'not confirmed', context: 'allergen state' }),
} as const satisfies Record<AllergenState, unknown>;

/** A state in the words staff and the printed sheet read, in the language shown. */
export const stateWord = (state: AllergenState) => i18n._(STATE_WORDS[state]);

/**
 * An allergen's column heading ('Milk') in the language shown; Spanish from the reviewed glossary
 * (never machine-translated), English from the catalog itself.
 */
export function allergenHeadingShown(id: AllergenId, regime: Regime): string {
  const word = allergenWordIn(currentLocale(), id, regime);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An allergen's full name in the regime's words ('Cereals containing gluten'), as shown. */
export const allergenLabelShown = (id: AllergenId, regime: Regime) =>
  allergenLabelIn(currentLocale(), id, regime);

/** 'Milk: contains', or 'Milk: not confirmed, suggested: contains (because: cream, parmesan)'. */
export function cellText(label: string, entry: AllergenEntry | undefined): string {
  const state = stateWord(entry?.state ?? 'not_confirmed');
  const suggestion = pendingSuggestion(entry);
  const base = `${label}: ${state}`;
  if (!suggestion) return base;
  const suggested = stateWord(suggestion.state);
  const reasons = suggestion.because.join(', ');
  return suggestion.because.length > 0
    ? t`${base}, suggested: ${suggested} (because: ${reasons})`
    : t`${base}, suggested: ${suggested}`;
}
