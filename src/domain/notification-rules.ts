import type { ItemChange } from './change-set';
import type { ChangeQuizQuestion } from './change-quiz';
import { isLocale, type Locale } from './i18n/locales';
import type {
  AnnouncedRange,
  MenuChange,
  MessageTranslations,
  SentNotification,
} from './notification';
import { realRecipients } from './samples';

/** 'price_update' when every change sent is a price change of an existing item, else 'menu_update'. */
export function notificationType(changes: Pick<MenuChange, 'changes'>[]): SentNotification['type'] {
  const allPrice =
    changes.length > 0 &&
    changes.every((c) => c.changes.length > 0 && c.changes.every((k) => k === 'price'));
  return allPrice ? 'price_update' : 'menu_update';
}

export const DEFAULT_NOTIFICATION_MESSAGE = 'Menu has been updated';

export function buildNotification(input: {
  message: string;
  recipientIds: string[];
  items: Pick<MenuChange, 'name' | 'changes'>[];
  /** The menu versions whose difference the items are (none when briefing on a whole menu). */
  menuVersions?: AnnouncedRange[];
  /** What changed, item by item, with the quiz on it; none for a briefing on a whole menu. */
  changeSet?: ItemChange[];
  quiz?: ChangeQuizQuestion[];
  required?: boolean;
  /** The language the manager wrote the message in, and its translations (issue 30, item 4). */
  messageLocale?: Locale;
  messageTranslations?: MessageTranslations;
  now?: Date;
}): SentNotification {
  const now = input.now ?? new Date();
  // A sample person is nobody to tell (ADR 0026): never a recipient, never counted as told.
  const recipientIds = realRecipients(input.recipientIds);
  return {
    id: `notif-${now.getTime()}`,
    date: now.toISOString(),
    message: input.message.trim() || DEFAULT_NOTIFICATION_MESSAGE,
    recipients: recipientIds.length,
    items: input.items.length,
    type: notificationType(input.items),
    recipientIds,
    itemNames: input.items.map((i) => i.name),
    acknowledgedBy: [],
    menuVersions: input.menuVersions ?? [],
    changeSet: input.changeSet ?? [],
    quiz: input.quiz ?? [],
    required: input.required ?? false,
    recipientStates: [],
    // Left out when there is nothing to say, as for updates sent before these existed.
    ...(input.messageLocale ? { messageLocale: input.messageLocale } : {}),
    ...(input.messageTranslations && Object.keys(input.messageTranslations).length > 0
      ? { messageTranslations: input.messageTranslations }
      : {}),
  };
}

/** A mail draft to these addresses, blind-copied so staff do not see each other's. */
export function mailtoHref(emails: string[], subject: string, body: string): string {
  const params = new URLSearchParams({ bcc: emails.join(','), subject, body });
  // mailto wants %20, not '+', for spaces.
  return `mailto:?${params.toString().replace(/\+/g, '%20')}`;
}

/**
 * The manager's message translated into `locale` (the language the screen shows), when the
 * update has one and the message was written in another; null: show the message as written.
 */
export function messageTranslationFor(
  update: Pick<SentNotification, 'messageLocale' | 'messageTranslations'>,
  locale: string,
): string | null {
  if (!isLocale(locale) || update.messageLocale === locale) return null;
  return update.messageTranslations?.[locale] ?? null;
}
