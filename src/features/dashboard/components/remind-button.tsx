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
  const remind = useRemindStaff(restaurantId);
  const waiting = notReady(notification);
  if (waiting.length === 0) return null;

  const onRemind = async () => {
    try {
      const delivery = await remind.mutateAsync({
        notificationId: notification.id,
        staffIds: waiting,
      });
      if (delivery.kind !== 'none') {
        // The server e-mails and pushes the reminder: no draft to offer.
        toast.success(`Reminder sent to ${waiting.length} staff`, {
          description: outcomeSentence(delivery) ?? 'They will see it in Preshift.',
        });
        return;
      }
      const emails = notReadyEmails(notification, staff);
      const href = reminderDraftHref(notification, staff);
      toast.success(`Reminder sent to ${waiting.length} staff`, {
        description: emails.length
          ? `${emails.length} of them prefer e-mail. Local mode has no server to send it: open a ready draft to reach them too.`
          : 'They will see it in Preshift.',
        action: href
          ? { label: 'Open e-mail draft', onClick: () => window.location.assign(href) }
          : undefined,
      });
    } catch (error) {
      console.error('[dashboard] reminder failed', error);
      toast.error('Reminder failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remind ${waiting.length} not ready`}
      disabled={remind.isPending}
      onClick={() => void onRemind()}
    >
      <BellRing aria-hidden />
      Remind
    </Button>
  );
}
