// The training record (issue 46), once for both adapters: the triggers of
// supabase/migrations/20261208000000_training_events.sql are the truth, and local mode writes the
// same events inside the same actions. Every case runs against local mode (browser storage) and
// against the Supabase adapter on the real schema (PGlite behind the PostgREST translator).
import type { TrainingEvent } from '@/domain/training-event';
import { CHANGE_SET } from '@/testing/change-loop-fixtures';
import { rightAnswers, wrongAnswers } from '@/testing/contract/quiz-fixtures';
import { quizAdapters, sent, type QuizWorld } from '@/testing/contract/quiz-world';
import { setupRealSupabase } from '@/testing/postgrest/setup';
import { staffPerson } from '@/testing/postgrest/staff-world';

const supabase = setupRealSupabase();
afterEach(() => vi.unstubAllGlobals());

const record = (w: QuizWorld, filter = {}) =>
  w.asManager((b) => b.trainingRecord.list(w.restaurantId, filter));

const typesOf = (events: TrainingEvent[], staffId: string) =>
  events.filter((e) => e.staffId === staffId).map((e) => e.type);

/**
 * Sam and Kim are sent a required update with a quiz of 2; Kim is reminded; Sam opens it, fails
 * the quiz, passes it (later, past the wait) and acknowledges it.
 */
async function story(w: QuizWorld) {
  const { id, quiz, grade } = await sent(w, 2, ['sam', 'kim']);
  await w.asManager((b) => b.notifications.remind(w.restaurantId, id, [w.staffIds.kim]));
  await w.asStaff('sam', (access, m) => access.openUpdate(m, id));
  await grade(wrongAnswers(quiz));
  await w.later('sam', id, 180);
  await grade(rightAnswers(quiz));
  await w.asStaff('sam', (access, m) => access.acknowledge(m, id));
  return id;
}

describe.each(quizAdapters(supabase))('the $name adapter', ({ world }) => {
  it('records each step of an update, for each person, in order', async () => {
    const w = await world();
    const id = await story(w);
    const events = await record(w);
    const { sam, kim } = w.staffIds;
    expect(typesOf(events, sam)).toEqual([
      'sent',
      'opened',
      'quiz_attempt',
      'quiz_attempt',
      'acknowledged',
    ]);
    expect(typesOf(events, kim)).toEqual(['sent', 'reminder_sent']);
    expect(events.every((e) => e.notificationId === id)).toBe(true);
    const attempts = events.flatMap((e) => (e.type === 'quiz_attempt' ? [e.detail] : []));
    expect(attempts).toEqual([
      { score: 0, total: 2, passed: false, attempt: 1 },
      { score: 2, total: 2, passed: true, attempt: 2 },
    ]);
  });

  it('keeps the person and the update as they were sent', async () => {
    const w = await world();
    await story(w);
    const first = (await record(w, { staffId: w.staffIds.sam, types: ['sent'] }))[0];
    expect(first).toMatchObject({
      type: 'sent',
      restaurantId: w.restaurantId,
      person: { name: 'Sam', email: 'sam@example.com', role: 'Server' },
      menuVersions: [],
      detail: {
        message: 'The Lamb changed',
        required: true,
        changeSet: CHANGE_SET,
        allergenChanges: 1,
        quizQuestions: 2,
      },
    });
  });

  it('filters by person, update, type and time', async () => {
    const w = await world();
    const id = await story(w);
    const kim = await record(w, { staffId: w.staffIds.kim });
    expect(kim.map((e) => e.type)).toEqual(['sent', 'reminder_sent']);
    expect((await record(w, { types: ['acknowledged'] })).map((e) => e.staffId)).toEqual([
      w.staffIds.sam,
    ]);
    expect(await record(w, { notificationId: `${id}0` })).toEqual([]);
    expect(await record(w, { from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await record(w, { to: '2000-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('keeps the events of a person removed from the team and records the removal', async () => {
    const w = await world();
    await story(w);
    const before = await record(w, { staffId: w.staffIds.kim });
    const removedAt = Date.now();
    await w.asManager((b) => b.staff.remove(w.restaurantId, w.staffIds.kim));
    const after = await record(w, { staffId: w.staffIds.kim });
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.map((e) => [e.type, e.person.name])).toEqual([
      ['sent', 'Kim'],
      ['reminder_sent', 'Kim'],
      ['removed', 'Kim'],
    ]);
    const removed = after.at(-1)!;
    expect(removed).toMatchObject({
      staffId: w.staffIds.kim,
      notificationId: null,
      menuVersions: [],
      person: { name: 'Kim', role: 'Server' },
    });
    expect(removed).not.toHaveProperty('detail');
    // The server's clock (or local mode's): not before the removal was asked for, give or take.
    expect(Date.parse(removed.occurredAt)).toBeGreaterThan(removedAt - 60_000);
    // Sam's record is untouched.
    expect(typesOf(await record(w), w.staffIds.sam)).not.toContain('removed');
  });

  it('writes no removed event for a person nobody sent anything', async () => {
    const w = await world();
    await story(w);
    const before = await record(w);
    const [lee] = await w.asManager((b) =>
      b.staff.add(w.restaurantId, [staffPerson('s-lee', 'Lee', 'invited')]),
    );
    await w.asManager((b) => b.staff.remove(w.restaurantId, lee!.id));
    expect(await record(w)).toEqual(before);
  });
});
