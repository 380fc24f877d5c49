import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setupLocalBackend } from '@/testing/render-with-providers';
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
});
