// The adapter's send is one request: send_update() (supabase/migrations/20261201000000), whose
// transaction and row policies supabase/tests/send-update.test.ts runs on a real PostgreSQL. Here,
// at the HTTP boundary: the exact request, and what the adapter makes of the answer and of a
// refusal.
import { http, HttpResponse } from 'msw';
import type { SentNotification } from '@/domain/notification';
import { staffMember as person } from '@/testing/fixtures';
import { QUIZ } from '@/testing/supabase/change-loop-fixtures';
import { schema } from '@/testing/supabase/fake-schema';
import { TEST_URL } from '@/testing/supabase/fake-supabase';
import { managerWithRestaurant, setupFakeSupabase } from '@/testing/supabase/test-setup';

const fake = setupFakeSupabase();
schema.staff_members.columns.link_state = () => 'none';

const update = (recipientIds: string[], quiz: SentNotification['quiz']): SentNotification => ({
  id: 'notif-local',
  date: '2026-02-01T10:00:00.000Z',
  message: 'No fish tonight',
  recipients: recipientIds.length,
  items: 1,
  type: 'menu_update',
  recipientIds,
  itemNames: ['Market Fish'],
  acknowledgedBy: [],
  menuVersions: [],
  changeSet: [],
  required: true,
  quiz,
  recipientStates: [],
});

describe('supabase notifications.send', () => {
  it('sends the update, its recipients and its quiz in one send_update call', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const [ada, ben] = await backend.staff.replace(restaurantId, [
      person('staff-1', 'Ada'),
      person('staff-2', 'Ben'),
    ]);
    let body: Record<string, unknown> | undefined;
    let calls = 0;
    fake.server.use(
      http.post(`${TEST_URL}/rest/v1/rpc/send_update`, async ({ request }) => {
        calls += 1;
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([
          {
            notificationid: '6f1c0a52-9a43-4b7e-9a3a-0b8f1c2d3e4f',
            message: 'No fish tonight',
            type: 'menu_update',
            item_names: ['Market Fish'],
            items: 1,
            recipients: 2,
            menu_versions: [],
            change_set: [],
            required: true,
            sent_at: '2026-02-01T10:00:05.000Z',
          },
        ]);
      }),
    );
    const writes = () => fake.requests.filter((r) => r.method !== 'GET').length;
    const before = writes();
    // A sample person (not a row) is never sent as a recipient.
    const sent = await backend.notifications.send(
      restaurantId,
      update([ada!.id, ben!.id, 'sample-staff-1', ada!.id], QUIZ),
    );
    expect(calls).toBe(1);
    expect(writes() - before).toBe(0); // nothing else written: the rpc is the whole send
    expect(body).toEqual({
      p_restaurantid: Number(restaurantId),
      p_update: {
        message: 'No fish tonight',
        type: 'menu_update',
        item_names: ['Market Fish'],
        items: 1,
        recipients: 2,
        menu_versions: [],
        change_set: [],
        required: true,
      },
      p_recipients: [ada!.id, ben!.id],
      p_quiz: QUIZ,
    });
    expect(sent).toMatchObject({
      id: '6f1c0a52-9a43-4b7e-9a3a-0b8f1c2d3e4f',
      date: '2026-02-01T10:00:05.000Z',
      recipientIds: [ada!.id, ben!.id],
      quiz: QUIZ,
      acknowledgedBy: [],
    });
  });

  it('turns a refusal into "no access" and stores nothing', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    fake.server.use(
      http.post(`${TEST_URL}/rest/v1/rpc/send_update`, () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy', details: null },
          { status: 403 },
        ),
      ),
    );
    await expect(backend.notifications.send(restaurantId, update([], []))).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await backend.notifications.list(restaurantId)).toEqual([]);
  });
});
