import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StaffMember } from '@/domain/staff';

type Props = {
  /** Who would be removed; null keeps the dialog closed. */
  member: StaffMember | null;
  onCancel: () => void;
  onConfirm: (member: StaffMember) => void;
};

/** Asks before a person leaves the team, and says their training record stays. */
export function RemoveStaffDialog({ member, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const name = member?.name ?? '';
  return (
    <ConfirmDialog
      open={member !== null}
      onCancel={onCancel}
      title={t`Remove ${name} from the team?`}
      description={t`They lose access to the team's updates and menus at once. What they were sent and did stays in the training record, marked as removed.`}
    >
      <AlertDialogAction
        className={buttonVariants({ variant: 'destructive' })}
        onClick={() => member && onConfirm(member)}
      >
        <Trans>Remove</Trans>
      </AlertDialogAction>
    </ConfirmDialog>
  );
}
