// Test only: one restaurant, its manager and three staff who joined it (e-mail; app with a phone;
// both with a phone) on the real migrations (./supabase-stack.ts), a real SMTP server and a push
// service on loopback, and the calls the delivery function's tests make: the app's send and
// reminder through PostgREST with the manager's token, and the function itself. The function may
// push to the loopback service only because the world names its origin (testPushOrigins); any
// other address off the push services' list it refuses, as deployed.
import assert from 'node:assert/strict';
import { itemChangeSchema } from '@domain/change-set.ts';
import { changeLineIn } from '@domain/i18n/change-text.ts';
import { handleRequest } from '../deliver/handler.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { browserSubscription, startPushService, type BrowserSubscription } from './push-service.ts';
import { startSupabase, type SupabaseStack } from './supabase-stack.ts';

export const APP_URL = 'https://preshift.example.test';

export const CHANGE = {
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
export const LINE = changeLineIn('en', itemChangeSchema.parse(CHANGE), 'eu');

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
    // Claimed and accepted (pushes reach only people who accepted: 20261205000000).
    const { rows } = await stack.db.query<{ staffid: string }>(
      `insert into public.staff_members
         (restaurantid, name, role, email, notification_preference, status, user_id, link_state)
       values ($1, $2, 'Server', $3, $4, 'active', $5, 'accepted') returning staffid`,
      [restaurantid, first, email, preference, user.id],
    );
    if (phone) {
      // Arranged as the superuser: save_push_subscription() takes the push services only.
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
    /** Each phone's browser side, by its endpoint's path: decrypts what the service received. */
    phones,
    emma: await member('emma', 'email', false),
    arlo: await member('arlo', 'app', true),
    bea: await member('bea', 'both', true),
  };
}

export type DeliverWorld = Awaited<ReturnType<typeof startDeliverWorld>>;

export async function startDeliverWorld() {
  const stack = await startSupabase();
  const sink = await startSmtpSink();
  const push = startPushService();
  const vapid = await vapidKeys();
  const world = await restaurant(stack, push, 'alpha');
  // The push services on loopback the function may reach in these tests (HandlerDeps).
  const testPushOrigins = [push.origin];

  const env = (overrides: Record<string, string | undefined> = {}) => ({
    ...stack.env,
    APP_URL,
    MAIL_FROM: 'Preshift <no-reply@preshift.test>',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ...vapid,
    ...overrides,
  });

  /** A PostgREST RPC with the user's token, as the app makes it; its JSON answer. */
  async function rpc(token: string, fn: string, args: Record<string, unknown>) {
    const response = await stack.fetch(`${stack.env.SUPABASE_URL}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: stack.env.SUPABASE_ANON_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    assert.ok(response.ok, text);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  return {
    stack,
    sink,
    push,
    world,
    env,
    /** Lets the function reach one more push service of a test (on loopback). */
    allowPushService(origin: string) {
      testPushOrigins.push(origin);
    },
    /** The app's send (send_update()) of an update carrying CHANGE (or `changeSet`), required. */
    async send(
      recipients: string[],
      token = world.manager.token,
      changeSet: unknown[] = [CHANGE],
    ): Promise<string> {
      const rows = (await rpc(token, 'send_update', {
        p_restaurantid: world.restaurantid,
        p_update: { message: 'No fish tonight', change_set: changeSet, required: true },
        p_recipients: recipients,
        p_quiz: [],
      })) as { notificationid: string }[];
      return rows[0].notificationid;
    },
    /** The manager's Remind (remind_update()). */
    async remind(notificationid: string, staffids: string[]) {
      await rpc(world.manager.token, 'remind_update', {
        p_notificationid: notificationid,
        p_staffids: staffids,
      });
    },
    /** The function, as supabase-js's functions.invoke calls it with the user's token. */
    async invoke(token: string, body: unknown, overrides?: Record<string, string | undefined>) {
      const response = await handleRequest(
        new Request('http://functions.test/deliver', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
        env(overrides),
        { fetch: stack.fetch, testPushOrigins },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** An update's deliveries as the database holds them. */
    async deliveries(notificationid: string) {
      const { rows } = await stack.db.query<Record<string, unknown>>(
        `select staffid, purpose, channel, status, reason, attempts, sent_at is not null as sent
         from public.deliveries where notificationid = $1 order by staffid, purpose, channel`,
        [notificationid],
      );
      return rows;
    },
    async close() {
      await sink.close();
      await push.close();
      await stack.close();
    },
  };
}

/**
 * Deno.test over one world per file, started by the first test and closed by `closeWorld`.
 * PGlite and the SMTP server keep handles open between tests, hence no sanitizers.
 */
export function worldTests() {
  let started: Promise<DeliverWorld> | undefined;
  const get = () => (started ??= startDeliverWorld());
  return {
    test: (name: string, fn: (w: DeliverWorld) => Promise<void>) =>
      Deno.test({
        name,
        sanitizeOps: false,
        sanitizeResources: false,
        fn: async () => fn(await get()),
      }),
    closeWorld: () =>
      Deno.test({
        name: 'close the world',
        sanitizeOps: false,
        sanitizeResources: false,
        fn: async () => {
          if (started) await (await started).close();
        },
      }),
  };
}
