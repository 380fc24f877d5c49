import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { UserType } from '@/domain/profile';

export function UserTypeField({
  value,
  onChange,
  error,
}: {
  value: UserType;
  onChange: (v: UserType) => void;
  error?: string;
}) {
  const { t } = useLingui();
  // The stored values stay English ('Manager', 'Staff'); only what is shown is translated.
  const names: Record<UserType, string> = { Manager: t`Manager`, Staff: t`Staff` };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>I am a</Trans>
      </legend>
      <RadioGroup
        value={value}
        onValueChange={(v) => onChange(v as UserType)}
        className="grid-cols-2"
        aria-label={t`User type`}
      >
        {(['Manager', 'Staff'] as const).map((type) => (
          <Label
            key={type}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-data-[state=checked]:border-primary"
          >
            <RadioGroupItem value={type} />
            {names[type]}
          </Label>
        ))}
      </RadioGroup>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
