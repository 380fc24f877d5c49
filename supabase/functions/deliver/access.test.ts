// Who the delivery function answers, and how: only the restaurant's manager gets past (the
// caller's own row policies decide), invitations, and what a browser needs (CORS, JSON errors).
import assert from 'node:assert/strict';
import { parseMail } from '../_testing/smtp-sink.ts';
import { APP_URL, worldTests } from '../_testing/deliver-world.ts';
import { CORS_HEADERS, handleRequest } from './handler.ts';

const { test, closeWorld } = worldTests();

test("only the update's manager gets past: staff and another manager are answered 403", async (w) => {
  const { emma } = w.world;
  const other = await w.stack.signUp('rival@example.test', { user_type: 'Manager' });
  await w.stack.db.query(
    `insert into public.restaurants (userid, restaurant_name) values ($1, 'Rival')`,
    [other.id],
  );
  const nid = await w.send([emma.staffid]);
  const [{ deliveryid }] = (
    await w.stack.db.query<{ deliveryid: string }>(
      'select deliveryid from public.deliveries where notificationid = $1',
      [nid],
    )
  ).rows;
  const mails = w.sink.received.length;
  for (const caller of [emma.token, other.token]) {
    for (const body of [
      { notificationId: nid },
      { deliveryId: deliveryid },
      { inviteStaffId: emma.staffid },
    ]) {
      const answer = await w.invoke(caller, body);
      assert.equal(answer.status, 403, JSON.stringify(body));
      assert.equal(typeof answer.body.error, 'string');
    }
  }
  assert.equal(w.sink.received.length, mails);
  assert.deepEqual(
    (await w.deliveries(nid)).map((d) => [d.status, d.attempts]),
    [['queued', 0]],
  );
  const { rows } = await w.stack.db.query(
    `select 1 from public.deliveries where purpose = 'invite' and staffid = $1`,
    [emma.staffid],
  );
  assert.deepEqual(rows, []);
});

test('an invitation e-mail arrives with the sign-up link for that address', async (w) => {
  const { rows } = await w.stack.db.query<{ staffid: string }>(
    `insert into public.staff_members (restaurantid, name, role, email, status)
     values ($1, 'Nico', 'Host', 'Nico+new@example.test', 'invited') returning staffid`,
    [w.world.restaurantid],
  );
  const mails = w.sink.received.length;
  const answer = await w.invoke(w.world.manager.token, { inviteStaffId: rows[0].staffid });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.sent, 1);
  assert.equal((answer.body.deliveries as { purpose: string }[])[0].purpose, 'invite');
  assert.equal(w.sink.received.length, mails + 1);
  const mail = w.sink.received.at(-1)!;
  assert.deepEqual(mail.rcptTo, ['Nico+new@example.test']);
  const parsed = parseMail(mail.raw);
  assert.equal(parsed.subject, 'alpha bistro invited you to Preshift');
  const text = parsed.parts.find((p) => p.type.startsWith('text/plain'))!.body;
  assert.ok(text.includes(`${APP_URL}/auth?signup=1&email=Nico%2Bnew%40example.test`), text);
});

test('answers the browser: CORS preflight, JSON errors for a bad body or no token', async (w) => {
  const preflight = await handleRequest(
    new Request('http://functions.test/deliver', { method: 'OPTIONS' }),
    w.env(),
  );
  assert.equal(preflight.status, 204);
  const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
  for (const header of ['apikey', 'authorization', 'x-client-info', 'content-type']) {
    assert.ok(allowed.includes(header), header);
  }
  assert.equal(
    preflight.headers.get('access-control-allow-origin'),
    CORS_HEADERS['Access-Control-Allow-Origin'],
  );
  const bad = await w.invoke(w.world.manager.token, { notificationId: 'not-a-uuid' });
  assert.equal(bad.status, 400);
  const anonymous = await handleRequest(
    new Request('http://functions.test/deliver', { method: 'POST', body: '{}' }),
    w.env(),
  );
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.headers.get('access-control-allow-origin'), '*');
});

closeWorld();
