import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeStaffAccess, staffUpdate } from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffHome } from './staff-home';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const render = (route = '/my-updates') =>
  renderWithProviders(<StaffHome userId="user-1" email="sam@example.com" />, { route });
const card = (name: string) => screen.findByRole('listitem', { name });

/** The browser's Notification, recording what was shown and asked. */
function stubNotifications(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const Stub = class {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      Stub.permission = 'granted';
      return 'granted' as const;
    });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  };
  vi.stubGlobal('Notification', Stub);
  return { shown, Stub };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StaffHome live', () => {
  beforeEach(() => {
    document.title = 'My Updates · Preshift';
  });

  it('shows a new update without a reload, and a notice for a required one when alerts are on', async () => {
    const { shown } = stubNotifications('granted');
    const world = installFakeStaffAccess({
      updates: [staffUpdate({ id: 'u-1', message: 'Soup is new' })],
    });
    render();
    await card('Soup is new');
    await waitFor(() => expect(world.listeners.size).toBe(1));

    act(() =>
      world.pushUpdate(staffUpdate({ id: 'u-2', message: 'Bread price', date: '2026-03-02' })),
    );
    expect(await card('Bread price')).toBeVisible();
    expect(shown).toEqual([]); // not required: no notice

    act(() =>
      world.pushUpdate(
        staffUpdate({
          id: 'u-3',
          message: 'Cod now contains fish',
          required: true,
          date: '2026-03-03',
        }),
      ),
    );
    expect(await card('Cod now contains fish')).toBeVisible();
    await waitFor(() =>
      expect(shown).toEqual([
        {
          title: 'Required update',
          options: { body: 'Cod now contains fish', tag: 'update-u-3' },
        },
      ]),
    );
  });

  it('stops following updates when the page is left', async () => {
    const world = installFakeStaffAccess({ updates: [] });
    const { unmount } = render();
    await waitFor(() => expect(world.listeners.size).toBe(1));
    unmount();
    expect(world.listeners.size).toBe(0);
  });

  it("asks for alerts only from 'Turn on update alerts', never on load", async () => {
    const { Stub } = stubNotifications('default');
    installFakeStaffAccess({ updates: [] });
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Turn on update alerts' });
    expect(Stub.requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(Stub.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Turn on update alerts' }),
      ).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['already decided', 'denied' as const],
    ['already on', 'granted' as const],
  ])('offers no alerts button when %s', async (_why, permission) => {
    stubNotifications(permission);
    installFakeStaffAccess({ updates: [staffUpdate({ id: 'u-1', message: 'Soup is new' })] });
    render();
    await card('Soup is new');
    expect(screen.queryByRole('button', { name: 'Turn on update alerts' })).not.toBeInTheDocument();
  });

  it('offers no alerts button where the browser has no notifications', async () => {
    installFakeStaffAccess({ updates: [staffUpdate({ id: 'u-1', message: 'Soup is new' })] });
    render();
    await card('Soup is new');
    expect('Notification' in window).toBe(false);
    expect(screen.queryByRole('button', { name: 'Turn on update alerts' })).not.toBeInTheDocument();
  });

  it('counts unread updates in the bottom navigation and the title, and its links switch tabs', async () => {
    installFakeStaffAccess({
      updates: [
        staffUpdate({ id: 'u-1', message: 'Soup is new' }),
        staffUpdate({ id: 'u-2', message: 'Bread price', date: '2026-03-02' }),
      ],
    });
    const { user, unmount } = render();
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' });
    const updates = await within(nav).findByRole('link', { name: 'Updates, 2 unread' });
    expect(updates).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('(2) My Updates · Preshift');
    expect(screen.getByRole('tab', { name: 'Updates (2)' })).toBeVisible();

    await user.click(within(await card('Soup is new')).getByRole('button', { name: 'Got it' }));
    expect(await within(nav).findByRole('link', { name: 'Updates, 1 unread' })).toBeVisible();
    expect(document.title).toBe('(1) My Updates · Preshift');

    await user.click(within(nav).getByRole('link', { name: 'Menu' }));
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Updates, 1 unread' }));
    expect(screen.getByRole('tab', { name: 'Updates (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(await card('Bread price')).getByRole('button', { name: 'Got it' }));
    expect(await within(nav).findByRole('link', { name: 'Updates' })).toBeVisible();
    expect(document.title).toBe('My Updates · Preshift');
    unmount();
    expect(document.title).toBe('My Updates · Preshift');
  });
});
