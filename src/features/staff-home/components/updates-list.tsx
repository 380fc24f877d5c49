import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMembership } from '@/backend/port';
import { Spinner } from '@/components/ui/spinner';
import { useMyUpdates } from '../api/queries';
import { UpdateCard } from './update-card';

/** The person's updates: reminded ones first, then newest first (see inReadingOrder). */
export function UpdatesList({
  membership,
  focusUpdateId = null,
}: {
  membership: StaffMembership;
  /** The update a link opened (`?update=<id>`): shown open, scrolled to and focused. */
  focusUpdateId?: string | null;
}) {
  const { t } = useLingui();
  const { data, isError } = useMyUpdates(membership);
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (data === undefined)
    return isError ? (
      <p role="alert">{t`Your updates could not be loaded. Check your connection and reload.`}</p>
    ) : (
      <Spinner label={t`Loading updates...`} />
    );
  if (data.length === 0)
    return (
      <p className="py-8 text-center text-muted-foreground">
        <Trans>No updates yet. New menu changes will appear here.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-3" aria-label={t`Updates`}>
      {data.map((u) => (
        <UpdateCard
          key={u.id}
          update={u}
          membership={membership}
          focused={u.id === focusUpdateId}
        />
      ))}
    </ul>
  );
}
