import type { RestaurantInput } from '@/domain/restaurant';
import { BackendError } from '../port';
import { makeBackend, setupRealSupabase, signedIn, TEST_ANON_KEY } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies and the sign-up
// trigger are the database's own.
const fake = setupRealSupabase();

const restaurantInput = (userid: string) => ({
  restaurant_name: 'Chez Test',
  location_address: '1 Main Street',
  phone_num: '555-0100',
  website_url: 'https://chez.example',
  userid,
  orgid: 1,
});

/** What a manager may change on a restaurant (the update grant). */
const editable = ({ userid: _owner, orgid: _group, ...rest }: RestaurantInput) => rest;

describe('supabase profiles', () => {
  it('reads with select=*&id=eq.<id>, the anon key and the user token', async () => {
    const { backend, userId, token } = await signedIn(fake);
    // The sign-up trigger (on_auth_user_created) made it from the sign-up metadata.
    expect(await backend.profiles.get(userId)).toEqual({
      id: userId,
      email: 'manager@example.com',
      full_name: 'Ada Lovelace',
      user_type: 'Manager',
    });

    const [request] = fake.find('GET', '/rest/v1/profiles');
    expect(request.search.get('select')).toBe('*');
    expect(request.search.get('id')).toBe(`eq.${userId}`);
    expect(request.headers.apikey).toBe(TEST_ANON_KEY);
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('creates with id, email, full_name, user_type and returns the row', async () => {
    const { backend, userId } = await signedIn(fake);
    // An account whose profile is missing (made before the sign-up trigger existed, say).
    await fake.db.query('delete from public.profiles where id = $1', [userId]);
    expect(await backend.profiles.get(userId)).toBeNull();
    fake.requests.length = 0;
    const profile = {
      id: userId,
      email: 'manager@example.com',
      full_name: null,
      user_type: 'Manager' as const,
    };
    expect(await backend.profiles.create(profile)).toEqual(profile);

    const [request] = fake.find('POST', '/rest/v1/profiles');
    expect(request.body).toEqual(profile);
    expect(request.headers.prefer).toContain('return=representation');
    expect(request.headers.accept).toBe('application/vnd.pgrst.object+json');
    expect(await backend.profiles.get(userId)).toEqual(profile);
  });

  it('updates only the columns a user may change, where id matches, and returns the row', async () => {
    const { backend, userId } = await signedIn(fake);
    // A patch carrying more than the port's type allows (an id, a timestamp) sends none of it.
    const patch = { full_name: 'Grace Hopper', id: 'someone-else', created_at: '2000-01-01' };
    const updated = await backend.profiles.update(userId, patch);

    const [request] = fake.find('PATCH', '/rest/v1/profiles');
    expect(request.search.get('id')).toBe(`eq.${userId}`);
    expect(request.body).toEqual({ full_name: 'Grace Hopper' });
    expect(updated).toMatchObject({ id: userId, full_name: 'Grace Hopper' });
  });
});

describe('supabase restaurants', () => {
  it('creates with the four columns and userid (orgid is the server’s 1), restaurantid a string', async () => {
    const { backend, userId } = await signedIn(fake);
    const row = await backend.restaurants.create(restaurantInput(userId));

    const [request] = fake.find('POST', '/rest/v1/restaurants');
    expect(request.body).toEqual({ ...editable(restaurantInput(userId)), userid: userId });
    expect(row).toEqual({
      ...restaurantInput(userId),
      allergen_regime: null,
      samples_removed: false,
      restaurantid: '1',
      version: 1,
    });
  });

  it('lists with select=*&userid=eq.<id>, ordered by restaurantid', async () => {
    const { backend, userId } = await signedIn(fake);
    await backend.restaurants.create(restaurantInput(userId));
    await backend.restaurants.create({ ...restaurantInput(userId), restaurant_name: 'Second' });
    fake.requests.length = 0;

    const list = await backend.restaurants.listForUser(userId);
    const [request] = fake.find('GET', '/rest/v1/restaurants');
    expect(request.search.get('select')).toBe('*');
    expect(request.search.get('userid')).toBe(`eq.${userId}`);
    expect(request.search.get('order')).toBe('restaurantid.asc');
    expect(list.map((r) => [r.restaurantid, r.restaurant_name])).toEqual([
      ['1', 'Chez Test'],
      ['2', 'Second'],
    ]);
  });

  it('updates the four editable columns (never userid or orgid) where restaurantid and the version match', async () => {
    const { backend, userId } = await signedIn(fake);
    const { restaurantid } = await backend.restaurants.create(restaurantInput(userId));
    const next = { ...restaurantInput(userId), restaurant_name: 'Renamed', phone_num: null };
    expect(await backend.restaurants.update(restaurantid, { ...next, version: 1 })).toEqual({
      ...next,
      allergen_regime: null,
      samples_removed: false,
      restaurantid,
      // Raised by the trigger: a field of the form changed (20261207010000).
      version: 2,
    });

    const [request] = fake.find('PATCH', '/rest/v1/restaurants');
    expect(request.search.get('restaurantid')).toBe('eq.1');
    expect(request.search.get('version')).toBe('eq.1');
    expect(request.body).toEqual(editable(next));
  });

  it('throws a 500 from PostgREST as BackendError with its message, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, userId } = await signedIn(fake);
    fake.failNext('GET', '/rest/v1/restaurants', 500, {
      code: 'XX000',
      details: null,
      hint: null,
      message: 'internal error: connection reset',
    });
    const error = await backend.restaurants.listForUser(userId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      message: 'internal error: connection reset',
      status: 500,
      code: 'XX000',
    });
    expect(logged).toHaveBeenCalledWith('[supabase] list restaurants failed', expect.anything());
  });

  it('throws when an update matches no row and none is readable (RLS hides it) instead of returning junk', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, userId } = await signedIn(fake);
    await expect(
      backend.restaurants.update('42', { ...restaurantInput(userId), version: 1 }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('sends the anon key as bearer when signed out, and throws the permission error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await makeBackend();
    await expect(backend.restaurants.listForUser(crypto.randomUUID())).rejects.toMatchObject({
      message: 'permission denied for table restaurants',
      code: '42501',
      status: 401,
    });
    const [request] = fake.find('GET', '/rest/v1/restaurants');
    expect(request.headers.authorization).toBe(`Bearer ${TEST_ANON_KEY}`);
  });
});

describe('supabase table collections: ownership', () => {
  it("checks ownership once with a select on restaurants, and refuses another account's", async () => {
    const owner = await signedIn(fake, 'owner@example.com');
    const { restaurantid } = await owner.backend.restaurants.create({
      restaurant_name: 'Mine',
      location_address: null,
      phone_num: null,
      website_url: null,
      userid: owner.userId,
      orgid: 1,
    });
    const fresh = await makeBackend();
    await fresh.auth.signInWithPassword({ email: 'owner@example.com', password: 'secret123' });
    fake.requests.length = 0;
    await fresh.staff.list(restaurantid);
    const [check] = fake.find('GET', '/rest/v1/restaurants');
    expect(check.search.get('userid')).toBe(`eq.${owner.userId}`);

    const other = await signedIn(fake, 'other@example.com');
    await expect(other.backend.staff.list(restaurantid)).rejects.toMatchObject({ status: 403 });
    await expect(other.backend.training.list('local-uuid')).rejects.toMatchObject({ status: 403 });
    expect(fake.find('GET', '/rest/v1/staff_members')).toHaveLength(0);
    await other.backend.auth.signOut();
    await expect(other.backend.staff.list(restaurantid)).rejects.toThrow('Auth session missing!');
  });
});
