import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { TrainingEvent } from '@/domain/training-event';
import {
  failedAttempts,
  readinessReason,
  summarizeUpdate,
  type PersonRecord,
  type UpdateSummary,
} from '@/domain/training-record';
import { formatDate } from '@/i18n';
import { REASON_LABEL } from '@/i18n/readiness-reason';
import { ShowMore, usePaged } from './show-more';

/** The updates of the record, newest first: who was sent each, and where each person got to. */
export function UpdatesView({ events }: { events: readonly TrainingEvent[] }) {
  const summaries = useMemo(() => {
    const ids = [
      ...new Set(
        events.flatMap((e) => (e.type === 'sent' && e.notificationId ? [e.notificationId] : [])),
      ),
    ];
    return ids.map((id) => summarizeUpdate(events, id)).reverse();
  }, [events]);
  const paged = usePaged(summaries);
  if (summaries.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No update was sent in this period.</Trans>
      </p>
    );
  return (
    <div className="grid gap-4">
      {paged.shown.map((s) => (
        <UpdateRecord key={s.notificationId} summary={s} />
      ))}
      <ShowMore paged={paged} />
    </div>
  );
}

function UpdateRecord({ summary: s }: { summary: UpdateSummary }) {
  const { t } = useLingui();
  const headingId = useId();
  const sentAt = s.people[0]?.sentAt ?? null;
  const quiz = s.sent?.quizQuestions ?? 0;
  const allergens = s.sent?.allergenChanges ?? 0;
  const sentCount = s.people.length;
  const openedCount = s.opened.length;
  const passedCount = s.passed.length;
  const ackCount = s.acknowledged.length;
  const missingCount = s.missing.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="min-w-0 wrap-break-word font-semibold">
          {s.sent?.message || t`Update`}
        </h2>
        {sentAt && (
          <time className="text-xs text-muted-foreground" dateTime={sentAt}>
            {formatDate(sentAt, 'dateTime')}
          </time>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {allergens > 0 && (
          <Badge variant="destructive">
            {t`${plural(allergens, { one: '# allergen change', other: '# allergen changes' })}`}
          </Badge>
        )}
        <span>
          <Trans>
            Sent to {sentCount} · opened {openedCount} · passed {passedCount} · acknowledged{' '}
            {ackCount} · missing {missingCount}
          </Trans>
        </span>
      </p>
      <div className="overflow-x-auto">
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Person</Trans>
              </TableHead>
              <TableHead>
                <Trans>Opened</Trans>
              </TableHead>
              <TableHead>
                <Trans>Quiz</Trans>
              </TableHead>
              <TableHead>
                <Trans>Acknowledged</Trans>
              </TableHead>
              <TableHead>
                <Trans>Status</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.people.map((p) => (
              <PersonRow key={p.key} record={p} quiz={quiz} />
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

function When({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">-</span>;
  return <time dateTime={at}>{formatDate(at, 'dateTime')}</time>;
}

/** How the quiz went: passed on which attempt, or how many failed; nothing when there was none. */
function quizWords(r: PersonRecord, quiz: number): string {
  const passedOn = r.passedOnAttempt;
  if (passedOn !== null) return t`Passed on attempt ${passedOn}`;
  const failed = failedAttempts(r);
  if (failed > 0)
    return plural(failed, { one: '# attempt, not passed', other: '# attempts, not passed' });
  return quiz > 0 ? '-' : '';
}

function PersonRow({ record: r, quiz }: { record: PersonRecord; quiz: number }) {
  const { t } = useLingui();
  const reason = readinessReason(r, quiz);
  const role = r.person.role;
  return (
    <TableRow>
      <TableCell className="font-medium">
        {r.person.name || r.person.email}
        {role && <span className="block text-xs font-normal text-muted-foreground">{role}</span>}
      </TableCell>
      <TableCell>
        <When at={r.openedAt} />
      </TableCell>
      <TableCell>{quizWords(r, quiz) || t`No quiz`}</TableCell>
      <TableCell>
        <When at={r.acknowledgedAt} />
      </TableCell>
      <TableCell>{reason ? REASON_LABEL[reason] : t`Ready`}</TableCell>
    </TableRow>
  );
}
