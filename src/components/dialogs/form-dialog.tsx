import { Trans } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type Props = {
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onOpenChange: (open: boolean) => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** While a save is under way both buttons are disabled. */
  saving?: boolean;
  /** Open unless told otherwise: most form dialogs are mounted per use. */
  open?: boolean;
  /** Off for a form that leaves some checks to the browser (a URL field, say). */
  noValidate?: boolean;
  /** Stands in for the Cancel button, e.g. a second action such as a connection test. */
  secondaryAction?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/**
 * A dialog that holds one form: the title and what the form is for, the fields, then Cancel (or a
 * second action) and the submit button.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  onOpenChange,
  submitLabel,
  saving,
  open = true,
  noValidate = true,
  secondaryAction,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate={noValidate}>
          {children}
          <DialogFooter>
            {secondaryAction ?? (
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
            )}
            <Button type="submit" disabled={saving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
