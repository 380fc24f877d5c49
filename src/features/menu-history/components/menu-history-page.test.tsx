import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SavedMenu } from '@/domain/menu';
import { activateLocale } from '@/i18n';
import { readEditorDraft, writeEditorDraft } from '@/lib/menu-session';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenuHistoryPage } from './menu-history-page';

const v1 = [
  menuItem({ id: 'roast', name: 'Roast Chicken', price: '$24' }),
  menuItem({ id: 'fish', name: 'Market Fish', price: '$29' }),
];
const v2 = [{ ...v1[0]!, price: '$26' }, v1[1]!];

/** The page over the real local backend; `saves` are saved in order as versions of one menu. */
async function setup(saves: (typeof v1)[] = [v1, v2], pick?: (ids: string[]) => string) {
  const env = await setupLocalBackend();
  const { backend, userId, restaurantId } = env;
  let last: SavedMenu | undefined;
  for (const items of saves) last = await backend.menus.save(restaurantId, menuDraft(items, last));
  const ids = (await backend.menus.list(restaurantId)).map((m) => m.id);
  const id = pick ? pick(ids) : last!.id;
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const router = createMemoryRouter(
    [
      {
        path: '/menus/:menuId/history',
        element: (
          <MenuHistoryPage
            userId={userId}
            restaurant={{ ...restaurant!, allergen_regime: 'eu' }}
            menuId={id}
          />
        ),
      },
    ],
    { initialEntries: [`/menus/${id}/history`] },
  );
  const view = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
  );
  return { ...view, ...env, menuId: id };
}

const version = (n: number) => screen.getByRole('listitem', { name: `Version ${n}` });

describe('MenuHistoryPage', () => {
  it('lists the versions newest first, with who, how many changes and the current one', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dinner: history' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items).toEqual([version(2), version(1)]);
    expect(version(2)).toHaveTextContent(/by you · 1 change$/);
    expect(within(version(2)).getByText('Current')).toBeVisible();
    expect(within(version(2)).queryByRole('button')).toBeNull();
    expect(version(1)).toHaveTextContent(/by you · first version/);
    expect(within(version(1)).queryByText('Current')).toBeNull();
    expect(
      within(version(1)).getByRole('button', { name: 'Restore this version (Version 1)' }),
    ).toBeEnabled();
  });

  it('compares the previous and newest versions by default, and any two on request', async () => {
    const { user } = await setup();
    const from = await screen.findByRole('combobox', { name: 'From' });
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(from).toHaveDisplayValue('Version 1');
    expect(to).toHaveDisplayValue('Version 2');
    const prices = screen.getByRole('list', { name: 'Price changes' });
    expect(within(prices).getByText('Roast Chicken $24 → $26')).toBeVisible();

    await user.selectOptions(from, 'Version 2');
    expect(screen.getByText('No differences')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Price changes' })).toBeNull();

    await user.selectOptions(to, 'Version 1');
    expect(
      within(screen.getByRole('list', { name: 'Price changes' })).getByText(
        'Roast Chicken $26 → $24',
      ),
    );
  });

  it('restores an old version as a new one, after asking', async () => {
    const { user, backend, restaurantId, menuId } = await setup();
    await user.click(
      await screen.findByRole('button', { name: 'Restore this version (Version 1)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Restore Version 1?' });
    expect(dialog).toHaveTextContent(/new version, Version 3. The current Version 2 stays/);
    expect(dialog).not.toHaveTextContent(/unsaved edits/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore Version 1' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Restored as Version 3');
    await waitFor(() => expect(within(version(3)).getByText('Current')).toBeVisible());
    expect(version(3)).toHaveTextContent(/1 change$/);
    expect(within(version(2)).getByRole('button', { name: /Restore this version/ })).toBeVisible();

    const stored = await backend.menus.versions(restaurantId, menuId);
    expect(stored.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(stored[2]!.items).toEqual(stored[0]!.items);
    // The compare defaults follow the new newest version.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveDisplayValue('Version 2');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveDisplayValue('Version 3');
  });

  it('keeps unsaved editor edits for the menu, and says so before restoring', async () => {
    const { user, userId, menuId } = await setup();
    const edits = [{ ...v2[0]!, price: '$30' }, v2[1]!];
    writeEditorDraft(userId, menuId, edits);
    await user.click(
      await screen.findByRole('button', { name: 'Restore this version (Version 1)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Restore Version 1?' });
    expect(dialog).toHaveTextContent(/unsaved edits to this menu in the editor. They are kept/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore Version 1' }));
    expect(await screen.findByText('Restored as Version 3')).toBeVisible();
    expect(readEditorDraft(userId, menuId)).toEqual(edits);
  });

  it('refuses a restore over a save made meanwhile, says so and shows that save', async () => {
    const { user, backend, restaurantId, menuId } = await setup();
    await user.click(
      await screen.findByRole('button', { name: 'Restore this version (Version 1)' }),
    );
    // Another tab saves version 3 while the dialog is open.
    const stored = (await backend.menus.list(restaurantId)).find((m) => m.id === menuId)!;
    await backend.menus.save(restaurantId, menuDraft([v2[0]!], stored));
    await user.click(screen.getByRole('button', { name: 'Restore Version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Version 1 could not be restored: the menu was saved somewhere else meanwhile.',
    );
    expect(await screen.findByRole('listitem', { name: 'Version 3' })).toBeVisible();
    expect(await backend.menus.versions(restaurantId, menuId)).toHaveLength(3);
  });

  it('cancelling the dialog saves nothing', async () => {
    const { user, backend, restaurantId, menuId } = await setup();
    await user.click(
      await screen.findByRole('button', { name: 'Restore this version (Version 1)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await backend.menus.versions(restaurantId, menuId)).toHaveLength(2);
  });

  it('a menu saved once has one version and nothing to compare', async () => {
    await setup([v1]);
    expect(await screen.findByText('first version', { exact: false })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'From' })).toBeNull();
  });

  it('a sample menu has no saved versions yet', async () => {
    await setup([], (ids) => ids[0]!);
    expect(
      await screen.findByRole('heading', { name: 'This menu has no saved versions yet' }),
    ).toBeVisible();
  });

  it('an unknown menu is not found', async () => {
    await setup([v1], () => 'gone');
    expect(await screen.findByRole('heading', { name: 'Menu not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Menus' })).toHaveAttribute('href', '/menus');
  });

  it('says so when the versions cannot be loaded', async () => {
    const env = await setupLocalBackend();
    vi.spyOn(env.backend.menus, 'versions').mockRejectedValue(new Error('offline'));
    const { id } = await env.backend.menus.save(env.restaurantId, menuDraft(v1));
    const [restaurant] = await env.backend.restaurants.listForUser(env.userId);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <MenuHistoryPage userId={env.userId} restaurant={restaurant!} menuId={id} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The history of this menu could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('reads in Spanish, dish names and prices as on the menu', async () => {
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'Dinner: history' });
    await act(() => activateLocale('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dinner: historial' })).toBeVisible();
    const newest = screen.getByRole('listitem', { name: 'Versión 2' });
    expect(newest).toHaveTextContent(/por usted · 1 cambio$/);
    expect(within(newest).getByText('Actual')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Restaurar esta versión (Versión 1)' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveDisplayValue('Versión 1');
    expect(screen.getByText('1 cambio de Versión 1 a Versión 2')).toBeVisible();
  });
});
