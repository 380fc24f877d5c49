// The translator answers as PostgREST does, so an adapter test that passes here would pass
// against a hosted project: embeds shaped by the foreign keys, the database's own refusals with
// their SQLSTATE and PostgREST's status, and a write asked for one row undone when it hit more.
import { setupRealSupabase, signedIn, TEST_ANON_KEY, TEST_URL } from './setup';

const supabase = setupRealSupabase();

/** A manager's restaurant with Ada and Ben, and one update to Ada with a quiz; ids returned. */
async function world() {
  const { userId, token } = await signedIn(supabase);
  const sql = supabase.db;
  const [{ restaurantid }] = (
    await sql.query<{ restaurantid: number }>(
      `insert into public.restaurants (userid, restaurant_name) values ($1, 'Chez Test')
       returning restaurantid`,
      [userId],
    )
  ).rows;
  const staff = (
    await sql.query<{ staffid: string }>(
      `insert into public.staff_members (restaurantid, name, role, email)
       values ($1, 'Ada', 'Server', 'ada@example.com'), ($1, 'Ben', 'Server', 'ben@example.com')
       returning staffid`,
      [restaurantid],
    )
  ).rows.map((r) => r.staffid);
  const [{ notificationid }] = (
    await sql.query<{ notificationid: string }>(
      `insert into public.notifications (restaurantid, message, type)
       values ($1, 'Tonight', 'menu_update') returning notificationid`,
      [restaurantid],
    )
  ).rows;
  await sql.query(
    `insert into public.notification_recipients (notificationid, staffid) values ($1, $2)`,
    [notificationid, staff[0]],
  );
  await sql.query(
    `insert into public.notification_quizzes (notificationid, questions) values ($1, '[]')`,
    [notificationid],
  );
  const call = (path: string, init: RequestInit = {}, headers: Record<string, string> = {}) =>
    fetch(`${TEST_URL}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: TEST_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...headers,
      },
    });
  return { restaurantid, staff, notificationid, call };
}

describe('PostgREST translator', () => {
  it('embeds along foreign keys: a list, a one-to-one object, a parent object; !inner filters', async () => {
    const { notificationid, staff, call } = await world();
    const response = await call(
      'notifications?select=message,notification_recipients(staffid),notification_quizzes(questions)',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        message: 'Tonight',
        notification_recipients: [{ staffid: staff[0] }],
        notification_quizzes: { questions: [] },
      },
    ]);
    const up = await call('notification_recipients?select=staffid,notifications(message)');
    expect(await up.json()).toEqual([{ staffid: staff[0], notifications: { message: 'Tonight' } }]);
    const inner = (id: string) =>
      call(
        `notifications?select=notificationid,notification_recipients!inner(staffid)` +
          `&notification_recipients.staffid=eq.${id}`,
      ).then((r) => r.json() as Promise<unknown[]>);
    expect(await inner(staff[0])).toEqual([
      { notificationid, notification_recipients: [{ staffid: staff[0] }] },
    ]);
    expect(await inner(staff[1])).toEqual([]);
  });

  it("answers the database's refusals with PostgREST's status and the real SQLSTATE", async () => {
    const { restaurantid, call } = await world();
    // A column the role has no grant on (who signed up is nobody's business).
    const hidden = await call('staff_members?select=user_id');
    expect(hidden.status).toBe(403);
    expect(await hidden.json()).toMatchObject({ code: '42501' });
    // The unique address per team.
    const twin = await call('staff_members', {
      method: 'POST',
      body: JSON.stringify({ restaurantid, name: 'Ada', role: 'Chef', email: 'ADA@example.com' }),
    });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toMatchObject({
      code: '23505',
      message: expect.stringContaining('staff_members_restaurant_email_key'),
      hint: null,
    });
    // Without a user token, PostgREST's 401.
    const anon = await fetch(`${TEST_URL}/rest/v1/restaurants?select=*`, {
      headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${TEST_ANON_KEY}` },
    });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: '42501' });
    const missing = await call('rpc/no_such_function', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('undoes a write that asked for one row and matched two (406), as PostgREST does', async () => {
    const { restaurantid, call } = await world();
    const response = await call(
      `staff_members?restaurantid=eq.${restaurantid}&select=name`,
      { method: 'PATCH', body: JSON.stringify({ role: 'Chef' }) },
      { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    );
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST116' });
    const { rows } = await supabase.db.query('select distinct role from public.staff_members');
    expect(rows).toEqual([{ role: 'Server' }]);
  });
});
