import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { StaffMember } from '@/domain/staff';

type Look = { label: MessageDescriptor; variant: 'default' | 'secondary' | 'outline' };

/**
 * What the manager needs to know about an entry: employed or not, and whether the person behind
 * the e-mail has been asked to join ('Pending') or said no ('Declined'). Never their account id.
 */
function lookOf(member: StaffMember): Look {
  if (member.status === 'inactive') return { label: msg`Inactive`, variant: 'outline' };
  if (member.link === 'declined') return { label: msg`Declined`, variant: 'outline' };
  if (member.link === 'pending') return { label: msg`Pending`, variant: 'secondary' };
  if (member.status === 'invited') return { label: msg`Invited`, variant: 'secondary' };
  return { label: msg`Active`, variant: 'default' };
}

export function StaffStatusBadge({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const { label, variant } = lookOf(member);
  return <Badge variant={variant}>{t(label)}</Badge>;
}
