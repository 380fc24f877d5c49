import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { installFakeDeliveries } from '@/testing/fake-deliveries';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { StaffManagement } from './staff-management';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

async function invite(email: string, server?: 'sends' | 'unreachable') {
  const env = await setupLocalBackend({ samples: 'removed' });
  const fake = server ? installFakeDeliveries(env.backend) : null;
  if (fake && server === 'unreachable') fake.unreachable = true;
  const view = renderWithProviders(<StaffManagement restaurantId={env.restaurantId} />, {
    route: paths.staff,
  });
  await view.user.type(await screen.findByLabelText('Invite by email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send Invite' }));
  await screen.findByRole('button', { name: `Resend invitation to ${email}` });
  const [invited] = await env.backend.staff.list(env.restaurantId);
  return { ...env, ...view, fake, invitedId: invited!.id };
}

describe('invitations sent by the server', () => {
  it('Send Invite lists the person and asks the server to e-mail them a sign-up link', async () => {
    const { fake, invitedId } = await invite('jo@example.com', 'sends');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation Sent', {
        description: 'An invitation e-mail with a sign-up link went to jo@example.com.',
      }),
    );
    expect(fake!.calls).toEqual([{ inviteStaffId: invitedId }]);
  });

  it('an e-mail that could not go keeps the invitation listed, says why, and Resend sends it', async () => {
    const { fake, user, invitedId } = await invite('jo@example.com', 'unreachable');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invitation e-mail not sent', {
        description:
          'jo@example.com is listed as invited, but the e-mail failed (The delivery server could not be reached (Failed to fetch)). Use Resend to try again.',
      }),
    );
    fake!.unreachable = false;
    await user.click(screen.getByRole('button', { name: 'Resend invitation to jo@example.com' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation Resent', {
        description: 'An invitation e-mail with a sign-up link went to jo@example.com.',
      }),
    );
    expect(fake!.calls).toEqual([{ inviteStaffId: invitedId }, { inviteStaffId: invitedId }]);
  });

  it('in local mode says there is no server to send the e-mail from', async () => {
    await invite('jo@example.com');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation Sent', {
        description:
          'jo@example.com is listed as invited. Local mode has no server to send e-mail from, so let them know yourself.',
      }),
    );
  });
});
