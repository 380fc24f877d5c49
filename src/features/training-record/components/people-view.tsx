import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { EventTimeline } from '@/components/record/event-timeline';
import { Button } from '@/components/ui/button';
import type { TrainingEvent } from '@/domain/training-event';
import {
  personSummaries,
  personTimeline,
  type PersonSummary,
} from '@/domain/training-record-views';
import { formatDate } from '@/i18n';
import { ShowMore, usePaged } from './show-more';

/** Everyone in the record, by name, with counts; each opens onto their timeline. */
export function PeopleView({ events }: { events: readonly TrainingEvent[] }) {
  const people = useMemo(() => personSummaries(events), [events]);
  const paged = usePaged(people);
  if (people.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No one was sent an update in this period.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-3">
      {paged.shown.map((p) => (
        <PersonEntry key={p.key} summary={p} events={events} />
      ))}
      <li className="grid">
        <ShowMore paged={paged} />
      </li>
    </ul>
  );
}

function PersonEntry({
  summary: p,
  events,
}: {
  summary: PersonSummary;
  events: readonly TrainingEvent[];
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const name = p.person.name || p.person.email;
  const role = p.person.role;
  const removedOn = p.removedAt ? formatDate(p.removedAt) : null;
  const { updatesSent, opened, passed, acknowledged, outstanding } = p;
  return (
    <li className="grid gap-2 rounded-md border p-3" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="wrap-break-word font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            {role}
            {removedOn && (
              <>
                {role && ' · '}
                <Trans>Removed on {removedOn}</Trans>
              </>
            )}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t`Hide timeline` : t`Show timeline`}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Sent {updatesSent} · opened {opened} · passed {passed} · acknowledged {acknowledged} ·
          outstanding {outstanding}
        </Trans>
      </p>
      {open && (
        <EventTimeline
          id={listId}
          events={personTimeline(events, p.key)}
          label={t`Timeline of ${name}`}
          className="border-l pl-3"
        />
      )}
    </li>
  );
}
