// The HTTP e-mail API, played by a local server that checks the request as the provider would.
import assert from 'node:assert/strict';
import { createMailer } from './email.ts';
import { DeliveryError } from './errors.ts';

type Seen = { auth: string | null; type: string | null; body: Record<string, unknown> };

function startApi(answer: () => Response) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    assert.equal(request.method, 'POST');
    seen.push({
      auth: request.headers.get('authorization'),
      type: request.headers.get('content-type'),
      body: await request.json(),
    });
    return answer();
  });
  return { seen, url: `http://127.0.0.1:${server.addr.port}/emails`, server };
}

const email = {
  to: 'ana@example.com',
  subject: 'Café Zoë: menu update',
  text: 'Crème brûlée',
  html: '<p>Crème brûlée</p>',
};

Deno.test('the HTTP API gets the key as a Bearer token and the message as JSON', async () => {
  const api = startApi(() => Response.json({ id: 'm1' }));
  try {
    await createMailer({
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: api.url,
      MAIL_FROM: 'Preshift <no-reply@preshift.test>',
      // Ignored: the API wins when its key is set.
      SMTP_HOST: '127.0.0.1',
    }).send(email);
    assert.equal(api.seen.length, 1);
    const [request] = api.seen;
    assert.equal(request.auth, 'Bearer re_test');
    assert.equal(request.type, 'application/json');
    assert.deepEqual(request.body, {
      from: 'Preshift <no-reply@preshift.test>',
      to: ['ana@example.com'],
      subject: 'Café Zoë: menu update',
      html: '<p>Crème brûlée</p>',
      text: 'Crème brûlée',
    });
  } finally {
    await api.server.shutdown();
  }
});

Deno.test(
  "a refusal from the HTTP API is the delivery reason, with status and the API's words",
  async () => {
    const api = startApi(() =>
      Response.json(
        { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
        { status: 422 },
      ),
    );
    try {
      const error = await createMailer({
        RESEND_API_KEY: 're_test',
        RESEND_API_URL: api.url,
        MAIL_FROM: 'no-reply@preshift.test',
      })
        .send(email)
        .then(
          () => assert.fail('expected a DeliveryError'),
          (e: unknown) => e,
        );
      assert.ok(error instanceof DeliveryError);
      assert.equal(error.reason, 'the e-mail API answered 422: Invalid `to` field.');
    } finally {
      await api.server.shutdown();
    }
  },
);
