import type { TrainingEvent } from '@/domain/training-event';
import { formatDate } from '@/i18n';
import { eventLabel } from '@/i18n/training-event-label';
import { cn } from '@/lib/utils';

type Props = {
  /** In the order to show them. */
  events: readonly TrainingEvent[];
  id?: string;
  /** The list's accessible name, when the heading above it does not give one. */
  label?: string;
  className?: string;
};

/**
 * A person's events, one line each: when, what, and which update (by its message, from the
 * update's sent event): a reminder or an attempt alone does not say which update it was. The
 * manager's per-person timeline and the staff member's own record.
 */
export function EventTimeline({ events, id, label, className }: Props) {
  const messages = new Map(
    events.flatMap((e) => (e.type === 'sent' ? [[e.notificationId, e.detail.message]] : [])),
  );
  return (
    <ol id={id} aria-label={label} className={cn('grid gap-1 text-sm', className)}>
      {events.map((e) => {
        const message = e.notificationId ? messages.get(e.notificationId) : undefined;
        return (
          <li key={e.id} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
            <time dateTime={e.occurredAt} className="text-xs text-muted-foreground">
              {formatDate(e.occurredAt, 'dateTime')}
            </time>
            <span className="min-w-0 wrap-break-word">
              {eventLabel(e)}
              {message && <span className="text-muted-foreground"> · {message}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
