import { t } from '@lingui/core/macro';
import { changeLine } from '@/domain/change-set';
import type { SentNotification } from '@/domain/notification';
import { mailDraftHref } from '@/domain/notification-rules';
import { notReady } from '@/domain/readiness';
import type { StaffMember } from '@/domain/staff';

/** The addresses of recipients not ready yet who prefer e-mail (Preshift sends none itself). */
export function notReadyEmails(n: SentNotification, staff: StaffMember[]): string[] {
  const waiting = new Set(notReady(n));
  return staff
    .filter((s) => waiting.has(s.id) && s.notificationPreference !== 'app' && s.email)
    .map((s) => s.email);
}

/** A mail draft reminding them, with what changed; null when nobody waiting prefers e-mail. */
export function reminderDraftHref(n: SentNotification, staff: StaffMember[]): string | null {
  const emails = notReadyEmails(n, staff);
  if (emails.length === 0) return null;
  const lines = n.changeSet.length ? n.changeSet.map(changeLine) : n.itemNames;
  const message = n.message;
  return mailDraftHref(emails, t`Reminder: ${message}`, lines);
}
