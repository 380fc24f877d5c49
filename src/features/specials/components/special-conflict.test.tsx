// A special edited in two places (issue 44, item 4; ADR 0056): the dialog opened here saves from
// the version it was opened on, so another tab's save made meanwhile is never overwritten; the
// person is told, keeps what they typed, and chooses how to go on.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Special } from '@/domain/special';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { SpecialsManager } from './specials-manager';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const halibut: Special = {
  id: 'special-halibut',
  name: 'Halibut',
  description: '',
  price: '$28',
  category: 'Special Offers',
  startDate: null,
  endDate: null,
};

/**
 * The page over the real local backend with one special; the edit dialog is opened on it, then
 * another tab saves a new price and a description; here the name and the price are typed over.
 */
async function conflictShown() {
  const { backend, restaurantId } = await setupLocalBackend({ samples: 'removed' });
  const [added] = await backend.specials.add(restaurantId, [halibut]);
  const { user } = renderWithProviders(<SpecialsManager restaurantId={restaurantId} />);
  await user.click(await screen.findByRole('button', { name: 'Edit Halibut' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Special' });

  const theirs = await backend.specials.update(restaurantId, {
    ...added!,
    price: '$30',
    description: 'Brown butter',
  });

  const name = within(dialog).getByLabelText('Item Name*');
  const price = within(dialog).getByLabelText('Price');
  await user.clear(name);
  await user.type(name, 'Halibut, capers');
  await user.clear(price);
  await user.type(price, '$29');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  const alert = await within(dialog).findByRole('alert');
  const stored = () => backend.specials.list(restaurantId).then((list) => list[0]);
  return { user, dialog, alert, theirs, stored };
}

describe('a special saved elsewhere while its dialog is open', () => {
  it('is not overwritten: the dialog says so, keeps what was typed and shows theirs', async () => {
    const { dialog, alert, theirs, stored } = await conflictShown();
    expect(alert).toHaveTextContent('Someone else changed this since you opened it.');
    expect(alert).toHaveTextContent('Nothing was saved. What you typed is still in the form.');
    // Theirs, field by field; where both changed a field, what was typed beside it.
    const field = (name: string) => alert.querySelector(`[data-field="${name}"]`);
    expect(field('price')).toHaveTextContent(/^Price\s*Theirs: \$30\s*Yours: \$29$/);
    expect(field('description')).toHaveTextContent(/^Description\s*Theirs: Brown butter$/);
    // Only they changed these two; the name is the person's alone.
    expect(field('name')).toBeNull();
    expect(within(dialog).getByLabelText('Item Name*')).toHaveValue('Halibut, capers');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$29');
    expect(await stored()).toEqual(theirs);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts what was typed on top of theirs, and the next save starts from theirs', async () => {
    const { user, dialog, alert, stored } = await conflictShown();
    await user.click(within(alert).getByRole('button', { name: 'Put mine on top of theirs' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Item Name*')).toHaveValue('Halibut, capers');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$29');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Brown butter');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored()).toMatchObject({
      name: 'Halibut, capers',
      price: '$29',
      description: 'Brown butter',
      version: 3,
    });
  });

  it('keeps theirs when asked: the form shows the stored special', async () => {
    const { user, dialog, alert, theirs } = await conflictShown();
    await user.click(within(alert).getByRole('button', { name: 'Keep theirs' }));
    expect(within(dialog).getByLabelText('Item Name*')).toHaveValue(theirs.name);
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$30');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Brown butter');
  });
});
