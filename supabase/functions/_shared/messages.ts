// What staff receive. The change lines come already worded by the app's domain (the caller builds
// `groups` with change-set.ts), so the e-mail says what the screen says; this file only lays them
// out. Restaurant names, messages and dish names are user text: the HTML escapes every piece.

export type ChangeGroup = { heading: string; lines: string[] };

export type UpdateMessageInput = {
  restaurantName: string;
  message?: string | null;
  // Ordered as on screen (allergen changes first).
  groups: ChangeGroup[];
  quizRequired: boolean;
  link: string;
};

export type InviteMessageInput = { restaurantName: string; link: string };

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

const QUIZ_LINE = 'Quiz required: answer the short quiz in the app.';

function name(input: { restaurantName: string }): string {
  return input.restaurantName.trim() || 'Your restaurant';
}

// Only a web address becomes a link; anything else is shown as text.
function linkHtml(link: string, label: string): string {
  if (!/^https?:\/\//i.test(link)) return `<p>${escapeHtml(label)}: ${escapeHtml(link)}</p>`;
  return `<p><a href="${escapeHtml(link)}" style="color:#b45309">${escapeHtml(label)}</a></p>`;
}

function page(title: string, blocks: string[]): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
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

function updateBody(input: UpdateMessageInput, intro: string, subject: string): EmailContent {
  const message = input.message?.trim() ?? '';
  const text = [
    intro,
    ...(message ? ['', message] : []),
    ...changesText(input.groups),
    ...(input.quizRequired ? ['', QUIZ_LINE] : []),
    '',
    `Open the update: ${input.link}`,
    '',
  ].join('\n');
  const html = page(subject, [
    `<p>${escapeHtml(intro)}</p>`,
    ...(message ? [`<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`] : []),
    ...changesHtml(input.groups),
    ...(input.quizRequired
      ? ['<p><strong>Quiz required</strong>: answer the short quiz in the app.</p>']
      : []),
    linkHtml(input.link, 'Open the update'),
  ]);
  return { subject, text, html };
}

export function updateEmail(input: UpdateMessageInput): EmailContent {
  const restaurant = name(input);
  return updateBody(
    input,
    `${restaurant} has a menu update for you.`,
    `${restaurant}: menu update`,
  );
}

export function reminderEmail(input: UpdateMessageInput): EmailContent {
  const restaurant = name(input);
  return updateBody(
    input,
    `A reminder from ${restaurant}: please read this menu update.`,
    `Reminder: ${restaurant} menu update`,
  );
}

export function inviteEmail(input: InviteMessageInput): EmailContent {
  const restaurant = name(input);
  const subject = `${restaurant} invited you to Preshift`;
  const intro = `${restaurant} uses Preshift to brief staff on menu changes.`;
  const action = 'Create your account to join';
  return {
    subject,
    text: [intro, '', `${action}: ${input.link}`, ''].join('\n'),
    html: page(subject, [`<p>${escapeHtml(intro)}</p>`, linkHtml(input.link, action)]),
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
}): PushPayload {
  const lines = input.groups.flatMap((group) => group.lines);
  let body = lines.slice(0, PUSH_LINES).join('\n');
  if (lines.length > PUSH_LINES) body += `\nand ${lines.length - PUSH_LINES} more`;
  if (!body) body = input.message?.trim() || 'Open the update to read it.';
  if (body.length > PUSH_BODY_MAX) body = `${body.slice(0, PUSH_BODY_MAX - 1)}…`;
  return {
    title: `${name(input)}: ${input.reminder ? 'reminder, menu update' : 'menu update'}`,
    body,
    url: `/my-updates?update=${encodeURIComponent(input.notificationId)}`,
    notificationId: input.notificationId,
  };
}
