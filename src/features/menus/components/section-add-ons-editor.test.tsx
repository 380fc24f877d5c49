import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { parseMenuText } from '@/lib/menu-parser';
import { readEditorDraftState, storeParsedMenu } from '@/lib/menu-session';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenuEditor } from './menu-editor';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

// Invented dishes: a salad section with one add-on line, and a second section without any.
const MENU = [
  'SALADS',
  '',
  'Green garden salad £9',
  'Crisp leaves, radish, herb dressing',
  'Add grilled halloumi 3.50',
  'Charred squash salad £11',
  '',
  'MAINS',
  '',
  'Braised leek pie £15',
  'Slow roast hake £18',
].join('\n');

async function openUpload() {
  const { backend, userId, restaurantId } = await setupLocalBackend({ samples: 'removed' });
  storeParsedMenu(userId, parseMenuText(MENU), 'Lunch');
  const editor = (menuId: string | null) => (
    <MenuEditor userId={userId} restaurantId={restaurantId} menuId={menuId} regime="eu" />
  );
  // The editor's leave guard needs a data router.
  const router = createMemoryRouter(
    [
      { path: '/menu-editor', element: editor(null) },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/menu-editor'] },
  );
  const view = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
  );
  await screen.findByRole('heading', { name: 'Lunch', level: 1 });
  return { ...view, backend, userId, restaurantId };
}

describe('the editor’s section add-ons', () => {
  it('brings an import’s add-on lines to their section as fields, never as dishes', async () => {
    await openUpload();
    expect(screen.getByRole('textbox', { name: 'Add-on 1 in Salads' })).toHaveValue(
      'Add grilled halloumi 3.50',
    );
    expect(screen.getByText('4 items · food menu · Unsaved changes')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Add-ons in Mains' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add add-on to Mains' })).toBeVisible();
  });

  it('adds, edits and removes add-ons, keeps them as a draft, and saves them', async () => {
    const { user, backend, userId, restaurantId } = await openUpload();
    await user.click(screen.getByRole('button', { name: 'Add add-on to Mains' }));
    const added = screen.getByRole('textbox', { name: 'Add-on 1 in Mains' });
    expect(added).toHaveFocus();
    await user.type(added, '  Add a side of greens 4  ');
    const first = screen.getByRole('textbox', { name: 'Add-on 1 in Salads' });
    await user.clear(first);
    await user.type(first, 'Add grilled halloumi 4.00');
    await user.click(screen.getByRole('button', { name: 'Add add-on to Salads' }));
    await user.type(screen.getByRole('textbox', { name: 'Add-on 2 in Salads' }), 'Add egg 1');
    await user.click(screen.getByRole('button', { name: 'Remove add-on 2 in Salads' }));
    expect(screen.queryByRole('textbox', { name: 'Add-on 2 in Salads' })).toBeNull();
    // Empty fields are not saved.
    await user.click(screen.getByRole('button', { name: 'Add add-on to Salads' }));
    expect(readEditorDraftState(userId, null)?.addOns).toEqual([
      { category: 'Salads', addOns: ['Add grilled halloumi 4.00', ''] },
      { category: 'Mains', addOns: ['  Add a side of greens 4  '] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const anyway = screen.queryByRole('button', { name: 'Save anyway' });
    if (anyway) await user.click(anyway);
    await waitFor(async () => {
      const [saved] = await backend.menus.list(restaurantId);
      expect(saved?.addOns).toEqual([
        { category: 'Salads', addOns: ['Add grilled halloumi 4.00'] },
        { category: 'Mains', addOns: ['Add a side of greens 4'] },
      ]);
    });
    // The dishes saved are the four printed ones: no add-on became an item.
    const [saved] = await backend.menus.list(restaurantId);
    expect(saved?.items.map((i) => i.name)).toEqual([
      'Green garden salad',
      'Charred squash salad',
      'Braised leek pie',
      'Slow roast hake',
    ]);
  });
  it('saves an add-on edit as no change to tell staff about', async () => {
    const { user, backend, restaurantId } = await openUpload();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const anyway = screen.queryByRole('button', { name: 'Save anyway' });
    if (anyway) await user.click(anyway);
    await waitFor(async () => expect(await backend.menus.list(restaurantId)).toHaveLength(1));
    const [first] = await backend.menus.list(restaurantId);

    const field = screen.getByRole('textbox', { name: 'Add-on 1 in Salads' });
    await user.clear(field);
    await user.type(field, 'Add grilled halloumi 4.00');
    vi.mocked(toast.success).mockClear();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Menu saved', {
        description: 'No changes since the last save.',
      }),
    );
    const versions = await backend.menus.versions(restaurantId, first!.id);
    expect(versions.map((v) => v.items)).toEqual([first!.items, first!.items]);
    const [saved] = await backend.menus.list(restaurantId);
    expect(saved?.addOns).toEqual([{ category: 'Salads', addOns: ['Add grilled halloumi 4.00'] }]);
  });
});
