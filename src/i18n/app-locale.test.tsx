import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from '@/features/landing/landing-page';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { chooseLocale, currentLocale, preferredLocale } from './app-locale';

afterEach(() => vi.unstubAllGlobals());

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('the app language', () => {
  it('follows the browser when nobody picked one on this device', () => {
    browserLanguages(['fr-FR', 'es-MX', 'en']);
    expect(preferredLocale()).toBe('es');
    browserLanguages(['de']);
    expect(preferredLocale()).toBe('en');
  });

  it('is the pick made on this device, over the browser', async () => {
    browserLanguages(['en-US']);
    await chooseLocale('es');
    expect(preferredLocale()).toBe('es');
    expect(currentLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('ignores a stored value that is not a language we have', () => {
    browserLanguages(['es']);
    localStorage.setItem('preshift.locale', 'klingon');
    expect(preferredLocale()).toBe('es');
  });

  it('shows the landing page in Spanish once Spanish is picked, and back in English', async () => {
    await chooseLocale('es');
    const view = render(
      <MemoryRouter>
        <I18nWrapper>
          <LandingPage />
        </I18nWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Bienvenido a Preshift/);
    await act(() => chooseLocale('en'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    view.unmount();
  });
});
