import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { AllergensPage } from './allergens-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

describe('AllergensPage in Spanish', () => {
  it('names the states in Spanish and the allergens in the glossary’s words', async () => {
    const { backend, userId, restaurantId } = await setupLocalBackend();
    await backend.menus.save(
      restaurantId,
      menuDraft([
        {
          ...menuItem({ id: 'c', name: 'Carbonara', category: 'Mains' }),
          allergenStates: {
            eggs: { state: 'contains' },
            milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['cream'] } },
          },
        },
      ]),
    );
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
    renderWithProviders(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    const table = await screen.findByRole('table');
    await act(() => activateLocale('es'));

    expect(screen.getByRole('heading', { level: 1, name: 'Alérgenos' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Huevo' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /^Carbonara/ });
    expect(within(row).getByRole('button', { name: 'Huevo: contiene' })).toBeVisible();
    expect(
      within(row).getByRole('button', {
        name: 'Leche: sin confirmar, sugerido: contiene (porque: cream)',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
  });
});
