import { Mail, Pencil, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';

export type StaffActionHandlers = {
  onEdit: (member: StaffMember) => void;
  onResend: (member: StaffMember) => void;
  onCancelInvite: (member: StaffMember) => void;
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
  busy,
}: StaffActionHandlers & { member: StaffMember }) {
  // A sample is never stored, so an edit would not stick: samples go together (ADR 0026).
  if (isSample(member))
    return <span className="text-xs text-muted-foreground">Example, not editable</span>;
  if (member.status === 'invited') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Resend invitation to ${member.email}`}
          onClick={() => onResend(member)}
        >
          <Mail aria-hidden />
          Resend
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Cancel invitation for ${member.email}`}
          onClick={() => onCancelInvite(member)}
          disabled={busy}
        >
          <X aria-hidden />
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Edit ${member.name}`}
      onClick={() => onEdit(member)}
    >
      <Pencil aria-hidden />
      Edit
    </Button>
  );
}
