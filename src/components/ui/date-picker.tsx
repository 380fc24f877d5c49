import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import * as React from 'react';
import { formatDate } from '@/i18n';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type Props = {
  /** Names the trigger for assistive technology: '{label}: Nov 22, 2026' or '{label}: Pick a date'. */
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  placeholder?: string;
  /** Offer a 'Clear date' action (for optional dates). */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The trigger button, for focusing it (react-hook-form's field.ref on an invalid submit). */
  ref?: React.Ref<HTMLButtonElement>;
};

/**
 * A single-date picker: an outline button showing the date (or the prompt) that opens a calendar
 * in a popover. Opening focuses the selected day (else today); arrows move, Enter selects and
 * closes, Escape closes; focus returns to the button. Only imported by lazy routes, so neither
 * react-day-picker nor the popover reaches the landing bundle.
 */
export function DatePicker({
  label,
  value,
  onChange,
  placeholder,
  clearable = false,
  disabled,
  className,
  ref,
  ...aria
}: Props) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const text = value ? formatDate(value, 'date') : (placeholder ?? t`Pick a date`);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          data-slot="date-picker"
          variant="outline"
          disabled={disabled}
          aria-label={t`${label}: ${text}`}
          className={cn(
            'w-full justify-start text-left font-normal',
            !value && 'text-muted-foreground',
            aria['aria-invalid'] && 'border-destructive',
            className,
          )}
          {...aria}
        >
          <CalendarDays aria-hidden />
          <span className="truncate">{text}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-0"
        align="start"
        aria-label={label}
        // Focus the selected day (else today), the calendar's single tab stop. Done here rather
        // than with DayPicker's autoFocus: inside a modal dialog the dialog's focus trap only
        // lets go once the popover's own focus scope has mounted, which is when this runs.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const container = event.currentTarget as HTMLElement;
          container.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
        }}
      >
        <Calendar
          mode="single"
          selected={value}
          defaultMonth={value}
          onSelect={(date) => {
            // Choosing the selected day again deselects it; only optional dates may be emptied.
            if (date || clearable) onChange(date);
            setOpen(false);
          }}
        />
        {clearable && value && (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => {
                onChange(undefined);
                setOpen(false);
              }}
            >
              <Trans>Clear date</Trans>
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
