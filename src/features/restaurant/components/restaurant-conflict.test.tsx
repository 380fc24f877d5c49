// The restaurant profile edited in two places (issue 44, item 4; ADR 0056): the form saves from
// the version it was opened on, so another tab's save made meanwhile is never overwritten.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/session/auth-provider';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { RestaurantDetails } from './restaurant-details';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

describe('the restaurant form after a save elsewhere', () => {
  it('keeps what was typed, shows theirs, and saves mine on top of theirs', async () => {
    const { backend, userId, restaurantId } = await setupLocalBackend({ samples: 'removed' });
    const { user } = renderWithProviders(
      <AuthProvider>
        <RestaurantDetails />
      </AuthProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const [opened] = await backend.restaurants.listForUser(userId);
    await backend.restaurants.update(restaurantId, {
      ...opened!,
      location_address: '1 Main Street',
      phone_num: '555-0199',
    });

    const name = screen.getByLabelText('Restaurant Name');
    const address = screen.getByLabelText('Address');
    await user.clear(name);
    await user.type(name, 'Chez Nous');
    await user.type(address, '2 Side Street');
    await user.click(screen.getByRole('button', { name: 'Save Restaurant' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this since you opened it.');
    const field = (column: string) => alert.querySelector(`[data-field="${column}"]`);
    expect(field('phone_num')).toHaveTextContent(/Theirs: 555-0199$/);
    expect(field('location_address')).toHaveTextContent(
      /Theirs: 1 Main Street\s*Yours: 2 Side Street$/,
    );
    expect(name).toHaveValue('Chez Nous');
    expect((await backend.restaurants.listForUser(userId))[0]).toMatchObject({
      restaurant_name: 'Test Kitchen',
      phone_num: '555-0199',
      version: 2,
    });
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Put mine on top of theirs' }));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('555-0199');
    expect(address).toHaveValue('2 Side Street');
    await user.click(screen.getByRole('button', { name: 'Save Restaurant' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Restaurant updated', expect.anything()),
    );
    expect((await backend.restaurants.listForUser(userId))[0]).toMatchObject({
      restaurant_name: 'Chez Nous',
      location_address: '2 Side Street',
      phone_num: '555-0199',
      version: 3,
    });
  });
});
