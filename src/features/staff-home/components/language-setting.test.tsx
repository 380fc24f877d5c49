import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { installFakeStaffAccess, staffUpdate, testMembership } from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffHome } from './staff-home';

const render = () =>
  renderWithProviders(<StaffHome userId="user-1" email="sam@example.com" />, {
    route: '/my-updates',
  });

const languageSelect = (name = 'Language') => screen.findByRole('combobox', { name });

describe('the staff home language setting', () => {
  it('saves the person’s own choice as they pick it, and shows the screens in it at once', async () => {
    const world = installFakeStaffAccess({});
    const saved = vi.spyOn(world.access, 'setLanguage');
    const { user } = render();
    const select = await languageSelect();
    expect(select).toHaveValue('');
    expect(select).toHaveDisplayValue('Browser default');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Browser default',
      'English',
      'Español',
    ]);
    // A phone-sized touch target (44 px below md).
    expect(select).toHaveClass('min-h-11');

    await user.selectOptions(select, 'Español');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ staffId: 's-1' }), 'es');
    // The screens read in Spanish, and this device remembers it for the next visit.
    expect(await screen.findByRole('heading', { name: 'Mis avisos' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Idioma guardado.')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(localStorage.getItem('preshift.locale')).toBe('es');
    // What the backend now holds is what is shown, read back with the teams.
    expect(await world.access.teams()).toEqual({
      active: [{ ...testMembership, language: 'es' }],
      pending: [],
    });
  });

  it('shows the staff home in Spanish on load for someone whose saved language is Spanish', async () => {
    // Chosen on another phone: this device never picked a language and its browser is English.
    const world = installFakeStaffAccess({
      language: 'es',
      updates: [staffUpdate({ id: 'u-1', message: 'New dishes tonight', itemNames: ['Soup'] })],
    });
    vi.spyOn(world.access, 'setLanguage');
    render();
    expect(await screen.findByRole('heading', { name: 'Mis avisos' })).toBeVisible();
    const update = await screen.findByRole('listitem', { name: 'New dishes tonight' });
    expect(screen.getByRole('tab', { name: 'Avisos (1)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Formación' })).toBeVisible();
    // The manager's message as written; the card's own words in Spanish.
    expect(update).toHaveTextContent('Sin leer');
    expect(update).toHaveTextContent('1 plato');
    expect(await languageSelect('Idioma')).toHaveDisplayValue('Español');
    expect(document.documentElement.lang).toBe('es');
    // Only shown, not written back: the stored choice is already this.
    expect(world.access.setLanguage).not.toHaveBeenCalled();
  });

  it('goes back to the browser default (null), and the screens follow the browser', async () => {
    const world = installFakeStaffAccess({ language: 'es' });
    const saved = vi.spyOn(world.access, 'setLanguage');
    const { user } = render();
    const select = await languageSelect('Idioma');
    await waitFor(() => expect(select).toHaveDisplayValue('Español'));

    await user.selectOptions(select, 'Predeterminado del navegador');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ staffId: 's-1' }), null);
    // jsdom's browser is English.
    await waitFor(() => expect(screen.getByText('Language saved.')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'My updates' })).toBeVisible();
    expect(select).toHaveValue('');
    expect((await world.access.teams()).active).toEqual([testMembership]);
  });

  it('says so when the choice could not be saved, and shows the stored one again', async () => {
    const world = installFakeStaffAccess({ language: 'en' });
    const { user } = render();
    const select = await languageSelect();
    await waitFor(() => expect(select).toHaveDisplayValue('English'));

    world.setReachable(false);
    await user.selectOptions(select, 'Español');
    // The screens go back to the language that is still stored, and say why.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your language could not be saved. Check your connection and try again.',
      ),
    );
    await waitFor(() => expect(i18n.locale).toBe('en'));
    expect(select).toHaveDisplayValue('English');
    expect(screen.queryByText('Language saved.')).toBeNull();
  });
});
