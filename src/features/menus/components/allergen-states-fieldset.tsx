import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import {
  ALLERGEN_STATE_WORDS,
  allergenHeading,
  allergenStateSchema,
  REGIME_ALLERGENS,
  stateOf,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type AllergenSuggestion,
  type Regime,
} from '@/domain/allergens';
import type { AllergenChoices } from './allergen-choices';

const OPTIONS: { value: AllergenState; label: string }[] = [
  { value: 'not_confirmed', label: 'Not confirmed' },
  { value: 'contains', label: 'Contains' },
  { value: 'may_contain', label: 'May contain' },
  { value: 'free', label: 'Free' },
];

/** 'Suggested: contains (from “cream”, “butter”)': what the import read, and where. */
function suggestionHint(suggestion: AllergenSuggestion): string {
  const from = suggestion.because.map((w) => `“${w}”`).join(', ');
  return `Suggested: ${ALLERGEN_STATE_WORDS[suggestion.state]}${from ? ` (from ${from})` : ''}`;
}

type Props = {
  regime: Regime;
  /** The item's saved states: the starting picks and the import's suggestions. */
  states: AllergenStates | undefined;
  choices: AllergenChoices;
  onChoose: (id: AllergenId, state: AllergenState) => void;
  /** An old item's free list, shown while it is kept (nothing confirmed yet). */
  oldList: string[];
};

/**
 * One select per allergen of the restaurant's regime. Folded by default: fourteen selects would
 * push Save below the fold on a phone for every price fix. The summary counts what is confirmed,
 * so a folded section still says whether anyone answered for the dish.
 */
export function AllergenStatesFieldset({ regime, states, choices, onChoose, oldList }: Props) {
  const ids = REGIME_ALLERGENS[regime];
  const picked = (id: AllergenId) => choices[id] ?? stateOf(states, id);
  const confirmed = ids.filter((id) => picked(id) !== 'not_confirmed').length;
  return (
    <details className="rounded-md border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
        Allergens ({confirmed} confirmed)
      </summary>
      <fieldset className="grid gap-3 border-t p-3 sm:grid-cols-2">
        <legend className="sr-only">Allergens</legend>
        {oldList.length > 0 && (
          <p className="text-xs text-muted-foreground sm:col-span-2">
            {`Listed before: ${oldList.join(', ')}. Kept until you confirm an allergen here.`}
          </p>
        )}
        {ids.map((id) => {
          const suggestion = states?.[id]?.suggestion;
          return (
            <FormField
              key={id}
              label={allergenHeading(id)}
              hint={suggestion ? suggestionHint(suggestion) : undefined}
            >
              <NativeSelect
                value={picked(id)}
                onChange={(e) => onChoose(id, allergenStateSchema.parse(e.target.value))}
              >
                {OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          );
        })}
      </fieldset>
    </details>
  );
}
