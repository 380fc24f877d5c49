// A push reaches a push service on loopback; the test decrypts it with the subscription's private
// key, as the phone would, and checks the VAPID proof as the service would.
import assert from 'node:assert/strict';
import { DeliveryError } from './errors.ts';
import { createPushSender, sendPush } from './web-push.ts';
import {
  browserSubscription,
  checkVapid,
  decryptPush,
  startPushService,
} from '../_testing/push-service.ts';

async function vapidKeys() {
  // The script the deployer runs, so its output format is what web-push.ts reads.
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
      const sender = createPushSender({ ...keys, VAPID_SUBJECT: 'mailto:ops@preshift.test' });
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
    assert.deepEqual(await sendPush(sub, 'hi', vapid), { status: 410 });
    status = 404;
    assert.deepEqual(await sendPush(sub, 'hi', vapid), { status: 404 });
    status = 413;
    const error = await sendPush(sub, 'hi', vapid).then(
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
  const sub = { endpoint: 'https://push.example/x', p256dh: device.p256dh, auth: device.auth };
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
