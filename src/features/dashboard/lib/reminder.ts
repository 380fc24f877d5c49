import type { Regime } from '@/domain/allergens';
import { groupByKind } from '@/domain/change-set';
import { changeLineIn, kindHeadingIn } from '@/domain/i18n/change-text';
import { isLocale, type Locale } from '@/domain/i18n/locale';
import { messageIn, wordsIn } from '@/domain/i18n/message-words';
import type { SentNotification } from '@/domain/notification';
import { mailtoHref } from '@/domain/notification-rules';
import { notReady } from '@/domain/readiness';
import type { StaffMember } from '@/domain/staff';

/** Those not ready yet who prefer e-mail (Preshift sends none itself in local mode). */
function notReadyByEmail(n: SentNotification, staff: StaffMember[]): StaffMember[] {
  const waiting = new Set(notReady(n));
  return staff.filter((s) => waiting.has(s.id) && s.notificationPreference !== 'app' && s.email);
}

/** The addresses of recipients not ready yet who prefer e-mail. */
export function notReadyEmails(n: SentNotification, staff: StaffMember[]): string[] {
  return notReadyByEmail(n, staff).map((s) => s.email);
}

/** One mail draft for the recipients who read one language. */
export type ReminderDraft = { locale: Locale; emails: string[]; href: string };

export type DraftContext = {
  restaurantName: string;
  /** The restaurant's allergen rules: they name the allergens of the Spanish lines. */
  regime: Regime;
  /**
   * The language of someone whose entry names none ('Browser default'). Local mode's staff sign
   * in on this browser, so the app's own language is the best guess there is.
   */
  fallback: Locale;
};

/**
 * The reminder in one language, as the server's reminder e-mail words it (message-words.ts, the
 * change lines of change-text.ts), less the link: local mode's app lives in one browser.
 */
function reminderText(n: SentNotification, locale: Locale, ctx: DraftContext) {
  const words = wordsIn(locale);
  const restaurant = ctx.restaurantName.trim() || words.yourRestaurant;
  const message = messageIn(locale, n.message, n.messageTranslations?.[locale]).trim();
  const changes = n.changeSet.length
    ? groupByKind(n.changeSet).flatMap(([kind, list]) => [
        '',
        kindHeadingIn(locale, kind),
        ...list.map((c) => `- ${changeLineIn(locale, c, ctx.regime)}`),
      ])
    : ['', ...n.itemNames.map((name) => `- ${name}`)];
  const body = [
    words.reminderIntro(restaurant),
    ...(message ? ['', message] : []),
    ...changes,
    ...(n.required ? ['', `${words.quizLabel}: ${words.quizAction}`] : []),
  ];
  return { subject: words.reminderSubject(restaurant), body: body.join('\n') };
}

/**
 * Mail drafts reminding those not ready who prefer e-mail, one per language they read, each
 * written in it as the server's e-mails are; none when nobody waiting prefers e-mail.
 */
export function reminderDrafts(
  n: SentNotification,
  staff: StaffMember[],
  ctx: DraftContext,
): ReminderDraft[] {
  const byLocale = new Map<Locale, string[]>();
  for (const s of notReadyByEmail(n, staff)) {
    const locale = isLocale(s.language) ? s.language : ctx.fallback;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), s.email]);
  }
  return [...byLocale].map(([locale, emails]) => {
    const { subject, body } = reminderText(n, locale, ctx);
    return { locale, emails, href: mailtoHref(emails, subject, body) };
  });
}
