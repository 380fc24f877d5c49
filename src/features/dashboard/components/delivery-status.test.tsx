import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffMember } from '@/testing/fixtures';
import { installFakeDeliveries, queuedDelivery } from '@/testing/fake-deliveries';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { buildNotification } from '@/domain/notification-rules';
import { RecentNotificationsCard } from './recent-notifications-card';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

/** Ana prefers e-mail, Cy both; one update to them, sent through a backend with a server. */
async function sentToTwo() {
  const env = await setupLocalBackend({ samples: 'removed' });
  const { backend, restaurantId } = env;
  const [ana, cy] = await backend.staff.add(restaurantId, [
    staffMember('ana', 'Ana', { notificationPreference: 'email' }),
    staffMember('cy', 'Cy', { notificationPreference: 'both' }),
  ]);
  const update = await backend.notifications.send(
    restaurantId,
    buildNotification({
      message: 'Burrata is back',
      recipientIds: [ana!.id, cy!.id],
      items: [{ name: 'Burrata', changes: ['price'] }],
    }),
  );
  const server = installFakeDeliveries(backend);
  const view = renderWithProviders(<RecentNotificationsCard restaurantId={restaurantId} />, {
    route: '/settings',
  });
  return { ...env, ...view, server, update, ana: ana!.id, cy: cy!.id };
}

async function openDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  return screen.findByRole('dialog');
}

describe('delivery status in the update detail (a backend with a server)', () => {
  it('shows per recipient and channel queued, sent or failed with the reason; Retry sends the failed one again', async () => {
    const { user, server, update, ana, cy } = await sentToTwo();
    server.rows.push(
      queuedDelivery(ana, update.id, { status: 'failed', reason: 'SMTP_HOST is not set' }),
      queuedDelivery(cy, update.id, { status: 'sent', sentAt: new Date().toISOString() }),
      queuedDelivery(cy, update.id, { channel: 'push' }),
    );
    const dialog = await openDetails(user);
    const anaLine = await within(dialog).findByRole('list', { name: 'Delivery to Ana' });
    expect(anaLine).toHaveTextContent('E-mail: Failed (SMTP_HOST is not set)');
    const cyLine = within(dialog).getByRole('list', { name: 'Delivery to Cy' });
    expect(
      within(cyLine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^E-mail: Sent/), 'Push: Queued']);
    expect(within(dialog).getByText('1 sent · 1 queued · 1 failed')).toBeVisible();
    // The server e-mails them: no draft for the manager's mail program.
    expect(within(dialog).queryByRole('link', { name: /^E-mail the/ })).toBeNull();
    // Only the failed one offers a retry.
    expect(within(dialog).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.click(within(anaLine).getByRole('button', { name: 'Retry e-mail to Ana' }));
    await waitFor(() => expect(anaLine).toHaveTextContent(/^E-mail: Sent/));
    expect(server.calls).toEqual([{ deliveryId: `d-${ana}-email-update` }]);
    expect(within(dialog).queryByRole('button', { name: /^Retry/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send queued now' }));
    expect(await within(dialog).findByText('3 sent · 0 queued · 0 failed')).toBeVisible();
    expect(server.calls.at(-1)).toEqual({ notificationId: update.id });
  });

  it('a failed retry keeps the reason on screen and says so', async () => {
    const { user, server, update, ana } = await sentToTwo();
    server.rows.push(
      queuedDelivery(ana, update.id, { status: 'failed', reason: 'SMTP_HOST is not set' }),
    );
    server.outcome = () => ({ status: 'failed', reason: '550 mailbox unavailable' });
    const dialog = await openDetails(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Retry e-mail to Ana' }));
    const anaLine = within(dialog).getByRole('list', { name: 'Delivery to Ana' });
    await waitFor(() =>
      expect(anaLine).toHaveTextContent('E-mail: Failed (550 mailbox unavailable)'),
    );
    expect(toast.error).toHaveBeenCalledWith('Sending failed again', {
      description: '550 mailbox unavailable',
    });
  });

  it('a reminder asks the server to send it; when the server cannot be reached the reminder stays saved and the toast says to retry', async () => {
    const { user, server, backend, restaurantId, update } = await sentToTwo();
    server.unreachable = true;
    await user.click(await screen.findByRole('button', { name: 'Remind 2 not ready' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Reminder sent to 2 staff', {
        description:
          'E-mail and push alerts were not sent yet (The delivery server could not be reached (Failed to fetch)): retry from Details.',
      }),
    );
    expect(server.calls).toEqual([{ notificationId: update.id }]);
    const [stored] = await backend.notifications.list(restaurantId);
    expect(stored!.recipientStates.every((s) => s.remindedAt !== null)).toBe(true);
  });

  it('in local mode says e-mails are drafted in the mail program, as there is no server', async () => {
    const env = await setupLocalBackend({ samples: 'removed' });
    const [ana] = await env.backend.staff.add(env.restaurantId, [
      staffMember('ana', 'Ana', { notificationPreference: 'email' }),
    ]);
    await env.backend.notifications.send(
      env.restaurantId,
      buildNotification({ message: 'Soup', recipientIds: [ana!.id], items: [] }),
    );
    const { user } = renderWithProviders(
      <RecentNotificationsCard restaurantId={env.restaurantId} />,
      { route: '/settings' },
    );
    const dialog = await openDetails(user);
    expect(
      within(dialog).getByText(
        'E-mails are drafted in your mail program: local mode has no server to send them.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('heading', { name: 'E-mail and push' })).toBeNull();
  });
});
