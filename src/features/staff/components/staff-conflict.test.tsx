// A staff entry edited in two places (issue 44, item 4; ADR 0056): the dialog opened here saves
// from the version it was opened on, so a save made meanwhile (another tab, or the person setting
// their own language) is never overwritten; the manager is told, keeps what they typed, and
// chooses how to go on, as in the special dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { staffMember } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { StaffManagement } from './staff-management';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

/**
 * The page over the real local backend with one person; the edit dialog is opened on Ben, then
 * another tab makes him a Bartender who reads Spanish; here his name and role are typed over.
 */
async function conflictShown() {
  const { backend, restaurantId } = await setupLocalBackend({ samples: 'removed' });
  const [added] = await backend.staff.add(restaurantId, [staffMember('staff-ben', 'Ben')]);
  const { user } = renderWithProviders(<StaffManagement restaurantId={restaurantId} />, {
    route: paths.staff,
  });
  await user.click(await screen.findByRole('button', { name: 'Edit Ben' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Staff Member' });

  const theirs = await backend.staff.update(restaurantId, {
    ...added!,
    role: 'Bartender',
    language: 'es',
  });

  const name = within(dialog).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Ben Ito');
  await user.selectOptions(within(dialog).getByLabelText('Role'), 'Host');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  const alert = await within(dialog).findByRole('alert');
  const stored = () => backend.staff.list(restaurantId).then((list) => list[0]);
  return { user, dialog, alert, theirs, stored };
}

describe('a staff entry saved elsewhere while its dialog is open', () => {
  it('is not overwritten: the dialog says so, keeps what was typed and shows theirs', async () => {
    const { dialog, alert, theirs, stored } = await conflictShown();
    expect(alert).toHaveTextContent('Someone else changed this since you opened it.');
    expect(alert).toHaveTextContent('Nothing was saved. What you typed is still in the form.');
    const field = (name: string) => alert.querySelector(`[data-field="${name}"]`);
    expect(field('role')).toHaveTextContent(/^Role\s*Theirs: Bartender\s*Yours: Host$/);
    expect(field('language')).toHaveTextContent(/^Language\s*Theirs: Español$/);
    // Only they changed those two; the name is the manager's alone.
    expect(field('name')).toBeNull();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ben Ito');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Host');
    expect(await stored()).toEqual(theirs);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts what was typed on top of theirs, and the next save starts from theirs', async () => {
    const { user, dialog, alert, stored } = await conflictShown();
    await user.click(within(alert).getByRole('button', { name: 'Put mine on top of theirs' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ben Ito');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Host');
    expect(within(dialog).getByLabelText('Language')).toHaveValue('es');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored()).toMatchObject({
      name: 'Ben Ito',
      role: 'Host',
      language: 'es',
      version: 3,
    });
  });

  it('keeps theirs when asked: the form shows the stored entry', async () => {
    const { user, dialog, alert } = await conflictShown();
    await user.click(within(alert).getByRole('button', { name: 'Keep theirs' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ben');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Bartender');
    expect(within(dialog).getByLabelText('Language')).toHaveValue('es');
  });
});
