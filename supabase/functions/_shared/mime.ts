// Builds one RFC 5322 message: multipart/alternative with a UTF-8 text part and a UTF-8 HTML part,
// both base64 (any dish name or language survives any relay, and no line is ever too long).

const utf8 = new TextEncoder();

export type Mailbox = { name: string; address: string };

// `Preshift <no-reply@example.com>` or a bare address.
export function parseMailbox(value: string): Mailbox {
  const trimmed = value.trim();
  const angle = /^(.*)<([^<>\s]+)>\s*$/.exec(trimmed);
  if (angle) return { name: angle[1].trim().replace(/^"(.*)"$/, '$1'), address: angle[2] };
  return { name: '', address: trimmed };
}

// A plausible address: used for both the envelope and the headers, so nothing with spaces, angle
// brackets or line breaks may pass (that would smuggle SMTP commands or headers).
export function isAddress(value: string): boolean {
  return /^[^\s<>@",;:]+@[^\s<>@",;:]+$/.test(value);
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function base64Lines(text: string): string {
  return (base64(utf8.encode(text)).match(/.{1,76}/g) ?? []).join('\r\n');
}

// Header values are user text (the restaurant name is in the subject): line breaks never pass.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

// RFC 2047: non-ASCII text as UTF-8 "B" encoded words, each at most 75 characters and never
// splitting a character, folded onto continuation lines.
export function encodeHeaderText(value: string): string {
  const clean = oneLine(value);
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const char of clean) {
    if (utf8.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(utf8.encode(word))}?=`).join('\r\n ');
}

export function formatMailbox({ name, address }: Mailbox): string {
  if (!name) return address;
  const encoded = encodeHeaderText(name);
  const quoted = /^[\x20-\x7e]*$/.test(encoded) && !encoded.startsWith('=?');
  return quoted ? `"${encoded.replace(/["\\]/g, '\\$&')}" <${address}>` : `${encoded} <${address}>`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// RFC 5322 date in UTC, e.g. "Thu, 26 Nov 2026 06:08:34 +0000".
export function rfc5322Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ` +
    `${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:` +
    `${pad(date.getUTCSeconds())} +0000`
  );
}

export type MimeInput = {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
  html: string;
  date?: Date;
};

export function buildMime(input: MimeInput): string {
  const boundary = `=_preshift_${crypto.randomUUID()}`;
  const domain = input.from.address.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(input.from)}`,
    `To: ${input.to}`,
    `Subject: ${encodeHeaderText(input.subject)}`,
    `Date: ${rfc5322Date(input.date ?? new Date())}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(body),
    ].join('\r\n');
  return [
    ...headers,
    '',
    part('text/plain', input.text),
    part('text/html', input.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

// DATA transparency (RFC 5321 4.5.2): CRLF line ends, and a line starting with "." gets another,
// so no line of the message can end the data early.
export function dotStuff(message: string): string {
  return message
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
}
