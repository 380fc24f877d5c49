import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { pendingSuggestion, type AllergenEntry, type AllergenState } from '@/domain/allergens';
import { cn } from '@/lib/utils';
import { cellText, LEGEND_ORDER, STATE_LOOK, stateWord } from '../lib/state-look';

type Props = {
  itemName: string;
  /** The allergen's name in this restaurant's regime. */
  label: string;
  entry: AllergenEntry | undefined;
  onSet: (state: AllergenState) => void;
  onConfirm: () => void;
};

/** One dish x allergen: a symbol that opens a small menu to set the state or take the suggestion. */
export function AllergenCell({ itemName, label, entry, onSet, onConfirm }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const state = entry?.state ?? 'not_confirmed';
  const suggestion = pendingSuggestion(entry);
  const text = cellText(label, entry);
  // Undecided: show what the import read, marked as a suggestion; decided: show the decision.
  const shownState = suggestion && state === 'not_confirmed' ? suggestion.state : state;
  const shown = STATE_LOOK[shownState];
  const suggested = suggestion ? stateWord(suggestion.state) : '';
  const reasons = suggestion?.because.join(', ') ?? '';
  const choose = (action: () => void) => {
    action();
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          title={text}
          className={cn(
            'inline-flex min-h-11 min-w-11 scroll-ml-40 scroll-mt-24 items-center justify-center rounded-md border border-transparent text-lg leading-none hover:bg-accent sm:scroll-ml-60 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-9 md:min-w-9',
            'print:min-h-0 print:min-w-0 print:text-[9pt]',
            suggestion && 'border-2 border-dashed border-amber-700 bg-amber-50',
            'print:border-0 print:bg-transparent',
          )}
        >
          <span aria-hidden className={cn(shown.className, shownState !== state && 'print:hidden')}>
            {shown.symbol}
          </span>
          {/* On paper a suggestion is what it is: not confirmed. */}
          {shownState !== state && (
            <span aria-hidden className="hidden print:inline">
              {STATE_LOOK[state].symbol}
            </span>
          )}
          <span className="sr-only">{text}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent className="grid w-64 gap-3" aria-label={`${itemName}: ${label}`}>
        <p className="font-medium">
          {itemName}: {label}
        </p>
        {suggestion && (
          <div className="grid gap-2 rounded-md border border-dashed border-amber-700 p-2 text-sm">
            <p>
              {suggestion.because.length > 0 ? (
                <Trans>
                  Suggested: {suggested} (because: {reasons})
                </Trans>
              ) : (
                <Trans>Suggested: {suggested}</Trans>
              )}
            </p>
            <Button size="sm" onClick={() => choose(onConfirm)}>
              <Trans>Confirm {suggested}</Trans>
            </Button>
          </div>
        )}
        <div role="group" aria-label={t`Set state`} className="grid grid-cols-2 gap-2">
          {LEGEND_ORDER.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === state ? 'secondary' : 'outline'}
              aria-pressed={option === state}
              onClick={() => choose(() => onSet(option))}
              className="justify-start"
            >
              <span aria-hidden className={STATE_LOOK[option].className}>
                {STATE_LOOK[option].symbol}
              </span>
              {stateWord(option)}
            </Button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
