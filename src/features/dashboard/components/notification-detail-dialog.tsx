import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import type { RecipientState, SentNotification } from '@/domain/notification';
import {
  isReady,
  notReady,
  notReadyReason,
  quizGatesAcknowledgement,
  readiness,
  recipientState,
  stageOf,
  told,
} from '@/domain/readiness';
import { relativeTime } from '@/i18n/relative-time';
import type { StaffMember } from '@/domain/staff';
import { deliveriesOf } from '@/domain/delivery';
import { useDeliver, useDeliveries, useServerSends } from '@/data/deliveries';
import { currentLocale, formatDate } from '@/i18n';
import { reminderDrafts } from '../lib/reminder';
import { REASON_LABEL } from '@/i18n/readiness-reason';
import { STAGE_LABEL } from '../lib/stage-labels';
import { DeliveryLines, DeliverySummary } from './delivery-status';
import { ReminderDraftLinks } from './reminder-draft-links';
import { UpdateChanges } from './update-changes';

type Props = {
  restaurantId: string;
  notification: SentNotification;
  staff: StaffMember[];
  onOpenChange: (open: boolean) => void;
  /** The restaurant's allergen rules, for the allergen names of the change list. */
  regime?: Regime;
  /** The restaurant's name, as local mode's reminder drafts open ('A reminder from ...'). */
  restaurantName?: string;
};

/** Where each recipient is with an update, so the manager can follow up before service. */
export function NotificationDetailDialog({
  restaurantId,
  notification: n,
  staff,
  onOpenChange,
  regime,
  restaurantName = '',
}: Props) {
  const { t } = useLingui();
  const name = (id: string) => staff.find((s) => s.id === id)?.name ?? t`Former staff member`;
  const serverSends = useServerSends();
  const deliveries = useDeliveries(restaurantId, n.id, serverSends === true);
  const deliver = useDeliver(restaurantId, n.id);
  const sentTo = deliveries.data ?? [];
  const acknowledged = told(n).filter((id) => isReady(n, id));
  const pending = notReady(n);
  const { ready, total } = readiness(n);
  const when = relativeTime(n.date);
  const recipients = n.recipients;
  const questions = n.quiz.length;
  const pendingCount = pending.length;
  const ackCount = acknowledged.length;
  // Only where no server e-mails them (local mode): there the manager's own mail program does.
  const drafts =
    serverSends === false
      ? reminderDrafts(n, staff, {
          restaurantName,
          regime: regimeOrLocale(regime),
          fallback: currentLocale(),
        })
      : [];
  const row = (id: string) => (
    <RecipientRow
      key={id}
      name={name(id)}
      stage={reasonOrStage(n, id)}
      state={recipientState(n, id)}
    >
      <DeliveryLines name={name(id)} deliveries={deliveriesOf(sentTo, id)} deliver={deliver} />
    </RecipientRow>
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{n.message}</DialogTitle>
          <DialogDescription>
            <Trans>
              Sent {when} to {recipients} staff · {ready}/{total} ready
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {n.required && (
          <p className="text-sm">
            {quizGatesAcknowledgement(n)
              ? t`Required. Staff must pass the quiz (${plural(questions, { one: '# question', other: '# questions' })}) before acknowledging.`
              : t`Required. Staff must acknowledge it.`}
          </p>
        )}
        {n.changeSet.length > 0 ? (
          <UpdateChanges changes={n.changeSet} regime={regime} />
        ) : (
          n.itemNames.length > 0 && (
            <section>
              <h3 className="mb-1 text-sm font-semibold">
                <Trans>Items</Trans>
              </h3>
              <p className="text-sm text-muted-foreground">{n.itemNames.join(', ')}</p>
            </section>
          )
        )}
        <DeliverySummary
          notificationId={n.id}
          deliveries={sentTo}
          deliver={deliver}
          loadFailed={deliveries.isError}
        />
        <section aria-labelledby="not-yet">
          <h3 id="not-yet" className="mb-1 text-sm font-semibold">
            <Trans>Not acknowledged yet ({pendingCount})</Trans>
          </h3>
          <ul className="grid gap-2 text-sm">
            {pending.map(row)}
            {pending.length === 0 && (
              <li className="text-muted-foreground">
                <Trans>Everyone has seen it.</Trans>
              </li>
            )}
          </ul>
          {drafts.length > 0 && <ReminderDraftLinks drafts={drafts} />}
          {serverSends === false && (
            <p className="mt-2 text-xs text-muted-foreground">
              <Trans>
                E-mails are drafted in your mail program: local mode has no server to send them.
              </Trans>
            </p>
          )}
        </section>
        <section aria-labelledby="acked">
          <h3 id="acked" className="mb-1 text-sm font-semibold">
            <Trans>Acknowledged ({ackCount})</Trans>
          </h3>
          <ul className="grid gap-2 text-sm">{acknowledged.map(row)}</ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}

/** Why someone is not ready (issue 46); where they are for who is. */
function reasonOrStage(n: SentNotification, staffId: string): string {
  const reason = notReadyReason(n, staffId);
  return reason ? REASON_LABEL[reason] : STAGE_LABEL[stageOf(n, staffId)];
}

/** A time as 'Opened 2 hr ago', with the exact date and time on hover. */
function Stamp({ label, at }: { label: string; at: string | null }) {
  if (!at) return null;
  return (
    <span>
      {label}{' '}
      <time dateTime={at} title={formatDate(at, 'dateTime')}>
        {relativeTime(at)}
      </time>
    </span>
  );
}

function RecipientRow({
  name,
  stage,
  state,
  children,
}: {
  name: string;
  stage: string;
  state: RecipientState;
  /** How the server's e-mail and push reached them (Supabase). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const attempts = state.quizAttempts;
  return (
    <li className="grid gap-0.5">
      <span>
        <span className="font-medium">{name}</span> · {stage}
        {/* How many tries the quiz took: four on a quiz of two says guessing (ADR 0027). */}
        {attempts > 0 && ` · ${t`${plural(attempts, { one: '# attempt', other: '# attempts' })}`}`}
      </span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <Stamp label={t`Opened`} at={state.openedAt} />
        <Stamp label={t`Quiz passed`} at={state.quizPassedAt} />
        <Stamp label={t`Acknowledged`} at={state.acknowledgedAt} />
        <Stamp label={t`Reminded`} at={state.remindedAt} />
      </span>
      {children}
    </li>
  );
}
