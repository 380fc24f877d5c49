// The delivery function end to end (issue 29's must-show): the real migrations behind PostgREST
// (../_testing/supabase-stack.ts), a real SMTP server and a push service on loopback. The manager
// sends an update through send_update() as the app does, then invokes the function with their
// token.
import assert from 'node:assert/strict';
import { changeLine, itemChangeSchema, KIND_HEADING } from '../../../src/domain/change-set.ts';
import { parseMail, startSmtpSink, type SmtpSink } from '../_testing/smtp-sink.ts';
import {
  browserSubscription,
  decryptPush,
  startPushService,
  type BrowserSubscription,
} from '../_testing/push-service.ts';
import { startSupabase, type SupabaseStack } from '../_testing/supabase-stack.ts';
import { CORS_HEADERS, handleRequest } from './handler.ts';

const APP_URL = 'https://preshift.example.test';

const CHANGE = {
  menuId: '1',
  itemId: 'burrata',
  name: 'Burrata',
  category: 'To Share',
  description: '',
  kind: 'price',
  before: '$13.99',
  after: '$14.99',
};

/** The line staff read for CHANGE on screen, which the e-mail and the push must repeat. */
const LINE = changeLine(itemChangeSchema.parse(CHANGE));

type Pref = 'email' | 'app' | 'both';

async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const b64 = btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    VAPID_PUBLIC_KEY: b64,
    VAPID_PRIVATE_KEY: d!,
    VAPID_SUBJECT: 'mailto:ops@preshift.test',
  };
}

/** One restaurant with a manager and three staff (e-mail, app with a phone, both with a phone). */
async function restaurant(stack: SupabaseStack, push: { origin: string }, name: string) {
  const manager = await stack.signUp(`${name}-manager@example.test`, { user_type: 'Manager' });
  const { rows } = await stack.db.query<{ restaurantid: number }>(
    `insert into public.restaurants (userid, restaurant_name) values ($1, $2) returning restaurantid`,
    [manager.id, `${name} bistro`],
  );
  const restaurantid = rows[0].restaurantid;
  const phones = new Map<string, BrowserSubscription>();
  const member = async (first: string, preference: Pref, phone: boolean) => {
    const email = `${first}.${name}@example.test`;
    const user = await stack.signUp(email, { user_type: 'Staff' });
    const { rows } = await stack.db.query<{ staffid: string }>(
      `insert into public.staff_members
         (restaurantid, name, role, email, notification_preference, status, user_id)
       values ($1, $2, 'Server', $3, $4, 'active', $5) returning staffid`,
      [restaurantid, first, email, preference, user.id],
    );
    if (phone) {
      const sub = await browserSubscription();
      phones.set(`/${first}-${name}`, sub);
      await stack.db.query(
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
         values ($1, $2, $3, $4)`,
        [user.id, `${push.origin}/${first}-${name}`, sub.p256dh, sub.auth],
      );
    }
    return { ...user, email, staffid: rows[0].staffid };
  };
  return {
    manager,
    restaurantid,
    phones,
    emma: await member('emma', 'email', false),
    arlo: await member('arlo', 'app', true),
    bea: await member('bea', 'both', true),
  };
}

type World = Awaited<ReturnType<typeof restaurant>>;

let stack: SupabaseStack;
let sink: SmtpSink;
let push: ReturnType<typeof startPushService>;
let vapid: Awaited<ReturnType<typeof vapidKeys>>;
let world: World;

async function setUp() {
  stack ??= await startSupabase();
  sink ??= await startSmtpSink();
  push ??= startPushService();
  vapid ??= await vapidKeys();
  world ??= await restaurant(stack, push, 'alpha');
}

const env = (overrides: Record<string, string | undefined> = {}) => ({
  ...stack.env,
  APP_URL,
  MAIL_FROM: 'Preshift <no-reply@preshift.test>',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  ...vapid,
  ...overrides,
});

/** The app's send: send_update() through PostgREST with the manager's token. */
async function send(token: string, restaurantid: number, recipients: string[]): Promise<string> {
  const response = await stack.fetch(`${stack.env.SUPABASE_URL}/rest/v1/rpc/send_update`, {
    method: 'POST',
    headers: {
      apikey: stack.env.SUPABASE_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      p_restaurantid: restaurantid,
      p_update: { message: 'No fish tonight', change_set: [CHANGE], required: true },
      p_recipients: recipients,
      p_quiz: [],
    }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { notificationid: string }[])[0].notificationid;
}

async function invoke(
  token: string,
  body: unknown,
  overrides?: Record<string, string | undefined>,
) {
  const response = await handleRequest(
    new Request('http://functions.test/deliver', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    env(overrides),
    { fetch: stack.fetch },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deliveries(notificationid: string) {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    `select staffid, purpose, channel, status, reason, attempts, sent_at is not null as sent
     from public.deliveries where notificationid = $1 order by staffid, channel`,
    [notificationid],
  );
  return rows;
}

const test = (name: string, fn: () => Promise<void>) =>
  // PGlite and the SMTP server keep handles open across tests; the file closes them at the end.
  Deno.test({
    name,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      await setUp();
      await fn();
    },
  });

test('an update to three staff (e-mail, app, both) is e-mailed twice and pushed twice, once', async () => {
  const { manager, emma, arlo, bea } = world;
  const nid = await send(manager.token, world.restaurantid, [
    emma.staffid,
    arlo.staffid,
    bea.staffid,
  ]);
  const queued = await deliveries(nid);
  assert.deepEqual(
    queued.map((d) => `${d.staffid} ${d.channel} ${d.status}`).sort(),
    [
      `${emma.staffid} email queued`,
      `${arlo.staffid} push queued`,
      `${bea.staffid} email queued`,
      `${bea.staffid} push queued`,
    ].sort(),
  );
  const mails = sink.received.length;
  const pushes = push.received.length;

  const first = await invoke(manager.token, { notificationId: nid });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.sent, 4);
  assert.equal(first.body.failed, 0);
  assert.equal((first.body.deliveries as unknown[]).length, 4);

  // Two e-mails, to emma and bea, with the change list as the screen words it.
  const received = sink.received.slice(mails);
  assert.deepEqual(received.map((m) => m.rcptTo[0]).sort(), [emma.email, bea.email].sort());
  for (const mail of received) {
    const parsed = parseMail(mail.raw);
    assert.equal(parsed.subject, 'alpha bistro: menu update');
    const text = parsed.parts.find((p) => p.type.startsWith('text/plain'))!.body;
    assert.match(text, /No fish tonight/);
    assert.ok(text.includes(KIND_HEADING.price), text);
    assert.ok(text.includes(LINE), text);
    assert.ok(text.includes(`${APP_URL}/my-updates?update=${nid}`), text);
    assert.match(text, /Quiz required/);
  }

  // Two pushes, to arlo's and bea's phones, that decrypt to the update.
  const pushed = push.received.slice(pushes);
  assert.deepEqual(pushed.map((p) => p.path).sort(), ['/arlo-alpha', '/bea-alpha']);
  for (const p of pushed) {
    const payload = JSON.parse(await decryptPush(p.body, world.phones.get(p.path)!));
    assert.deepEqual(payload, {
      title: 'alpha bistro: menu update',
      body: LINE,
      url: `/my-updates?update=${nid}`,
      notificationId: nid,
    });
  }

  for (const d of await deliveries(nid)) {
    assert.deepEqual([d.status, d.reason, d.attempts, d.sent], ['sent', null, 1, true]);
  }

  // Invoked again: nobody is told twice.
  const second = await invoke(manager.token, { notificationId: nid });
  assert.deepEqual(second.body, { sent: 0, failed: 0, deliveries: [] });
  assert.equal(sink.received.length, mails + 2);
  assert.equal(push.received.length, pushes + 2);
});

test('two invocations at once send each delivery once', async () => {
  const { manager, emma, bea } = world;
  const nid = await send(manager.token, world.restaurantid, [emma.staffid, bea.staffid]);
  const mails = sink.received.length;
  const pushes = push.received.length;
  const answers = await Promise.all([
    invoke(manager.token, { notificationId: nid }),
    invoke(manager.token, { notificationId: nid }),
  ]);
  assert.equal(
    answers.reduce((n, a) => n + (a.body.sent as number), 0),
    3,
  );
  assert.equal(sink.received.length, mails + 2);
  assert.equal(push.received.length, pushes + 1);
});

test('a provider failure marks the delivery failed with its reason; a retry sends it once', async () => {
  const { manager, emma } = world;
  const refusing = await startSmtpSink({ rejectRcpt: { code: 550, text: 'mailbox unavailable' } });
  try {
    const nid = await send(manager.token, world.restaurantid, [emma.staffid]);
    const failed = await invoke(
      manager.token,
      { notificationId: nid },
      {
        SMTP_PORT: String(refusing.port),
      },
    );
    assert.equal(failed.body.failed, 1);
    const [row] = await deliveries(nid);
    assert.equal(row.status, 'failed');
    assert.match(String(row.reason), /550/);
    assert.match(String(row.reason), /mailbox unavailable/);
    const { deliveryid } = (failed.body.deliveries as { deliveryid: string }[])[0];

    const mails = sink.received.length;
    const retried = await invoke(manager.token, { deliveryId: deliveryid });
    assert.equal(retried.body.sent, 1);
    assert.equal(sink.received.length, mails + 1);
    assert.deepEqual(sink.received.at(-1)!.rcptTo, [emma.email]);
    const again = await invoke(manager.token, { deliveryId: deliveryid });
    assert.deepEqual(again.body, { sent: 0, failed: 0, deliveries: [] });
    assert.equal(sink.received.length, mails + 1);
    const [sent] = await deliveries(nid);
    assert.deepEqual([sent.status, sent.reason, sent.attempts], ['sent', null, 2]);
  } finally {
    await refusing.close();
  }
});

test('a missing secret fails the delivery with a reason naming it; the update stays saved', async () => {
  const { manager, emma, arlo } = world;
  const nid = await send(manager.token, world.restaurantid, [emma.staffid, arlo.staffid]);
  const answer = await invoke(
    manager.token,
    { notificationId: nid },
    {
      SMTP_HOST: undefined,
      VAPID_PRIVATE_KEY: undefined,
    },
  );
  assert.equal(answer.status, 200);
  assert.equal(answer.body.failed, 2);
  const reasons = Object.fromEntries(
    (await deliveries(nid)).map((d) => [d.channel, [d.status, d.reason]]),
  );
  assert.deepEqual(reasons, {
    email: ['failed', 'SMTP_HOST is not set'],
    push: ['failed', 'VAPID_PRIVATE_KEY is not set'],
  });
  const { rows } = await stack.db.query(
    'select message from public.notifications where notificationid = $1',
    [nid],
  );
  assert.deepEqual(rows, [{ message: 'No fish tonight' }]);
});

test('a phone the push service says is gone is removed, and the delivery says so', async () => {
  const { manager, arlo } = world;
  const gone = startPushService(() => 410);
  try {
    const sub = await browserSubscription();
    await stack.db.query(
      `update public.push_subscriptions set endpoint = $1, p256dh = $2, auth = $3
       where user_id = $4`,
      [`${gone.origin}/arlo`, sub.p256dh, sub.auth, arlo.id],
    );
    const nid = await send(manager.token, world.restaurantid, [arlo.staffid]);
    const answer = await invoke(manager.token, { notificationId: nid });
    assert.equal(answer.body.failed, 1);
    assert.equal(gone.received.length, 1);
    const [row] = await deliveries(nid);
    assert.match(String(row.reason), /no longer subscribed/);
    const { rows } = await stack.db.query(
      'select 1 from public.push_subscriptions where user_id = $1',
      [arlo.id],
    );
    assert.deepEqual(rows, []);
  } finally {
    await gone.close();
  }
});

test("only the update's manager gets past: staff and another manager are answered 403", async () => {
  const { manager, emma } = world;
  const other = await stack.signUp('rival@example.test', { user_type: 'Manager' });
  await stack.db.query(
    `insert into public.restaurants (userid, restaurant_name) values ($1, 'Rival')`,
    [other.id],
  );
  const nid = await send(manager.token, world.restaurantid, [emma.staffid]);
  const [{ deliveryid }] = (
    await stack.db.query<{ deliveryid: string }>(
      'select deliveryid from public.deliveries where notificationid = $1',
      [nid],
    )
  ).rows;
  const mails = sink.received.length;
  for (const caller of [emma.token, other.token]) {
    for (const body of [
      { notificationId: nid },
      { deliveryId: deliveryid },
      { inviteStaffId: emma.staffid },
    ]) {
      const answer = await invoke(caller, body);
      assert.equal(answer.status, 403, JSON.stringify(body));
      assert.equal(typeof answer.body.error, 'string');
    }
  }
  assert.equal(sink.received.length, mails);
  assert.deepEqual(
    (await deliveries(nid)).map((d) => [d.status, d.attempts]),
    [['queued', 0]],
  );
  const { rows } = await stack.db.query(
    `select 1 from public.deliveries where purpose = 'invite' and staffid = $1`,
    [emma.staffid],
  );
  assert.deepEqual(rows, []);
});

test('an invitation e-mail arrives with the sign-up link for that address', async () => {
  const { rows } = await stack.db.query<{ staffid: string }>(
    `insert into public.staff_members (restaurantid, name, role, email, status)
     values ($1, 'Nico', 'Host', 'Nico+new@example.test', 'invited') returning staffid`,
    [world.restaurantid],
  );
  const mails = sink.received.length;
  const answer = await invoke(world.manager.token, { inviteStaffId: rows[0].staffid });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.sent, 1);
  assert.deepEqual((answer.body.deliveries as { purpose: string }[])[0].purpose, 'invite');
  assert.equal(sink.received.length, mails + 1);
  const mail = sink.received.at(-1)!;
  assert.deepEqual(mail.rcptTo, ['Nico+new@example.test']);
  const parsed = parseMail(mail.raw);
  assert.equal(parsed.subject, 'alpha bistro invited you to Preshift');
  const text = parsed.parts.find((p) => p.type.startsWith('text/plain'))!.body;
  assert.ok(text.includes(`${APP_URL}/auth?signup=1&email=Nico%2Bnew%40example.test`), text);
});

test('answers the browser: CORS preflight, JSON errors for a bad body or no token', async () => {
  const preflight = await handleRequest(
    new Request('http://functions.test/deliver', { method: 'OPTIONS' }),
    env(),
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
  const bad = await invoke(world.manager.token, { notificationId: 'not-a-uuid' });
  assert.equal(bad.status, 400);
  const anonymous = await handleRequest(
    new Request('http://functions.test/deliver', { method: 'POST', body: '{}' }),
    env(),
  );
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.headers.get('access-control-allow-origin'), '*');
});

Deno.test({
  name: 'close the test servers',
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    await sink?.close();
    await push?.close();
    await stack?.close();
  },
});
