import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { SentNotification } from '@/domain/notification';
import { relativeTime } from '@/domain/relative-time';
import type { StaffMember } from '@/domain/staff';

type Props = {
  notification: SentNotification;
  staff: StaffMember[];
  onOpenChange: (open: boolean) => void;
};

/** Who has seen an update and who has not, so the manager can follow up before service. */
export function NotificationDetailDialog({ notification, staff, onOpenChange }: Props) {
  const name = (id: string) => staff.find((s) => s.id === id)?.name ?? 'Former staff member';
  const acknowledged = notification.recipientIds.filter((id) =>
    notification.acknowledgedBy.includes(id),
  );
  const pending = notification.recipientIds.filter(
    (id) => !notification.acknowledgedBy.includes(id),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{notification.message}</DialogTitle>
          <DialogDescription>
            Sent {relativeTime(notification.date)} to {notification.recipients} staff ·{' '}
            {acknowledged.length}/{notification.recipientIds.length} acknowledged
          </DialogDescription>
        </DialogHeader>
        {notification.itemNames.length > 0 && (
          <section>
            <h3 className="mb-1 text-sm font-semibold">Items</h3>
            <p className="text-sm text-muted-foreground">{notification.itemNames.join(', ')}</p>
          </section>
        )}
        <section aria-labelledby="not-yet">
          <h3 id="not-yet" className="mb-1 text-sm font-semibold">
            Not acknowledged yet ({pending.length})
          </h3>
          <ul className="text-sm">
            {pending.map((id) => (
              <li key={id}>{name(id)}</li>
            ))}
            {pending.length === 0 && (
              <li className="text-muted-foreground">Everyone has seen it.</li>
            )}
          </ul>
        </section>
        <section aria-labelledby="acked">
          <h3 id="acked" className="mb-1 text-sm font-semibold">
            Acknowledged ({acknowledged.length})
          </h3>
          <ul className="text-sm">
            {acknowledged.map((id) => (
              <li key={id}>{name(id)}</li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
