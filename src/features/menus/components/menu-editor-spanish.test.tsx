import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { parseMenuText } from '@/lib/menu-parser';
import { storeParsedMenu } from '@/lib/menu-session';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenuEditor } from './menu-editor';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

// Invented dishes.
const MENU = ['MAINS', '', 'Braised leek pie £15', 'Slow roast hake £18'].join('\n');

describe('MenuEditor in Spanish', () => {
  it('reads in Spanish while dish names stay as printed on the menu', async () => {
    const { userId, restaurantId } = await setupLocalBackend({ samples: 'removed' });
    storeParsedMenu(userId, parseMenuText(MENU), 'Dinner');
    const router = createMemoryRouter(
      [
        {
          path: '/menu-editor',
          element: (
            <MenuEditor userId={userId} restaurantId={restaurantId} menuId={null} regime="eu" />
          ),
        },
      ],
      { initialEntries: ['/menu-editor'] },
    );
    const { user } = renderWithProviders(
      <RouterProvider router={router} future={{ v7_startTransition: true }} />,
    );
    await screen.findByRole('heading', { name: 'Dinner', level: 1 });
    await act(() => activateLocale('es'));

    expect(screen.getByText(/^2 platos · menú de comida · Cambios sin guardar$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar plato al menú' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar al personal' })).toBeVisible();
    const card = screen.getByRole('listitem', { name: 'Braised leek pie' });
    expect(within(card).getByRole('button', { name: 'Editar Braised leek pie' })).toBeVisible();
    expect(within(card).getByRole('switch', { name: 'Disponible' })).toBeChecked();

    await user.click(within(card).getByRole('button', { name: 'Editar Braised leek pie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plato del menú' });
    expect(within(dialog).getByLabelText('Precio*')).toHaveValue('£15');
    // The allergen names come from the reviewed glossary, not from the catalogs.
    await user.click(within(dialog).getByText(/^Alérgenos \(0 confirmados\)$/));
    expect(within(dialog).getByRole('combobox', { name: 'Leche' })).toHaveDisplayValue(
      'Sin confirmar',
    );
  });
});
