import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { setupLocalBackend } from '@/testing/render-with-providers';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { AuthProvider } from '@/session/auth-provider';
import { AuthForm } from './auth-form';

async function renderAt(route: string) {
  await setupLocalBackend();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider>
          <AuthForm />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: I18nWrapper },
  );
}

describe('AuthForm', () => {
  it("the invitation's link opens sign-up with the invited address filled in, as staff", async () => {
    await renderAt('/auth?signup=1&email=sam%2Bbar%40example.com');
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('sam+bar@example.com');
    expect(screen.getByRole('radio', { name: 'Staff' })).toBeChecked();
  });

  it('opens sign-in, empty, without the link', async () => {
    await renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('reads in Spanish, its validation messages too, and switches back to English in place', async () => {
    await activateLocale('es');
    await renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toBeVisible();
    expect(screen.getByLabelText('Contraseña')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '¿No tiene una cuenta? Regístrese' }));
    expect(screen.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Gerente' })).toBeChecked();
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-address');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(/correo electrónico válid/);

    await act(() => activateLocale('en'));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  });
});
