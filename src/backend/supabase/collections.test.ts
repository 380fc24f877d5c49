import type { Special } from '@/domain/special';
import type { StaffMember } from '@/domain/staff';
import type { SavedTrainingModule } from '@/domain/training';
import { BackendError } from '../port';
import { isUuid, STAFF_SELECT } from './collection-rows';
import { staffMember as member } from '@/testing/fixtures';
import { managerWithRestaurant, memoryStorage, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies and triggers are
// the database's own.
const fake = setupRealSupabase();

/**
 * What a manager may change with a PATCH (the update grant of 20261124000000, less the count of
 * updates received, the server's since 20261201000000, plus the language of 20261203000000).
 */
const STAFF_UPDATABLE = [
  'name',
  'role',
  'email',
  'notification_preference',
  'status',
  'hire_date',
  'language',
];

/** The stored staff rows, as the superuser sees them. */
const staffRows = async () =>
  (
    await fake.db.query<{ staffid: string; name: string; link_state: string }>(
      'select staffid, name, link_state from public.staff_members order by name',
    )
  ).rows;

const staffColumns = (s: StaffMember, restaurantId: string) => ({
  restaurantid: Number(restaurantId),
  name: s.name,
  role: s.role,
  email: s.email,
  notification_preference: s.notificationPreference,
  status: s.status,
  hire_date: s.hireDate ?? null,
  language: s.language ?? null,
});

const writes = () => fake.requests.filter((r) => r.method !== 'GET');

describe('supabase staff table', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('lists a new restaurant as empty: no sample people, nothing written, no browser storage', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    expect(await backend.staff.list(restaurantId)).toEqual([]);
    expect(await backend.specials.list(restaurantId)).toEqual([]);
    expect(await backend.notifications.list(restaurantId)).toEqual([]);
    expect(await backend.training.list(restaurantId)).toEqual([]);

    const [request] = fake.find('GET', '/rest/v1/staff_members');
    // Named columns: user_id is not readable, so `*` would be refused.
    expect(request.search.get('select')).toBe(STAFF_SELECT);
    expect(STAFF_SELECT.split(',')).not.toContain('user_id');
    expect(request.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(request.search.get('order')).toBe('created_at.asc,staffid.asc');
    expect(writes()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('inserts new entries in one batch without ids and returns them with their row uuids', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const invited = member('staff-2', 'Ben', { status: 'invited', hireDate: undefined });
    const saved = await backend.staff.add(restaurantId, [member('staff-1', 'Ada'), invited]);

    const [insert] = fake.find('POST', '/rest/v1/staff_members');
    expect(insert.body).toEqual([
      staffColumns(member('staff-1', 'Ada'), restaurantId),
      staffColumns(invited, restaurantId),
    ]);
    expect(insert.search.get('columns')).not.toContain('staffid');
    expect(insert.search.get('select')).toBe(STAFF_SELECT);
    expect(insert.headers.prefer).toContain('return=representation');
    expect(saved.map((s) => s.name)).toEqual(['Ada', 'Ben']);
    expect(saved.every((s) => isUuid(s.id))).toBe(true);
    expect(saved[0]).toEqual({ ...member(saved[0].id, 'Ada'), version: 1 });
    expect(saved[1]).not.toHaveProperty('hireDate');
    expect((await staffRows()).map((r) => r.staffid)).toEqual(saved.map((s) => s.id));
    // Rows of one insert share created_at (the transaction's now()), so list order among them is
    // the uuid tie-break, not the caller's order.
    const byName = (list: StaffMember[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await backend.staff.list(restaurantId))).toEqual(saved);
  });

  it("edits one row in one PATCH of the update grant's columns, removes in one DELETE, adds in one POST", async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const [ada, ben, cy] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada'),
      member('staff-2', 'Ben'),
      member('staff-3', 'Cy'),
    ]);
    fake.requests.length = 0;

    // A count sent along is not written: the server keeps its own.
    const changedBen = { ...ben, notificationsReceived: 3, role: 'Bartender' };
    const saved = await backend.staff.update(restaurantId, changedBen);
    // No upsert: it would write the key and restaurantid, which only the server may set.
    const [patch] = writes();
    expect(writes()).toHaveLength(1);
    expect(patch.method).toBe('PATCH');
    expect(patch.search.get('staffid')).toBe(`eq.${ben.id}`);
    expect(patch.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(patch.search.get('select')).toBe(STAFF_SELECT);
    // Only where the row is still at the version it was read at (ADR 0056).
    expect(patch.search.get('version')).toBe('eq.1');
    const { restaurantid: _filter, ...changed } = staffColumns(changedBen, restaurantId);
    expect(patch.body).toEqual(changed);
    expect(Object.keys(patch.body as object).sort()).toEqual([...STAFF_UPDATABLE].sort());
    expect(saved).toEqual({ ...changedBen, notificationsReceived: 0, version: 2 });

    fake.requests.length = 0;
    await backend.staff.remove(restaurantId, cy.id);
    const [remove] = writes();
    expect(writes()).toHaveLength(1);
    expect(remove.method).toBe('DELETE');
    expect(remove.search.get('staffid')).toBe(`in.(${cy.id})`);
    expect(remove.search.get('restaurantid')).toBe(`eq.${restaurantId}`);

    fake.requests.length = 0;
    await backend.staff.add(restaurantId, [member('staff-9', 'Dee')]);
    const [insert] = writes();
    expect(writes()).toHaveLength(1);
    expect(insert.body).toEqual([staffColumns(member('x', 'Dee'), restaurantId)]);
    expect(insert.search.get('on_conflict')).toBeNull();

    expect((await staffRows()).map((r) => r.name)).toEqual(['Ada', 'Ben', 'Dee']);
    expect((await staffRows()).find((r) => r.name === 'Ada')!.staffid).toBe(ada.id);
  });

  it("maps the answer to link, never tells that someone signed in, and never writes anyone's answer", async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const [ada, ben] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada'),
      member('staff-2', 'Ben'),
    ]);
    // The server recorded Ada's answer (accept_staff_membership) and Ben's offer: he signed in
    // and has not answered, which the manager must not learn (20261129000000: answer reads
    // 'pending' as 'none').
    await fake.db.query(
      `update public.staff_members set link_state = case staffid when $1 then 'accepted' else 'pending' end
        where staffid in ($1, $2)`,
      [ada.id, ben.id],
    );
    // One insert's rows share created_at: order them by name here.
    const stored = (await backend.staff.list(restaurantId)).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    expect(stored.map((s) => [s.name, s.link])).toEqual([
      ['Ada', 'accepted'],
      ['Ben', 'none'],
    ]);
    const [read] = fake.find('GET', '/rest/v1/staff_members');
    expect(read.search.get('select')!.split(',')).not.toContain('link_state');
    fake.requests.length = 0;

    // Stale or tampered edits (Ben 'accepted', Ada reset) change nobody's answer; each edit is
    // written without any link column.
    const saved = [
      await backend.staff.update(restaurantId, { ...stored[0], link: 'none', role: 'Chef' }),
      await backend.staff.update(restaurantId, { ...stored[1], link: 'accepted' }),
    ];
    const writesMade = writes();
    expect(writesMade.map((w) => w.method)).toEqual(['PATCH', 'PATCH']);
    expect(writesMade[0].body).toEqual(expect.objectContaining({ role: 'Chef' }));
    for (const write of writesMade)
      for (const column of [
        'link_state',
        'answer',
        'linked_at',
        'user_id',
        'staffid',
        'restaurantid',
      ])
        expect(write.body).not.toHaveProperty(column);
    expect(saved.map((s) => [s.name, s.role, s.link])).toEqual([
      ['Ada', 'Chef', 'accepted'],
      ['Ben', 'Server', 'none'],
    ]);
    expect((await staffRows()).find((r) => r.staffid === ben.id)!.link_state).toBe('pending');
  });

  it('reads hire dates back in the ISO form it wrote, so an unchanged edit comes back the same', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const [stored] = await backend.staff.add(restaurantId, [member('staff-1', 'Ada')]);
    // Postgres writes timestamptz with an offset ('+00:00'); the domain keeps the ISO 'Z' form.
    const [row] = (await fake.db.query('select hire_date::text as at from public.staff_members'))
      .rows;
    expect(row.at).toMatch(/\+00(:00)?$/);
    expect(stored.hireDate).toBe(member('staff-1', 'Ada').hireDate);
    expect(await backend.staff.update(restaurantId, stored)).toEqual(stored);
  });

  it('refuses invalid entries before any request, as BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const bad = { ...member('staff-1', 'Ada'), id: '' };
    await expect(backend.staff.add(restaurantId, [bad])).rejects.toBeInstanceOf(BackendError);
    await expect(backend.staff.update(restaurantId, bad)).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests).toEqual([]);
  });

  it('throws a failed write as BackendError with the PostgREST message and status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    fake.failNext('POST', '/rest/v1/staff_members', 403, {
      code: '42501',
      message: 'new row violates row-level security policy for table "staff_members"',
    });
    const error = await backend.staff
      .add(restaurantId, [member('staff-1', 'Ada')])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: '42501', status: 403 });

    // The migration's unique (restaurantid, lower(email)): a second entry for one address.
    await backend.staff.add(restaurantId, [member('staff-1', 'Ada')]);
    const twin = member('staff-2', 'Ada', { email: 'ADA@example.com' });
    await expect(backend.staff.add(restaurantId, [twin])).rejects.toMatchObject({
      name: 'BackendError',
      code: '23505',
      status: 409,
      message: expect.stringContaining('staff_members_restaurant_email_key'),
    });

    fake.failNext('GET', '/rest/v1/specials', 500, { code: 'XX000', message: 'boom' });
    await expect(backend.specials.list(restaurantId)).rejects.toMatchObject({
      message: 'boom',
      status: 500,
    });
  });
});

describe('supabase specials and training tables', () => {
  const special = (id: string, name: string, extra: Partial<Special> = {}): Special => ({
    id,
    name,
    description: `${name} tonight`,
    price: '$12',
    category: 'Limited Time',
    startDate: '2026-03-01',
    endDate: null,
    ...extra,
  });

  it('stores specials with yyyy-MM-dd dates and deletes a removed one', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const [soup, tart] = await backend.specials.add(restaurantId, [
      special('special-1', 'Soup'),
      special('special-2', 'Tart', { startDate: null, endDate: '2026-03-31' }),
    ]);
    const [insert] = fake.find('POST', '/rest/v1/specials');
    expect(insert.body).toEqual([
      {
        restaurantid: Number(restaurantId),
        name: 'Soup',
        description: 'Soup tonight',
        price: '$12',
        category: 'Limited Time',
        start_date: '2026-03-01',
        end_date: null,
      },
      expect.objectContaining({ name: 'Tart', start_date: null, end_date: '2026-03-31' }),
    ]);
    // A new row starts at the first version (20261207010000).
    expect(tart).toEqual(
      special(tart.id, 'Tart', { startDate: null, endDate: '2026-03-31', version: 1 }),
    );
    fake.requests.length = 0;

    await backend.specials.remove(restaurantId, tart.id);
    const [remove] = fake.find('DELETE', '/rest/v1/specials');
    expect(remove.search.get('specialid')).toBe(`in.(${tart.id})`);
    expect(writes()).toHaveLength(1);
    expect(await backend.specials.list(restaurantId)).toEqual([soup]);
  });

  it('stores training modules with quiz questions as jsonb, newest first', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake);
    const module: SavedTrainingModule = {
      id: 'training-1700000000000-0',
      title: 'Wines',
      type: 'wine_pairings',
      content: 'Pair the steak with the Malbec.',
      quizQuestions: [
        {
          question: 'Steak?',
          options: ['Malbec', 'Riesling', 'Cava', 'Port'],
          correctAnswer: 0,
          explanation: '',
        },
      ],
      sourceUrl: 'menu_url',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastScore: { correct: 1, total: 1, takenAt: '2026-01-02T00:00:00.000Z' },
    };
    const [saved] = await backend.training.add(restaurantId, [module]);

    const [insert] = fake.find('POST', '/rest/v1/training_modules');
    expect(insert.body).toEqual([
      {
        restaurantid: Number(restaurantId),
        title: 'Wines',
        type: 'wine_pairings',
        content: module.content,
        quiz_questions: module.quizQuestions,
        source_url: 'menu_url',
      },
    ]);
    // No column holds a manager's last score in Supabase mode (ADR 0004).
    const { lastScore: _dropped, id: _id, createdAt: _at, ...rest } = module;
    expect(saved).toEqual({ ...rest, id: saved.id, createdAt: expect.any(String), version: 1 });
    expect(isUuid(saved.id)).toBe(true);
    expect(await backend.training.list(restaurantId)).toEqual([saved]);
    const [list] = fake.find('GET', '/rest/v1/training_modules');
    expect(list.search.get('order')).toBe('created_at.desc,moduleid.asc');
  });
});
