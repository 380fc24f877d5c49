// A push reaches a push service on loopback; the test decrypts it with the subscription's private
// key, as the phone would, and checks the VAPID proof as the service would.
import assert from 'node:assert/strict';
import { DeliveryError } from './errors.ts';
import { createPushSender, sendPush } from './push.ts';
import {
  browserSubscription,
  checkVapid,
  decryptPush,
  startPushService,
} from '../_testing/push-service.ts';

async function vapidKeys() {
  // The script the deployer runs, so its output format is what push.ts reads.
  const out = await new Deno.Command('node', { args: ['scripts/vapid-keys.mjs'] }).output();
  assert.ok(out.success, new TextDecoder().decode(out.stderr));
  const lines = new TextDecoder().decode(out.stdout).split('\n');
  const value = (name: string) =>
    lines.find((l) => l.startsWith(`${name}=`))!.slice(name.length + 1);
  return {
    VAPID_PUBLIC_KEY: value('VAPID_PUBLIC_KEY'),
    VAPID_PRIVATE_KEY: value('VAPID_PRIVATE_KEY'),
  };
}

const payload = {
  title: 'Café Zoë: menu update',
  body: 'Tart: now contains nuts',
  url: '/my-updates?update=abc',
  notificationId: 'abc',
};

Deno.test(
  'a push decrypts to the payload on the device and carries a valid VAPID JWT',
  async () => {
    const service = startPushService(() => 201);
    try {
      const keys = await vapidKeys();
      const device = await browserSubscription();
      const sender = createPushSender(
        { ...keys, VAPID_SUBJECT: 'mailto:ops@preshift.test' },
        { testOrigins: [service.origin] },
      );
      const endpoint = `${service.origin}/push/device-1`;
      const before = Math.floor(Date.now() / 1000);
      const result = await sender.send(
        { endpoint, p256dh: device.p256dh, auth: device.auth },
        payload,
      );
      assert.deepEqual(result, { status: 201 });

      assert.equal(service.received.length, 1);
      const [push] = service.received;
      assert.equal(push.path, '/push/device-1');
      assert.equal(push.headers.get('content-encoding'), 'aes128gcm');
      assert.equal(push.headers.get('urgency'), 'high');
      assert.ok(Number(push.headers.get('ttl')) > 0);
      assert.deepEqual(JSON.parse(await decryptPush(push.body, device)), payload);

      const vapid = await checkVapid(push.headers.get('authorization')!);
      assert.equal(vapid.valid, true, 'signed by the VAPID private key');
      assert.equal(vapid.k, keys.VAPID_PUBLIC_KEY);
      assert.deepEqual(vapid.header, { typ: 'JWT', alg: 'ES256' });
      assert.equal(vapid.claims.aud, service.origin);
      assert.equal(vapid.claims.sub, 'mailto:ops@preshift.test');
      const exp = vapid.claims.exp as number;
      assert.ok(exp > before && exp <= before + 24 * 60 * 60 + 5, `exp ${exp} within 24 h`);
    } finally {
      await service.close();
    }
  },
);

Deno.test('a gone subscription (410) comes back as its status; other refusals fail', async () => {
  let status = 410;
  const service = startPushService(() => status);
  try {
    const keys = await vapidKeys();
    const vapid = {
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'https://preshift.test',
    };
    const device = await browserSubscription();
    const sub = { endpoint: `${service.origin}/push/x`, p256dh: device.p256dh, auth: device.auth };
    const options = { testOrigins: [service.origin] };
    assert.deepEqual(await sendPush(sub, 'hi', vapid, options), { status: 410 });
    status = 404;
    assert.deepEqual(await sendPush(sub, 'hi', vapid, options), { status: 404 });
    status = 413;
    const error = await sendPush(sub, 'hi', vapid, options).then(
      () => assert.fail('expected a DeliveryError'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DeliveryError);
    assert.match(error.reason, /^the push service answered 413/);
  } finally {
    await service.close();
  }
});

Deno.test('missing VAPID secrets fail the push, naming them', async () => {
  const device = await browserSubscription();
  const sub = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/x',
    p256dh: device.p256dh,
    auth: device.auth,
  };
  const reason = (env: Record<string, string>) =>
    createPushSender(env)
      .send(sub, payload)
      .then(
        () => assert.fail('expected a DeliveryError'),
        (e: unknown) => (e as DeliveryError).reason,
      );
  assert.equal(
    await reason({}),
    'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set',
  );
  const keys = await vapidKeys();
  assert.equal(await reason(keys), 'VAPID_SUBJECT is not set');
  assert.equal(
    await reason({ ...keys, VAPID_PRIVATE_KEY: 'c2hvcnQ', VAPID_SUBJECT: 'mailto:a@b.c' }),
    'VAPID_PRIVATE_KEY is not a 32-byte P-256 key',
  );
});

// Issue 43: the function requests only the push services' hosts, and keeps nothing of an answer.

const testVapid = async () => {
  const keys = await vapidKeys();
  return {
    publicKey: keys.VAPID_PUBLIC_KEY,
    privateKey: keys.VAPID_PRIVATE_KEY,
    subject: 'mailto:ops@preshift.test',
  };
};

/** Runs `fn` with the global fetch (what sendPush requests with) recording every URL asked for. */
async function withFetchSpy(fn: (requested: string[]) => Promise<void>) {
  const requested: string[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(new Response(null, { status: 201 }));
  };
  try {
    await fn(requested);
  } finally {
    globalThis.fetch = real;
  }
}

Deno.test('an endpoint off the push services is refused before any request', async () => {
  const vapid = await testVapid();
  const device = await browserSubscription();
  const service = startPushService(() => 201);
  try {
    await withFetchSpy(async (requested) => {
      for (const endpoint of [
        'https://127.0.0.1/x',
        'https://localhost:8443/x',
        'https://[::1]/x',
        'https://10.0.0.5/x',
        'https://192.168.1.1/x',
        'https://169.254.169.254/latest/meta-data/',
        'https://push.example.test/x',
        'https://fcm.googleapis.com.evil.test/x',
        'https://fcm.googleapis.com@127.0.0.1/x',
        'http://fcm.googleapis.com/fcm/send/x',
        // The tests' own push service, without the test-only setting: refused like any other.
        `${service.origin}/push/x`,
        'not a url',
      ]) {
        const error = await sendPush(
          { endpoint, p256dh: device.p256dh, auth: device.auth },
          'hi',
          vapid,
        ).then(
          () => assert.fail(`expected a refusal of ${endpoint}`),
          (e: unknown) => e,
        );
        assert.ok(error instanceof DeliveryError, endpoint);
        assert.equal(error.reason, 'the device is not subscribed with a known push service');
      }
      assert.deepEqual(requested, []);
    });
    assert.equal(service.received.length, 0);
  } finally {
    await service.close();
  }
});

Deno.test("control: every browser's push service is requested", async () => {
  const vapid = await testVapid();
  const device = await browserSubscription();
  const endpoints = [
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ];
  await withFetchSpy(async (requested) => {
    for (const endpoint of endpoints) {
      const sent = await sendPush(
        { endpoint, p256dh: device.p256dh, auth: device.auth },
        'hi',
        vapid,
      );
      assert.deepEqual(sent, { status: 201 });
    }
    assert.deepEqual(requested, endpoints);
  });
});

/** What sending 'hi' to a push service on loopback throws; fails the test if it is accepted. */
async function refusal(
  origin: string,
  device: { p256dh: string; auth: string },
  vapid: Awaited<ReturnType<typeof testVapid>>,
): Promise<DeliveryError> {
  const error = await sendPush(
    { endpoint: `${origin}/x`, p256dh: device.p256dh, auth: device.auth },
    'hi',
    vapid,
    { testOrigins: [origin] },
  ).then(
    () => assert.fail('expected a DeliveryError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DeliveryError);
  return error;
}

Deno.test("a refusal's reason is its status and our words, never the service's body", async () => {
  const vapid = await testVapid();
  const device = await browserSubscription();
  const secret = '{"AccessKeyId":"ASIA-EXAMPLE","SecretAccessKey":"internal"}';
  const service = startPushService(() => 500, { body: secret });
  try {
    const error = await refusal(service.origin, device, vapid);
    assert.equal(error.reason, 'the push service answered 500: it had a problem; retry later');
  } finally {
    await service.close();
  }
});

Deno.test('a redirect from a push service is not followed', async () => {
  const vapid = await testVapid();
  const device = await browserSubscription();
  const elsewhere = startPushService(() => 201);
  const service = startPushService(() => 307, {
    headers: { Location: `${elsewhere.origin}/latest/meta-data/` },
  });
  try {
    const error = await refusal(service.origin, device, vapid);
    assert.match(error.reason, /^the push service answered 307: /);
    assert.equal(service.received.length, 1);
    assert.equal(elsewhere.received.length, 0);
  } finally {
    await service.close();
    await elsewhere.close();
  }
});
