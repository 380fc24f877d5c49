import { t } from '@lingui/core/macro';
import { mailtoHref } from '@/domain/notification-rules';

/** A ready e-mail draft for staff who prefer e-mail: Preshift itself sends no mail. */
export function mailDraftHref(emails: string[], message: string, itemNames: string[]): string {
  const body = [message, '', ...itemNames.map((n) => `- ${n}`)].join('\n');
  return mailtoHref(emails, t`Menu update`, body);
}
