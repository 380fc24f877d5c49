import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseMenuText } from '@/lib/menu-parser';
import { readEditorDraftState, storeParsedMenu } from '@/lib/menu-session';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenuEditor } from './menu-editor';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

// Invented dishes.
const MENU = ['MAINS', '', 'Braised leek pie £15', 'Slow roast hake £18'].join('\n');

async function openUpload() {
  const { backend, userId, restaurantId } = await setupLocalBackend({ samples: 'removed' });
  storeParsedMenu(userId, parseMenuText(MENU), 'Dinner');
  // The editor's leave guard needs a data router.
  const router = createMemoryRouter(
    [
      {
        path: '/menu-editor',
        element: (
          <MenuEditor userId={userId} restaurantId={restaurantId} menuId={null} regime="eu" />
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/menu-editor'] },
  );
  const view = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
  );
  await screen.findByRole('heading', { name: 'Dinner', level: 1 });
  return { ...view, backend, userId, restaurantId };
}

const card = (name: string) => screen.getByRole('listitem', { name });

async function save(user: Awaited<ReturnType<typeof openUpload>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const anyway = screen.queryByRole('button', { name: 'Save anyway' });
  if (anyway) await user.click(anyway);
}

describe('the Available switch on an item card', () => {
  it('takes a dish off for tonight in one tap, shows it, and saves it with the menu', async () => {
    const { user, backend, userId, restaurantId } = await openUpload();
    const pie = within(card('Braised leek pie')).getByRole('switch', { name: 'Available' });
    expect(pie).toHaveAttribute('aria-checked', 'true');
    expect(within(card('Braised leek pie')).queryByText('Not available today')).toBeNull();

    await user.click(pie);
    expect(pie).toHaveAttribute('aria-checked', 'false');
    expect(within(card('Braised leek pie')).getByText('Not available today')).toBeVisible();
    expect(within(card('Braised leek pie')).getByRole('heading', { level: 3 })).toHaveClass(
      'line-through',
    );
    // Only that dish: its neighbour stays on.
    expect(
      within(card('Slow roast hake')).getByRole('switch', { name: 'Available' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/Unsaved changes/)).toBeVisible();
    expect(readEditorDraftState(userId, null)?.items.map((i) => [i.name, i.available])).toEqual([
      ['Braised leek pie', false],
      ['Slow roast hake', true],
    ]);

    await save(user);
    await waitFor(async () => {
      const [saved] = await backend.menus.list(restaurantId);
      expect(saved?.items.map((i) => [i.name, i.available])).toEqual([
        ['Braised leek pie', false],
        ['Slow roast hake', true],
      ]);
    });
  });

  it('puts a dish back on with a second tap, and undo reverses a tap', async () => {
    const { user, backend, restaurantId } = await openUpload();
    const hake = within(card('Slow roast hake')).getByRole('switch', { name: 'Available' });
    await user.click(hake);
    expect(hake).toHaveAttribute('aria-checked', 'false');
    await user.click(hake);
    expect(hake).toHaveAttribute('aria-checked', 'true');
    expect(within(card('Slow roast hake')).queryByText('Not available today')).toBeNull();
    await user.click(hake);
    expect(within(card('Slow roast hake')).getByText('Not available today')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo last edit' }));
    expect(
      within(card('Slow roast hake')).getByRole('switch', { name: 'Available' }),
    ).toHaveAttribute('aria-checked', 'true');

    await save(user);
    await waitFor(async () => {
      const [saved] = await backend.menus.list(restaurantId);
      expect(saved?.items.every((i) => i.available)).toBe(true);
    });
  });
});
