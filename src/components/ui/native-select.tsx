import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A styled native select: the phone's own picker is the most usable one on mobile. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 md:min-h-10 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
