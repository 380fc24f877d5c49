import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Special } from '@/domain/special';
import { toIsoDate } from '@/domain/special-rules';
import { formatSpecialDate } from '../lib/special-labels';
import { activateLocale } from '@/i18n';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { SpecialsManager } from './specials-manager';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const iso = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return toIsoDate(d);
};
const shown = (offset: number) => formatSpecialDate(iso(offset));

const special = (name: string, startDate: string | null, endDate: string | null): Special => ({
  id: `special-${name}`,
  name,
  description: '',
  price: '$10',
  category: 'Special Offers',
  startDate,
  endDate,
});

/** The page over the real local backend, with `initial` added as its specials (no samples). */
async function setup(initial: Special[]) {
  const { backend, restaurantId } = await setupLocalBackend({ samples: 'removed' });
  const added = await backend.specials.add(restaurantId, initial);
  const { user } = renderWithProviders(<SpecialsManager restaurantId={restaurantId} />);
  return { added, stored: () => backend.specials.list(restaurantId), user };
}

describe('SpecialsManager', () => {
  it('lists specials ordered Active now, Upcoming, Expired, with their status', async () => {
    await setup([
      special('Old', iso(-9), iso(-2)),
      special('Soon', iso(2), null),
      special('Now', iso(0), iso(0)),
    ]);
    const list = await screen.findByRole('list', { name: 'Specials' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Now', 'Soon', 'Old']);
    expect(
      within(list)
        .getAllByTestId('special-status')
        .map((b) => b.textContent),
    ).toEqual(['Active now', 'Upcoming', 'Expired']);
    expect(screen.getByTestId('specials-summary')).toHaveTextContent(
      '1 active now · 1 upcoming · 1 expired',
    );
  });

  it('adds a special with the default dates and toasts them', async () => {
    const { stored, user } = await setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Special' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Special' });
    expect(within(dialog).getByRole('button', { name: `Start Date: ${shown(0)}` })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: `End Date: ${shown(7)}` })).toBeVisible();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Special Offers');

    await user.type(within(dialog).getByLabelText('Item Name*'), '  Crab Cakes ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Special' }));
    await waitFor(async () => expect(await stored()).toHaveLength(1));
    expect(await stored()).toEqual([
      {
        id: expect.stringMatching(/^special-\d+-[0-9a-z]+$/),
        name: 'Crab Cakes',
        description: '',
        price: '',
        category: 'Special Offers',
        startDate: iso(0),
        endDate: iso(7),
        version: 1,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Special added', {
      description: `Added from ${shown(0)} to ${shown(7)}`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Crab Cakes' })).toBeInTheDocument();
  });

  it('refuses an end date before the start date and saves nothing', async () => {
    const { stored, user } = await setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Special' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Special' });
    await user.type(within(dialog).getByLabelText('Item Name*'), 'Crab Cakes');

    // End date: from day 7, eight days back by keyboard.
    await user.click(within(dialog).getByRole('button', { name: /^End Date: / }));
    const picker = await screen.findByRole('dialog', { name: 'End Date' });
    await waitFor(() =>
      expect(within(picker).getByRole('grid')).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await user.keyboard('{ArrowLeft>8/}{Enter}');
    await screen.findByRole('button', { name: `End Date: ${shown(-1)}` });
    expect(await screen.findByText('End date must be on or after the start date')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save Special' }));
    expect(screen.getByRole('dialog', { name: 'Add New Special' })).toBeVisible();
    expect(await stored()).toEqual([]);
  });

  it('edits a special with its dates loaded and deletes only after confirmation', async () => {
    const { added, stored, user } = await setup([
      special('Soup', iso(1), iso(4)),
      special('Stew', null, null),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Soup' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Special' });
    expect(within(dialog).getByRole('button', { name: `Start Date: ${shown(1)}` })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: `End Date: ${shown(4)}` })).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Limited Time');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => expect((await stored())[0]?.category).toBe('Limited Time'));
    expect((await stored())[0]).toMatchObject({
      id: added[0]!.id,
      startDate: iso(1),
      endDate: iso(4),
    });
    expect(toast.success).toHaveBeenCalledWith('Special updated', expect.anything());

    await user.click(await screen.findByRole('button', { name: 'Delete Stew' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this special?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await stored()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Stew' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(async () => expect((await stored()).map((s) => s.name)).toEqual(['Soup']));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Stew' })).toBeNull());
  });

  it('in Spanish, an offered category reads in Spanish and a typed one as written', async () => {
    await activateLocale('es');
    const { user } = await setup([
      special('Now', iso(0), null),
      { ...special('Own', iso(0), null), category: 'Jazz' },
    ]);
    const list = await screen.findByRole('list', { name: 'Especiales' });
    const card = (name: string) => within(within(list).getByRole('listitem', { name })).getByText;
    expect(card('Now')('Ofertas especiales')).toBeVisible();
    expect(card('Own')('Jazz')).toBeVisible();
    // The form offers the same four in Spanish; what it stores stays the English value.
    await user.click(screen.getByRole('button', { name: 'Agregar especial' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar especial nuevo' });
    const option = within(dialog).getByRole('option', { name: 'Ofertas especiales' });
    expect(option).toHaveValue('Special Offers');
  });
});
