import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import type { SentNotification } from '@/domain/notification';
import { notReady } from '@/domain/readiness';
import type { StaffMember } from '@/domain/staff';
import { outcomeSentence } from '@/data/deliveries';
import { useRemindStaff } from '@/data/notifications';
import { currentLocale } from '@/i18n';
import { notReadyEmails, reminderDrafts } from '../lib/reminder';

type Props = {
  restaurantId: string;
  notification: SentNotification;
  staff: StaffMember[];
  regime?: Regime;
  restaurantName?: string;
  /** Opens the update's details, which list one draft per language when there are several. */
  onShowDrafts?: () => void;
};

/**
 * Nudges everyone not ready yet. On Supabase the server e-mails and pushes the reminder; local
 * mode has no server, so for those who prefer e-mail the toast offers a ready draft in their
 * language (the detail dialog keeps the same links once the toast is gone; with readers of
 * several languages, one draft each, the toast sends the manager there).
 */
export function RemindButton({
  restaurantId,
  notification,
  staff,
  regime,
  restaurantName = '',
  onShowDrafts,
}: Props) {
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
      const byEmail = notReadyEmails(notification, staff).length;
      const drafts = reminderDrafts(notification, staff, {
        restaurantName,
        regime: regimeOrLocale(regime),
        fallback: currentLocale(),
      });
      const [only] = drafts;
      const languages = drafts.length;
      toast.success(t`Reminder sent to ${count} staff`, {
        description: !byEmail
          ? t`They will see it in Preshift.`
          : languages > 1
            ? t`${byEmail} of them prefer e-mail, in ${languages} languages. Local mode has no server to send it: open a ready draft for each language to reach them too.`
            : t`${byEmail} of them prefer e-mail. Local mode has no server to send it: open a ready draft to reach them too.`,
        action:
          languages > 1 && onShowDrafts
            ? { label: t`Open e-mail drafts`, onClick: onShowDrafts }
            : only
              ? { label: t`Open e-mail draft`, onClick: () => window.location.assign(only.href) }
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
