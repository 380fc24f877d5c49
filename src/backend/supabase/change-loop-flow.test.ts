import { gradeChangeQuiz } from '@/domain/change-quiz';
import { changeLineIn } from '@/domain/i18n/change-text';
import { rangesForSend } from '@/domain/menu-version-rules';
import { buildNotification } from '@/domain/notification-rules';
import { readiness, stageOf } from '@/domain/readiness';
import { loadUnannounced } from '@/data/unannounced';
import { draftUpdate } from '@/features/notifications/api/update-draft';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { setupRealSupabase } from '@/testing/postgrest/setup';
import { staffWorld } from '@/testing/postgrest/staff-world';

// The change loop of the end-to-end test, through the Supabase adapter against the real schema:
// the manager changes a price, adds a dish with fish and removes one, and sends; Sam reads the
// three changes, fails the quiz once, passes it, and only then may acknowledge; the manager sees
// him ready.

const fake = setupRealSupabase();

it('price, new dish with fish, removed dish: staff learn them, the quiz gates, the manager sees ready', async () => {
  // The refused acknowledgements below are logged; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const w = await staffWorld(fake);
  const { backend } = w.manager;
  const restaurantId = w.m.restaurantId;
  const burrata = menuItem({ id: 'b', name: 'Burrata', price: '$16' });
  const cod = menuItem({ id: 'c', name: 'Cod Croquettes', price: '$12' });
  const chicken = menuItem({ id: 'r', name: 'Roast Chicken', price: '$24' });
  const first = await backend.menus.save(restaurantId, menuDraft([burrata, cod, chicken]));
  const byName = (name: string) => first.items.find((i) => i.name === name)!;
  // Everything on version 1 has been announced already.
  const announced = await loadUnannounced(backend, restaurantId);
  await backend.notifications.send(
    restaurantId,
    buildNotification({
      message: 'The menu',
      recipientIds: [w.sam.id],
      items: announced.changes,
      menuVersions: rangesForSend(announced, new Set(announced.changes.map((c) => c.id))),
    }),
  );
  await backend.menus.save(
    restaurantId,
    menuDraft(
      [
        { ...byName('Burrata'), price: '$18' },
        byName('Roast Chicken'),
        menuItem({
          id: 'h',
          name: 'Halibut',
          price: '$34',
          allergenStates: { fish: { state: 'contains' } },
        }),
      ],
      first,
    ),
  );

  const unannounced = await loadUnannounced(backend, restaurantId);
  const sentIds = new Set(unannounced.changes.map((c) => c.id));
  const draft = draftUpdate(unannounced, sentIds, 'eu', 7);
  expect(draft.safety).toBe(true);
  expect(draft.quiz.length).toBeGreaterThanOrEqual(2);
  await backend.notifications.send(
    restaurantId,
    buildNotification({
      message: 'Tonight',
      recipientIds: [w.sam.id],
      items: unannounced.changes,
      menuVersions: rangesForSend(unannounced, sentIds),
      changeSet: draft.changeSet,
      quiz: draft.quiz,
      required: true,
    }),
  );

  const update = (await w.staff.staffAccess.updates(w.m)).find((u) => u.message === 'Tonight')!;
  expect(update.changeSet.map((c) => changeLineIn('en', c, 'eu'))).toEqual([
    'Halibut - new - $34 - contains fish',
    'Removed: Cod Croquettes',
    'Burrata $16 → $18',
  ]);
  expect(JSON.stringify(update.quiz)).not.toContain('"answer"');
  await w.staff.staffAccess.openUpdate(w.m, update.id);

  const right = draft.quiz.map((q) => q.answer);
  const wrong = right.map((a, i) => (i === 0 ? (a + 1) % 4 : a));
  expect(gradeChangeQuiz(draft.quiz, right).passed).toBe(true);
  await expect(w.staff.staffAccess.acknowledge(w.m, update.id)).rejects.toMatchObject({
    code: 'quiz_required',
  });
  const failed = await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, wrong);
  expect(failed).toMatchObject({ passed: false, attempts: 1, review: null });
  await expect(w.staff.staffAccess.acknowledge(w.m, update.id)).rejects.toMatchObject({
    code: 'quiz_required',
  });
  // A short quiz makes the next attempt wait (ADR 0027): time passes.
  if (failed.retryAt) {
    await fake.arrange(
      `update public.notification_recipients set quiz_attempted_at = '2000-01-01T00:00:00Z'
        where staffid = $1 and notificationid = $2`,
      [w.sam.id, update.id],
    );
  }
  expect((await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, right)).passed).toBe(true);
  await w.staff.staffAccess.acknowledge(w.m, update.id);

  const seen = (await backend.notifications.list(restaurantId)).find((n) => n.id === update.id)!;
  expect(readiness(seen)).toEqual({ ready: 1, total: 1 });
  expect(stageOf(seen, w.sam.id)).toBe('acknowledged');
  expect(seen.recipientStates.find((s) => s.staffId === w.sam.id)?.quizAttempts).toBe(2);
  expect(seen.acknowledgedBy).toEqual([w.sam.id]);
});
