// The words of each delivery, in the recipient's language. The change list is worded by the
// app's own domain (the same groupByKind and, per language, kindHeadingIn / changeLineIn the staff
// home uses), so the e-mail says what the update says; _shared/messages.ts lays it out and escapes
// it. Dish names and the manager's message pass through as written.
import { regimeForLocale, type Regime } from '@domain/allergen-catalog.ts';
import { groupByKind, itemChangeSchema } from '@domain/change-set.ts';
import { changeLineIn, kindHeadingIn } from '@domain/i18n/change-text.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/i18n/locales.ts';
import { messageIn } from '@domain/i18n/message-words.ts';
import {
  inviteEmail,
  reminderEmail,
  updateEmail,
  updatePush,
  type ChangeGroup,
  type EmailContent,
  type PushPayload,
} from '../_shared/messages.ts';

export type UpdateRow = {
  notificationid: string;
  message: string;
  change_set: unknown;
  required: boolean;
  /** The manager's message translated at send time, by language ({ "es": "..." }; ADR 0045). */
  message_translations?: unknown;
};

/**
 * The manager's message for this reader: the translation stored for their language, marked as
 * one and followed by the original (message-words.ts messageIn); else as written.
 */
export function messageFor(update: UpdateRow, reader: Reader): string {
  const translations = update.message_translations;
  const translated =
    translations && typeof translations === 'object'
      ? (translations as Record<string, unknown>)[reader.locale]
      : undefined;
  return messageIn(reader.locale, update.message, translated);
}

/** Who reads a delivery: their language, and the allergen names of their restaurant's regime. */
export type Reader = { locale: Locale; regime: Regime };

/**
 * The reader of a delivery from the staff entry's `language` and the restaurant's
 * `allergen_regime`. A null language means "follow the person's browser", which a server sending
 * an e-mail cannot see: it writes English, the spec's language. A null regime means the manager
 * never chose; the app then goes by the device's locale, which the server has none of either, so
 * it takes what regimeForLocale gives without a region, the EU / UK's 14 (only the Spanish
 * allergen names depend on it; English words them the same under both).
 */
export function readerOf(language: unknown, regime: unknown): Reader {
  return {
    locale: isLocale(language) ? language : DEFAULT_LOCALE,
    regime: regime === 'eu' || regime === 'us' ? regime : regimeForLocale(undefined),
  };
}

const ENGLISH: Reader = readerOf(null, null);

/** The stored change set in the groups of the screen; an entry that does not parse is left out. */
export function changeGroups(changeSet: unknown, reader: Reader = ENGLISH): ChangeGroup[] {
  const changes = (Array.isArray(changeSet) ? changeSet : []).flatMap((entry) => {
    const parsed = itemChangeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return groupByKind(changes).map(([kind, list]) => ({
    heading: kindHeadingIn(reader.locale, kind),
    lines: list.map((change) => changeLineIn(reader.locale, change, reader.regime)),
  }));
}

/** Where an update opens in the app (the staff home opens that update). */
export const updateLink = (appUrl: string, notificationId: string) =>
  `${appUrl}/my-updates?update=${encodeURIComponent(notificationId)}`;

/** The sign-up form with the address filled in; after sign-up the Join prompt follows. */
export const inviteLink = (appUrl: string, email: string) =>
  `${appUrl}/auth?signup=1&email=${encodeURIComponent(email)}`;

export function updateMessage(
  update: UpdateRow,
  restaurantName: string,
  appUrl: string,
  reminder: boolean,
  reader: Reader = ENGLISH,
): EmailContent {
  const input = {
    restaurantName,
    message: messageFor(update, reader),
    groups: changeGroups(update.change_set, reader),
    quizRequired: update.required,
    link: updateLink(appUrl, update.notificationid),
    locale: reader.locale,
  };
  return reminder ? reminderEmail(input) : updateEmail(input);
}

export function updatePushPayload(
  update: UpdateRow,
  restaurantName: string,
  reminder: boolean,
  reader: Reader = ENGLISH,
): PushPayload {
  return updatePush({
    restaurantName,
    message: messageFor(update, reader),
    groups: changeGroups(update.change_set, reader),
    notificationId: update.notificationid,
    reminder,
    locale: reader.locale,
  });
}

export function inviteMessage(
  restaurantName: string,
  appUrl: string,
  email: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  return inviteEmail({ restaurantName, link: inviteLink(appUrl, email), locale });
}
