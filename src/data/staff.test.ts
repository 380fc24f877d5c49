import { createLocalBackend } from '@/backend/local';
import { sampleStaff } from '@/domain/seeds/sample-staff';
import type { StaffMember } from '@/domain/staff';
import { restaurantInput } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import { readCollection } from './collection';
import { staffView } from './staff';

const legacy = (): StaffMember[] =>
  sampleStaff().map(({ hireDate: _h, ...rest }) => ({ ...rest, notificationsReceived: 0 }));

describe('the staff list as shown', () => {
  it('gives legacy records a hire date and a count that is the same on every read', () => {
    const first = staffView(legacy());
    expect(first.every((s) => s.hireDate && s.notificationsReceived >= 1)).toBe(true);
    expect(first.every((s) => s.notificationsReceived <= 20)).toBe(true);
    expect(staffView(legacy()).map((s) => s.notificationsReceived)).toEqual(
      first.map((s) => s.notificationsReceived),
    );
  });

  it('leaves current records and invitations as they are', () => {
    const current = sampleStaff();
    expect(staffView(current)).toEqual(current);
  });

  it('is only a view: reading never writes the stored list', async () => {
    installMemoryStorage();
    const backend = createLocalBackend();
    const { user } = await backend.auth.signUp({
      email: 'ana@example.com',
      password: 'secret-1',
      fullName: 'Ana',
      userType: 'Manager',
    });
    const { restaurantid } = await backend.restaurants.create(restaurantInput(user.id, 'Ana’s'));
    // The restaurant's own legacy records (sample rows are never stored, ADR 0026).
    const own = await backend.staff.add(
      restaurantid,
      legacy().map((s, i) => ({ ...s, id: `staff-${i + 1}` })),
    );
    await backend.restaurants.removeSamples(restaurantid);
    const shown = await readCollection(backend, 'staff', restaurantid, staffView);
    expect(shown).toHaveLength(own.length);
    expect(shown.every((s) => s.hireDate)).toBe(true);
    expect((await backend.staff.list(restaurantid)).every((s) => !s.hireDate)).toBe(true);
  });
});
