import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Choice } from '@/components/ui/choice';
import type { KeyOnSignOut } from './key-on-sign-out';

const CHOICES: { value: KeyOnSignOut; label: MessageDescriptor }[] = [
  { value: 'forget', label: msg`Forget the key when I sign out` },
  { value: 'keep', label: msg`Keep the key on this device` },
];

/** Asked whenever a key is saved: anyone who uses this browser next could use the key. */
export function KeyOnSignOutField({
  value,
  onChange,
}: {
  value: KeyOnSignOut;
  onChange: (value: KeyOnSignOut) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">
        <Trans>On this device</Trans>
      </legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        <Trans>Forget it on a shared device; keep it only on a device that is yours alone.</Trans>
      </p>
      {CHOICES.map((choice) => (
        <Choice
          key={choice.value}
          type="radio"
          name={name}
          value={choice.value}
          label={t(choice.label)}
          required
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
        />
      ))}
    </fieldset>
  );
}
