import {
  allergenWord,
  REGIME_ALLERGENS,
  type AllergenEntry,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type AllergenSuggestion,
  type Regime,
} from './allergen-catalog.ts';

/** The confirmed state; a suggestion alone is not one, so an unconfirmed row is `not_confirmed`. */
export function stateOf(states: AllergenStates | undefined, id: AllergenId): AllergenState {
  return states?.[id]?.state ?? 'not_confirmed';
}

/** Whether the kitchen has said anything (any state but `not_confirmed`) about the item. */
export function anyConfirmed(states: AllergenStates | undefined): boolean {
  return Object.values(states ?? {}).some((e) => e && e.state !== 'not_confirmed');
}

/**
 * The spec's `allergens` list once an item's states change. Once the kitchen has confirmed
 * anything (now, or before this change) the list is the confirmed 'contains' states, so taking
 * every confirmation back empties it rather than bringing back an old guess; until then an old
 * item keeps the free list it had.
 */
export function allergenListFor(
  item: { allergens: string[]; allergenStates?: AllergenStates },
  states: AllergenStates,
  regime: Regime,
): string[] {
  return anyConfirmed(states) || anyConfirmed(item.allergenStates)
    ? deriveAllergenList(states, regime)
    : item.allergens;
}

/**
 * The spec's `allergens: string[]` of an item: the words of the regime's allergens the kitchen
 * confirmed it contains, in the regime's order. Traces (`may_contain`) stay out: the list says
 * what the dish is made with, and traces are told apart wherever states are shown.
 */
export function deriveAllergenList(states: AllergenStates | undefined, regime: Regime): string[] {
  return REGIME_ALLERGENS[regime]
    .filter((id) => stateOf(states, id) === 'contains')
    .map(allergenWord);
}

/**
 * Writes one row, dropping it when it says nothing (not confirmed, no suggestion) so that two
 * states meaning the same thing also look the same (change detection, storage, equality).
 */
function withEntry(
  states: AllergenStates,
  id: AllergenId,
  entry: AllergenEntry | undefined,
): AllergenStates {
  const next: AllergenStates = { ...states };
  if (!entry || (entry.state === 'not_confirmed' && !entry.suggestion)) delete next[id];
  else next[id] = entry;
  return next;
}

/**
 * The manager's word on one allergen. Any state but `not_confirmed` answers the import's
 * suggestion, so the suggestion goes; going back to `not_confirmed` keeps it, so undoing a
 * decision does not lose what the menu said.
 */
export function setState(
  states: AllergenStates,
  id: AllergenId,
  state: AllergenState,
): AllergenStates {
  const suggestion = state === 'not_confirmed' ? states[id]?.suggestion : undefined;
  return withEntry(states, id, suggestion ? { state, suggestion } : { state });
}

/**
 * Makes the suggestion (or the state the manager picked instead) the state, and drops the
 * suggestion. With neither a suggestion nor a state given there is nothing to confirm.
 */
export function confirmSuggestion(
  states: AllergenStates,
  id: AllergenId,
  state?: AllergenState,
): AllergenStates {
  const chosen = state ?? states[id]?.suggestion?.state;
  if (!chosen) return states;
  return withEntry(states, id, { state: chosen });
}

/**
 * 'Confirm all' for one item. It fills only rows nobody decided yet: a bulk action never
 * overrides a manager's word. A suggestion that agrees with the state is settled and goes; one
 * that disagrees stays pending, to be looked at one by one.
 */
export function confirmAllSuggestions(states: AllergenStates): AllergenStates {
  let next = states;
  for (const [id, entry] of Object.entries(states) as [AllergenId, AllergenEntry][]) {
    if (!entry.suggestion) continue;
    if (entry.state === 'not_confirmed' || entry.state === entry.suggestion.state) {
      next = withEntry(next, id, { state: entry.suggestion.state });
    }
  }
  return next;
}

export type PendingSuggestion = {
  allergen: AllergenId;
  /** The confirmed state now: `not_confirmed`, or a state the suggestion disagrees with. */
  state: AllergenState;
  suggestion: AllergenSuggestion;
};

/**
 * One row's suggestion while it still waits for the manager: nobody decided yet, or the decided
 * state disagrees with it.
 */
export function pendingSuggestion(
  entry: AllergenEntry | undefined,
): AllergenSuggestion | undefined {
  return entry?.suggestion && entry.suggestion.state !== entry.state ? entry.suggestion : undefined;
}

/** Suggestions still waiting for the manager, for the regime's allergens, in its order. */
export function pendingSuggestions(
  states: AllergenStates | undefined,
  regime: Regime,
): PendingSuggestion[] {
  const pending: PendingSuggestion[] = [];
  for (const id of REGIME_ALLERGENS[regime]) {
    const entry = states?.[id];
    const suggestion = pendingSuggestion(entry);
    if (entry && suggestion) pending.push({ allergen: id, state: entry.state, suggestion });
  }
  return pending;
}

/**
 * Puts a fresh reading of the menu (e.g. `suggestAllergens` on a re-import) beside the confirmed
 * states: every state is kept, every old suggestion is replaced by the new one or dropped, since
 * only the latest reading of the menu is worth suggesting.
 */
export function withSuggestions(
  states: AllergenStates | undefined,
  suggested: AllergenStates,
): AllergenStates {
  let next: AllergenStates = {};
  const ids = new Set([...Object.keys(states ?? {}), ...Object.keys(suggested)]) as Set<AllergenId>;
  for (const id of ids) {
    const state = stateOf(states, id);
    const suggestion = suggested[id]?.suggestion;
    next = withEntry(next, id, suggestion ? { state, suggestion } : { state });
  }
  return next;
}
