import { setupRealSupabase, TEST_URL } from '@/testing/postgrest/setup';
import { sentUpdate, staffWorld } from '@/testing/postgrest/staff-world';

// The manager's message translated at send time, through the Supabase adapter on the real schema
// (supabase/migrations/20261204000000): the recipient reads it with the update; they cannot
// rewrite it; an update not sent to them is not theirs to read, translation included.

const fake = setupRealSupabase();

describe('supabase: message translations as staff read them', () => {
  it('the recipient reads the translation with the update, and cannot change it', async () => {
    const w = await staffWorld(fake);
    const update = await w.manager.backend.notifications.send(w.m.restaurantId, {
      ...sentUpdate('notif-3', [w.sam.id], '2026-02-03T09:00:00.000Z'),
      message: 'No fish tonight',
      messageLocale: 'en',
      messageTranslations: { es: 'No hay pescado esta noche' },
    });
    const [mine] = await w.staff.staffAccess.updates(w.m);
    expect(mine).toMatchObject({
      id: update.id,
      message: 'No fish tonight',
      messageLocale: 'en',
      messageTranslations: { es: 'No hay pescado esta noche' },
    });

    const patch = await fetch(`${TEST_URL}/rest/v1/notifications?notificationid=eq.${update.id}`, {
      method: 'PATCH',
      headers: { ...w.headers, prefer: 'return=representation' },
      body: JSON.stringify({ message_translations: { es: 'Todo gratis' } }),
    });
    expect(patch.ok).toBe(false);
    expect(await patch.json()).toMatchObject({ code: '42501' });
    const [again] = await w.staff.staffAccess.updates(w.m);
    expect(again!.messageTranslations).toEqual({ es: 'No hay pescado esta noche' });
  });

  it("a colleague's translated update stays out of their reads", async () => {
    const w = await staffWorld(fake);
    const kims = await w.manager.backend.notifications.send(w.m.restaurantId, {
      ...sentUpdate('notif-3', [w.kim.id], '2026-02-03T09:00:00.000Z'),
      messageLocale: 'en',
      messageTranslations: { es: 'Solo para Kim' },
    });
    const response = await fetch(
      `${TEST_URL}/rest/v1/notifications?select=message_translations&notificationid=eq.${kims.id}`,
      { headers: w.headers },
    );
    expect(await response.json()).toEqual([]);
    const ids = (await w.staff.staffAccess.updates(w.m)).map((u) => u.id);
    expect(ids).not.toContain(kims.id);
  });
});
