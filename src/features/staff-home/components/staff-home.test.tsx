import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SavedMenu } from '@/domain/menu';
import { installFakeStaffAccess, itemChange, staffUpdate } from '@/testing/fake-staff-access';
import { menuItem } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffHome } from './staff-home';

const menu = (id: string, name: string, items: SavedMenu['items']): SavedMenu => ({
  id,
  name,
  type: 'food',
  foodType: 'dinner',
  items,
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
});

const menus = [
  menu('m-0', 'Lunch', [menuItem({ id: 'i-soup', name: 'Soup' })]),
  menu('m-1', 'Dinner', [
    menuItem({ id: 'i-bread', name: 'Bread' }),
    menuItem({ id: 'i-burrata', name: 'Burrata', price: '$18' }),
  ]),
];

const update = staffUpdate({
  id: 'u-1',
  message: 'Burrata is dearer',
  itemNames: ['Burrata'],
  changeSet: [
    itemChange({
      itemId: 'i-burrata',
      name: 'Burrata',
      kind: 'price',
      before: '$16',
      after: '$18',
    }),
  ],
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const render = (route = '/my-updates') =>
  renderWithProviders(
    <>
      <StaffHome userId="user-1" email="sam@example.com" />
      <Address />
    </>,
    { route },
  );
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('StaffHome', () => {
  it("'See in menu' opens the Menu tab on that dish, and a tab picked by hand drops it", async () => {
    installFakeStaffAccess({ updates: [update], menus });
    const { user } = render();
    const card = await screen.findByRole('listitem', { name: 'Burrata is dearer' });
    await user.click(within(card).getByRole('button', { name: 'Open update' }));
    await user.click(within(card).getByRole('link', { name: 'See in menu' }));

    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(address()).toBe('/my-updates?tab=menu&item=i-burrata');
    // The dish's own menu, not the first one; the dish marked and focused.
    expect(screen.getByRole('combobox', { name: 'Menu' })).toHaveValue('m-1');
    const dish = await screen.findByRole('listitem', { name: 'Burrata' });
    expect(dish).toHaveAttribute('aria-current', 'true');
    expect(dish).toHaveFocus();
    expect(screen.getByRole('listitem', { name: 'Bread' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('tab', { name: 'Specials' }));
    expect(address()).toBe('/my-updates?tab=specials');
    await user.click(screen.getByRole('tab', { name: /^Updates/ }));
    expect(address()).toBe('/my-updates');
  });

  it('opens the tab the address names', async () => {
    installFakeStaffAccess({ updates: [update], menus });
    render('/my-updates?tab=menu');
    expect(await screen.findByRole('tab', { name: 'Menu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('combobox', { name: 'Menu' })).toHaveValue('m-0');
  });

  it('falls back to the Updates tab for a tab it does not know', async () => {
    installFakeStaffAccess({ updates: [update], menus });
    render('/my-updates?tab=nope');
    expect(await screen.findByRole('tab', { name: /^Updates/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('listitem', { name: 'Burrata is dearer' })).toBeVisible();
  });

  it('a link to one update (an e-mail or a push alert) opens it, focused, and records it opened', async () => {
    const older = staffUpdate({ id: 'u-0', message: 'Soup is new', date: '2026-01-01' });
    const world = installFakeStaffAccess({ updates: [update, older], menus });
    const opened = vi.spyOn(world.access, 'openUpdate');
    render('/my-updates?update=u-1');
    const card = await screen.findByRole('listitem', { name: 'Burrata is dearer' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).getByRole('button', { name: 'Open update' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByText(/\$16/)).toBeVisible();
    await waitFor(() => expect(opened).toHaveBeenCalledWith(expect.anything(), 'u-1'));
    // Only the linked one: the other stays closed and unopened.
    const other = screen.getByRole('listitem', { name: 'Soup is new' });
    expect(other).not.toHaveFocus();
    expect(opened).not.toHaveBeenCalledWith(expect.anything(), 'u-0');
  });
});
