import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

type Props = {
  /** An allergen fact changed: the update is required whatever the manager picks. */
  safety: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** Whether staff must pass the quiz before acknowledging; forced on for a safety change. */
export function RequiredSwitch({ safety, checked, onChange }: Props) {
  const { t } = useLingui();
  const noteId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium has-disabled:cursor-default">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-[hsl(var(--primary))]"
          checked={safety || checked}
          disabled={safety}
          aria-describedby={noteId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <Trans>Required</Trans>
      </label>
      <p id={noteId} className="text-xs text-muted-foreground">
        {safety
          ? t`Required: an allergen changed. Staff must pass the quiz before acknowledging.`
          : t`When on, staff must pass the quiz before acknowledging.`}
      </p>
    </div>
  );
}
