import { useId, type ReactElement, cloneElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** Label, control and message wired together for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
