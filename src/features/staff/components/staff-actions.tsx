import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Pencil, UserMinus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';

export type StaffActionHandlers = {
  onEdit: (member: StaffMember) => void;
  onResend: (member: StaffMember) => void;
  onCancelInvite: (member: StaffMember) => void;
  /** Asks first (the caller's dialog), then takes the person off the team. */
  onRemove: (member: StaffMember) => void;
  busy: boolean;
};

/**
 * Invitations can be resent or cancelled but not edited; everyone else but a sample can be edited.
 * Accessible names carry the person, so each row's buttons are distinct for screen readers.
 */
export function StaffActions({
  member,
  onEdit,
  onResend,
  onCancelInvite,
  onRemove,
  busy,
}: StaffActionHandlers & { member: StaffMember }) {
  const { t } = useLingui();
  const { email, name } = member;
  // A sample is never stored, so an edit would not stick: samples go together (ADR 0026).
  if (isSample(member))
    return (
      <span className="text-xs text-muted-foreground">
        <Trans>Example, not editable</Trans>
      </span>
    );
  if (member.status === 'invited') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Resend invitation to ${email}`}
          onClick={() => onResend(member)}
        >
          <Mail aria-hidden />
          <Trans>Resend</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Cancel invitation for ${email}`}
          onClick={() => onCancelInvite(member)}
          disabled={busy}
        >
          <X aria-hidden />
          <Trans>Cancel</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={t`Edit ${name}`}
        onClick={() => onEdit(member)}
      >
        <Pencil aria-hidden />
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t`Remove ${name}`}
        onClick={() => onRemove(member)}
        disabled={busy}
      >
        <UserMinus aria-hidden />
        <Trans>Remove</Trans>
      </Button>
    </div>
  );
}
