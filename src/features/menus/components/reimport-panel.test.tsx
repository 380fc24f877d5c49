import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/menu';
import { menuItem as item } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReimportPanel } from './reimport-panel';

const saved: MenuItem[] = [
  item({ id: 's-1', name: 'Burrata', price: '$14', category: 'To Share', dietary: ['vegetarian'] }),
  item({ id: 's-2', name: 'Cod', price: '$28', category: 'Mains' }),
  item({ id: 's-3', name: 'Roast Chicken', price: '$24', category: 'Mains' }),
];
const imported: MenuItem[] = [
  item({ id: 'i-1', name: 'Burrata', price: '$16', category: 'To Share' }),
  item({ id: 'i-2', name: 'Roast Chicken', price: '$24', category: 'Mains' }),
  item({ id: 'i-3', name: 'Halibut', price: '$32', category: 'Mains' }),
];

function setup(next: MenuItem[] = imported) {
  const onApply = vi.fn<(items: MenuItem[]) => void>();
  const onDiscard = vi.fn();
  const view = renderWithProviders(
    <ReimportPanel
      saved={saved}
      imported={next}
      fileName="dinner-v2.txt"
      onApply={onApply}
      onDiscard={onDiscard}
    />,
  );
  return { ...view, onApply, onDiscard };
}

describe('ReimportPanel', () => {
  it('lists the new, changed and removed items, each accepted by default', () => {
    setup();
    const panel = screen.getByRole('region', { name: 'Changes in dinner-v2.txt' });
    expect(within(panel).getByText('1 new · 1 changed · 1 removed')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'New' })).getByText('Halibut')).toBeVisible();
    const changed = screen.getByRole('list', { name: 'Changed' });
    expect(within(changed).getByText('Burrata')).toBeVisible();
    expect(within(changed).getByText('Price $14 → $16')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Removed' })).getByText('Cod')).toBeVisible();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Accept new Halibut',
      'Accept price change to Burrata',
      'Accept removal of Cod',
    ]);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
  });

  it('applies only the accepted changes; a rejected removal keeps the dish', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Accept removal of Cod' }));
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    const items = onApply.mock.calls[0]![0];
    expect(items.map((i) => [i.id, i.name, i.price])).toEqual([
      ['s-1', 'Burrata', '$16'],
      ['s-2', 'Cod', '$28'],
      ['s-3', 'Roast Chicken', '$24'],
      [expect.stringMatching(/^import-/), 'Halibut', '$32'],
    ]);
    expect(items[0]!.dietary).toEqual(['vegetarian']);
  });

  it('is operable from the keyboard', async () => {
    const { user, onApply } = setup();
    screen.getByRole('checkbox', { name: 'Accept price change to Burrata' }).focus();
    await user.keyboard(' ');
    expect(
      screen.getByRole('checkbox', { name: 'Accept price change to Burrata' }),
    ).not.toBeChecked();
    screen.getByRole('button', { name: 'Apply changes' }).focus();
    await user.keyboard('{Enter}');
    expect(onApply.mock.calls[0]![0].find((i) => i.id === 's-1')).toEqual(saved[0]);
  });

  it('says when the file matches the saved menu, and discards', async () => {
    const same = saved.map((i) => ({ ...i, id: `x-${i.id}`, dietary: [] }));
    const { user, onDiscard, onApply } = setup(same);
    expect(screen.getByText('No changes: this file matches the saved menu.')).toBeVisible();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard import' }));
    expect(onDiscard).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('renders names and values as text, never as HTML', () => {
    const name = '<img src=x onerror="alert(1)">';
    const { container } = setup([...imported, item({ id: 'i-4', name, price: '<b>$9</b>' })]);
    expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByText('Mains · <b>$9</b>')).toBeVisible();
    expect(container.querySelector('img, b')).toBeNull();
  });
});
