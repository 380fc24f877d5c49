import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import {
  allergenStateSchema,
  REGIME_ALLERGENS,
  stateOf,
  type AllergenId,
  type AllergenState,
  type AllergenStates,
  type AllergenSuggestion,
  type Regime,
} from '@/domain/allergens';
import { allergenWordIn } from '@/domain/i18n/allergen-glossary';
import { currentLocale, i18n } from '@/i18n';
import type { AllergenChoices } from './allergen-choices';

const OPTIONS: { value: AllergenState; label: MessageDescriptor }[] = [
  { value: 'not_confirmed', label: msg({ message: 'Not confirmed', context: 'allergen state' }) },
  { value: 'contains', label: msg({ message: 'Contains', context: 'allergen state' }) },
  { value: 'may_contain', label: msg({ message: 'May contain', context: 'allergen state' }) },
  { value: 'free', label: msg({ message: 'Free', context: 'allergen state' }) },
];

// The English words are ALLERGEN_STATE_WORDS'.
const STATE_WORDS: Record<AllergenState, MessageDescriptor> = {
  contains: msg({ message: 'contains', context: 'allergen state' }),
  may_contain: msg({ message: 'may contain', context: 'allergen state' }),
  free: msg({ message: 'free', context: 'allergen state' }),
  not_confirmed: msg({ message: 'not confirmed', context: 'allergen state' }),
};

/** 'Suggested: contains (from “cream”, “butter”)': what the import read, and where. */
function suggestionHint(suggestion: AllergenSuggestion): string {
  const from = suggestion.because.map((w) => `“${w}”`).join(', ');
  const state = i18n._(STATE_WORDS[suggestion.state]);
  return from ? t`Suggested: ${state} (from ${from})` : t`Suggested: ${state}`;
}

/** 'Milk' in the language shown; Spanish from the reviewed glossary, never machine-translated. */
function allergenHeadingShown(id: AllergenId, regime: Regime): string {
  const word = allergenWordIn(currentLocale(), id, regime);
  return word.charAt(0).toUpperCase() + word.slice(1);
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
  const { i18n: shown } = useLingui();
  const ids = REGIME_ALLERGENS[regime];
  const before = oldList.join(', ');
  const picked = (id: AllergenId) => choices[id] ?? stateOf(states, id);
  const confirmed = ids.filter((id) => picked(id) !== 'not_confirmed').length;
  return (
    <details className="rounded-md border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
        <Trans>Allergens ({confirmed} confirmed)</Trans>
      </summary>
      <fieldset className="grid gap-3 border-t p-3 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Allergens</Trans>
        </legend>
        {oldList.length > 0 && (
          <p className="text-xs text-muted-foreground sm:col-span-2">
            <Trans>Listed before: {before}. Kept until you confirm an allergen here.</Trans>
          </p>
        )}
        {ids.map((id) => {
          const suggestion = states?.[id]?.suggestion;
          return (
            <FormField
              key={id}
              label={allergenHeadingShown(id, regime)}
              hint={suggestion ? suggestionHint(suggestion) : undefined}
            >
              <NativeSelect
                value={picked(id)}
                onChange={(e) => onChoose(id, allergenStateSchema.parse(e.target.value))}
              >
                {OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {shown._(o.label)}
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
