import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/menu';
import { menuDraft } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { AllergensPage } from './allergens-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const item = (name: string, category: string, allergenStates: MenuItem['allergenStates']) => ({
  id: `item-${name}`,
  name,
  description: '',
  price: '$10',
  category,
  ingredients: [],
  allergens: [],
  dietary: [],
  available: true,
  allergenStates,
});

/** The page over the real local backend with one saved EU menu of known states. */
async function setup() {
  const { backend, userId, restaurantId } = await setupLocalBackend({ restaurantName: 'Chez Léa' });
  const menu = await backend.menus.save(restaurantId, {
    name: 'Dinner',
    type: 'food',
    foodType: 'dinner',
    baseVersion: null,
    items: [
      item('Carbonara', 'Mains', {
        eggs: { state: 'contains' },
        milk: {
          state: 'not_confirmed',
          suggestion: { state: 'contains', because: ['cream', 'parmesan'] },
        },
      }),
      item('Pesto', 'Mains', {
        tree_nuts: {
          state: 'not_confirmed',
          suggestion: { state: 'may_contain', because: ['pine nuts'] },
        },
        milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['pecorino'] } },
      }),
      item('Salad', 'Starters', { milk: { state: 'free' } }),
    ],
  });
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const router = createMemoryRouter(
    [
      {
        path: '/allergens',
        element: <AllergensPage restaurant={{ ...restaurant!, allergen_regime: 'eu' }} />,
      },
    ],
    { initialEntries: ['/allergens'] },
  );
  const { user } = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
  );
  const stored = async () =>
    (await backend.menus.list(restaurantId)).find((m) => m.id === menu.id)!;
  const versions = async () => (await backend.menus.versions(restaurantId, menu.id)).length;
  /** Another tab's save of the menu as stored now, with its items changed by `change`. */
  const saveElsewhere = async (change: (items: MenuItem[]) => MenuItem[]) => {
    const now = await stored();
    await backend.menus.save(restaurantId, menuDraft(change(now.items), now));
  };
  return { user, stored, versions, saveElsewhere };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('AllergensPage', () => {
  it('shows each state and each pending suggestion with its reasons, 14 EU columns', async () => {
    await setup();
    const table = await screen.findByRole('table');
    // Item plus the 14 EU allergens.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    const carbonara = row('Carbonara');
    expect(within(carbonara).getByRole('button', { name: 'Eggs: contains' })).toBeVisible();
    expect(
      within(carbonara).getByRole('button', {
        name: 'Milk: not confirmed, suggested: contains (because: cream, parmesan)',
      }),
    ).toBeVisible();
    expect(within(row('Salad')).getByRole('button', { name: 'Milk: free' })).toBeVisible();
    expect(within(row('Salad')).getByRole('button', { name: 'Fish: not confirmed' })).toBeVisible();
  });

  it('keeps confirmations as one draft and saves the menu once with the confirmed states', async () => {
    const { user, stored, versions } = await setup();
    await screen.findByRole('table');
    expect(await versions()).toBe(1);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    // One cell: take the suggestion.
    await user.click(
      within(row('Carbonara')).getByRole('button', { name: /^Milk: not confirmed/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm contains' }));
    expect(within(row('Carbonara')).getByRole('button', { name: 'Milk: contains' })).toBeVisible();

    // One row: every suggestion of the dish.
    await user.click(screen.getByRole('button', { name: 'Confirm all for Pesto' }));
    expect(
      within(row('Pesto')).getByRole('button', { name: 'Tree nuts: may contain' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm all for Pesto' })).toBeNull();

    // A state set by hand.
    await user.click(within(row('Salad')).getByRole('button', { name: 'Fish: not confirmed' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Set state' })).getByRole('button', {
        name: /free/,
      }),
    );

    expect(screen.getByText('3 dishes changed, not saved yet.')).toBeVisible();
    // Nothing is written before Save.
    expect(await versions()).toBe(1);
    await user.click(save);
    await waitFor(async () => expect(await versions()).toBe(2));
    const items = (await stored()).items;
    expect(items.find((i) => i.name === 'Carbonara')?.allergenStates).toEqual({
      eggs: { state: 'contains' },
      milk: { state: 'contains' },
    });
    expect(items.find((i) => i.name === 'Pesto')?.allergenStates).toEqual({
      tree_nuts: { state: 'may_contain' },
      milk: { state: 'contains' },
    });
    expect(items.find((i) => i.name === 'Salad')?.allergenStates).toEqual({
      milk: { state: 'free' },
      fish: { state: 'free' },
    });
    // The spec's allergens list follows the confirmed 'contains' states.
    expect(items.find((i) => i.name === 'Carbonara')?.allergens).toEqual(['eggs', 'milk']);
    expect(items.find((i) => i.name === 'Pesto')?.allergens).toEqual(['milk']);
    expect(items.find((i) => i.name === 'Salad')?.allergens).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('Allergens saved', expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
  });

  it('on a save made elsewhere meanwhile, shows it with the edits on top and names what clashed', async () => {
    const { user, stored, versions, saveElsewhere } = await setup();
    await screen.findByRole('table');
    await user.click(
      within(row('Carbonara')).getByRole('button', { name: /^Milk: not confirmed/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm contains' }));
    await user.click(within(row('Salad')).getByRole('button', { name: 'Fish: not confirmed' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Set state' })).getByRole('button', {
        name: /free/,
      }),
    );
    // Another tab: Carbonara's milk 'may contain' and gluten 'contains'; Salad removed.
    await saveElsewhere((items) =>
      items
        .filter((i) => i.name !== 'Salad')
        .map((i) =>
          i.name === 'Carbonara'
            ? {
                ...i,
                allergenStates: {
                  ...i.allergenStates,
                  milk: { state: 'may_contain' },
                  gluten: { state: 'contains' },
                },
              }
            : i,
        ),
    );

    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved Dinner' });
    expect(await versions()).toBe(2);
    expect(
      within(dialog).getByRole('heading', { name: 'What the other save changed' }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Removed: Salad');
    const removed = within(dialog).getByRole('region', { name: /Removed by the other save/ });
    expect(within(removed).getByRole('listitem')).toHaveTextContent('Salad');
    const clashes = within(dialog).getByRole('region', { name: /Set differently/ });
    expect(within(clashes).getByRole('listitem')).toHaveTextContent(
      'Carbonara, Milk: they saved may contain; yours is contains',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(save).toHaveFocus();

    // The page shows their save with my milk on top; saving again keeps their gluten.
    expect(screen.queryByRole('row', { name: /^Salad/ })).toBeNull();
    expect(within(row('Carbonara')).getByRole('button', { name: 'Milk: contains' })).toBeVisible();
    expect(screen.getByText('1 dish changed, not saved yet.')).toBeVisible();
    await user.click(save);
    await waitFor(async () => expect(await versions()).toBe(3));
    expect((await stored()).items.find((i) => i.name === 'Carbonara')?.allergenStates).toEqual({
      eggs: { state: 'contains' },
      milk: { state: 'contains' },
      gluten: { state: 'contains' },
    });
  });

  it('filters by category and answers a guest lookup from confirmed states only', async () => {
    const { user } = await setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Category'), 'Starters');
    expect(screen.queryByRole('row', { name: /^Carbonara/ })).toBeNull();
    expect(row('Salad')).toBeVisible();

    const lookup = screen.getByRole('region', { name: 'Guest lookup' });
    await user.click(within(lookup).getByRole('button', { name: 'Milk' }));
    expect(within(lookup).getByRole('button', { name: 'Milk' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(within(lookup).getByRole('list', { name: 'Safe' })).getByText('Salad'),
    ).toBeVisible();
    // A suggestion is not a state: Carbonara's milk is not confirmed yet.
    const unconfirmed = within(lookup).getByRole('list', { name: 'Not confirmed' });
    expect(within(unconfirmed).getByText('Carbonara')).toBeVisible();
    expect(within(lookup).queryByRole('list', { name: 'Not safe' })).toBeNull();
  });
});
