// Headers survive any mail relay: long non-ASCII subjects in short encoded words, no line breaks.
import assert from 'node:assert/strict';
import { buildMime, encodeHeaderText, parseMailbox } from './mime.ts';
import { decodeWords, parseMail } from '../_testing/smtp-sink.ts';

Deno.test('a long non-ASCII subject is split into valid encoded words that read back whole', () => {
  const subject = 'Trattoria Ñandú 🍝 — ' + 'crème brûlée, '.repeat(8) + 'menu update';
  const encoded = encodeHeaderText(subject);
  for (const word of encoded.split('\r\n ')) {
    assert.match(word, /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    assert.ok(word.length <= 75, `${word.length} characters`);
  }
  assert.equal(decodeWords(encoded), subject);
});

Deno.test('user text cannot add a header: line breaks in the subject become spaces', () => {
  const raw = buildMime({
    from: parseMailbox('no-reply@preshift.test'),
    to: 'ana@example.com',
    subject: 'Bistro\r\nBcc: victim@example.com',
    text: 't',
    html: 'h',
  });
  const mail = parseMail(raw);
  assert.equal(mail.subject, 'Bistro Bcc: victim@example.com');
  assert.equal(mail.headers.has('bcc'), false);
});

Deno.test('MAIL_FROM may carry a display name; the envelope uses the address', () => {
  assert.deepEqual(parseMailbox('"Preshift Team" <team@preshift.test>'), {
    name: 'Preshift Team',
    address: 'team@preshift.test',
  });
  assert.deepEqual(parseMailbox(' team@preshift.test '), {
    name: '',
    address: 'team@preshift.test',
  });
});
