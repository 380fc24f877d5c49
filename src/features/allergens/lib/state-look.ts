import {
  ALLERGEN_STATE_WORDS,
  pendingSuggestion,
  type AllergenEntry,
  type AllergenState,
} from '@/domain/allergens';

/** A symbol per state that still reads in black and white (the printed sheet), plus its colour. */
export const STATE_LOOK: Record<AllergenState, { symbol: string; className: string }> = {
  contains: { symbol: '●', className: 'text-red-700' },
  may_contain: { symbol: '◐', className: 'text-amber-800' },
  free: { symbol: '○', className: 'text-green-700' },
  not_confirmed: { symbol: '?', className: 'text-muted-foreground' },
};

export const LEGEND_ORDER: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];

/** 'Milk: contains', or 'Milk: not confirmed, suggested: contains (because: cream, parmesan)'. */
export function cellText(label: string, entry: AllergenEntry | undefined): string {
  const state = entry?.state ?? 'not_confirmed';
  const suggestion = pendingSuggestion(entry);
  const base = `${label}: ${ALLERGEN_STATE_WORDS[state]}`;
  if (!suggestion) return base;
  const because =
    suggestion.because.length > 0 ? ` (because: ${suggestion.because.join(', ')})` : '';
  return `${base}, suggested: ${ALLERGEN_STATE_WORDS[suggestion.state]}${because}`;
}
