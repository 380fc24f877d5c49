import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem, SavedMenu } from '@/domain/menu';
import { readEditorDraftState } from '@/lib/menu-session';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenuEditor } from './menu-editor';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
const { toast } = await import('sonner');

// Invented dishes.
const halibut = menuItem({ id: 'halibut', name: 'Halibut', price: '$30' });
const cod = menuItem({ id: 'cod', name: 'Cod', price: '$24' });
const zebra = menuItem({ id: 'zebra', name: 'Zebra Cake', price: '$8', category: 'Desserts' });

/** A saved menu (version 1) open in the editor over the real local backend. */
async function setup() {
  const env = await setupLocalBackend({ samples: 'removed' });
  const { backend, restaurantId, userId } = env;
  const first = await backend.menus.save(restaurantId, menuDraft([halibut, cod]));
  const stored = async () =>
    (await backend.menus.list(restaurantId)).find((m) => m.id === first.id)!;
  /** Another tab saves the menu as stored now with its items changed by `change`. */
  const saveElsewhere = async (change: (items: MenuItem[]) => MenuItem[]) => {
    const now = await stored();
    await backend.menus.save(restaurantId, menuDraft(change(now.items), now));
  };
  const open = () => {
    const router = createMemoryRouter(
      [
        {
          path: '/menu-editor',
          element: (
            <MenuEditor userId={userId} restaurantId={restaurantId} menuId={first.id} regime="eu" />
          ),
        },
      ],
      { initialEntries: [`/menu-editor?menu=${first.id}`] },
    );
    return renderWithProviders(
      <RouterProvider router={router} future={{ v7_startTransition: true }} />,
    );
  };
  return { ...env, first, stored, saveElsewhere, open };
}

async function setPrice(
  user: ReturnType<typeof renderWithProviders>['user'],
  name: string,
  price: string,
) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Menu Item' });
  await user.clear(within(dialog).getByLabelText('Price*'));
  await user.type(within(dialog).getByLabelText('Price*'), price);
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
}

const prices = (menu: SavedMenu) => menu.items.map((i) => `${i.name} ${i.price}`);

describe('MenuConflictDialog in the editor', () => {
  it("shows the other save's changes as change lines and keeps both: the bug of issue 44", async () => {
    const { stored, saveElsewhere, open } = await setup();
    const { user } = open();
    await setPrice(user, 'Halibut', '$34');
    await saveElsewhere((items) => [...items, zebra]);

    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this menu' });
    // The dialog itself has focus: its title and description are read first.
    expect(dialog).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
    const theirs = within(dialog).getByRole('region', { name: 'What the other save changed' });
    expect(within(theirs).getByRole('heading', { name: 'New dishes' })).toBeVisible();
    expect(within(theirs).getByRole('listitem')).toHaveTextContent('Zebra Cake - new - $8');
    // Nothing both changed: nothing to choose.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await stored()).version).toBe(3));
    expect(prices(await stored())).toEqual(['Halibut $34', 'Cod $24', 'Zebra Cake $8']);
    expect(toast.success).toHaveBeenCalledWith('Menu saved', expect.anything());
    expect(save).toHaveFocus();
  });

  it('puts a dish both changed side by side and saves the version the manager picks', async () => {
    const { stored, saveElsewhere, open } = await setup();
    const { user } = open();
    await setPrice(user, 'Halibut', '$34');
    await saveElsewhere((items) =>
      items.map((i) => (i.id === 'halibut' ? { ...i, price: '$32' } : i)),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this menu' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Halibut $30 → $32');
    const group = within(dialog).getByRole('radiogroup', { name: 'Halibut' });
    expect(group).toHaveAccessibleDescription('Both saves changed this dish: different price.');
    const theirs = within(group).getByRole('radio', { name: 'Their version' });
    const mine = within(group).getByRole('radio', { name: 'Your version' });
    expect(theirs).toHaveAccessibleDescription(/\$32/);
    expect(mine).toHaveAccessibleDescription(/\$34/);

    // Keep both asks for a choice first, and takes focus to it.
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a version of each dish changed on both sides.',
    );
    expect(theirs).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(mine).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(async () => expect((await stored()).version).toBe(3));
    expect(prices(await stored())).toEqual(['Halibut $34', 'Cod $24']);
  });

  it('Cancel keeps the draft unsaved, and a reloaded draft still saves against its own base', async () => {
    const { stored, saveElsewhere, open, userId, first } = await setup();
    const { user } = open();
    await setPrice(user, 'Halibut', '$34');
    expect(readEditorDraftState(userId, first.id)?.base?.version).toBe(1);

    // Reloaded before saving: the kept draft comes back with its base.
    cleanup();
    await saveElsewhere((items) => items.filter((i) => i.id !== 'cod'));
    open();
    expect(await screen.findByText(/Unsaved changes/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this menu' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Removed: Cod');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Unsaved changes/)).toBeVisible();
    expect((await stored()).version).toBe(2);
    expect(readEditorDraftState(userId, first.id)?.items.map((i) => i.price)).toEqual([
      '$34',
      '$24',
    ]);
  });
});
