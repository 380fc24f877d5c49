import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A native radio or checkbox with its whole row as the label: a 44 px touch target on phones. */
export function Choice({
  label,
  className,
  ...input
}: ComponentProps<'input'> & { label: ReactNode; type: 'radio' | 'checkbox' }) {
  return (
    <label
      data-slot="choice"
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        className,
      )}
    >
      <input className="size-4 shrink-0 accent-[hsl(var(--primary))]" {...input} />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}
