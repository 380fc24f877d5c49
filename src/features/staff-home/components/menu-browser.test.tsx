import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMembership } from '@/backend/port';
import type { SavedMenu } from '@/domain/menu';
import { menuItem as item } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MenuBrowser } from './menu-browser';

const menus = vi.hoisted(() => ({ list: [] as SavedMenu[] }));
vi.mock('../api/queries', () => ({
  useStaffMenus: () => ({ data: menus.list, isPending: false, isError: false }),
}));

const membership: StaffMembership = {
  restaurantId: 'r-1',
  restaurantName: 'Team Table',
  allergenRegime: 'us',
  staffId: 's-1',
  staffName: 'Sam',
};

const menu = (id: string, name: string, items: SavedMenu['items']): SavedMenu => ({
  id,
  name,
  type: 'food',
  foodType: 'dinner',
  items,
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
});

const dinner = menu('m-1', 'Dinner', [
  item({
    id: '1',
    name: 'Panna Cotta',
    allergens: ['milk'],
    allergenStates: { milk: { state: 'contains' }, sesame: { state: 'free' } },
  }),
  item({
    id: '2',
    name: 'Hummus',
    allergenStates: { milk: { state: 'free' }, sesame: { state: 'may_contain' } },
  }),
  item({
    id: '3',
    name: 'Tart',
    allergenStates: {
      milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['butter'] } },
    },
  }),
  item({ id: '4', name: 'Bread' }),
]);

// Saved before allergen states: only the free list.
const oldLunch = menu('m-2', 'Old Lunch', [
  item({ id: '5', name: 'Burrata', allergens: ['dairy', 'gluten'] }),
  item({ id: '6', name: 'Fries' }),
]);

const shown = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('MenuBrowser', () => {
  it("filters on confirmed states under the restaurant's regime, and says who to ask about the rest", async () => {
    menus.list = [dinner];
    const { user } = renderWithProviders(<MenuBrowser membership={membership} />);
    const without = screen.getByLabelText('Without allergen');
    // The US's nine, by word, in FALCPA's order.
    expect(
      within(without)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'None',
      'milk',
      'eggs',
      'fish',
      'crustaceans',
      'tree nuts',
      'peanuts',
      'wheat',
      'soy',
      'sesame',
    ]);
    expect(screen.getByText('4 of 4 items')).toBeVisible();

    await user.selectOptions(without, 'milk');
    expect(shown()).toEqual(['Hummus']);
    expect(
      screen.getByText('1 of 4 items · 2 not confirmed for milk: ask the kitchen'),
    ).toBeVisible();

    await user.selectOptions(without, 'sesame');
    expect(shown()).toEqual(['Panna Cotta']);
    expect(
      screen.getByText('1 of 4 items · 2 not confirmed for sesame: ask the kitchen'),
    ).toBeVisible();
  });

  it('shows badges from the states, never from an unconfirmed suggestion', () => {
    menus.list = [dinner];
    renderWithProviders(<MenuBrowser membership={membership} />);
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Panna Cotta')).getByText('Contains milk')).toBeVisible();
    expect(within(card('Hummus')).getByText('May contain sesame')).toBeVisible();
    expect(within(card('Tart')).queryByText(/contain/i)).toBeNull();
  });

  it('keeps the old list filter and badges for a menu saved before allergen states', async () => {
    menus.list = [oldLunch];
    const { user } = renderWithProviders(<MenuBrowser membership={membership} />);
    const without = screen.getByLabelText('Without allergen');
    expect(
      within(without)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'dairy', 'gluten']);
    expect(
      within(screen.getByRole('listitem', { name: 'Burrata' })).getByText('Contains dairy'),
    ).toBeVisible();
    await user.selectOptions(without, 'dairy');
    expect(shown()).toEqual(['Fries']);
    expect(screen.getByText('1 of 2 items')).toBeVisible();
  });

  it('drops an allergen choice the newly picked menu cannot answer', async () => {
    menus.list = [dinner, oldLunch];
    const { user } = renderWithProviders(<MenuBrowser membership={membership} />);
    await user.selectOptions(screen.getByLabelText('Without allergen'), 'milk');
    await user.selectOptions(screen.getByLabelText('Menu'), 'm-2');
    expect(screen.getByLabelText('Without allergen')).toHaveValue('');
    expect(screen.getByText('2 of 2 items')).toBeVisible();
  });

  it('shows a section’s add-ons under it, as text, not as dishes', () => {
    menus.list = [
      {
        ...menu('m-3', 'Lunch', [
          item({ id: '7', name: 'Green salad', category: 'Salads' }),
          item({ id: '8', name: 'Steak', category: 'Mains' }),
        ]),
        addOns: [
          {
            category: 'Salads',
            addOns: ['Add grilled halloumi 3.50', '<img src=x onerror=alert(1)>'],
          },
        ],
      },
    ];
    renderWithProviders(<MenuBrowser membership={membership} />);
    const salads = screen.getByRole('region', { name: 'Add-ons in Salads' });
    expect(
      within(salads)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Add grilled halloumi 3.50', '<img src=x onerror=alert(1)>']);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add-ons in Mains' })).toBeNull();
    expect(screen.getByText('2 of 2 items')).toBeVisible();
  });

  it('keeps a dish that is off tonight listed, struck through and saying so in words', () => {
    menus.list = [
      menu('m-4', 'Supper', [
        item({ id: '9', name: 'Lamb shoulder', available: false }),
        item({ id: '10', name: 'Roast chicken' }),
      ]),
    ];
    renderWithProviders(<MenuBrowser membership={membership} />);
    expect(shown()).toEqual(['Lamb shoulder', 'Roast chicken']);
    expect(screen.getByText('2 of 2 items')).toBeVisible();
    const lamb = screen.getByRole('listitem', { name: 'Lamb shoulder' });
    expect(within(lamb).getByText('Not available today')).toBeVisible();
    expect(within(lamb).getByText('Lamb shoulder')).toHaveClass('line-through');
    const chicken = screen.getByRole('listitem', { name: 'Roast chicken' });
    expect(within(chicken).queryByText('Not available today')).toBeNull();
    expect(within(chicken).getByText('Roast chicken')).not.toHaveClass('line-through');
  });
});
