import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { clsx } from 'clsx';

/** Full-area loading state with a visible 'Loading...' label, shown while a route guard waits. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div
      data-slot="spinner"
      role="status"
      className={clsx('flex flex-col items-center justify-center gap-3 p-8', className)}
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <span className="text-sm text-muted-foreground">{label ?? t`Loading...`}</span>
    </div>
  );
}
