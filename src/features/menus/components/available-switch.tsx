import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/utils';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  /** The id of a note that says what off means. */
  describedBy?: string;
};

/**
 * 'Available': off takes a dish off for tonight (86'd) without deleting it. A button with role
 * switch so its on/off state is announced; the whole row is the 44 px touch target on phones.
 */
export function AvailableSwitch({ checked, onChange, className, describedBy }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className={cn(
        'inline-flex min-h-11 w-fit items-center gap-2 rounded-md pr-2 text-sm font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-9',
        className,
      )}
    >
      {/* The thumb's side, not only its colour, shows the state. */}
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'block size-5 rounded-full bg-background shadow-sm transition-transform',
            checked ? 'translate-x-4' : 'translate-x-0',
          )}
        />
      </span>
      <Trans>Available</Trans>
    </button>
  );
}
