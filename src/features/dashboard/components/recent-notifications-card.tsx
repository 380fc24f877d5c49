import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DASHBOARD_NOTIFICATION_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { SampleBadge } from '@/components/samples/sample-badge';
import { isSample } from '@/domain/samples';
import type { SentNotification } from '@/domain/notification';
import { isOverdue, readiness, reasonCounts, toldCount } from '@/domain/readiness';
import { relativeTime } from '@/i18n/relative-time';
import type { StaffMember } from '@/domain/staff';
import { useNotifications } from '@/data/notifications';
import { useStaff } from '@/data/staff';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { REASON_LABEL } from '@/i18n/readiness-reason';
import { RemindButton } from './remind-button';
import type { Regime } from '@/domain/allergens';

export function RecentNotificationsCard({
  restaurantId,
  regime,
  restaurantName,
}: {
  restaurantId: string;
  /** The restaurant's allergen rules, for the allergen names of an update's change list. */
  regime?: Regime;
  /** For local mode's reminder drafts ('A reminder from ...'). */
  restaurantName?: string;
}) {
  const { data: list = [] } = useNotifications(restaurantId);
  const { data: staff = [] } = useStaff(restaurantId);
  // By id, so the dialog shows the update as refreshed (a reminder, someone acknowledging).
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.find((n) => n.id === openId);
  const count = list.length;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">
          <Trans>Recent Notifications</Trans>
        </CardTitle>
        <Button asChild variant="outline">
          <Link to={paths.notifications}>
            <Trans>Send New Notification</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <p className="text-muted-foreground">
              <Trans>No notifications sent yet</Trans>
            </p>
            <Link
              to={paths.notifications}
              className="inline-flex min-h-11 items-center text-primary underline"
            >
              <Trans>Send Your First Notification</Trans>
            </Link>
          </div>
        ) : (
          <>
            <ul className="divide-y rounded-md border" data-testid="recent-notifications">
              {list.slice(0, DASHBOARD_NOTIFICATION_LIMIT).map((n) => (
                <NotificationRow
                  key={n.id}
                  restaurantId={restaurantId}
                  notification={n}
                  staff={staff}
                  regime={regime}
                  restaurantName={restaurantName}
                  onDetails={() => setOpenId(n.id)}
                />
              ))}
            </ul>
            {list.length > DASHBOARD_NOTIFICATION_LIMIT && (
              <p className="mt-2 text-sm text-muted-foreground">
                <Trans>View all {count} notifications</Trans>
              </p>
            )}
          </>
        )}
      </CardContent>
      {open && (
        <NotificationDetailDialog
          restaurantId={restaurantId}
          notification={open}
          staff={staff}
          regime={regime}
          restaurantName={restaurantName}
          onOpenChange={(o) => !o && setOpenId(null)}
        />
      )}
    </Card>
  );
}

type RowProps = {
  restaurantId: string;
  notification: SentNotification;
  staff: StaffMember[];
  regime?: Regime;
  restaurantName?: string;
  onDetails: () => void;
};

/** One sent update: what, when, how many of its recipients are ready, and a nudge if not all. */
function NotificationRow({ notification: n, onDetails, ...rest }: RowProps) {
  const { ready, total } = readiness(n);
  const told = toldCount(n);
  const items = n.items;
  const why = reasonCounts(n);
  return (
    <li className="grid gap-1 px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 wrap-break-word font-medium">{n.message}</span>
        <span className="shrink-0 text-xs text-muted-foreground">{relativeTime(n.date)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">
          {n.type === 'price_update' ? <Trans>Price update</Trans> : <Trans>Menu update</Trans>}
        </Badge>
        {isSample(n) && <SampleBadge />}
        {n.required && (
          <Badge variant="secondary">
            <Trans>Required</Trans>
          </Badge>
        )}
        {isOverdue(n) && (
          <Badge variant="destructive">
            <Trans>Overdue</Trans>
          </Badge>
        )}
        <span>
          <Trans>{told} recipients</Trans>
        </span>
        <span>
          <Trans>{items} items</Trans>
        </span>
        {total > 0 && (
          <>
            <span data-testid="ack-count">
              <Trans>
                {ready}/{total} ready
              </Trans>
            </span>
            <button
              type="button"
              className="min-h-11 text-primary underline md:min-h-0"
              onClick={onDetails}
            >
              <Trans>Details</Trans>
            </button>
            <RemindButton {...rest} notification={n} onShowDrafts={onDetails} />
          </>
        )}
      </div>
      {why.length > 0 && (
        // Not ready says why (issue 46): who to chase, and for what.
        <p className="text-xs text-muted-foreground" data-testid="not-ready-reasons">
          {why.map(({ reason, count }) => `${REASON_LABEL[reason]}: ${count}`).join(' · ')}
        </p>
      )}
    </li>
  );
}
