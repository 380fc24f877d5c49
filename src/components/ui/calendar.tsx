import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { DayPicker, type ChevronProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { currentLocale } from '@/i18n';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export type CalendarProps = React.ComponentProps<typeof DayPicker>;

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={cn('size-4', className)} aria-hidden />;
}

/**
 * shadcn-style calendar over react-day-picker v9, styled with Tailwind only (no global CSS).
 * Days are 44 px on phones (touch targets) and 40 px from the md breakpoint; seven columns plus
 * padding fit a 390 px screen. react-day-picker supplies the grid semantics, the day labels and
 * the keyboard model (arrows move a day or week, PageUp/PageDown a month, Home/End the week).
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  components,
  ...props
}: CalendarProps) {
  const nav = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-11 p-0 aria-disabled:opacity-50 md:size-10',
  );
  return (
    <DayPicker
      data-slot="calendar"
      // Month and day names, and the grid's labels, in the language shown (English by default).
      locale={currentLocale() === 'es' ? es : undefined}
      showOutsideDays={showOutsideDays}
      className={cn('w-fit p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-4',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: nav,
        button_next: nav,
        month_caption: 'flex h-11 items-center justify-center px-12 md:h-10',
        caption_label: 'text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-11 text-center text-xs font-normal text-muted-foreground md:w-10',
        week: 'mt-1 flex w-full',
        day: 'relative size-11 p-0 text-center text-sm md:size-10',
        day_button: cn(
          'inline-flex size-11 items-center justify-center rounded-md text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:size-10',
        ),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button:hover]:bg-primary [&>button:hover]:text-primary-foreground',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      {...props}
    />
  );
}
