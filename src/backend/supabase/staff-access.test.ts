import { http, HttpResponse } from 'msw';
import { restaurantInput } from '@/testing/fixtures';
import { BackendError, type StaffMembership } from '../port';
import {
  makeBackend,
  managerWithRestaurant,
  setupRealSupabase,
  signedIn,
  TEST_URL,
} from '@/testing/postgrest/setup';
import {
  staffPerson as person,
  staffWorld,
  type StaffWorld,
} from '@/testing/postgrest/staff-world';

// Against the real schema (supabase/migrations, PGlite): the claim, accept and decline
// functions, staff_training_modules(), grade_quiz(), grants, policies and triggers are the
// database's own.
const fake = setupRealSupabase();
const world = () => staffWorld(fake);

type Row = Record<string, unknown>;
const rowsOf = async (text: string, params: unknown[] = []) =>
  (await fake.db.query<Row>(text, params)).rows;
const staffRow = async (id: string) =>
  (await rowsOf('select * from public.staff_members where staffid = $1', [id]))[0];
const recipientRows = () => rowsOf('select * from public.notification_recipients');
const quizResults = () =>
  rowsOf('select staffid, score, total from public.quiz_results order by taken_at, resultid');

/** A stored quiz: the answers are 1 and 3. */
const QUESTIONS = [
  {
    question: 'Which grape?',
    options: ['Merlot', 'Malbec', 'Syrah', 'Gamay'],
    correctAnswer: 1,
    explanation: 'Because B',
  },
  {
    question: 'Which year?',
    options: ['2019', '2020', '2021', '2022'],
    correctAnswer: 3,
    explanation: '',
  },
];

describe('supabase staffAccess', () => {
  const rpc = (name: string) => fake.find('POST', `/rest/v1/rpc/${name}`);

  it('teams(): offers the entry through the claim RPC; it stays pending until accepted', async () => {
    const manager = await managerWithRestaurant(fake);
    // Staff cannot read the restaurant row, so its allergen rules come with the membership.
    await manager.backend.restaurants.update(manager.restaurantId, {
      ...restaurantInput(manager.userId, 'Chez Test', { allergen_regime: 'us' }),
      version: 1,
    });
    const [sam] = await manager.backend.staff.add(manager.restaurantId, [
      person('staff-1', 'Sam', 'invited'),
    ]);
    const staff = await signedIn(fake, 'Sam@Example.com');
    const m: StaffMembership = {
      restaurantId: manager.restaurantId,
      restaurantName: 'Chez Test',
      allergenRegime: 'us',
      staffId: sam.id,
      staffName: 'Sam',
    };

    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [m] });
    const [call] = rpc('claim_staff_membership');
    expect(call.body).toEqual({});
    expect(fake.requests.filter((r) => r.path !== '/auth/v1/user')).toHaveLength(1);
    const row = () => staffRow(sam.id);
    // Linked to the account, but nothing changes for the team until the person answers.
    expect(await row()).toMatchObject({
      status: 'invited',
      user_id: staff.userId,
      link_state: 'pending',
    });
    // The manager's list does not tell that Sam signed in: no answer yet (20261129000000).
    expect((await manager.backend.staff.list(manager.restaurantId))[0].link).toBe('none');

    fake.requests.length = 0;
    await staff.backend.staffAccess.accept(sam.id);
    expect(fake.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/accept_staff_membership', { p_staffid: sam.id }],
    ]);
    expect(await row()).toMatchObject({ status: 'active', link_state: 'accepted' });
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [m], pending: [] });
    expect((await manager.backend.staff.list(manager.restaurantId))[0].link).toBe('accepted');
  });

  it('decline(): the entry is declined, keeps its account and is never offered again', async () => {
    const manager = await managerWithRestaurant(fake);
    const [sam] = await manager.backend.staff.add(manager.restaurantId, [
      person('staff-1', 'Sam', 'active'),
    ]);
    const staff = await signedIn(fake, 'sam@example.com');
    expect((await staff.backend.staffAccess.teams()).pending).toHaveLength(1);

    fake.requests.length = 0;
    await staff.backend.staffAccess.decline(sam.id);
    expect(fake.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/decline_staff_membership', { p_staffid: sam.id }],
    ]);
    expect(await staffRow(sam.id)).toMatchObject({
      user_id: staff.userId,
      link_state: 'declined',
    });
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
  });

  it('claim offers only unoffered, non-inactive entries with the canonical e-mail', async () => {
    const manager = await managerWithRestaurant(fake);
    const [sam, kim, lee] = await manager.backend.staff.add(manager.restaurantId, [
      person('staff-1', 'Sam', 'invited'),
      person('staff-2', 'Kim', 'active'),
      person('staff-3', 'Lee', 'inactive'),
    ]);
    const row = staffRow;
    // Addresses as typed once (the manager's client trims nothing, older rows may differ).
    await fake.db.query(
      `update public.staff_members set email = case staffid when $1 then '  SAM@example.COM '
         else 'sam@example.com' end where staffid in ($1, $2)`,
      [sam.id, lee.id],
    );

    // The Kelvin sign (U+212A) lower-cases to 'k' but is not ASCII: it matches nothing.
    const lookAlike = await signedIn(fake, '\u212Aim@example.com');
    expect(await lookAlike.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    expect(await row(kim.id)).toMatchObject({ user_id: null, link_state: 'none', linked_at: null });

    const staff = await signedIn(fake, 'sam@example.com');
    const { pending } = await staff.backend.staffAccess.teams();
    expect(pending.map((t) => t.staffId)).toEqual([sam.id]);
    expect(await row(sam.id)).toMatchObject({ user_id: staff.userId, link_state: 'pending' });
    expect(await row(lee.id)).toMatchObject({ user_id: null, link_state: 'none' });
    // Declined: kept, and never offered again.
    await staff.backend.staffAccess.decline(sam.id);
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    expect(await row(sam.id)).toMatchObject({ user_id: staff.userId, link_state: 'declined' });
  });

  it('splits several teams into active and pending, in the order the server gives', async () => {
    const a = await managerWithRestaurant(fake, 'a@example.com');
    const [inA] = await a.backend.staff.add(a.restaurantId, [person('s', 'Sam', 'active')]);
    const b = await managerWithRestaurant(fake, 'b@example.com');
    const [inB] = await b.backend.staff.add(b.restaurantId, [person('s', 'Sam', 'invited')]);
    const staff = await signedIn(fake, 'sam@example.com');
    await staff.backend.staffAccess.teams();
    await staff.backend.staffAccess.accept(inA.id);

    const teams = await staff.backend.staffAccess.teams();
    expect(teams.active.map((t) => [t.restaurantId, t.staffId])).toEqual([
      [a.restaurantId, inA.id],
    ]);
    expect(teams.pending.map((t) => [t.restaurantId, t.staffId])).toEqual([
      [b.restaurantId, inB.id],
    ]);
  });

  it('refuses to answer an entry that is not their pending one, as a 403 BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, kim, sam } = await world();
    for (const answer of [
      () => staff.staffAccess.accept(kim.id), // a colleague's entry
      () => staff.staffAccess.decline(sam.id), // already accepted
    ]) {
      await expect(answer()).rejects.toMatchObject({
        name: 'BackendError',
        message: 'This invitation is not yours to answer',
        status: 403,
      });
    }
    expect(rpc('accept_staff_membership')).toHaveLength(1);
    fake.requests.length = 0;
    // An id that is not a row is refused without a request.
    await expect(staff.staffAccess.accept('staff-1')).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests).toEqual([]);
  });

  it('treats a claim row in any other state as an unexpected shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m } = await world();
    fake.server.use(
      http.post(`${TEST_URL}/rest/v1/rpc/claim_staff_membership`, () =>
        HttpResponse.json([
          {
            staffid: m.staffId,
            restaurantid: Number(m.restaurantId),
            restaurant_name: 'Chez Test',
            allergen_regime: null,
            name: 'Sam',
            link_state: 'declined',
          },
        ]),
      ),
    );
    await expect(staff.staffAccess.teams()).rejects.toMatchObject({
      code: 'unexpected_shape',
      status: 502,
    });
  });

  it('has no teams when the e-mail is in no directory, or when signed out', async () => {
    const stranger = await signedIn(fake, 'nobody@example.com');
    expect(await stranger.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    fake.requests.length = 0;
    expect(await (await makeBackend()).staffAccess.teams()).toEqual({ active: [], pending: [] });
    expect(fake.requests).toEqual([]);
  });

  it('reads only the updates addressed to them, newest first, with the acknowledged flag', async () => {
    const { staff, m, mine } = await world();
    const updates = await staff.staffAccess.updates(m);

    const [request] = fake.find('GET', '/rest/v1/notifications');
    // Their own recipient row and its state; never the quiz table (its answers).
    expect(request.search.get('select')).toBe(
      '*,notification_recipients!inner(staffid,acknowledged_at,opened_at,quiz_passed_at,reminded_at,quiz_attempts,quiz_attempted_at)',
    );
    expect(request.search.get('restaurantid')).toBe(`eq.${m.restaurantId}`);
    expect(request.search.get('notification_recipients.staffid')).toBe(`eq.${m.staffId}`);
    expect(request.search.get('order')).toBe('sent_at.desc,notificationid.asc');
    // The questions come from the function that leaves the answers out.
    expect(rpc('staff_update_quizzes').map((r) => r.body)).toEqual([
      { p_restaurantid: Number(m.restaurantId) },
    ]);
    const { quiz: _quiz, recipientStates: _states, acknowledgedBy: _acks, ...rest } = mine;
    expect(updates).toEqual([
      {
        ...rest,
        recipientIds: [m.staffId],
        quiz: [],
        acknowledged: false,
        openedAt: null,
        quizPassedAt: null,
        remindedAt: null,
        quizAttempts: 0,
        quizRetryAt: null,
      },
    ]);
    // Nothing of the colleague's state.
    expect(JSON.stringify(updates)).not.toContain('recipientStates');

    await fake.arrange(
      `update public.notification_recipients
          set opened_at = '2026-02-02T09:30:00+00:00', acknowledged_at = '2026-02-02T10:00:00+00:00',
              reminded_at = '2026-02-02T09:00:00+00:00'
        where staffid = $1`,
      [m.staffId],
    );
    const [after] = await staff.staffAccess.updates(m);
    expect(after).toMatchObject({
      acknowledged: true,
      openedAt: '2026-02-02T09:30:00.000Z',
      quizPassedAt: null,
      remindedAt: '2026-02-02T09:00:00.000Z',
    });
  });

  it('acknowledges with a PATCH of acknowledged_at only, filtered to their own row', async () => {
    const { staff, m, mine, kim } = await world();
    await staff.staffAccess.acknowledge(m, mine.id);

    const [patch] = fake.find('PATCH', '/rest/v1/notification_recipients');
    expect(Object.keys(patch.body as object)).toEqual(['acknowledged_at']);
    expect(Date.parse((patch.body as { acknowledged_at: string }).acknowledged_at)).not.toBeNaN();
    expect(patch.search.get('notificationid')).toBe(`eq.${mine.id}`);
    expect(patch.search.get('staffid')).toBe(`eq.${m.staffId}`);
    expect(patch.search.get('acknowledged_at')).toBe('is.null');
    const row = async (id: string) => (await recipientRows()).find((r) => r.staffid === id)!;
    const own = await row(m.staffId);
    // Stamped by the server (the trigger), which also counts the update as opened.
    const at = own.acknowledged_at;
    expect(at).toBeInstanceOf(Date);
    expect(own.opened_at).toEqual(at);
    expect((await row(kim.id)).acknowledged_at).toBeNull();

    // Again: the first time is kept, and it is not an error.
    await staff.staffAccess.acknowledge(m, mine.id);
    expect((await row(m.staffId)).acknowledged_at).toEqual(at);
    expect(fake.find('PATCH', '/rest/v1/notification_recipients')).toHaveLength(2);
  });

  it('refuses to acknowledge an update not sent to them, or a non-row id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m, theirsId } = await world();
    await expect(staff.staffAccess.acknowledge(m, theirsId)).rejects.toMatchObject({
      message: 'This update was not sent to you',
      status: 403,
    });
    fake.requests.length = 0;
    await expect(staff.staffAccess.acknowledge(m, 'notif-1')).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests).toEqual([]);
    expect((await recipientRows()).every((r) => r.acknowledged_at === null)).toBe(true);
  });

  it('surfaces a refused acknowledgement (RLS) as BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m, mine } = await world();
    fake.failNext('PATCH', '/rest/v1/notification_recipients', 403, {
      code: '42501',
      message: 'permission denied for table notification_recipients',
    });
    const error = await staff.staffAccess.acknowledge(m, mine.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: '42501', status: 403 });
  });

  it('reads real menus only (no samples), specials and training by restaurantid', async () => {
    const { manager, staff, m } = await world();
    expect(await staff.staffAccess.menus(m)).toEqual([]);
    const menu = await manager.backend.menus.save(m.restaurantId, {
      name: 'Dinner',
      type: 'food',
      foodType: 'dinner',
      items: [],
      baseVersion: null,
    });
    expect(await staff.staffAccess.menus(m)).toEqual([menu]);

    fake.requests.length = 0;
    expect(await staff.staffAccess.specials(m)).toEqual([]);
    expect(await staff.staffAccess.training(m)).toEqual([]);
    const [specials] = fake.find('GET', '/rest/v1/specials');
    expect(specials.search.get('restaurantid')).toBe(`eq.${m.restaurantId}`);
    // Training through the function that leaves the answers out, never the table.
    const [training] = rpc('staff_training_modules');
    expect(training.body).toEqual({ p_restaurantid: Number(m.restaurantId) });
    expect(fake.find('GET', '/rest/v1/training_modules')).toEqual([]);
    expect(fake.find('GET', '/rest/v1/restaurants')).toEqual([]);
  });

  /** The manager's modules: a quiz of two questions, and a module without one. */
  async function withModules(w: StaffWorld) {
    const [quiz, plain] = await w.manager.backend.training.add(w.m.restaurantId, [
      {
        id: 'training-1',
        title: 'Wines',
        type: 'wine_pairings',
        content: 'Malbec with the lamb.',
        quizQuestions: QUESTIONS,
        sourceUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 'training-2',
        title: 'Greeting',
        type: 'service_scripts',
        content: 'Welcome in.',
        sourceUrl: null,
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    // The server stamps created_at: make the plain one the newer.
    await fake.db.query(
      `update public.training_modules set created_at = case moduleid
         when $1 then '2026-03-01T10:00:00+00:00'::timestamptz else '2026-03-02T10:00:00+00:00' end
        where moduleid in ($1, $2)`,
      [quiz.id, plain.id],
    );
    fake.requests.length = 0;
    return { quiz, plain };
  }

  it('training(): modules newest first, questions and options only, never the answers', async () => {
    const w = await world();
    const { quiz, plain } = await withModules(w);

    const modules = await w.staff.staffAccess.training(w.m);
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/rest/v1/rpc/staff_training_modules', { p_restaurantid: Number(w.m.restaurantId) }],
    ]);
    expect(modules).toEqual([
      {
        id: plain.id,
        title: 'Greeting',
        type: 'service_scripts',
        content: 'Welcome in.',
        quizQuestions: [],
        sourceUrl: null,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
      {
        id: quiz.id,
        title: 'Wines',
        type: 'wine_pairings',
        content: 'Malbec with the lamb.',
        quizQuestions: QUESTIONS.map(({ question, options }) => ({ question, options })),
        sourceUrl: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(modules)).not.toMatch(/correctAnswer|explanation|Because/);
    // Nor does the response carry them, whatever the mapper would keep.
    const response = await fetch(`${TEST_URL}/rest/v1/rpc/staff_training_modules`, {
      method: 'POST',
      headers: w.headers,
      body: JSON.stringify({ p_restaurantid: Number(w.m.restaurantId) }),
    });
    expect(await response.text()).not.toMatch(/correctAnswer|explanation|Because/);
  });

  it("training(): nothing of another restaurant's, or through a pending entry", async () => {
    const w = await world();
    await withModules(w);
    const other = await managerWithRestaurant(fake, 'other@example.com');
    await other.backend.training.add(other.restaurantId, [
      {
        id: 'training-9',
        title: 'Theirs',
        type: 'wine_pairings',
        content: 'Not for Sam.',
        quizQuestions: QUESTIONS,
        sourceUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(
      await w.staff.staffAccess.training({ ...w.m, restaurantId: other.restaurantId }),
    ).toEqual([]);
    // Invited there too, but has not answered.
    const [pending] = await other.backend.staff.add(other.restaurantId, [
      person('staff-9', 'Sam', 'active'),
    ]);
    expect((await w.staff.staffAccess.teams()).pending.map((t) => t.staffId)).toEqual([pending.id]);
    expect(
      await w.staff.staffAccess.training({
        ...w.m,
        restaurantId: other.restaurantId,
        staffId: pending.id,
      }),
    ).toEqual([]);
  });

  it('gradeQuiz(): sends the answers only; the score comes from the stored module', async () => {
    const w = await world();
    const { quiz } = await withModules(w);

    const graded = await w.staff.staffAccess.gradeQuiz(w.m, quiz.id, [1, 3]);
    const [call] = rpc('grade_quiz');
    // No score, total or staff id: nothing the server would have to believe.
    expect(call.body).toEqual({ p_moduleid: quiz.id, p_answers: [1, 3] });
    expect(call.headers.accept).toBe('application/vnd.pgrst.object+json');
    expect(graded).toEqual({
      moduleId: quiz.id,
      staffId: w.m.staffId,
      score: 2,
      total: 2,
      takenAt: expect.any(String),
      review: [
        { correctAnswer: 1, explanation: 'Because B' },
        { correctAnswer: 3, explanation: '' },
      ],
    });

    // One wrong, one missing; a fraction is no answer.
    expect(await w.staff.staffAccess.gradeQuiz(w.m, quiz.id, [1])).toMatchObject({ score: 1 });
    expect(await w.staff.staffAccess.gradeQuiz(w.m, quiz.id, [0, 3.5])).toMatchObject({
      score: 0,
      total: 2,
    });
    expect(rpc('grade_quiz').at(-1)!.body).toEqual({ p_moduleid: quiz.id, p_answers: [0, null] });

    // Each attempt is one row, recorded by the server for Sam's entry.
    expect((await quizResults()).map((r) => [r.staffid, r.score, r.total])).toEqual([
      [w.m.staffId, 2, 2],
      [w.m.staffId, 1, 2],
      [w.m.staffId, 0, 2],
    ]);
    const { review: _review, ...first } = graded;
    expect((await w.staff.staffAccess.quizResults(w.m))[0]).toEqual(first);
    const [read] = fake.find('GET', '/rest/v1/quiz_results');
    expect(read.search.get('staffid')).toBe(`eq.${w.m.staffId}`);
  });

  it('gradeQuiz(): a quiz of another team is a 403, one without questions a 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    const { plain } = await withModules(w);
    const other = await managerWithRestaurant(fake, 'other@example.com');
    const [theirs] = await other.backend.training.add(other.restaurantId, [
      {
        id: 'training-9',
        title: 'Theirs',
        type: 'wine_pairings',
        content: 'Not for Sam.',
        quizQuestions: QUESTIONS,
        sourceUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    fake.requests.length = 0;

    await expect(w.staff.staffAccess.gradeQuiz(w.m, theirs.id, [1, 3])).rejects.toMatchObject({
      name: 'BackendError',
      message: 'This quiz is not for your team',
      code: 'forbidden',
      status: 403,
    });
    await expect(w.staff.staffAccess.gradeQuiz(w.m, plain.id, [])).rejects.toMatchObject({
      message: 'This quiz is no longer available',
      status: 404,
    });
    expect(rpc('grade_quiz')).toHaveLength(2);
    expect(await quizResults()).toEqual([]);
    // An id that is not a row is no module of the team, refused without a request.
    fake.requests.length = 0;
    await expect(w.staff.staffAccess.gradeQuiz(w.m, 'training-1', [1])).rejects.toMatchObject({
      status: 403,
    });
    expect(fake.requests).toEqual([]);
  });

  it('a quiz result written directly is refused by the grants', async () => {
    const w = await world();
    const { quiz } = await withModules(w);
    const response = await fetch(`${TEST_URL}/rest/v1/quiz_results`, {
      method: 'POST',
      headers: w.headers,
      body: JSON.stringify({ moduleid: quiz.id, staffid: w.m.staffId, score: 2, total: 2 }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table quiz_results',
    });
    expect(await quizResults()).toEqual([]);
  });
});
