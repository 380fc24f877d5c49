import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedMenu } from '@/domain/menu';
import { offlineStore } from '@/lib/offline/kv-store';
import { persistedQueriesKey } from '@/lib/offline/query-persistence';
import { installFakeStaffAccess, staffUpdate } from '@/testing/fake-staff-access';
import { menuItem } from '@/testing/fixtures';
import { setNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffHome } from './staff-home';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const render = (route = '/my-updates') =>
  renderWithProviders(<StaffHome userId="user-1" email="sam@example.com" />, { route });
const card = (name: string) => screen.findByRole('listitem', { name });

const dinner: SavedMenu = {
  id: 'm-1',
  name: 'Dinner',
  type: 'food',
  foodType: 'dinner',
  items: [
    menuItem({ id: 'i-soup', name: 'Onion soup', allergens: ['milk'] }),
    menuItem({ id: 'i-cod', name: 'Roast cod', allergens: ['fish'] }),
  ],
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
};

const soup = staffUpdate({ id: 'u-1', message: 'Onion soup is new', itemNames: ['Onion soup'] });

const required = staffUpdate({
  id: 'u-req',
  message: 'Cod now contains fish',
  required: true,
  quiz: [
    {
      id: 'q1',
      prompt: 'Does the cod contain fish?',
      options: ['Yes', 'No', 'Traces', 'Not confirmed'],
      itemId: 'i-cod',
      kind: 'allergen',
      mentions: ['Roast cod'],
    },
  ],
  answers: [0],
});

describe('StaffHome offline', () => {
  it("queues an acknowledgement made offline, says 'Will send when online', and sends it once when the network returns", async () => {
    const world = installFakeStaffAccess({ updates: [soup] });
    const acknowledge = vi.spyOn(world.access, 'acknowledge');
    const { user } = render();
    const update = await card('Onion soup is new');

    setNetwork(false);
    expect(
      await screen.findByText(/^Offline - showing what was saved at \d\d:\d\d$/),
    ).toBeVisible();
    await user.click(within(update).getByRole('button', { name: 'Got it' }));
    expect(within(update).getByRole('status')).toHaveTextContent('Will send when online');
    expect(acknowledge).not.toHaveBeenCalled();

    setNetwork(true);
    expect(await within(update).findByText('Acknowledged')).toBeVisible();
    expect(acknowledge).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    setNetwork(true); // another online event sends nothing again
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sent what you did offline'));
    expect(acknowledge).toHaveBeenCalledTimes(1);
  });

  it('counts as offline when the browser says online but our server does not answer, and sends the queue once it does', async () => {
    const world = installFakeStaffAccess({ updates: [soup] });
    const acknowledge = vi.spyOn(world.access, 'acknowledge');
    // The app's page links its manifest; the probe asks for it and gets no answer.
    const manifest = Object.assign(document.createElement('link'), {
      rel: 'manifest',
      href: '/manifest.webmanifest',
    });
    document.head.append(manifest);
    const server = vi.fn((): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', server);
    try {
      const { user } = render();
      const update = await card('Onion soup is new');
      expect(
        await screen.findByText(/^Offline - (showing what was saved at \d\d:\d\d|nothing saved)/),
      ).toBeVisible();
      expect(navigator.onLine).toBe(true);
      await user.click(within(update).getByRole('button', { name: 'Got it' }));
      expect(within(update).getByRole('status')).toHaveTextContent('Will send when online');

      server.mockImplementation(() => Promise.resolve(new Response(null, { status: 200 })));
      setNetwork(true); // the browser's event: ask the server again
      expect(await within(update).findByText('Acknowledged')).toBeVisible();
      expect(acknowledge).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    } finally {
      manifest.remove();
      vi.unstubAllGlobals();
    }
  });

  it('keeps the queue when the page is closed, and sends it once when the app opens online', async () => {
    const world = installFakeStaffAccess({ updates: [soup] });
    const acknowledge = vi.spyOn(world.access, 'acknowledge');
    const first = render();
    setNetwork(false);
    await first.user.click(
      within(await card('Onion soup is new')).getByRole('button', { name: 'Got it' }),
    );
    expect(await screen.findByText('Will send when online')).toBeVisible();
    first.unmount();

    setNetwork(true); // nobody is listening: the page is closed
    expect(acknowledge).not.toHaveBeenCalled();
    render();
    expect(await within(await card('Onion soup is new')).findByText('Acknowledged')).toBeVisible();
    expect(acknowledge).toHaveBeenCalledTimes(1);
  });

  it('sends a queued quiz attempt first; when it fails, drops the acknowledgement and says so', async () => {
    const world = installFakeStaffAccess({ updates: [required] });
    const grade = vi.spyOn(world.access, 'gradeUpdateQuiz');
    const acknowledge = vi.spyOn(world.access, 'acknowledge');
    const { user } = render();
    const update = await card('Cod now contains fish');

    setNetwork(false);
    await user.click(within(update).getByRole('button', { name: 'Start quiz' }));
    await user.click(within(update).getByRole('radio', { name: 'No' }));
    await user.click(within(update).getByRole('button', { name: 'Submit answers' }));
    expect(within(update).getByRole('status')).toHaveTextContent('Will send when online');
    // Graded once sent; until then the acknowledgement can be queued behind it.
    await user.click(within(update).getByRole('button', { name: 'Acknowledge' }));
    expect(within(update).getByRole('status')).toHaveTextContent('Will send when online');
    expect(grade).not.toHaveBeenCalled();

    setNetwork(true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your quiz answers were not all right: try again', {
        description: 'Cod now contains fish',
      }),
    );
    expect(grade).toHaveBeenCalledTimes(1);
    expect(grade).toHaveBeenCalledWith(expect.anything(), 'u-req', [1]);
    expect(acknowledge).not.toHaveBeenCalled();
    expect(await within(update).findByText('Pass the quiz to acknowledge')).toBeVisible();
    expect(within(update).getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
  });

  it('shows what was kept on this device when the backend cannot be reached', async () => {
    const world = installFakeStaffAccess({
      updates: [soup],
      menus: [dinner],
      specials: [
        {
          id: 'sp-1',
          name: 'Crab linguine',
          description: '',
          price: '$24',
          category: 'Chef',
          startDate: null,
          endDate: null,
        },
      ],
      training: [
        {
          id: 't-1',
          title: 'Wine basics',
          type: 'wine_pairings',
          content: 'Red with red meat.',
          quizQuestions: [],
          sourceUrl: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    // One visit online: every tab's data is read, not only the tab on screen.
    const visit = render();
    await card('Onion soup is new');
    await waitFor(() =>
      expect(visit.queryClient.getQueryCache().findAll({ queryKey: ['staff-home'] })).toHaveLength(
        6,
      ),
    );
    await waitFor(() =>
      expect(
        visit.queryClient
          .getQueryCache()
          .findAll({ queryKey: ['staff-home'] })
          .every((q) => q.state.status === 'success'),
      ).toBe(true),
    );
    visit.unmount();
    await waitFor(async () =>
      expect(await offlineStore().get(persistedQueriesKey('user-1'))).toBeDefined(),
    );

    // No network, and a fresh page (a new query client: nothing in memory).
    world.setReachable(false);
    setNetwork(false);
    const { user } = render();
    expect(await card('Onion soup is new')).toBeVisible();
    expect(screen.getByText(/^Offline - showing what was saved at \d\d:\d\d$/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Menu' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search the menu' }), 'cod');
    expect(await screen.findByRole('listitem', { name: 'Roast cod' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Onion soup' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Guest lookup' }));
    await user.click(await screen.findByRole('button', { name: /^Fish/ }));
    expect(await screen.findByText('Onion soup')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Specials' }));
    expect(await screen.findByText('Crab linguine')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Training' }));
    expect(await screen.findByText('Wine basics')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
