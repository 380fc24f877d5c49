import { http, HttpResponse } from 'msw';
import { staffMember as person } from '@/testing/fixtures';
import { sentUpdate } from '@/testing/postgrest/staff-world';
import {
  managerWithRestaurant,
  setupRealSupabase,
  signedIn,
  TEST_ANON_KEY,
  TEST_URL,
} from '@/testing/postgrest/setup';

// Against the real schema (20261202000000_deliveries.sql): the send's own trigger queues the
// deliveries, RLS decides who reads them and whose devices are whose. The Edge Function is
// answered at the HTTP boundary, where supabase-js's request is checked as the function sees it.
const fake = setupRealSupabase();

const FUNCTION_URL = `${TEST_URL}/functions/v1/deliver`;

type Seen = { url: string; method: string; headers: Headers; body: unknown };

/** The function's stand-in: records each call and answers `answer` (a report by default). */
function deliverFunction(
  answer: () => Response = () => HttpResponse.json({ sent: 0, failed: 0, deliveries: [] }),
) {
  const calls: Seen[] = [];
  fake.server.use(
    http.all(FUNCTION_URL, async ({ request }) => {
      calls.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: await request.json(),
      });
      return answer();
    }),
  );
  return calls;
}

// On a push service's host: save_push_subscription() takes no other (20261205000000).
const device = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  p256dh: `p256dh-of-${name}`,
  auth: `auth-of-${name}`,
});

const subscriptions = async () =>
  (
    await fake.db.query<{ user_id: string; endpoint: string }>(
      'select user_id, endpoint from public.push_subscriptions order by endpoint',
    )
  ).rows;

/** Ana prefers e-mail, Ben the app (and has a device), Cy both (no device yet); one update to all. */
async function sentToThree() {
  const ben = await signedIn(fake, 'ben@example.com');
  await ben.backend.pushSubscriptions.save(device('ben-phone'));
  const manager = await managerWithRestaurant(fake);
  const { backend, restaurantId } = manager;
  const [ana, benRow, cy] = await backend.staff.add(restaurantId, [
    person('s-1', 'Ana', { email: 'ana@example.com', notificationPreference: 'email' }),
    person('s-2', 'Ben', { email: 'ben@example.com', notificationPreference: 'app' }),
    person('s-3', 'Cy', { email: 'cy@example.com', notificationPreference: 'both' }),
  ]);
  // Ben joined the team with his account and accepted (staff-access tests cover how); only then
  // does he get pushes (20261205000000).
  await fake.arrange(
    `update public.staff_members set user_id = $1, link_state = 'accepted' where staffid = $2`,
    [ben.userId, benRow!.id],
  );
  const update = await backend.notifications.send(
    restaurantId,
    sentUpdate('n-1', [ana!.id, benRow!.id, cy!.id], '2026-02-01T09:00:00.000Z'),
  );
  fake.requests.length = 0;
  return { ...manager, ids: { ana: ana!.id, ben: benRow!.id, cy: cy!.id }, update, ben };
}

describe('supabase deliveries', () => {
  it("lists the update's deliveries the send queued: per recipient and channel, as preferred", async () => {
    const { backend, restaurantId, update, ids } = await sentToThree();
    const list = await backend.deliveries.forUpdate(restaurantId, update.id);
    const seen = list.map((d) => [d.staffId, d.channel, d.purpose, d.status]).sort();
    expect(seen).toEqual(
      [
        [ids.ana, 'email', 'update', 'queued'],
        [ids.ben, 'push', 'update', 'queued'],
        [ids.cy, 'email', 'update', 'queued'],
      ].sort(),
    );
    expect(list.every((d) => d.notificationId === update.id && d.reason === null)).toBe(true);
    // One read by the update, under the manager's own RLS.
    const [read] = fake.find('GET', '/rest/v1/deliveries');
    expect(read!.search.get('notificationid')).toBe(`eq.${update.id}`);
  });

  it('shows a failure with its reason and attempts as the server recorded them', async () => {
    const { backend, restaurantId, update, ids } = await sentToThree();
    await fake.arrange(
      `update public.deliveries set status = 'failed', reason = 'SMTP_HOST is not set',
         attempts = 1 where staffid = $1`,
      [ids.ana],
    );
    const ana = (await backend.deliveries.forUpdate(restaurantId, update.id)).find(
      (d) => d.staffId === ids.ana,
    );
    expect(ana).toMatchObject({ status: 'failed', reason: 'SMTP_HOST is not set', attempts: 1 });
  });

  it("shows another restaurant's manager nothing of them", async () => {
    const { restaurantId, update } = await sentToThree();
    const other = await managerWithRestaurant(fake, 'other@example.com');
    await expect(other.backend.deliveries.forUpdate(restaurantId, update.id)).rejects.toMatchObject(
      { code: 'forbidden' },
    );
    // Even asked directly, RLS answers no rows.
    const response = await fetch(
      `${TEST_URL}/rest/v1/deliveries?select=deliveryid&notificationid=eq.${update.id}`,
      {
        headers: {
          apikey: TEST_ANON_KEY,
          authorization: `Bearer ${(await other.backend.auth.getSession())!.access_token}`,
        },
      },
    );
    expect(await response.json()).toEqual([]);
  });

  it('asks the deliver function with the update id, the bearer token and a JSON body', async () => {
    const { backend, update, ids } = await sentToThree();
    const report = {
      sent: 2,
      failed: 1,
      deliveries: [
        { deliveryid: 'd1', staffid: ids.ana, channel: 'email', purpose: 'update', status: 'sent' },
        {
          deliveryid: 'd2',
          staffid: ids.cy,
          channel: 'email',
          purpose: 'update',
          status: 'failed',
          reason: '550 mailbox unavailable',
        },
      ],
    };
    const calls = deliverFunction(() => HttpResponse.json(report));
    await expect(backend.deliveries.deliver({ notificationId: update.id })).resolves.toEqual(
      report,
    );
    const token = (await backend.auth.getSession())!.access_token;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(FUNCTION_URL);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(calls[0]!.body).toEqual({ notificationId: update.id });
  });

  it('retries one delivery and sends an invitation by their ids', async () => {
    const { backend, ids } = await sentToThree();
    const calls = deliverFunction();
    const id = '6f1c1f0e-8a6b-4b8e-9a57-3f1f4b0d2c11';
    await backend.deliveries.deliver({ deliveryId: id });
    await backend.deliveries.deliver({ inviteStaffId: ids.cy });
    expect(calls.map((c) => c.body)).toEqual([{ deliveryId: id }, { inviteStaffId: ids.cy }]);
  });

  it("says why the function refused or failed, and what a sample's send is (nothing)", async () => {
    const { backend, update } = await sentToThree();
    deliverFunction(() => HttpResponse.json({ error: 'not your update' }, { status: 403 }));
    await expect(backend.deliveries.deliver({ notificationId: update.id })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    deliverFunction(() => HttpResponse.json({ error: 'database unavailable' }, { status: 500 }));
    await expect(backend.deliveries.deliver({ notificationId: update.id })).rejects.toMatchObject({
      message: 'database unavailable',
      status: 500,
    });
    deliverFunction(() => HttpResponse.error());
    await expect(backend.deliveries.deliver({ notificationId: update.id })).rejects.toMatchObject({
      code: 'deliver_unreachable',
    });
    const calls = deliverFunction();
    await expect(backend.deliveries.deliver({ notificationId: 'notif-sample-1' })).resolves.toEqual(
      { sent: 0, failed: 0, deliveries: [] },
    );
    expect(calls).toHaveLength(0);
  });
});

describe('supabase push subscriptions', () => {
  it("saves this device for the signed-in person, and a device that changed hands is the new owner's", async () => {
    const ada = await signedIn(fake, 'ada@example.com');
    await ada.backend.pushSubscriptions.save(device('shared'));
    expect(fake.find('POST', '/rest/v1/rpc/save_push_subscription')[0]!.body).toEqual({
      p_endpoint: 'https://fcm.googleapis.com/fcm/send/shared',
      p_p256dh: 'p256dh-of-shared',
      p_auth: 'auth-of-shared',
    });
    expect(await subscriptions()).toEqual([
      { user_id: ada.userId, endpoint: 'https://fcm.googleapis.com/fcm/send/shared' },
    ]);
    const bo = await signedIn(fake, 'bo@example.com');
    await bo.backend.pushSubscriptions.save(device('shared'));
    expect(await subscriptions()).toEqual([
      { user_id: bo.userId, endpoint: 'https://fcm.googleapis.com/fcm/send/shared' },
    ]);
  });

  it("removes the person's own device by endpoint, never someone else's", async () => {
    const ada = await signedIn(fake, 'ada@example.com');
    await ada.backend.pushSubscriptions.save(device('ada-phone'));
    const bo = await signedIn(fake, 'bo@example.com');
    await bo.backend.pushSubscriptions.save(device('bo-phone'));
    // Bo cannot remove Ada's device (RLS: his delete matches none of her rows).
    await bo.backend.pushSubscriptions.remove(device('ada-phone').endpoint);
    expect((await subscriptions()).map((s) => s.user_id).sort()).toEqual(
      [ada.userId, bo.userId].sort(),
    );
    await ada.backend.pushSubscriptions.remove(device('ada-phone').endpoint);
    // Already gone: the same end state, no error.
    await ada.backend.pushSubscriptions.remove(device('ada-phone').endpoint);
    expect(await subscriptions()).toEqual([
      { user_id: bo.userId, endpoint: 'https://fcm.googleapis.com/fcm/send/bo-phone' },
    ]);
  });

  it('refuses a device for someone not signed in', async () => {
    const ada = await signedIn(fake, 'ada@example.com');
    await ada.backend.auth.signOut();
    await expect(ada.backend.pushSubscriptions.save(device('x'))).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
