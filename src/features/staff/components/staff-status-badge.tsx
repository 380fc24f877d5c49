import { Badge } from '@/components/ui/badge';
import type { StaffMember } from '@/domain/staff';

type Look = { label: string; variant: 'default' | 'secondary' | 'outline' };

/**
 * What the manager needs to know about an entry: employed or not, and whether the person behind
 * the e-mail has been asked to join ('Pending') or said no ('Declined'). Never their account id.
 */
function lookOf(member: StaffMember): Look {
  if (member.status === 'inactive') return { label: 'Inactive', variant: 'outline' };
  if (member.link === 'declined') return { label: 'Declined', variant: 'outline' };
  if (member.link === 'pending') return { label: 'Pending', variant: 'secondary' };
  if (member.status === 'invited') return { label: 'Invited', variant: 'secondary' };
  return { label: 'Active', variant: 'default' };
}

export function StaffStatusBadge({ member }: { member: StaffMember }) {
  const { label, variant } = lookOf(member);
  return <Badge variant={variant}>{label}</Badge>;
}
