import { beforeEach, describe, expect, it } from 'vitest';
import { restaurantInput } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import type { StaffMember } from '@/domain/staff';
import { createLocalBackend } from './index';

const member = (
  id: string,
  email: string,
  status: StaffMember['status'] = 'active',
): StaffMember => ({
  id,
  name: id,
  role: 'Server',
  email,
  notificationPreference: 'app',
  status,
  hireDate: '2026-01-01T00:00:00.000Z',
  notificationsReceived: 0,
});

async function world() {
  const backend = createLocalBackend();
  const { user: boss } = await backend.auth.signUp({
    email: 'boss@x.com',
    password: 'secret-1',
    userType: 'Manager',
  });
  const r = await backend.restaurants.create(restaurantInput(boss.id, 'A'));
  await backend.staff.replace(r.restaurantid, [
    member('s-sam', 'sam@x.com'),
    member('s-tia', 'tia@x.com'),
    member('s-ivy', 'ivy@x.com', 'invited'),
    member('s-old', 'old@x.com', 'inactive'),
  ]);
  const base = {
    message: '',
    recipients: 1,
    items: 0,
    type: 'menu_update' as const,
    itemNames: [],
    acknowledgedBy: [],
    menuVersions: [],
  };
  await backend.notifications.replace(r.restaurantid, [
    {
      ...base,
      id: 'n-sam',
      date: '2026-11-20T10:00:00Z',
      message: 'for sam',
      recipientIds: ['s-sam'],
    },
    {
      ...base,
      id: 'n-tia',
      date: '2026-11-21T10:00:00Z',
      message: 'for tia',
      recipientIds: ['s-tia'],
    },
  ]);
  await backend.auth.signOut();
  return { backend, restaurantId: r.restaurantid };
}

const signUpAs = (
  b: ReturnType<typeof createLocalBackend>,
  email: string,
  userType: 'Manager' | 'Staff' = 'Staff',
) => b.auth.signUp({ email, password: 'secret-1', userType });

beforeEach(() => installMemoryStorage());

describe('local staff access', () => {
  it('finds membership by the directory e-mail and shows only updates addressed to that person', async () => {
    const { backend } = await world();
    await signUpAs(backend, 'SAM@x.com');
    const m = (await backend.staffAccess.membership())!;
    expect(m).toMatchObject({ staffId: 's-sam', restaurantName: 'A' });
    expect((await backend.staffAccess.updates(m)).map((u) => u.message)).toEqual(['for sam']);
  });

  it('acknowledges only your own updates', async () => {
    const { backend, restaurantId } = await world();
    await signUpAs(backend, 'sam@x.com');
    const m = (await backend.staffAccess.membership())!;
    await backend.staffAccess.acknowledge(m, 'n-sam');
    await expect(backend.staffAccess.acknowledge(m, 'n-tia')).rejects.toThrow(/not sent to you/);
    // Pretending to be tia with a forged membership fails the e-mail check.
    await expect(
      backend.staffAccess.acknowledge({ ...m, staffId: 's-tia' }, 'n-tia'),
    ).rejects.toThrow(/access/);
    expect((await backend.staffAccess.updates(m))[0]!.acknowledged).toBe(true);
    // Staff cannot use the manager's stores of that restaurant.
    await expect(backend.staff.list(restaurantId)).rejects.toThrow(/access/);
    await expect(backend.notifications.replace(restaurantId, [])).rejects.toThrow(/access/);
  });

  it('activates an invitation on first sign-in, and ignores inactive entries and the self-chosen user type', async () => {
    const { backend, restaurantId } = await world();
    await signUpAs(backend, 'ivy@x.com');
    expect((await backend.staffAccess.membership())?.staffId).toBe('s-ivy');
    await backend.auth.signOut();
    await signUpAs(backend, 'old@x.com');
    expect(await backend.staffAccess.membership()).toBeNull();
    await backend.auth.signOut();
    await signUpAs(backend, 'nobody@x.com', 'Manager');
    expect(await backend.staffAccess.membership()).toBeNull();
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'boss@x.com', password: 'secret-1' });
    expect((await backend.staff.list(restaurantId)).find((s) => s.id === 's-ivy')?.status).toBe(
      'active',
    );
  });

  it('records quiz results for the signed-in staff member only', async () => {
    const { backend } = await world();
    await signUpAs(backend, 'tia@x.com');
    const m = (await backend.staffAccess.membership())!;
    const saved = await backend.staffAccess.recordQuizResult(m, {
      moduleId: 'mod',
      score: 3,
      total: 4,
    });
    expect(saved).toMatchObject({ staffId: 's-tia', score: 3, total: 4 });
    expect(await backend.staffAccess.quizResults(m)).toHaveLength(1);
  });
});
