import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { SentNotification } from '@/domain/notification';
import { notReady } from '@/domain/readiness';
import type { StaffMember } from '@/domain/staff';
import { outcomeSentence } from '@/data/deliveries';
import { useRemindStaff } from '@/data/notifications';
import { notReadyEmails, reminderDraftHref } from '../lib/reminder';

type Props = { restaurantId: string; notification: SentNotification; staff: StaffMember[] };

/**
 * Nudges everyone not ready yet. On Supabase the server e-mails and pushes the reminder; local
 * mode has no server, so for those who prefer e-mail the toast offers a ready draft (the detail
 * dialog keeps the same link once the toast is gone).
 */
export function RemindButton({ restaurantId, notification, staff }: Props) {
  const { t } = useLingui();
  const remind = useRemindStaff(restaurantId);
  const waiting = notReady(notification);
  const count = waiting.length;
  if (waiting.length === 0) return null;

  const onRemind = async () => {
    try {
      const delivery = await remind.mutateAsync({
        notificationId: notification.id,
        staffIds: waiting,
      });
      if (delivery.kind !== 'none') {
        // The server e-mails and pushes the reminder: no draft to offer.
        toast.success(t`Reminder sent to ${count} staff`, {
          description: outcomeSentence(delivery) ?? t`They will see it in Preshift.`,
        });
        return;
      }
      const emails = notReadyEmails(notification, staff);
      const href = reminderDraftHref(notification, staff);
      const byEmail = emails.length;
      toast.success(t`Reminder sent to ${count} staff`, {
        description: byEmail
          ? t`${byEmail} of them prefer e-mail. Local mode has no server to send it: open a ready draft to reach them too.`
          : t`They will see it in Preshift.`,
        action: href
          ? { label: t`Open e-mail draft`, onClick: () => window.location.assign(href) }
          : undefined,
      });
    } catch (error) {
      console.error('[dashboard] reminder failed', error);
      toast.error(t`Reminder failed`, {
        description: error instanceof Error ? error.message : t`Please try again.`,
      });
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t`Remind ${count} not ready`}
      disabled={remind.isPending}
      onClick={() => void onRemind()}
    >
      <BellRing aria-hidden />
      <Trans>Remind</Trans>
    </Button>
  );
}
