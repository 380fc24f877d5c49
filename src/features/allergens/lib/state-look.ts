import type { AllergenEntry, AllergenState } from '@/domain/allergens';
import { STATE_WORDS } from './allergen-csv';

/** A symbol per state that still reads in black and white (the printed sheet), plus its colour. */
export const STATE_LOOK: Record<AllergenState, { symbol: string; className: string }> = {
  contains: { symbol: '●', className: 'text-red-700' },
  may_contain: { symbol: '◐', className: 'text-amber-800' },
  free: { symbol: '○', className: 'text-green-700' },
  not_confirmed: { symbol: '?', className: 'text-muted-foreground' },
};

export const LEGEND_ORDER: AllergenState[] = ['contains', 'may_contain', 'free', 'not_confirmed'];

/**
 * The import's suggestion while it still waits for the manager: nobody decided yet, or the
 * decided state disagrees with it (the same rule as `pendingSuggestions`).
 */
export function pendingSuggestion(entry: AllergenEntry | undefined) {
  return entry?.suggestion && entry.suggestion.state !== entry.state ? entry.suggestion : undefined;
}

/** 'Milk: contains', or 'Milk: not confirmed, suggested: contains (because: cream, parmesan)'. */
export function cellText(label: string, entry: AllergenEntry | undefined): string {
  const state = entry?.state ?? 'not_confirmed';
  const suggestion = pendingSuggestion(entry);
  const base = `${label}: ${STATE_WORDS[state]}`;
  if (!suggestion) return base;
  const because =
    suggestion.because.length > 0 ? ` (because: ${suggestion.because.join(', ')})` : '';
  return `${base}, suggested: ${STATE_WORDS[suggestion.state]}${because}`;
}
