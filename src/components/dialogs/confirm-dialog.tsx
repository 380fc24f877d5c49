import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

type Props = {
  open: boolean;
  /** Closing the dialog any way but an action (Cancel, Escape) calls this. */
  onCancel: () => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  /** The actions after the Cancel button. */
  children: ReactNode;
  /** Where focus goes once the dialog has closed; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Asks before something happens: a question, what it means, Cancel, then the actions. */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  description,
  cancelLabel,
  children,
  onCloseAutoFocus,
}: Props) {
  const { t } = useLingui();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t`Cancel`}</AlertDialogCancel>
          {children}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asks before a deletion that cannot be undone: Cancel, or a destructive Delete. */
export function ConfirmDeleteDialog({
  onConfirm,
  ...props
}: Omit<Props, 'children' | 'cancelLabel'> & { onConfirm: () => void }) {
  return (
    <ConfirmDialog {...props}>
      <AlertDialogAction onClick={onConfirm}>
        <Trans>Delete</Trans>
      </AlertDialogAction>
    </ConfirmDialog>
  );
}
