import { BackendError } from '../port';
import { STAFF_SELECT } from './collection-rows';
import { setupRealSupabase } from '@/testing/postgrest/setup';
import { staffWorld } from '@/testing/postgrest/staff-world';

// A language per person against the real schema (supabase/migrations on PGlite): the manager
// writes it in the entry's PATCH under the column grant; the person writes their own through
// set_my_language(), which refuses any entry that is not theirs.
const fake = setupRealSupabase();

const languageOf = async (staffid: string) =>
  (
    await fake.db.query<{ language: string | null }>(
      'select language from public.staff_members where staffid = $1',
      [staffid],
    )
  ).rows[0]?.language;

describe('supabase staff language', () => {
  it('the manager sets it in the PATCH of the entry, reads it in the list, and clears it', async () => {
    const { manager, sam: added } = await staffWorld(fake);
    const { backend, restaurantId } = manager;
    // As the dialog opens it: read now, after sam accepted (which made the entry active).
    const sam = (await backend.staff.list(restaurantId)).find((s) => s.id === added.id)!;
    expect(STAFF_SELECT.split(',')).toContain('language');
    // Nobody chose: left out, the browser decides.
    expect((await backend.staff.list(restaurantId)).map((s) => s.language)).toEqual([
      undefined,
      undefined,
    ]);

    fake.requests.length = 0;
    const saved = await backend.staff.update(restaurantId, { ...sam, language: 'es' });
    const [patch] = fake.find('PATCH', '/rest/v1/staff_members');
    expect(patch!.body).toMatchObject({ language: 'es' });
    expect(saved.language).toBe('es');
    expect(await languageOf(sam.id)).toBe('es');
    expect((await backend.staff.list(restaurantId)).find((s) => s.id === sam.id)?.language).toBe(
      'es',
    );

    // From the version that save left (ADR 0056): the first copy is stale now.
    const cleared = await backend.staff.update(restaurantId, { ...saved, language: null });
    expect(await languageOf(sam.id)).toBeNull();
    expect(cleared).not.toHaveProperty('language');
  });

  it('the person sets their own through set_my_language() and reads it back with their teams', async () => {
    const { staff, m, sam, kim } = await staffWorld(fake);
    await staff.staffAccess.setLanguage(m, 'es');
    const [call] = fake.find('POST', '/rest/v1/rpc/set_my_language');
    expect(call!.body).toEqual({ p_staffid: sam.id, p_language: 'es' });
    expect(await languageOf(sam.id)).toBe('es');
    expect(await languageOf(kim.id)).toBeNull();
    expect((await staff.staffAccess.teams()).active).toEqual([{ ...m, language: 'es' }]);

    await staff.staffAccess.setLanguage(m, null);
    expect(await languageOf(sam.id)).toBeNull();
    expect((await staff.staffAccess.teams()).active).toEqual([m]);
  });

  it("refuses a colleague's entry as forbidden and leaves it as it was", async () => {
    const { staff, m, kim } = await staffWorld(fake);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempt = staff.staffAccess.setLanguage({ ...m, staffId: kim.id }, 'es');
    await expect(attempt).rejects.toBeInstanceOf(BackendError);
    await expect(attempt).rejects.toMatchObject({ code: 'forbidden' });
    expect(await languageOf(kim.id)).toBeNull();
    // Not a row id at all: refused without asking the server.
    fake.requests.length = 0;
    await expect(
      staff.staffAccess.setLanguage({ ...m, staffId: 'staff-1' }, 'es'),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(fake.find('POST', '/rest/v1/rpc/set_my_language')).toEqual([]);
  });
});
