// The fixed sentences of the e-mails and pushes, per language (issue 30 item 5): the server's
// (supabase/functions/_shared/messages.ts) and local mode's mail drafts alike, so a reminder says
// the same whoever sends it. The change lines are not here: they are generated per language from
// the change set (change-text.ts), so an e-mail says what the staff home says. Restaurant names,
// the manager's message and dish names are the restaurant's own words and are never translated.
//
// Spanish is reviewed wording, addressed formally ("usted"), with the terms the app's Spanish
// catalog uses for the same things (src/locales/es/messages.po: "Actualización del menú",
// "Cuestionario", "Recordatorio", "Cree su cuenta"), so a person meets one vocabulary on the phone
// and in the mailbox. English is what the function has always sent, byte for byte.
import type { Locale } from './locales.ts';
import { changesCountIn } from './plural.ts';

export type MessageWords = {
  /** Stands in for a restaurant that has no name yet. */
  yourRestaurant: string;
  updateIntro: (restaurant: string) => string;
  updateSubject: (restaurant: string) => string;
  reminderIntro: (restaurant: string) => string;
  reminderSubject: (restaurant: string) => string;
  /** 'Quiz required' (bold in HTML), then what to do. */
  quizLabel: string;
  quizAction: string;
  openUpdate: string;
  inviteSubject: (restaurant: string) => string;
  inviteIntro: (restaurant: string) => string;
  inviteAction: string;
  pushTitle: (restaurant: string) => string;
  pushReminderTitle: (restaurant: string) => string;
  /** The changes a lock screen has no room for ('and 2 more' / 'y 2 cambios más'). */
  pushMore: (count: number) => string;
  /** A push with neither changes nor a message. */
  pushEmpty: string;
  /** The HTML document's lang attribute; English keeps the bare <html> it always had. */
  htmlLang: string | null;
  /** Marks the manager's message as translated, and names the original that follows it. */
  translated: string;
  original: string;
};

const EN: MessageWords = {
  yourRestaurant: 'Your restaurant',
  updateIntro: (r) => `${r} has a menu update for you.`,
  updateSubject: (r) => `${r}: menu update`,
  reminderIntro: (r) => `A reminder from ${r}: please read this menu update.`,
  reminderSubject: (r) => `Reminder: ${r} menu update`,
  quizLabel: 'Quiz required',
  quizAction: 'answer the short quiz in the app.',
  openUpdate: 'Open the update',
  inviteSubject: (r) => `${r} invited you to Preshift`,
  inviteIntro: (r) => `${r} uses Preshift to brief staff on menu changes.`,
  inviteAction: 'Create your account to join',
  pushTitle: (r) => `${r}: menu update`,
  pushReminderTitle: (r) => `${r}: reminder, menu update`,
  pushMore: (n) => `and ${n} more`,
  pushEmpty: 'Open the update to read it.',
  htmlLang: null,
  translated: 'translated',
  original: 'Original message',
};

const ES: MessageWords = {
  yourRestaurant: 'Su restaurante',
  updateIntro: (r) => `${r} tiene una actualización del menú para usted.`,
  updateSubject: (r) => `${r}: actualización del menú`,
  reminderIntro: (r) => `Un recordatorio de ${r}: lea esta actualización del menú, por favor.`,
  reminderSubject: (r) => `Recordatorio: actualización del menú de ${r}`,
  quizLabel: 'Cuestionario obligatorio',
  quizAction: 'responda el breve cuestionario en la aplicación.',
  openUpdate: 'Abrir la actualización',
  inviteSubject: (r) => `${r} le ha invitado a Preshift`,
  inviteIntro: (r) => `${r} usa Preshift para informar al personal de los cambios del menú.`,
  inviteAction: 'Cree su cuenta para unirse',
  pushTitle: (r) => `${r}: actualización del menú`,
  pushReminderTitle: (r) => `${r}: recordatorio, actualización del menú`,
  // Plural by Intl.PluralRules ('y 1 cambio más', 'y 2 cambios más').
  pushMore: (n) => `y ${changesCountIn('es', n)} más`,
  pushEmpty: 'Abra la actualización para leerla.',
  htmlLang: 'es',
  translated: 'traducido',
  original: 'Mensaje original',
};

// A table keyed by Locale: a language added to the app fails to compile here until it has words.
const WORDS: Record<Locale, MessageWords> = { en: EN, es: ES };

export const wordsIn = (locale: Locale = 'en'): MessageWords => WORDS[locale];

/**
 * The manager's message for a reader: the translation stored for their language (ADR 0045),
 * marked as one and followed by the original, as the app shows it one tap away; else as written.
 */
export function messageIn(locale: Locale, message: string, translated: unknown): string {
  if (typeof translated !== 'string' || !translated.trim() || !message.trim()) return message;
  const words = WORDS[locale];
  return `${translated.trim()} (${words.translated})\n\n${words.original}: ${message}`;
}
