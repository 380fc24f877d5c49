import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { activateLocale } from '@/i18n';
import { staffStorageKey } from '@/lib/storage-keys';
import { staffMember } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { StaffManagement } from './staff-management';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

/** The page over the real local backend, whose new restaurant has the seeded team. */
function renderPage(restaurantId: string) {
  return renderWithProviders(<StaffManagement restaurantId={restaurantId} />, {
    route: paths.staff,
  });
}

const count = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+$/);

describe('StaffManagement', () => {
  it('shows the seeded team with its counts and no corruption notice', async () => {
    const { restaurantId } = await setupLocalBackend();
    renderPage(restaurantId);
    const table = await screen.findByRole('table', { name: 'Staff directory' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(count('Total Staff')).toHaveTextContent('8');
    expect(count('Servers')).toHaveTextContent('5');
    expect(count('Bartenders')).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in Spanish for a manager who shows the app in Spanish; roles named, data as stored', async () => {
    const { restaurantId } = await setupLocalBackend();
    await activateLocale('es');
    renderPage(restaurantId);
    const table = await screen.findByRole('table', { name: 'Directorio del personal' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Nombre',
      'Puesto',
      'Correo electrónico',
      'Incorporación',
      'Notificaciones',
      'Estado',
      'Acción',
    ]);
    // 'Server' is stored; a Spanish reader sees the role's Spanish name.
    expect(within(table).getAllByRole('cell', { name: 'Mesero' }).length).toBeGreaterThan(0);
    expect(within(table).queryByRole('cell', { name: 'Server' })).toBeNull();
    expect(count('Personal total')).toHaveTextContent('8');
    expect(screen.getByRole('button', { name: 'Agregar personal' })).toBeVisible();
  });

  it('tells the user when the saved list was unreadable and the defaults are shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { restaurantId, storage } = await setupLocalBackend();
    // Corrupt data cannot go in through the backend: it is what a broken browser store holds.
    storage.setItem(staffStorageKey(restaurantId), 'not json');
    renderPage(restaurantId);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved staff list could not be read; showing the default team. A backup of the original data was kept.',
    );
    expect(count('Total Staff')).toHaveTextContent('8');
  });

  it('validates the add form with the spec messages, then adds an active member', async () => {
    const { restaurantId } = await setupLocalBackend();
    const { user } = renderPage(restaurantId);
    await user.click(await screen.findByRole('button', { name: 'Add Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Staff Member' });
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Notification Preference'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Role is required',
      'Invalid email address',
      'Please select a notification preference',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Name'), 'Rita Moreno');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Server');
    await user.type(within(dialog).getByLabelText('Email'), 'rita@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Notification Preference'), 'both');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }));
    expect(await screen.findByRole('cell', { name: 'Rita Moreno' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Staff Added', expect.anything());
    expect(count('Servers')).toHaveTextContent('6');
  });

  it("sets a person's language on add and edit, shows it in the list, and clears it", async () => {
    const { restaurantId, backend } = await setupLocalBackend();
    const { user } = renderPage(restaurantId);
    await user.click(await screen.findByRole('button', { name: 'Add Staff' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Staff Member' });
    const language = within(dialog).getByLabelText('Language');
    expect(language).toHaveDisplayValue('Browser default');
    expect(Array.from((language as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Browser default',
      'English',
      'Español',
    ]);
    expect(language).toHaveClass('min-h-11');
    await user.type(within(dialog).getByLabelText('Name'), 'Rita Moreno');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Server');
    await user.type(within(dialog).getByLabelText('Email'), 'rita@example.com');
    await user.selectOptions(language, 'Español');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }));

    const cell = await screen.findByRole('cell', { name: /^Rita Moreno/ });
    expect(within(cell).getByText('Language: Español')).toBeInTheDocument();
    const stored = async () =>
      (await backend.staff.list(restaurantId)).find((s) => s.name === 'Rita Moreno');
    expect((await stored())?.language).toBe('es');
    // Nobody chose for the seeded team: no tag, their browsers decide.
    expect(screen.getAllByText(/^Language: /)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Rita Moreno' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Staff Member' });
    expect(within(dialog).getByLabelText('Language')).toHaveDisplayValue('Español');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'Browser default');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByText('Language: Español')).toBeNull());
    expect((await stored())?.language).toBeNull();
  });

  it('on phones each card says the language, or that the browser decides', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { restaurantId, backend } = await setupLocalBackend({ samples: 'removed' });
    await backend.staff.add(restaurantId, [
      staffMember('staff-1', 'Ana', { language: 'en' }),
      staffMember('staff-2', 'Ben'),
    ]);
    renderPage(restaurantId);
    const language = (name: string) =>
      within(screen.getByRole('listitem', { name })).getByText('Language').nextElementSibling;
    await screen.findByRole('listitem', { name: 'Ana' });
    expect(language('Ana')).toHaveTextContent('English');
    expect(language('Ben')).toHaveTextContent('Browser default');
  });

  it('rejects an invite without @, then invites, resends and cancels', async () => {
    const { restaurantId } = await setupLocalBackend();
    const { user } = renderPage(restaurantId);
    const input = await screen.findByLabelText('Invite by email');
    await user.type(input, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(toast.error).toHaveBeenCalledWith('Invalid Email', {
      description: 'Please enter a valid email address',
    });
    await user.clear(input);
    await user.type(input, 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    const cell = await screen.findByRole('cell', { name: 'jo' });
    const row = cell.closest('tr')!;
    expect(row).toHaveTextContent('Staff');
    expect(row).toHaveTextContent('N/A');
    expect(count('Total Staff')).toHaveTextContent('9');
    expect(count('Active Staff')).toHaveTextContent('8');
    expect(within(row).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to jo@example.com' }));
    expect(toast.success).toHaveBeenCalledWith('Invitation Resent', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Cancel invitation for jo@example.com' }));
    await waitFor(() => expect(count('Total Staff')).toHaveTextContent('8'));
    expect(screen.queryByRole('cell', { name: 'jo' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Invitation Cancelled', expect.anything());
  });
});
