import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { menuKeys } from '@/data/menus';
import { parseMenuText } from '@/lib/menu-parser';
import { readParsedMenu, readPendingReimport, readSelection } from '@/lib/menu-session';
import type { AuthContextValue } from '@/session/auth-context';
import { AuthContext } from '@/session/auth-context';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { UploadForm } from './upload-form';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
// The parse itself is tested elsewhere; here only what the form does with its result.
vi.mock('../api/process-menu', () => ({
  UploadError: class extends Error {},
  processMenu: vi.fn(async (input: { text: string }) => ({
    menu: parseMenuText(input.text, { now: new Date('2026-01-01T00:00:00Z') }),
    name: 'Pasted Menu',
    usedAi: false,
  })),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

async function setup(opts: { saved?: boolean; replace?: string } = {}) {
  const { backend, userId, restaurantId } = await setupLocalBackend();
  const saved = opts.saved
    ? await backend.menus.save(
        restaurantId,
        menuDraft([menuItem({ id: 's-1', name: 'Burrata', price: '$14' })]),
      )
    : null;
  const auth = { user: { id: userId } } as AuthContextValue;
  const view = renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route
          path="/upload"
          element={<UploadForm restaurantId={restaurantId} replaceMenuId={opts.replace ?? null} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </AuthContext.Provider>,
    { route: '/upload' },
  );
  return { ...view, userId, restaurantId, saved };
}

describe('UploadForm: new menu or replace a saved one', () => {
  it('offers no replace choice without a saved menu of the restaurant’s own', async () => {
    const { queryClient, restaurantId } = await setup();
    await waitFor(() =>
      expect(queryClient.getQueryState(menuKeys.list(restaurantId))?.status).toBe('success'),
    );
    expect(screen.getByLabelText('Menu type')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Replace an existing menu' })).toBeNull();
  });

  it('replaces a chosen menu: the parsed file goes to that menu’s editor, not the upload draft', async () => {
    const { user, userId, saved } = await setup({ saved: true });
    expect(await screen.findByRole('radio', { name: 'New menu' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Replace an existing menu' }));
    expect(screen.getByRole('combobox', { name: 'Menu to replace' })).toHaveValue(saved!.id);
    expect(screen.queryByLabelText('Menu type')).toBeNull();

    await user.type(screen.getByLabelText('Or paste your menu text'), 'MAINS\nBurrata   $16');
    await user.click(screen.getByRole('button', { name: 'Upload & Parse Menu' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/menu-editor?menu=${saved!.id}`),
    );
    const pending = readPendingReimport(userId, saved!.id);
    expect(pending?.fileName).toBe('pasted text');
    expect(pending?.items.map((i) => [i.name, i.price])).toEqual([['Burrata', '$16']]);
    expect(readParsedMenu(userId).menu).toBeNull();
    expect(readSelection(userId).menuId).toBe(saved!.id);
  });

  it('starts on Replace with the menu from ?replace=', async () => {
    const { backend, restaurantId } = await setupLocalBackend();
    const saved = await backend.menus.save(restaurantId, menuDraft([]));
    const auth = { user: { id: 'u' } } as AuthContextValue;
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <UploadForm restaurantId={restaurantId} replaceMenuId={saved.id} />
      </AuthContext.Provider>,
      { route: `/upload?replace=${saved.id}` },
    );
    expect(await screen.findByRole('radio', { name: 'Replace an existing menu' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Menu to replace' })).toHaveValue(saved.id);
  });
});
