import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Regime } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import { menuItem } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MenuItemDialog } from './menu-item-dialog';

const tiramisu = menuItem({
  id: 'i-1',
  name: 'Tiramisu',
  price: '$9',
  category: 'Desserts',
  allergenStates: {
    milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['mascarpone'] } },
    eggs: { state: 'contains' },
  },
  allergens: ['eggs'],
});

function setup(item: MenuItem | null, regime: Regime = 'eu') {
  const onSave = vi.fn<(item: MenuItem) => void>();
  const view = renderWithProviders(
    <MenuItemDialog
      item={item}
      categories={['Desserts']}
      regime={regime}
      formatPrice={(p) => p}
      onSave={onSave}
      onOpenChange={() => {}}
    />,
  );
  return { ...view, onSave, dialog: screen.getByRole('dialog') };
}

describe('MenuItemDialog allergens', () => {
  it("asks about each of the regime's allergens, folded, with the import's suggestion beside it", async () => {
    const { user, dialog } = setup(tiramisu);
    const summary = within(dialog).getByText('Allergens (1 confirmed)');
    expect(within(dialog).getByLabelText('Milk')).not.toBeVisible();
    await user.click(summary);
    const milk = within(dialog).getByLabelText('Milk');
    expect(milk).toBeVisible();
    expect(milk).toHaveValue('not_confirmed');
    expect(
      within(milk)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not confirmed', 'Contains', 'May contain', 'Free']);
    expect(milk).toHaveAccessibleDescription('Suggested: contains (from “mascarpone”)');
    expect(within(dialog).getByLabelText('Eggs')).toHaveValue('contains');
    // The EU's 14, each by its word; no free 'Allergens' text box any more.
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(1 + 14);
    expect(within(dialog).getByLabelText('Tree nuts')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Allergens' })).toBeNull();
  });

  it('saves the picked states and the list derived from them', async () => {
    const { user, dialog, onSave } = setup(tiramisu);
    await user.click(within(dialog).getByText('Allergens (1 confirmed)'));
    await user.selectOptions(within(dialog).getByLabelText('Milk'), 'Contains');
    await user.selectOptions(within(dialog).getByLabelText('Sesame'), 'May contain');
    expect(within(dialog).getByText('Allergens (3 confirmed)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({
      ...tiramisu,
      allergens: ['eggs', 'milk'],
      allergenStates: {
        milk: { state: 'contains' },
        eggs: { state: 'contains' },
        sesame: { state: 'may_contain' },
      },
    });
  });

  it('keeps the states and their suggestions when only the price is edited', async () => {
    const { user, dialog, onSave } = setup(tiramisu);
    await user.clear(within(dialog).getByLabelText('Price*'));
    await user.type(within(dialog).getByLabelText('Price*'), '$10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({ ...tiramisu, price: '$10' });
  });

  it("offers the US's nine under US rules", async () => {
    const { user, dialog } = setup(null, 'us');
    await user.click(within(dialog).getByText('Allergens (0 confirmed)'));
    expect(within(dialog).getByLabelText('Soy')).toBeVisible();
    expect(within(dialog).queryByLabelText('Celery')).toBeNull();
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(1 + 9);
  });
});
