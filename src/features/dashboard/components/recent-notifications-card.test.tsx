import { act, screen, waitFor, within } from '@testing-library/react';
import { subHours } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMembership } from '@/backend/port';
import { buildChangeSet } from '@/domain/change-set';
import type { SentNotification } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { buildNotification } from '@/domain/notification-rules';
import { relativeTime } from '@/i18n/relative-time';
import { formatDate } from '@/i18n';
import { menuItem, staffMember } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { RecentNotificationsCard } from './recent-notifications-card';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const roast = menuItem({ id: 'roast', name: 'Roast Chicken', price: '$24' });
const changeSet = buildChangeSet(
  'm',
  [roast],
  [{ ...roast, price: '$26', allergenStates: { milk: { state: 'contains' } } }],
  'eu',
);

/** An update to these recipients, sent `hoursAgo`, stored through the local backend. */
function update(recipientIds: string[], hoursAgo: number, extra: Partial<SentNotification> = {}) {
  return {
    ...buildNotification({
      message: 'Roast changes',
      recipientIds,
      items: [{ name: 'Roast Chicken', changes: ['price'] }],
      changeSet,
      required: true,
      now: subHours(new Date(), hoursAgo),
    }),
    ...extra,
  };
}

type Team = { ana: string; ben: string };

/**
 * Adds Ana and Ben, then sends the updates `build` makes for their stored ids, the last one
 * first, so the card lists them as given (newest sent first); `sent` holds them as stored.
 */
async function setup(
  build: (team: Team) => SentNotification[],
  benExtra: Partial<StaffMember> = {},
) {
  const env = await setupLocalBackend();
  const { backend, restaurantId } = env;
  const [ana, ben] = await backend.staff.add(restaurantId, [
    staffMember('ana', 'Ana', { notificationPreference: 'email' }),
    staffMember('ben', 'Ben', benExtra),
  ]);
  const team: Team = { ana: ana!.id, ben: ben!.id };
  const sent: SentNotification[] = [];
  for (const u of build(team).reverse())
    sent.unshift(await backend.notifications.send(restaurantId, u));
  const view = renderWithProviders(<RecentNotificationsCard restaurantId={restaurantId} />, {
    route: '/settings',
  });
  await screen.findByTestId('recent-notifications');
  const joined = new Set<string>();
  /**
   * Signs in as a recipient (joining the team the first time), does `act` through the staff
   * port, the only writer of recipient states, then signs the manager back in and refreshes.
   */
  const asStaff = async (email: string, act: (m: StaffMembership) => Promise<void>) => {
    await backend.auth.signOut();
    if (joined.has(email)) await backend.auth.signInWithPassword({ email, password: 'secret-2' });
    else {
      await backend.auth.signUp({ email, password: 'secret-2', userType: 'Staff' });
      const { pending } = await backend.staffAccess.teams();
      await backend.staffAccess.accept(pending[0]!.staffId);
      joined.add(email);
    }
    await act((await backend.staffAccess.teams()).active[0]!);
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'manager@example.com', password: 'secret-1' });
    await view.queryClient.invalidateQueries();
  };
  return { ...view, ...env, asStaff, team, sent: sent[0]! };
}

const row = () => screen.getAllByRole('listitem')[0]!;

describe('RecentNotificationsCard', () => {
  it('counts who is ready from the stored recipient states', async () => {
    const { backend, asStaff, sent } = await setup(({ ana }) => [update([ana], 1)]);
    expect(within(row()).getByTestId('ack-count')).toHaveTextContent('0/1 ready');
    expect(within(row()).getByText('Required')).toBeVisible();
    expect(within(row()).queryByText('Overdue')).toBeNull();

    await asStaff('ana@example.com', (m) => backend.staffAccess.openUpdate(m, sent.id));
    expect(within(row()).getByTestId('ack-count')).toHaveTextContent('0/1 ready');

    await asStaff('ana@example.com', (m) => backend.staffAccess.acknowledge(m, sent.id));
    await waitFor(() =>
      expect(within(row()).getByTestId('ack-count')).toHaveTextContent('1/1 ready'),
    );
    expect(within(row()).queryByRole('button', { name: /Remind/ })).toBeNull();
  });

  it('marks an update overdue once a day has passed with someone not ready', async () => {
    await setup(({ ana }) => [update([ana], 25), update([ana], 23)]);
    // Two sends in one millisecond may list in either order: tell them apart by their time.
    const items = screen.getAllByRole('listitem');
    const late = items.find((li) =>
      li.textContent!.includes(relativeTime(subHours(new Date(), 25))),
    );
    const recent = items.find((li) => li !== late);
    expect(within(late!).getByText('Overdue')).toBeVisible();
    expect(within(recent!).queryByText('Overdue')).toBeNull();
  });

  it('reminds those not ready through the backend and offers an e-mail draft', async () => {
    const { user, backend, restaurantId, team } = await setup(({ ana, ben }) => [
      update([ana, ben], 2),
    ]);
    await user.click(within(row()).getByRole('button', { name: 'Remind 2 not ready' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Reminder sent to 2 staff',
        expect.objectContaining({
          action: expect.objectContaining({ label: 'Open e-mail draft' }),
        }),
      ),
    );
    const [stored] = await backend.notifications.list(restaurantId);
    expect(stored!.recipientStates.map((s) => [s.staffId, !!s.remindedAt])).toEqual([
      [team.ana, true],
      [team.ben, true],
    ]);
  });

  it('drafts the reminder once per language, each in its readers’ own', async () => {
    const { user } = await setup(({ ana, ben }) => [update([ana, ben], 2)], {
      notificationPreference: 'both',
      language: 'es',
    });
    await user.click(within(row()).getByRole('button', { name: 'Remind 2 not ready' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, options] = vi.mocked(toast.success).mock.lastCall!;
    expect(options).toMatchObject({
      description: expect.stringContaining('in 2 languages'),
      action: { label: 'Open e-mail drafts' },
    });
    // The toast's action opens the details, where each language has its draft.
    act(() => (options!.action as unknown as { onClick: () => void }).onClick());
    const dialog = await screen.findByRole('dialog', { name: 'Roast changes' });
    // The links wait for the backend to say that no server sends e-mail.
    await within(dialog).findByRole('link', { name: /in English$/ });
    const body = (name: string) =>
      new URLSearchParams(
        within(dialog)
          .getByRole('link', { name })
          .getAttribute('href')!
          .replace(/^mailto:\?/, ''),
      );
    const english = body('E-mail the 1 not ready who prefer e-mail, in English');
    expect(english.get('bcc')).toBe('ana@example.com');
    expect(english.get('body')).toContain('Roast Chicken: now contains milk');
    const spanish = body('E-mail the 1 not ready who prefer e-mail, in Español');
    expect(spanish.get('bcc')).toBe('ben@example.com');
    expect(spanish.get('subject')).toBe('Recordatorio: actualización del menú de Su restaurante');
    expect(spanish.get('body')).toContain('Roast Chicken: ahora contiene leche');
  });

  it('shows each recipient with their state and times, and what changed', async () => {
    const { user, backend, restaurantId, asStaff, sent } = await setup(({ ana, ben }) => [
      update([ana, ben], 3),
    ]);
    await asStaff('ben@example.com', (m) => backend.staffAccess.openUpdate(m, sent.id));
    const [stored] = await backend.notifications.list(restaurantId);
    const opened = stored!.recipientStates[0]!.openedAt!;
    await user.click(within(row()).getByRole('button', { name: 'Details' }));

    const dialog = screen.getByRole('dialog', { name: 'Roast changes' });
    expect(dialog).toHaveTextContent('0/2 ready');
    const waiting = within(dialog).getByRole('region', { name: 'Not acknowledged yet (2)' });
    const [ana, ben] = within(waiting).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Ana · Not opened');
    // Opened an update without a quiz: what is left is the acknowledgement (issue 46).
    expect(ben).toHaveTextContent('Ben · Not acknowledgedOpened just now');
    expect(within(ben!).getByText('just now')).toHaveAttribute(
      'title',
      formatDate(opened, 'dateTime'),
    );
    expect(within(dialog).getByRole('list', { name: 'Allergen changes' })).toHaveTextContent(
      'Roast Chicken: now contains milk',
    );
    expect(within(dialog).getByRole('list', { name: 'Price changes' })).toHaveTextContent(
      'Roast Chicken $24 → $26',
    );
    expect(
      within(dialog).getByRole('link', { name: 'E-mail the 1 not ready who prefer e-mail' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:\?bcc=ana%40example.com/));
    // The row says why each is not ready, without opening the details (issue 46).
    expect(screen.getByTestId('not-ready-reasons')).toHaveTextContent(
      'Not opened: 1 · Not acknowledged: 1',
    );
  });
  it('shows beside each recipient how many attempts the quiz took', async () => {
    const q = (id: string, answer: number) => ({
      id,
      prompt: `${id}?`,
      options: ['A', 'B', 'C', 'D'],
      answer,
      itemId: 'roast',
      kind: 'allergen' as const,
      mentions: [],
    });
    const { user, backend, asStaff, sent } = await setup(({ ana, ben }) => [
      update([ana, ben], 3, { quiz: [q('q1', 0), q('q2', 1), q('q3', 2)] }),
    ]);
    await asStaff('ana@example.com', async (m) => {
      await backend.staffAccess.gradeUpdateQuiz(m, sent.id, [3, 3, 3]);
      await backend.staffAccess.gradeUpdateQuiz(m, sent.id, [0, 0, 0]);
      await backend.staffAccess.gradeUpdateQuiz(m, sent.id, [0, 1, 2]);
      await backend.staffAccess.acknowledge(m, sent.id);
    });
    await asStaff('ben@example.com', (m) =>
      backend.staffAccess.gradeUpdateQuiz(m, sent.id, [1, 1, 1]).then(() => undefined),
    );
    await user.click(within(row()).getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Roast changes' });
    const ready = within(dialog).getByRole('region', { name: 'Acknowledged (1)' });
    expect(within(ready).getByRole('listitem')).toHaveTextContent(
      /^Ana · Acknowledged · 3 attempts/,
    );
    const waiting = within(dialog).getByRole('region', { name: 'Not acknowledged yet (1)' });
    expect(within(waiting).getByRole('listitem')).toHaveTextContent(
      // An attempt says the update was read; not ready because no attempt passed (issue 46).
      /^Ben · Opened, no quiz passed · 1 attempt(?!s)/,
    );
  });
});
