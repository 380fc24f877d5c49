import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { StaffMember } from '@/domain/staff';
import { useIsMobile } from '@/hooks/use-is-mobile';
import type { StaffActionHandlers } from './staff-actions';
import { StaffCards } from './staff-cards';
import { StaffTable } from './staff-table';

/** A table on wide screens and cards below 768 px; only one is rendered at a time. */
export function StaffDirectory({
  staff,
  ...handlers
}: StaffActionHandlers & { staff: StaffMember[] }) {
  const isMobile = useIsMobile();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Staff Directory</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Everyone on your team, including pending invitations.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {staff.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No staff yet. Add your team or invite them by e-mail.</Trans>
          </p>
        ) : isMobile ? (
          <StaffCards staff={staff} {...handlers} />
        ) : (
          <StaffTable staff={staff} {...handlers} />
        )}
      </CardContent>
    </Card>
  );
}
