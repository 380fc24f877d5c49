import { t } from '@lingui/core/macro';
import type { TrainingEvent } from '@/domain/training-event';

/**
 * What happened, in words, in the language shown: 'Quiz attempt 2: 3/4, passed'. The record's
 * screens, its CSV and a person's own record all say it the same way.
 */
export function eventLabel(e: TrainingEvent): string {
  switch (e.type) {
    case 'sent':
      return e.detail.required ? t`Update sent, quiz required` : t`Update sent`;
    case 'delivered': {
      const reminder = e.detail.purpose === 'reminder';
      if (e.detail.channel === 'email')
        return reminder ? t`Reminder e-mail delivered` : t`E-mail delivered`;
      return reminder ? t`Reminder push notification delivered` : t`Push notification delivered`;
    }
    case 'delivery_failed': {
      const reminder = e.detail.purpose === 'reminder';
      if (e.detail.channel === 'email')
        return reminder ? t`Reminder e-mail not delivered` : t`E-mail not delivered`;
      return reminder
        ? t`Reminder push notification not delivered`
        : t`Push notification not delivered`;
    }
    case 'opened':
      return t`Opened`;
    case 'quiz_attempt': {
      const { attempt, score, total } = e.detail;
      return e.detail.passed
        ? t`Quiz attempt ${attempt}: ${score}/${total}, passed`
        : t`Quiz attempt ${attempt}: ${score}/${total}, not passed`;
    }
    case 'acknowledged':
      return t`Acknowledged`;
    case 'reminder_sent':
      return t`Reminder sent`;
    case 'removed':
      return t`Removed from the team`;
  }
}
