import { beforeEach, describe, expect, it } from 'vitest';
import { restaurantInput } from '@/testing/fixtures';
import { seedLocal } from '@/testing/local-seed';
import { installMemoryStorage } from '@/testing/memory-storage';
import { staffMemberSchema, type StaffMember } from '@/domain/staff';
import { createLocalBackend } from './index';
import { localKeys } from './keys';
import { readRows } from './row-keys';
import { canonicalEmail, sameEmail } from './staff-teams';

/** The staff list as stored (the list and its row keys): what the manager's list is read from. */
const readStaff = (restaurantId: string): StaffMember[] =>
  readRows(localKeys.staff(restaurantId), staffMemberSchema).value;

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
  link: 'none',
});

async function world() {
  const backend = createLocalBackend();
  const { user: boss } = await backend.auth.signUp({
    email: 'boss@x.com',
    password: 'secret-1',
    userType: 'Manager',
  });
  const r = await backend.restaurants.create(
    restaurantInput(boss.id, 'A', { allergen_regime: 'eu' }),
  );
  // Fixed ids the cases name, stored as the manager's list and updates (no sign-in needed).
  seedLocal('staff', r.restaurantid, [
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
    changeSet: [],
    required: false,
    quiz: [],
    recipientStates: [],
  };
  seedLocal('notifications', r.restaurantid, [
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

/** Signs in as staff and accepts the one invitation their e-mail has. */
async function join(b: ReturnType<typeof createLocalBackend>) {
  const { pending } = await b.staffAccess.teams();
  await b.staffAccess.accept(pending[0]!.staffId);
  return (await b.staffAccess.teams()).active[0]!;
}

beforeEach(() => installMemoryStorage());

describe('local staff access', () => {
  it('finds membership by the directory e-mail and shows only updates addressed to that person', async () => {
    const { backend } = await world();
    await signUpAs(backend, 'SAM@x.com');
    const m = await join(backend);
    // The restaurant's allergen rules come with the membership: staff cannot read its row.
    expect(m).toMatchObject({ staffId: 's-sam', restaurantName: 'A', allergenRegime: 'eu' });
    expect((await backend.staffAccess.updates(m)).map((u) => u.message)).toEqual(['for sam']);
  });

  it('acknowledges only your own updates', async () => {
    const { backend, restaurantId } = await world();
    await signUpAs(backend, 'sam@x.com');
    const m = await join(backend);
    await backend.staffAccess.acknowledge(m, 'n-sam');
    await expect(backend.staffAccess.acknowledge(m, 'n-tia')).rejects.toThrow(/not sent to you/);
    // Pretending to be tia with a forged membership fails the e-mail check.
    await expect(
      backend.staffAccess.acknowledge({ ...m, staffId: 's-tia' }, 'n-tia'),
    ).rejects.toThrow(/access/);
    expect((await backend.staffAccess.updates(m))[0]!.acknowledged).toBe(true);
    // Staff cannot use the manager's stores of that restaurant.
    await expect(backend.staff.list(restaurantId)).rejects.toThrow(/access/);
    await expect(backend.staff.add(restaurantId, [member('s-new', 'new@x.com')])).rejects.toThrow(
      /access/,
    );
  });

  it('an invitation becomes active only when accepted; inactive entries and the self-chosen user type give nothing', async () => {
    const { backend, restaurantId } = await world();
    await signUpAs(backend, 'ivy@x.com');
    const asked = await backend.staffAccess.teams();
    expect(asked.active).toEqual([]);
    expect(asked.pending.map((t) => t.staffId)).toEqual(['s-ivy']);
    // Nothing of the offer is stored: the manager's list does not tell that ivy signed in.
    expect(readStaff(restaurantId).find((s) => s.id === 's-ivy')?.link).toBe('none');
    // A pending entry reads nothing.
    await expect(backend.staffAccess.updates(asked.pending[0]!)).rejects.toThrow(/access/);
    expect((await join(backend)).staffId).toBe('s-ivy');
    await backend.auth.signOut();
    await signUpAs(backend, 'old@x.com');
    expect(await backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    await backend.auth.signOut();
    await signUpAs(backend, 'nobody@x.com', 'Manager');
    expect(await backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'boss@x.com', password: 'secret-1' });
    const ivy = (await backend.staff.list(restaurantId)).find((s) => s.id === 's-ivy');
    expect(ivy).toMatchObject({ status: 'active', link: 'accepted' });
  });

  it("a second restaurant listing someone's e-mail is only an invitation, and declining keeps them out", async () => {
    const { backend } = await world();
    // Restaurant B's manager adds sam, who already works at A.
    const { user: other } = await signUpAs(backend, 'b-boss@x.com', 'Manager');
    const b = await backend.restaurants.create(restaurantInput(other.id, 'B'));
    const [samB] = await backend.staff.add(b.restaurantid, [
      { ...member('s-sam-b', 'sam@x.com'), link: 'accepted' },
    ]);
    // Setting the answer themselves does not work: the stored (unasked) state is kept.
    await backend.staff.update(b.restaurantid, { ...samB!, link: 'accepted' });
    expect(readStaff(b.restaurantid).find((s) => s.id === samB!.id)?.link).toBe('none');
    await backend.auth.signOut();

    await signUpAs(backend, 'sam@x.com');
    const first = await backend.staffAccess.teams();
    expect(first.pending.map((t) => t.restaurantName)).toEqual(['A', 'B']);
    await backend.staffAccess.accept('s-sam');
    await backend.staffAccess.decline(samB!.id);
    const after = await backend.staffAccess.teams();
    expect(after.active.map((t) => t.restaurantName)).toEqual(['A']);
    expect(after.pending).toEqual([]);
    // B's data stays closed, and a declined invitation cannot be accepted later.
    await expect(
      backend.staffAccess.updates({
        ...after.active[0]!,
        restaurantId: b.restaurantid,
        staffId: samB!.id,
      }),
    ).rejects.toThrow(/access/);
    await expect(backend.staffAccess.accept(samB!.id)).rejects.toThrow(/not yours/);
    // Nor can anyone answer someone else's invitation.
    await expect(backend.staffAccess.accept('s-tia')).rejects.toThrow(/not yours/);
  });

  it('matches e-mails in one strict form: ASCII case only, look-alike characters never', () => {
    expect(sameEmail(' Sam@X.com ', 'sam@x.com')).toBe(true);
    // U+212A KELVIN SIGN lower-cases to 'k' in JavaScript and in Postgres' lower().
    expect('\u212Aim@x.com'.toLowerCase()).toBe('kim@x.com');
    expect(sameEmail('\u212Aim@x.com', 'kim@x.com')).toBe(false);
    expect(canonicalEmail('jos\u00e9@x.com')).toBeNull();
  });

  it('staff read quizzes without answers; grading scores against the stored module and records it', async () => {
    const { backend, restaurantId } = await world();
    await backend.auth.signInWithPassword({ email: 'boss@x.com', password: 'secret-1' });
    const q = (correctAnswer: number) => ({
      question: `Q${correctAnswer}`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer,
      explanation: `Option ${correctAnswer}`,
    });
    const [mod] = await backend.training.add(restaurantId, [
      {
        id: 'mod',
        title: 'Wine',
        type: 'wine_pairings',
        content: 'Read me',
        sourceUrl: null,
        createdAt: '2026-11-23T10:00:00.000Z',
        quizQuestions: [q(1), q(2), q(3)],
      },
    ]);
    await backend.auth.signOut();
    await signUpAs(backend, 'tia@x.com');
    const m = await join(backend);
    const [open] = await backend.staffAccess.training(m);
    expect(JSON.stringify(open)).not.toMatch(/correctAnswer|Option 1/);

    const graded = await backend.staffAccess.gradeQuiz(m, mod!.id, [1, 0, 3]);
    expect(graded).toMatchObject({ moduleId: mod!.id, staffId: 's-tia', score: 2, total: 3 });
    expect(graded.review.map((r) => r.correctAnswer)).toEqual([1, 2, 3]);
    expect(await backend.staffAccess.quizResults(m)).toEqual([
      expect.objectContaining({ moduleId: mod!.id, score: 2, total: 3 }),
    ]);
    await expect(backend.staffAccess.gradeQuiz(m, 'gone', [0])).rejects.toThrow(
      /not for your team/,
    );
    // A pending or forged membership grades nothing.
    await expect(
      backend.staffAccess.gradeQuiz({ ...m, staffId: 's-sam' }, mod!.id, [1, 2, 3]),
    ).rejects.toThrow(/access/);
  });
});
