// A staff member's own training record (issue 46), once for both adapters: what they were sent
// and did, never a colleague's events, never how their alerts were delivered.
import { rightAnswers } from '@/testing/contract/quiz-fixtures';
import { quizAdapters, sent } from '@/testing/contract/quiz-world';
import { setupRealSupabase } from '@/testing/postgrest/setup';

const supabase = setupRealSupabase();
afterEach(() => vi.unstubAllGlobals());

describe.each(quizAdapters(supabase))('the $name adapter', ({ world }) => {
  it("gives a person their own events and nobody else's", async () => {
    const w = await world(['sam', 'kim']);
    const { id, quiz, grade } = await sent(w, 2, ['sam', 'kim']);
    await w.asStaff('sam', (access, m) => access.openUpdate(m, id));
    await grade(rightAnswers(quiz));
    await w.asStaff('sam', (access, m) => access.acknowledge(m, id));
    await w.asStaff('kim', (access, m) => access.openUpdate(m, id));

    const sam = await w.asStaff('sam', (access, m) => access.myRecord(m));
    expect(sam.map((e) => e.type)).toEqual(['sent', 'opened', 'quiz_attempt', 'acknowledged']);
    expect(sam.every((e) => e.staffId === w.staffIds.sam && e.notificationId === id)).toBe(true);
    const kim = await w.asStaff('kim', (access, m) => access.myRecord(m));
    expect(kim.map((e) => [e.staffId, e.type])).toEqual([
      [w.staffIds.kim, 'sent'],
      [w.staffIds.kim, 'opened'],
    ]);
  });
});
