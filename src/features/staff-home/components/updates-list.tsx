import { countOf } from '@/domain/relative-time';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import type { StaffMembership } from '@/backend/port';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { relativeTime } from '@/domain/relative-time';
import { useAcknowledge, useMyUpdates } from '../api/queries';

export function UpdatesList({ membership }: { membership: StaffMembership }) {
  const { data, isPending, isError } = useMyUpdates(membership);
  const acknowledge = useAcknowledge(membership);
  if (isPending) return <Spinner label="Loading updates..." />;
  if (isError)
    return <p role="alert">Your updates could not be loaded. Check your connection and reload.</p>;
  if (data.length === 0)
    return (
      <p className="py-8 text-center text-muted-foreground">
        No updates yet. New menu changes will appear here.
      </p>
    );
  return (
    <ul className="grid gap-3" aria-label="Updates">
      {data.map((u) => (
        <li
          key={u.id}
          aria-label={u.message}
          className={`grid gap-2 rounded-lg border p-4 ${u.acknowledged ? 'bg-card' : 'border-primary bg-accent/40'}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 break-words font-semibold">{u.message}</p>
            {!u.acknowledged && <Badge>Unread</Badge>}
          </div>
          <p className="text-xs text-muted-foreground">
            {relativeTime(u.date)} · {u.type === 'price_update' ? 'Price update' : 'Menu update'} ·{' '}
            {countOf(u.items, 'item')}
          </p>
          {u.itemNames.length > 0 && (
            <ul className="list-inside list-disc text-sm">
              {u.itemNames.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
          {u.acknowledged ? (
            <p className="flex items-center gap-1 text-sm text-primary">
              <CheckCircle2 className="size-4" aria-hidden /> Acknowledged
            </p>
          ) : (
            <Button
              className="w-full sm:w-auto"
              disabled={acknowledge.isPending}
              onClick={() =>
                acknowledge.mutate(u.id, {
                  onError: (e) => toast.error('Could not acknowledge', { description: e.message }),
                })
              }
            >
              Got it
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
