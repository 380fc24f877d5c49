import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { menuDraft, menuItem, staffMember } from '@/testing/fixtures';
import { installFakeDeliveries } from '@/testing/fake-deliveries';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { NotifyStaff } from './notify-staff';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

/** Ana prefers e-mail, Ben the app; a saved menu never announced. */
async function setup(server: 'none' | 'unreachable' | 'sends') {
  const env = await setupLocalBackend({ samples: 'removed' });
  const { backend, userId, restaurantId } = env;
  await backend.staff.add(restaurantId, [
    staffMember('ana', 'Ana', { notificationPreference: 'email' }),
    staffMember('ben', 'Ben'),
  ]);
  await backend.menus.save(restaurantId, menuDraft([menuItem({ id: 'soup', name: 'Soup' })]));
  const fake = server === 'none' ? null : installFakeDeliveries(backend);
  if (fake && server === 'unreachable') fake.unreachable = true;
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const view = renderWithProviders(<NotifyStaff userId={userId} restaurant={restaurant!} />, {
    route: '/notifications',
  });
  await screen.findByRole('button', { name: 'Send Menu Update to Staff' });
  await view.user.click(screen.getByRole('tab', { name: 'Message' }));
  return { ...env, ...view, fake };
}

describe('NotifyStaff and the server that sends e-mail', () => {
  it('says the server e-mails those who prefer it; a send the server cannot deliver yet stays sent', async () => {
    const { user, fake, backend, restaurantId } = await setup('unreachable');
    expect(
      await screen.findByText(
        '1 of the selected staff prefer e-mail: Preshift e-mails them the update when you send it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open e-mail draft' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Menu Update to Staff' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Update sent', {
        description:
          '2 staff members will see it in Preshift. E-mail and push alerts were not sent yet (The delivery server could not be reached (Failed to fetch)): retry from Details.',
      }),
    );
    const [stored] = await backend.notifications.list(restaurantId);
    expect(fake!.calls).toEqual([{ notificationId: stored!.id }]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells how many alerts the server sent and how many failed', async () => {
    const { user, backend } = await setup('sends');
    vi.mocked(backend.deliveries.deliver).mockResolvedValue({ sent: 2, failed: 1, deliveries: [] });
    await user.click(screen.getByRole('button', { name: 'Send Menu Update to Staff' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Update sent', {
        description:
          '2 staff members will see it in Preshift. 2 e-mail or push alerts sent, 1 failed: see Details to retry.',
      }),
    );
  });

  it('in local mode explains there is no server and offers the mail draft', async () => {
    await setup('none');
    expect(
      await screen.findByText(
        /^Local mode has no server to send e-mail from, so Preshift drafts it/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open e-mail draft' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?bcc=ana%40example.com/),
    );
  });
});
