import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StaffMembership } from '@/backend/port';
import { EventTimeline } from '@/components/record/event-timeline';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { staffQueries } from '../api/queries';

/**
 * The person's own training record (issue 46): what they were sent and did, newest first, the
 * same facts their manager can print. Read only when asked for: most visits do not need it.
 */
export function MyRecord({ membership }: { membership: StaffMembership }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>My training record</Trans>
        </h2>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </Button>
      </div>
      {open && <RecordList id={listId} membership={membership} />}
    </section>
  );
}

function RecordList({ id, membership }: { id: string; membership: StaffMembership }) {
  const { t } = useLingui();
  const record = useQuery(staffQueries.myRecord(membership));
  if (record.data === undefined)
    return record.isError ? (
      <p role="alert" id={id}>
        {t`Your record could not be loaded.`}
      </p>
    ) : (
      <Spinner label={t`Loading your record...`} />
    );
  const events = [...record.data].reverse();
  if (events.length === 0)
    return (
      <p id={id} className="text-sm text-muted-foreground">
        <Trans>Nothing yet: updates you are sent will show here.</Trans>
      </p>
    );
  return <EventTimeline id={id} events={events} />;
}
