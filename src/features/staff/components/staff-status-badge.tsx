import { Badge } from '@/components/ui/badge';
import type { StaffStatus } from '@/domain/staff';

const look: Record<StaffStatus, { label: string; variant: 'default' | 'secondary' | 'outline' }> = {
  active: { label: 'Active', variant: 'default' },
  invited: { label: 'Invited', variant: 'secondary' },
  inactive: { label: 'Inactive', variant: 'outline' },
};

export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const { label, variant } = look[status];
  return <Badge variant={variant}>{label}</Badge>;
}
