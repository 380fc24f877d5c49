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

describe('MenuItemDialog availability', () => {
  it('takes the dish off for tonight from its Available switch, and keeps every other field', async () => {
    const { user, dialog, onSave } = setup(tiramisu);
    const available = within(dialog).getByRole('switch', { name: 'Available' });
    expect(available).toHaveAttribute('aria-checked', 'true');
    await user.click(available);
    expect(available).toHaveAttribute('aria-checked', 'false');
    expect(available).toHaveAccessibleDescription(
      'Not available today: staff see it struck through. It stays on the menu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({ ...tiramisu, available: false });
  });

  it('opens a dish that is off as off, and puts it back on', async () => {
    const { user, dialog, onSave } = setup({ ...tiramisu, available: false });
    const available = within(dialog).getByRole('switch', { name: 'Available' });
    expect(available).toHaveAttribute('aria-checked', 'false');
    await user.click(available);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(tiramisu);
  });

  it('adds a new dish as available unless switched off', async () => {
    const { user, dialog, onSave } = setup(null);
    await user.type(within(dialog).getByLabelText('Item Name*'), 'Affogato');
    await user.type(within(dialog).getByLabelText('Price*'), '$7');
    await user.click(within(dialog).getByRole('switch', { name: 'Available' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Affogato', available: false }),
    );
  });
});
