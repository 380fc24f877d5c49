import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DASHBOARD_STAFF_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { SampleBadge } from '@/components/samples/sample-badge';
import { isSample } from '@/domain/samples';
import { roleName } from '@/i18n/staff-role-name';
import { countStaff } from '@/domain/staff-rules';
import { useStaff } from '@/data/staff';
import { TileLink } from './tile-link';

export function StaffManagementCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useLingui();
  const { data: staff = [], isPending } = useStaff(restaurantId);
  const counts = countStaff(staff);
  const { servers, bartenders } = counts;
  const activeCount = staff.filter((s) => s.status === 'active').length;
  const active = staff.filter((s) => s.status === 'active');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">
          <Trans>Staff Management</Trans>
        </CardTitle>
        <Button asChild>
          <Link to={paths.staff}>
            <Trans>Manage Staff</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border p-4" data-testid="active-staff-tile">
            <p className="text-sm text-muted-foreground">
              <Trans>Active Staff</Trans>
            </p>
            <p className="text-3xl font-bold">{isPending ? '…' : counts.active}</p>
            <p className="text-xs text-muted-foreground">
              <Trans>Currently working</Trans>
            </p>
          </div>
          <div className="rounded-lg border p-4">
            <p className="mb-2 text-sm text-muted-foreground">
              <Trans>Staff Roles</Trans>
            </p>
            <div className="flex flex-wrap gap-1">
              {counts.servers > 0 && (
                <Badge variant="secondary">
                  <Trans>Servers: {servers}</Trans>
                </Badge>
              )}
              {counts.bartenders > 0 && (
                <Badge variant="secondary">
                  <Trans>Bartenders: {bartenders}</Trans>
                </Badge>
              )}
            </div>
          </div>
          <TileLink
            to={paths.staff}
            icon={Users}
            title={t`View All Staff`}
            text={t`Manage your team`}
          />
          <TileLink
            to={paths.notifications}
            icon={Bell}
            title={t`Send Notification`}
            text={t`Update your staff`}
          />
        </div>
        <section aria-labelledby="staff-list-heading">
          <h3 id="staff-list-heading" className="mb-2 font-semibold">
            <Trans>Staff List</Trans>
          </h3>
          <ul
            className="max-h-72 divide-y overflow-y-auto rounded-md border"
            data-testid="dashboard-staff-list"
          >
            {active.slice(0, DASHBOARD_STAFF_LIMIT).map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 truncate font-medium">{s.name}</span>
                  {isSample(s) && <SampleBadge />}
                </span>
                <span className="shrink-0 text-muted-foreground">{roleName(t, s.role)}</span>
              </li>
            ))}
            {active.length === 0 && (
              <li className="px-3 py-2 text-sm text-muted-foreground">
                <Trans>No active staff yet.</Trans>
              </li>
            )}
          </ul>
          {active.length > DASHBOARD_STAFF_LIMIT && (
            <Link
              to={paths.staff}
              className="mt-2 inline-flex min-h-11 items-center text-sm text-primary underline md:min-h-0"
            >
              <Trans>View all {activeCount} staff members</Trans>
            </Link>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
