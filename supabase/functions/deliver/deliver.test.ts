// The delivery function end to end (issue 29's must-show): the real migrations behind PostgREST,
// a real SMTP server and a push service on loopback (../_testing/deliver-world.ts). The manager
// sends an update through send_update() as the app does, then invokes the function with their
// token.
import assert from 'node:assert/strict';
import { kindHeadingIn } from '@domain/i18n/change-text.ts';
import { parseMail, startSmtpSink } from '../_testing/smtp-sink.ts';
import { browserSubscription, decryptPush, startPushService } from '../_testing/push-service.ts';
import { APP_URL, LINE, worldTests, type DeliverWorld } from '../_testing/deliver-world.ts';

const { test, closeWorld } = worldTests();

const textOf = (raw: string) =>
  parseMail(raw).parts.find((p) => p.type.startsWith('text/plain'))!.body;

test('an update to three staff (e-mail, app, both) is e-mailed twice and pushed twice, once', async (w) => {
  const { manager, emma, arlo, bea } = w.world;
  const nid = await w.send([emma.staffid, arlo.staffid, bea.staffid]);
  assert.deepEqual(
    (await w.deliveries(nid)).map((d) => `${d.staffid} ${d.channel} ${d.status}`).sort(),
    [
      `${emma.staffid} email queued`,
      `${arlo.staffid} push queued`,
      `${bea.staffid} email queued`,
      `${bea.staffid} push queued`,
    ].sort(),
  );
  const mails = w.sink.received.length;
  const pushes = w.push.received.length;

  const first = await w.invoke(manager.token, { notificationId: nid });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.sent, 4);
  assert.equal(first.body.failed, 0);
  assert.equal((first.body.deliveries as unknown[]).length, 4);

  // Two e-mails, to emma and bea, with the change list as the screen words it.
  const received = w.sink.received.slice(mails);
  assert.deepEqual(received.map((m) => m.rcptTo[0]).sort(), [emma.email, bea.email].sort());
  for (const mail of received) {
    assert.equal(parseMail(mail.raw).subject, 'alpha bistro: menu update');
    const text = textOf(mail.raw);
    assert.match(text, /No fish tonight/);
    assert.ok(text.includes(kindHeadingIn('en', 'price')), text);
    assert.ok(text.includes(LINE), text);
    assert.ok(text.includes(`${APP_URL}/my-updates?update=${nid}`), text);
    assert.match(text, /Quiz required/);
  }

  // Two pushes, to arlo's and bea's phones, that decrypt to the update.
  const pushed = w.push.received.slice(pushes);
  assert.deepEqual(pushed.map((p) => p.path).sort(), ['/arlo-alpha', '/bea-alpha']);
  for (const p of pushed) {
    const payload = JSON.parse(await decryptPush(p.body, w.world.phones.get(p.path)!));
    assert.deepEqual(payload, {
      title: 'alpha bistro: menu update',
      body: LINE,
      url: `/my-updates?update=${nid}`,
      notificationId: nid,
    });
  }

  for (const d of await w.deliveries(nid)) {
    assert.deepEqual([d.status, d.reason, d.attempts, d.sent], ['sent', null, 1, true]);
  }

  // Invoked again: nobody is told twice.
  const second = await w.invoke(manager.token, { notificationId: nid });
  assert.deepEqual(second.body, { sent: 0, failed: 0, deliveries: [] });
  assert.equal(w.sink.received.length, mails + 2);
  assert.equal(w.push.received.length, pushes + 2);
});

test('two invocations at once send each delivery once', async (w) => {
  const { manager, emma, bea } = w.world;
  const nid = await w.send([emma.staffid, bea.staffid]);
  const mails = w.sink.received.length;
  const pushes = w.push.received.length;
  const answers = await Promise.all([
    w.invoke(manager.token, { notificationId: nid }),
    w.invoke(manager.token, { notificationId: nid }),
  ]);
  assert.equal(
    answers.reduce((n, a) => n + (a.body.sent as number), 0),
    3,
  );
  assert.equal(w.sink.received.length, mails + 2);
  assert.equal(w.push.received.length, pushes + 1);
});

test('a reminder goes out to the people reminded only, worded as a reminder', async (w) => {
  const { manager, emma, arlo, bea } = w.world;
  const nid = await w.send([emma.staffid, arlo.staffid, bea.staffid]);
  await w.invoke(manager.token, { notificationId: nid });
  const mails = w.sink.received.length;
  const pushes = w.push.received.length;
  await w.remind(nid, [bea.staffid]);
  const answer = await w.invoke(manager.token, { notificationId: nid });
  assert.equal(answer.body.sent, 2);
  assert.deepEqual(
    (answer.body.deliveries as { staffid: string; purpose: string }[]).map((d) => [
      d.staffid,
      d.purpose,
    ]),
    [
      [bea.staffid, 'reminder'],
      [bea.staffid, 'reminder'],
    ],
  );
  const [mail] = w.sink.received.slice(mails);
  assert.deepEqual(mail.rcptTo, [bea.email]);
  assert.equal(parseMail(mail.raw).subject, 'Reminder: alpha bistro menu update');
  const [pushed] = w.push.received.slice(pushes);
  assert.equal(pushed.path, '/bea-alpha');
  const payload = JSON.parse(await decryptPush(pushed.body, w.world.phones.get(pushed.path)!));
  assert.equal(payload.title, 'alpha bistro: reminder, menu update');
});

test('a provider failure marks the delivery failed with its reason; a retry sends it once', async (w) => {
  const { manager, emma } = w.world;
  const refusing = await startSmtpSink({ rejectRcpt: { code: 550, text: 'mailbox unavailable' } });
  try {
    const nid = await w.send([emma.staffid]);
    const failed = await w.invoke(
      manager.token,
      { notificationId: nid },
      { SMTP_PORT: String(refusing.port) },
    );
    assert.equal(failed.body.failed, 1);
    const [row] = await w.deliveries(nid);
    assert.equal(row.status, 'failed');
    assert.match(String(row.reason), /550/);
    assert.match(String(row.reason), /mailbox unavailable/);
    const { deliveryid } = (failed.body.deliveries as { deliveryid: string }[])[0];

    const mails = w.sink.received.length;
    const retried = await w.invoke(manager.token, { deliveryId: deliveryid });
    assert.equal(retried.body.sent, 1);
    assert.equal(w.sink.received.length, mails + 1);
    assert.deepEqual(w.sink.received.at(-1)!.rcptTo, [emma.email]);
    const again = await w.invoke(manager.token, { deliveryId: deliveryid });
    assert.deepEqual(again.body, { sent: 0, failed: 0, deliveries: [] });
    assert.equal(w.sink.received.length, mails + 1);
    const [sent] = await w.deliveries(nid);
    assert.deepEqual([sent.status, sent.reason, sent.attempts], ['sent', null, 2]);
  } finally {
    await refusing.close();
  }
});

test('a missing secret fails the delivery with a reason naming it; the update stays saved', async (w) => {
  const { manager, emma, arlo } = w.world;
  const nid = await w.send([emma.staffid, arlo.staffid]);
  const answer = await w.invoke(
    manager.token,
    { notificationId: nid },
    { SMTP_HOST: undefined, VAPID_PRIVATE_KEY: undefined },
  );
  assert.equal(answer.status, 200);
  assert.equal(answer.body.failed, 2);
  const reasons = Object.fromEntries(
    (await w.deliveries(nid)).map((d) => [d.channel, [d.status, d.reason]]),
  );
  assert.deepEqual(reasons, {
    email: ['failed', 'SMTP_HOST is not set'],
    push: ['failed', 'VAPID_PRIVATE_KEY is not set'],
  });
  const { rows } = await w.stack.db.query(
    'select message from public.notifications where notificationid = $1',
    [nid],
  );
  assert.deepEqual(rows, [{ message: 'No fish tonight' }]);
});

/** Points arlo's phone at `origin` for `fn`, then back at the world's push service. */
async function arloPhoneAt(w: DeliverWorld, origin: string, fn: () => Promise<void>) {
  const move = (to: string) =>
    w.stack.db.query('update public.push_subscriptions set endpoint = $1 where user_id = $2', [
      `${to}/arlo-alpha`,
      w.world.arlo.id,
    ]);
  await move(origin);
  try {
    await fn();
  } finally {
    await move(w.push.origin);
  }
}

test('a device off the push services is never requested; the delivery says why (issue 43)', async (w) => {
  const { manager, arlo } = w.world;
  // A server on loopback the function was not told about: to it, any internal address.
  const internal = startPushService(() => 201);
  try {
    await arloPhoneAt(w, internal.origin, async () => {
      const nid = await w.send([arlo.staffid]);
      const answer = await w.invoke(manager.token, { notificationId: nid });
      assert.equal(answer.body.failed, 1);
      assert.equal(internal.received.length, 0);
      const [row] = await w.deliveries(nid);
      assert.deepEqual(
        [row.status, row.reason],
        ['failed', 'the device is not subscribed with a known push service'],
      );
    });
  } finally {
    await internal.close();
  }
});

test("a push service's refusal is stored as its status, never its body (issue 43)", async (w) => {
  const { manager, arlo } = w.world;
  const secret = 'ami-id instance-id iam/security-credentials/role';
  const talkative = startPushService(() => 500, { body: secret });
  w.allowPushService(talkative.origin);
  try {
    await arloPhoneAt(w, talkative.origin, async () => {
      const nid = await w.send([arlo.staffid]);
      const answer = await w.invoke(manager.token, { notificationId: nid });
      assert.equal(talkative.received.length, 1);
      assert.equal(JSON.stringify(answer.body).includes('security-credentials'), false);
      const [row] = await w.deliveries(nid);
      assert.deepEqual(
        [row.status, row.reason],
        ['failed', 'the push service answered 500: it had a problem; retry later'],
      );
    });
  } finally {
    await talkative.close();
  }
});

test('a push queued before the entry was made inactive is not sent (issue 43)', async (w) => {
  const { manager, arlo } = w.world;
  const nid = await w.send([arlo.staffid]);
  const setStatus = (status: string) =>
    w.stack.db.query('update public.staff_members set status = $1 where staffid = $2', [
      status,
      arlo.staffid,
    ]);
  await setStatus('inactive');
  try {
    const pushes = w.push.received.length;
    const answer = await w.invoke(manager.token, { notificationId: nid });
    assert.equal(answer.body.failed, 1);
    assert.equal(w.push.received.length, pushes);
    const [row] = await w.deliveries(nid);
    assert.equal(row.reason, 'alerts go only to active staff who joined the team');
  } finally {
    await setStatus('active');
  }
});

// Last in this file: arlo's phone is gone afterwards.
test('a phone the push service says is gone is removed, and the delivery says so', async (w) => {
  const { manager, arlo } = w.world;
  const gone = startPushService(() => 410);
  w.allowPushService(gone.origin);
  try {
    const sub = await browserSubscription();
    await w.stack.db.query(
      `update public.push_subscriptions set endpoint = $1, p256dh = $2, auth = $3
       where user_id = $4`,
      [`${gone.origin}/arlo`, sub.p256dh, sub.auth, arlo.id],
    );
    const nid = await w.send([arlo.staffid]);
    const answer = await w.invoke(manager.token, { notificationId: nid });
    assert.equal(answer.body.failed, 1);
    assert.equal(gone.received.length, 1);
    const [row] = await w.deliveries(nid);
    assert.match(String(row.reason), /no longer subscribed/);
    const { rows } = await w.stack.db.query(
      'select 1 from public.push_subscriptions where user_id = $1',
      [arlo.id],
    );
    assert.deepEqual(rows, []);
  } finally {
    await gone.close();
  }
});

closeWorld();
