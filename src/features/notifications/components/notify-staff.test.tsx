import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/menu';
import { buildNotification } from '@/domain/notification-rules';
import { menuDraft, menuItem, staffMember } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { NotifyStaff } from './notify-staff';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const roast = menuItem({ id: 'roast', name: 'Roast Chicken', price: '$24' });
const fish = menuItem({ id: 'fish', name: 'Market Fish', price: '$29', category: 'Fish' });
const soup = menuItem({ id: 'soup', name: 'Onion Soup', price: '$9', category: 'Starters' });
const steak = menuItem({ id: 'steak', name: 'Steak Frites', price: '$32' });
const salad = menuItem({ id: 'salad', name: 'Green Salad', price: '$12', category: 'Starters' });
const v1 = [roast, fish, soup, steak, salad];
/** v1 with these dishes in place of theirs. */
const v2 = (...changed: MenuItem[]) => v1.map((i) => changed.find((c) => c.id === i.id) ?? i);
const withFish: MenuItem = { ...fish, allergenStates: { fish: { state: 'contains' } } };

/**
 * The notify screen over the real local backend: v1 already announced to staff, then `v2`
 * saved, so the screen offers the difference.
 */
async function setup(next: MenuItem[]) {
  const env = await setupLocalBackend({ samples: 'removed' });
  const { backend, userId, restaurantId } = env;
  const [ana] = await backend.staff.add(restaurantId, [
    staffMember('ana', 'Ana'),
    staffMember('ben', 'Ben'),
  ]);
  const menu = await backend.menus.save(restaurantId, menuDraft(v1));
  const announced = buildNotification({
    message: 'First menu',
    recipientIds: [ana!.id],
    items: [],
    menuVersions: [{ menuId: menu.id, fromVersion: 0, toVersion: 1, heldBack: [] }],
  });
  await backend.notifications.send(restaurantId, announced);
  await backend.menus.save(restaurantId, menuDraft(next, menu));
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const view = renderWithProviders(
    <NotifyStaff userId={userId} restaurant={{ ...restaurant!, allergen_regime: 'eu' }} />,
    { route: '/notifications' },
  );
  await screen.findByText('Changes since your last update.');
  const sent = async () => {
    await waitFor(async () =>
      expect(await backend.notifications.list(restaurantId)).toHaveLength(2),
    );
    return (await backend.notifications.list(restaurantId))[0]!;
  };
  return { ...view, ...env, sent };
}

const group = (heading: string) => screen.getByRole('list', { name: heading });
const send = () => screen.getByRole('button', { name: 'Send Menu Update to Staff' });

describe('NotifyStaff with unannounced changes', () => {
  it('lists the change set grouped by kind, allergen changes first, with old → new', async () => {
    const { user } = await setup(v2({ ...roast, price: '$26' }, withFish));
    expect(screen.getByRole('checkbox', { name: /Roast Chicken/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Market Fish/ })).toBeChecked();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Allergen changes', 'Price changes']);
    expect(group('Allergen changes')).toHaveTextContent('Market Fish: now contains fish');
    expect(group('Price changes')).toHaveTextContent('Roast Chicken: $24 → $26');

    await user.click(screen.getByRole('checkbox', { name: /Market Fish/ }));
    expect(screen.queryByRole('list', { name: 'Allergen changes' })).toBeNull();
    expect(group('Price changes')).toBeVisible();
  });

  it('forces Required on for an allergen change and leaves it free otherwise', async () => {
    const { user, sent } = await setup(v2({ ...roast, price: '$26' }, withFish));
    const required = screen.getByRole('switch', { name: 'Required' });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(required).toHaveAccessibleDescription(
      'Required: an allergen changed. Staff must pass the quiz before acknowledging.',
    );

    await user.click(screen.getByRole('checkbox', { name: /Market Fish/ }));
    expect(required).not.toBeChecked();
    expect(required).toBeEnabled();
    await user.click(required);
    expect(required).toBeChecked();
    await user.click(send());
    const record = await sent();
    expect(record.required).toBe(true);
    expect(record.changeSet.map((c) => c.kind)).toEqual(['price']);
  });

  it('sends an update without an allergen change as not required by default', async () => {
    const { user, sent } = await setup(v2({ ...roast, price: '$26' }));
    expect(screen.getByRole('switch', { name: 'Required' })).not.toBeChecked();
    await user.click(send());
    expect((await sent()).required).toBe(false);
  });

  it('sends the quiz as the manager left it: a question dropped, another edited', async () => {
    const { user, sent } = await setup(v2({ ...roast, price: '$26' }));
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    const quiz = screen.getByRole('list', { name: 'Quiz questions' });
    const first = within(quiz).getByRole('listitem', { name: 'Question 1' });
    expect(first).toHaveTextContent('What does the Roast Chicken cost now?');
    const correct = within(first).getByText('Correct answer').closest('li')!;
    expect(correct).toHaveTextContent('$26');
    expect(within(quiz).getByRole('listitem', { name: 'Question 2' })).toHaveTextContent(
      "Which dish's price changed?",
    );

    await user.click(screen.getByRole('button', { name: 'Drop question 2' }));
    expect(screen.getByRole('listitem', { name: 'Question 2' })).toHaveTextContent(/^Dropped:/);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const form = screen.getByRole('form', { name: 'Edit question 1' });
    const prompt = within(form).getByRole('textbox', { name: 'Question' });
    await user.clear(prompt);
    await user.type(prompt, 'How much is the roast now?');
    const options = [1, 2, 3, 4].map((n) =>
      within(form).getByRole('textbox', { name: `Option ${n}` }),
    );
    const texts = options.map((o) => (o as HTMLInputElement).value);
    // Two equal options are refused.
    await user.clear(options[0]!);
    await user.type(options[0]!, texts[1]!);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Every option must be different.');
    await user.clear(options[0]!);
    await user.type(options[0]!, '$27');
    await user.click(within(form).getByRole('radio', { name: 'Option 1 is correct' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const edited = screen.getByRole('listitem', { name: 'Question 1' });
    expect(edited).toHaveTextContent('How much is the roast now?');
    expect(within(edited).getByText('Edited')).toBeVisible();
    await user.click(send());
    const record = await sent();
    expect(record.quiz).toHaveLength(1);
    expect(record.quiz[0]).toMatchObject({
      prompt: 'How much is the roast now?',
      options: ['$27', ...texts.slice(1)],
      answer: 0,
      itemId: 'roast',
      kind: 'price',
    });
  });

  it('keeps edits through a change of ticked items, and restores the generated questions', async () => {
    const { user } = await setup(v2({ ...roast, price: '$26' }, { ...fish, price: '$31' }));
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    const prompts = () =>
      within(screen.getByRole('list', { name: 'Quiz questions' }))
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-label')?.startsWith('Question'))
        .map((li) => li.querySelector('p')!.textContent)
        .join('|');
    const roastAt =
      1 +
      prompts()
        .split('|')
        .findIndex((p) => p.includes('Roast Chicken cost'));
    expect(roastAt).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `Edit question ${roastAt}` }));
    const prompt = screen.getByRole('textbox', { name: 'Question' });
    await user.clear(prompt);
    await user.type(prompt, 'Roast price?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('tab', { name: 'Menu Items' }));
    await user.click(screen.getByRole('checkbox', { name: /Market Fish/ }));
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(prompts()).toContain('Roast price?');
    expect(prompts()).not.toContain('Market Fish');

    await user.click(screen.getByRole('button', { name: 'Restore generated questions' }));
    expect(prompts()).toContain('What does the Roast Chicken cost now?');
    expect(prompts()).not.toContain('Roast price?');
    expect(screen.queryByRole('button', { name: 'Restore generated questions' })).toBeNull();
  });

  it('says when there is nothing to ask', async () => {
    const { user } = await setup(v2({ ...roast, price: '$26' }));
    await user.click(screen.getByRole('checkbox', { name: /Roast Chicken/ }));
    expect(screen.getByText('Tick the items this update is about.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(screen.getByText('No quiz: nothing to ask about these changes')).toBeVisible();
  });
});
