import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CHANNEL_LABEL, STATUS_LABEL, type DeliverRequest, type Delivery } from '@/domain/delivery';
import { relativeTime } from '@/i18n/relative-time';
import { useDeliver } from '@/data/deliveries';
import { i18n } from '@/i18n';

type Deliver = ReturnType<typeof useDeliver>;

const STATUS_STYLE: Record<Delivery['status'], string> = {
  queued: 'text-muted-foreground',
  sent: 'text-primary',
  failed: 'text-destructive',
};

/** Asks the server to send again; the list shows the outcome when it is read again. */
function send(deliver: Deliver, request: DeliverRequest) {
  deliver.mutate(request, {
    onSuccess: (report) => {
      const failed = report.deliveries.find((d) => d.status === 'failed');
      if (failed)
        toast.error(i18n._(msg`Sending failed again`), { description: failed.reason ?? undefined });
    },
    onError: (error) => toast.error(i18n._(msg`Sending failed`), { description: error.message }),
  });
}

/**
 * One recipient's e-mails and pushes for an update and its reminders: queued, sent, or failed
 * with the reason the server recorded, and a Retry for a failed one.
 */
export function DeliveryLines({
  name,
  deliveries,
  deliver,
}: {
  name: string;
  deliveries: Delivery[];
  deliver: Deliver;
}) {
  const { t } = useLingui();
  if (deliveries.length === 0) return null;
  return (
    <ul aria-label={t`Delivery to ${name}`} className="grid gap-1 text-xs">
      {deliveries.map((d) => {
        const channel = CHANNEL_LABEL[d.channel];
        const what = d.purpose === 'reminder' ? t`Reminder ${channel}` : channel;
        const whatLower = what.toLowerCase();
        return (
          <li key={d.id} className="flex flex-wrap items-center gap-x-2">
            <span>
              {what}:{' '}
              <span className={`font-medium ${STATUS_STYLE[d.status]}`}>
                {STATUS_LABEL[d.status]}
              </span>
              {d.status === 'sent' && d.sentAt && ` ${relativeTime(d.sentAt)}`}
              {d.status === 'failed' && d.reason && ` (${d.reason})`}
            </span>
            {d.status === 'failed' && (
              <Button
                size="sm"
                variant="outline"
                aria-label={t`Retry ${whatLower} to ${name}`}
                disabled={deliver.isPending}
                onClick={() => send(deliver, { deliveryId: d.id })}
              >
                <RotateCw aria-hidden />
                <Trans>Retry</Trans>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Above the recipients: what the server has done overall, and a way to send what is still queued
 * (the send was saved but the server could not be asked, or has not got to it).
 */
export function DeliverySummary({
  notificationId,
  deliveries,
  deliver,
  loadFailed,
}: {
  notificationId: string;
  deliveries: Delivery[];
  deliver: Deliver;
  loadFailed: boolean;
}) {
  const { t } = useLingui();
  if (loadFailed)
    return (
      <p role="alert" className="text-sm">
        <Trans>
          The e-mail and push status could not be loaded. Close and open this again to retry.
        </Trans>
      </p>
    );
  if (deliveries.length === 0) return null;
  const count = (status: Delivery['status']) =>
    deliveries.filter((d) => d.status === status).length;
  const queued = count('queued');
  const sent = count('sent');
  const failed = count('failed');
  return (
    <section aria-labelledby="delivery" className="grid gap-1 text-sm">
      <h3 id="delivery" className="font-semibold">
        {t`E-mail and push`}
      </h3>
      <p className="text-muted-foreground">
        <Trans>
          {sent} sent · {queued} queued · {failed} failed
        </Trans>
      </p>
      {queued > 0 && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={deliver.isPending}
          onClick={() => send(deliver, { notificationId })}
        >
          <Send aria-hidden />
          <Trans>Send queued now</Trans>
        </Button>
      )}
    </section>
  );
}
