// The e-mail a staff member gets, received by a real SMTP server on loopback.
import assert from 'node:assert/strict';
import { createMailer } from './email.ts';
import { DeliveryError } from './errors.ts';
import { updateEmail } from './messages.ts';
import {
  decodeWords,
  makeTestCertificate,
  parseMail,
  startSmtpSink,
} from '../_testing/smtp-sink.ts';

const certificate = makeTestCertificate();

const content = updateEmail({
  restaurantName: 'Café Zoë',
  message: 'Tonight: new dessert.\nAsk the kitchen <before> service.',
  groups: [
    { heading: 'Allergen changes', lines: ['<script>alert(1)</script> Tart: now contains nuts'] },
    { heading: 'New dishes', lines: ['Crème brûlée'] },
  ],
  quizRequired: true,
  link: 'https://app.example.com/my-updates?update=abc',
});

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => assert.fail('expected a DeliveryError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DeliveryError, String(error));
  return error.reason;
}

Deno.test(
  'SMTP with STARTTLS and AUTH delivers both parts, escaped, with a UTF-8 subject',
  async () => {
    const { ca, key, cert } = await certificate;
    const sink = await startSmtpSink({
      tls: { key, cert },
      auth: { user: 'mailer', pass: 'sécret' },
    });
    try {
      const mailer = createMailer(
        {
          MAIL_FROM: 'Preshift <no-reply@preshift.test>',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
          SMTP_USER: 'mailer',
          SMTP_PASS: 'sécret',
        },
        { caCerts: [ca] },
      );
      await mailer.send({ to: 'ana@example.com', ...content });

      assert.equal(sink.received.length, 1);
      const [mail] = sink.received;
      assert.equal(mail.mailFrom, 'no-reply@preshift.test');
      assert.deepEqual(mail.rcptTo, ['ana@example.com']);
      assert.equal(mail.user, 'mailer');
      assert.equal(mail.secure, true, 'the session was upgraded with STARTTLS');

      const parsed = parseMail(mail.raw);
      assert.equal(parsed.subject, 'Café Zoë: menu update');
      assert.match(parsed.headers.get('subject')!, /^=\?UTF-8\?B\?/);
      // A display name that needs no quoting may be sent bare or quoted (RFC 5322 allows both).
      assert.match(parsed.headers.get('from')!, /^"?Preshift"? <no-reply@preshift\.test>$/);
      assert.equal(parsed.headers.get('to'), 'ana@example.com');
      assert.match(
        parsed.headers.get('date')!,
        /^\w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d \+0000$/,
      );
      assert.match(parsed.headers.get('message-id')!, /^<[\w-]+@preshift\.test>$/);
      assert.match(parsed.headers.get('content-type')!, /^multipart\/alternative;/);

      const [text, html] = parsed.parts;
      assert.equal(text.type, 'text/plain; charset=utf-8');
      assert.match(text.body, /Café Zoë has a menu update for you\./);
      assert.match(
        text.body,
        /Allergen changes\n- <script>alert\(1\)<\/script> Tart: now contains nuts/,
      );
      assert.match(text.body, /New dishes\n- Crème brûlée/);
      assert.match(text.body, /Quiz required/);
      assert.match(text.body, /https:\/\/app\.example\.com\/my-updates\?update=abc/);

      assert.equal(html.type, 'text/html; charset=utf-8');
      assert.ok(!html.body.includes('<script>'), 'no user text becomes markup');
      assert.match(html.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt; Tart/);
      assert.match(html.body, /Ask the kitchen &lt;before&gt; service\./);
      assert.match(html.body, /<a href="https:\/\/app\.example\.com\/my-updates\?update=abc"/);
    } finally {
      await sink.close();
    }
  },
);

Deno.test('SMTP AUTH LOGIN on a plain loopback server, and TLS from the start', async () => {
  const login = await startSmtpSink({ auth: { user: 'u', pass: 'p', methods: ['LOGIN'] } });
  const { ca, key, cert } = await certificate;
  const implicit = await startSmtpSink({ implicitTls: true, tls: { key, cert } });
  try {
    const env = { MAIL_FROM: 'no-reply@preshift.test', SMTP_HOST: '127.0.0.1' };
    await createMailer({
      ...env,
      SMTP_PORT: String(login.port),
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
    }).send({ to: 'ben@example.com', ...content });
    assert.equal(login.received[0].user, 'u');
    assert.deepEqual(login.received[0].rcptTo, ['ben@example.com']);

    await createMailer(
      { ...env, SMTP_PORT: String(implicit.port), SMTP_SECURE: 'true' },
      { caCerts: [ca] },
    ).send({ to: 'cy@example.com', ...content });
    assert.equal(implicit.received[0].secure, true);
    assert.equal(parseMail(implicit.received[0].raw).subject, 'Café Zoë: menu update');
  } finally {
    await login.close();
    await implicit.close();
  }
});

Deno.test('a refusal from the SMTP server is the delivery reason, quoting its reply', async () => {
  const sink = await startSmtpSink({ rejectRcpt: { code: 550, text: 'Mailbox unavailable' } });
  const guarded = await startSmtpSink({ auth: { user: 'u', pass: 'right' } });
  try {
    const env = { MAIL_FROM: 'no-reply@preshift.test', SMTP_HOST: '127.0.0.1' };
    const rejected = await failure(
      createMailer({ ...env, SMTP_PORT: String(sink.port) }).send({
        to: 'x@example.com',
        ...content,
      }),
    );
    assert.match(rejected, /RCPT TO with 550 Mailbox unavailable/);
    assert.equal(sink.received.length, 0);

    const denied = await failure(
      createMailer({
        ...env,
        SMTP_PORT: String(guarded.port),
        SMTP_USER: 'u',
        SMTP_PASS: 'wrong',
      }).send({ to: 'x@example.com', ...content }),
    );
    assert.match(denied, /535/);
  } finally {
    await sink.close();
    await guarded.close();
  }
});

Deno.test('a silent server times out with a reason instead of hanging the function', async () => {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const accepted: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of listener) accepted.push(conn);
  })();
  try {
    const reason = await failure(
      createMailer(
        {
          MAIL_FROM: 'a@preshift.test',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(listener.addr.port),
        },
        { timeoutMs: 200 },
      ).send({ to: 'x@example.com', ...content }),
    );
    assert.match(reason, /did not answer the greeting within 0.2 s/);
  } finally {
    listener.close();
    await accepting.catch(() => {});
    for (const conn of accepted) conn.close();
  }
});

Deno.test('missing secrets fail the send, naming them, only when sending', async () => {
  const mailer = createMailer({});
  assert.equal(
    await failure(mailer.send({ to: 'x@example.com', ...content })),
    'MAIL_FROM and SMTP_HOST are not set',
  );
  const noHost = createMailer({ MAIL_FROM: 'a@preshift.test' });
  assert.equal(
    await failure(noHost.send({ to: 'x@example.com', ...content })),
    'SMTP_HOST is not set',
  );
  const noPass = createMailer({ MAIL_FROM: 'a@preshift.test', SMTP_HOST: 'mail', SMTP_USER: 'u' });
  assert.equal(
    await failure(noPass.send({ to: 'x@example.com', ...content })),
    'SMTP_PASS is not set',
  );
  const api = createMailer({ RESEND_API_KEY: 're_x' });
  assert.equal(
    await failure(api.send({ to: 'x@example.com', ...content })),
    'MAIL_FROM is not set',
  );
});

Deno.test('a recipient address with a line break never reaches the server', async () => {
  const mailer = createMailer({
    MAIL_FROM: 'a@preshift.test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '1',
  });
  const reason = await failure(
    mailer.send({ to: 'x@example.com>\r\nRCPT TO:<y@example.com', ...content }),
  );
  assert.match(reason, /is not an e-mail address/);
});

Deno.test('a line that is only a dot, or starts with one, arrives whole', async () => {
  const sink = await startSmtpSink();
  try {
    const text = 'a\n.\n..b\n.\r\nQUIT\nc';
    await createMailer({
      MAIL_FROM: 'no-reply@preshift.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
    }).send({ to: 'ana@example.com', subject: 'Dots', text, html: '<p>.</p>' });
    assert.equal(sink.received.length, 1);
    const [plain] = parseMail(sink.received[0].raw).parts;
    assert.equal(
      plain.body.replace(/\r\n/g, '\n').replace(/\n+$/, ''),
      text.replace(/\r\n/g, '\n'),
    );
  } finally {
    await sink.close();
  }
});

Deno.test(
  'headers survive any relay: a long non-ASCII subject in short encoded words',
  async () => {
    const sink = await startSmtpSink();
    try {
      const subject = 'Trattoria Ñandú 🍝 — ' + 'crème brûlée, '.repeat(8) + 'menu update';
      await createMailer({
        MAIL_FROM: 'no-reply@preshift.test',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
      }).send({ to: 'ana@example.com', subject, text: 't', html: 'h' });
      const raw = sink.received[0].raw;
      // The Subject field and its continuation lines: each short enough for any relay.
      const lines = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
      const start = lines.findIndex((line) => /^subject:/i.test(line));
      let end = start + 1;
      while (end < lines.length && /^[ \t]/.test(lines[end])) end++;
      for (const line of lines.slice(start, end)) assert.ok(line.length <= 78, line);
      const header = parseMail(raw).headers.get('subject')!;
      for (const word of header.split(/\s+/)) {
        assert.match(word, /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/i);
        assert.ok(word.length <= 75, `${word.length} characters`);
      }
      assert.equal(decodeWords(header), subject);
    } finally {
      await sink.close();
    }
  },
);

Deno.test('user text cannot add a header: line breaks in the subject become spaces', async () => {
  const sink = await startSmtpSink();
  try {
    await createMailer({
      MAIL_FROM: 'no-reply@preshift.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
    }).send({
      to: 'ana@example.com',
      subject: 'Bistro\r\nBcc: victim@example.com',
      text: 't',
      html: 'h',
    });
    const [mail] = sink.received;
    assert.deepEqual(mail.rcptTo, ['ana@example.com']);
    const parsed = parseMail(mail.raw);
    assert.equal(parsed.subject, 'Bistro Bcc: victim@example.com');
    assert.equal(parsed.headers.has('bcc'), false);
  } finally {
    await sink.close();
  }
});

Deno.test('MAIL_FROM may carry a display name; the envelope uses the address', async () => {
  const sink = await startSmtpSink();
  try {
    for (const from of ['"Preshift Team" <team@preshift.test>', ' team@preshift.test ']) {
      await createMailer({
        MAIL_FROM: from,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
      }).send({ to: 'ana@example.com', ...content });
    }
    const [named, bare] = sink.received;
    assert.equal(named.mailFrom, 'team@preshift.test');
    assert.match(
      parseMail(named.raw).headers.get('from')!,
      /^"?Preshift Team"? <team@preshift\.test>$/,
    );
    assert.equal(bare.mailFrom, 'team@preshift.test');
    assert.equal(parseMail(bare.raw).headers.get('from'), 'team@preshift.test');
  } finally {
    await sink.close();
  }
});

Deno.test('STARTTLS to a certificate nobody vouches for fails instead of sending', async () => {
  const { key, cert } = await certificate;
  const sink = await startSmtpSink({ tls: { key, cert } });
  try {
    const env = {
      MAIL_FROM: 'a@preshift.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
    };
    const reason = await failure(createMailer(env).send({ to: 'x@example.com', ...content }));
    assert.match(reason, /certificate|UnknownIssuer/i);
    assert.equal(sink.received.length, 0);
  } finally {
    await sink.close();
  }
});

Deno.test('a server nobody answers on is named in the reason', async () => {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = listener.addr.port;
  listener.close();
  const env = { MAIL_FROM: 'a@preshift.test', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) };
  const reason = await failure(createMailer(env).send({ to: 'x@example.com', ...content }));
  assert.match(reason, new RegExp(`^cannot reach SMTP server 127\\.0\\.0\\.1:${port}: `));
});
