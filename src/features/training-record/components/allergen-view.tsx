import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import { changeLineIn } from '@/domain/i18n/change-text';
import type { TrainingEvent } from '@/domain/training-event';
import { allergenChangeAcks, type AllergenChangeAck } from '@/domain/training-record-views';
import { currentLocale, formatDate } from '@/i18n';
import { ShowMore, usePaged } from './show-more';

/** Each allergen change sent, newest first, and which of the people sent it acknowledged it. */
export function AllergenView({
  events,
  regime,
}: {
  events: readonly TrainingEvent[];
  regime?: Regime;
}) {
  const changes = useMemo(() => allergenChangeAcks(events), [events]);
  const paged = usePaged(changes);
  if (changes.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No allergen changes were sent in this period.</Trans>
      </p>
    );
  return (
    <div className="grid gap-3">
      {paged.shown.map((c) => (
        <AllergenChange
          key={`${c.notificationId}:${c.change.menuId}:${c.change.itemId}:${c.change.kind}`}
          ack={c}
          regime={regime}
        />
      ))}
      <ShowMore paged={paged} />
    </div>
  );
}

function AllergenChange({ ack, regime }: { ack: AllergenChangeAck; regime?: Regime }) {
  const { t } = useLingui();
  const headingId = useId();
  const line = changeLineIn(currentLocale(), ack.change, regimeOrLocale(regime));
  const sent = formatDate(ack.sentAt);
  const message = ack.message;
  const done = ack.people.filter((p) => p.acknowledgedAt !== null).length;
  const total = ack.people.length;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-950"
    >
      <h2 id={headingId} className="flex items-start gap-2 wrap-break-word font-semibold">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-800" aria-hidden />
        {line}
      </h2>
      <p className="text-sm">
        <Trans>
          In “{message}”, sent {sent} · {done} of {total} acknowledged
        </Trans>
      </p>
      <ul className="grid gap-1 text-sm" aria-label={t`Who acknowledged: ${line}`}>
        {ack.people.map((p) => {
          const name = p.person.name || p.person.email;
          const at = p.acknowledgedAt;
          const when = at ? formatDate(at, 'dateTime') : '';
          return (
            <li key={p.key} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{name}</span>
              {at ? (
                <span>
                  <Trans>Acknowledged {when}</Trans>
                </span>
              ) : (
                <span className="font-semibold">
                  <Trans>Not acknowledged</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
