import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Regime } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import type { MergeChoice, MergeConflict } from '@/domain/menu-merge';
import { ConflictDish, useDifferences } from './conflict-dish';

type Props = {
  conflict: MergeConflict;
  choice: MergeChoice | undefined;
  onChoose: (choice: MergeChoice) => void;
  regime: Regime;
  /** Marked when Keep both was pressed with this dish still undecided. */
  invalid: boolean;
};

/** Why this dish needs a decision, in one sentence. */
function useReason({ mine, theirs, base }: MergeConflict): string {
  const { t } = useLingui();
  const both = useDifferences(mine ?? theirs!, theirs ?? mine!);
  if (!theirs) return t`You changed this dish; the other save removed it.`;
  if (!mine) return t`The other save changed this dish; you removed it.`;
  if (!base) return t`Both saves added this dish, with different ${both}.`;
  return t`Both saves changed this dish: different ${both}.`;
}

/**
 * One dish both saves changed: their version beside mine (stacked on a phone), as two radios in
 * a group named by the dish. The whole card is the radio's label, a 44 px target at least.
 */
export function ConflictChoice({ conflict, choice, onChoose, regime, invalid }: Props) {
  const { t } = useLingui();
  const id = useId();
  const name = (conflict.theirs ?? conflict.mine ?? conflict.base)!.name;
  const reason = useReason(conflict);
  const option = (value: MergeChoice, label: string, item: MenuItem | null, removed: string) => (
    <label
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-accent/50 has-focus-visible:ring-2 has-focus-visible:ring-ring"
      data-testid={`conflict-${value}`}
    >
      <input
        type="radio"
        name={id}
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
        aria-labelledby={`${id}-${value}`}
        aria-describedby={`${id}-${value}-dish`}
        className="mt-0.5 size-4 shrink-0 accent-[hsl(var(--primary))]"
      />
      <span className="grid min-w-0 gap-1">
        <span id={`${id}-${value}`} className="font-semibold">
          {label}
        </span>
        <span id={`${id}-${value}-dish`}>
          {item ? (
            <ConflictDish item={item} regime={regime} />
          ) : (
            <span className="text-sm italic">{removed}</span>
          )}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset
      role="radiogroup"
      className="grid min-w-0 gap-2 rounded-md border p-3 aria-invalid:border-destructive"
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-reason`}
      aria-required
      aria-invalid={invalid || undefined}
      data-conflict={conflict.key}
    >
      <legend id={`${id}-name`} className="wrap-break-word px-1 font-semibold">
        {name}
      </legend>
      <p id={`${id}-reason`} className="text-sm text-muted-foreground">
        {reason}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('theirs', t`Their version`, conflict.theirs, t`Removed from the menu`)}
        {option('mine', t`Your version`, conflict.mine, t`Removed from the menu`)}
      </div>
    </fieldset>
  );
}
