import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeStaffAccess, testMembership } from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffHome } from './staff-home';

const render = () =>
  renderWithProviders(<StaffHome userId="user-1" email="sam@example.com" />, {
    route: '/my-updates',
  });

const languageSelect = () => screen.findByRole('combobox', { name: 'Language' });

describe('the staff home language setting', () => {
  it('starts at the browser default and saves the person’s own choice as they pick it', async () => {
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
    await waitFor(() => expect(screen.getByText('Language saved.')).toBeInTheDocument());
    // What the backend now holds is what is shown, read back with the teams.
    expect(await world.access.teams()).toEqual({
      active: [{ ...testMembership, language: 'es' }],
      pending: [],
    });
    expect(select).toHaveValue('es');
  });

  it('shows a stored choice and goes back to the browser default (null)', async () => {
    const world = installFakeStaffAccess({ language: 'es' });
    const saved = vi.spyOn(world.access, 'setLanguage');
    const { user } = render();
    const select = await languageSelect();
    await waitFor(() => expect(select).toHaveDisplayValue('Español'));

    await user.selectOptions(select, 'Browser default');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ staffId: 's-1' }), null);
    await waitFor(() => expect(screen.getByText('Language saved.')).toBeInTheDocument());
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your language could not be saved. Check your connection and try again.',
    );
    expect(select).toHaveDisplayValue('English');
    expect(screen.queryByText('Language saved.')).toBeNull();
  });
});
