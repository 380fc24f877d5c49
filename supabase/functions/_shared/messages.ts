// What staff receive. The change lines come already worded by the app's domain (the caller builds
// `groups` with change-set.ts / i18n/change-text.ts in the reader's language), so the e-mail says
// what the screen says; this file only lays them out, with the fixed sentences of the reader's
// language (src/domain/i18n/message-words.ts; English when no locale is given). Restaurant names,
// messages and dish names are user text: the HTML escapes every piece.
import type { Locale } from '@domain/i18n/locales.ts';
import { wordsIn, type MessageWords } from '@domain/i18n/message-words.ts';

export type ChangeGroup = { heading: string; lines: string[] };

export type UpdateMessageInput = {
  restaurantName: string;
  message?: string | null;
  // Ordered as on screen (allergen changes first).
  groups: ChangeGroup[];
  quizRequired: boolean;
  link: string;
  /** The reader's language; English when absent. */
  locale?: Locale;
};

export type InviteMessageInput = { restaurantName: string; link: string; locale?: Locale };

export type EmailContent = { subject: string; text: string; html: string };

export type PushPayload = { title: string; body: string; url: string; notificationId: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function name(input: { restaurantName: string }, words: MessageWords): string {
  return input.restaurantName.trim() || words.yourRestaurant;
}

// Only a web address becomes a link; anything else is shown as text.
function linkHtml(link: string, label: string): string {
  if (!/^https?:\/\//i.test(link)) return `<p>${escapeHtml(label)}: ${escapeHtml(link)}</p>`;
  return `<p><a href="${escapeHtml(link)}" style="color:#b45309">${escapeHtml(label)}</a></p>`;
}

function page(title: string, blocks: string[], words: MessageWords): string {
  const lang = words.htmlLang ? ` lang="${words.htmlLang}"` : '';
  return [
    '<!doctype html>',
    `<html${lang}><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917">',
    ...blocks,
    '</body></html>',
  ].join('\n');
}

function changesText(groups: ChangeGroup[]): string[] {
  return groups
    .filter((group) => group.lines.length)
    .flatMap((group) => ['', group.heading, ...group.lines.map((line) => `- ${line}`)]);
}

function changesHtml(groups: ChangeGroup[]): string[] {
  return groups
    .filter((group) => group.lines.length)
    .flatMap((group) => [
      `<h2 style="font-size:1rem;margin:1em 0 0.25em">${escapeHtml(group.heading)}</h2>`,
      '<ul style="margin:0;padding-left:1.25em">',
      ...group.lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      '</ul>',
    ]);
}

function updateBody(
  input: UpdateMessageInput,
  words: MessageWords,
  intro: string,
  subject: string,
): EmailContent {
  const message = input.message?.trim() ?? '';
  const text = [
    intro,
    ...(message ? ['', message] : []),
    ...changesText(input.groups),
    ...(input.quizRequired ? ['', `${words.quizLabel}: ${words.quizAction}`] : []),
    '',
    `${words.openUpdate}: ${input.link}`,
    '',
  ].join('\n');
  const quizHtml = `<p><strong>${escapeHtml(words.quizLabel)}</strong>: ${escapeHtml(words.quizAction)}</p>`;
  const html = page(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      ...(message ? [`<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`] : []),
      ...changesHtml(input.groups),
      ...(input.quizRequired ? [quizHtml] : []),
      linkHtml(input.link, words.openUpdate),
    ],
    words,
  );
  return { subject, text, html };
}

export function updateEmail(input: UpdateMessageInput): EmailContent {
  const words = wordsIn(input.locale);
  const restaurant = name(input, words);
  return updateBody(input, words, words.updateIntro(restaurant), words.updateSubject(restaurant));
}

export function reminderEmail(input: UpdateMessageInput): EmailContent {
  const words = wordsIn(input.locale);
  const restaurant = name(input, words);
  return updateBody(
    input,
    words,
    words.reminderIntro(restaurant),
    words.reminderSubject(restaurant),
  );
}

export function inviteEmail(input: InviteMessageInput): EmailContent {
  const words = wordsIn(input.locale);
  const restaurant = name(input, words);
  const subject = words.inviteSubject(restaurant);
  const intro = words.inviteIntro(restaurant);
  const action = words.inviteAction;
  return {
    subject,
    text: [intro, '', `${action}: ${input.link}`, ''].join('\n'),
    html: page(subject, [`<p>${escapeHtml(intro)}</p>`, linkHtml(input.link, action)], words),
  };
}

const PUSH_LINES = 3;
const PUSH_BODY_MAX = 200;

// The notification a phone shows: the first change lines (or the message), short enough for a
// lock screen and far inside a push service's size limit.
export function updatePush(input: {
  restaurantName: string;
  message?: string | null;
  groups: ChangeGroup[];
  notificationId: string;
  reminder?: boolean;
  locale?: Locale;
}): PushPayload {
  const words = wordsIn(input.locale);
  const lines = input.groups.flatMap((group) => group.lines);
  let body = lines.slice(0, PUSH_LINES).join('\n');
  if (lines.length > PUSH_LINES) body += `\n${words.pushMore(lines.length - PUSH_LINES)}`;
  if (!body) body = input.message?.trim() || words.pushEmpty;
  if (body.length > PUSH_BODY_MAX) body = `${body.slice(0, PUSH_BODY_MAX - 1)}…`;
  const restaurant = name(input, words);
  return {
    title: input.reminder ? words.pushReminderTitle(restaurant) : words.pushTitle(restaurant),
    body,
    url: `/my-updates?update=${encodeURIComponent(input.notificationId)}`,
    notificationId: input.notificationId,
  };
}
