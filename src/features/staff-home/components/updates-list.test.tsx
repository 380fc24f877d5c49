import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeStaffAccess,
  itemChange,
  staffUpdate,
  testMembership,
} from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffOfflineProvider } from './staff-offline-provider';
import { UpdatesList } from './updates-list';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

const changes = [
  itemChange({ itemId: 'i-burrata', name: 'Burrata', kind: 'price', before: '$16', after: '$18' }),
  itemChange({ itemId: 'i-cod', name: 'Cod', kind: 'removed', before: '$22' }),
  itemChange({
    itemId: 'i-halibut',
    name: 'Halibut',
    kind: 'new',
    after: '$34',
    description: 'Seared, brown butter',
    allergens: [{ allergen: 'fish', from: 'not_confirmed', to: 'contains', text: 'contains fish' }],
  }),
  itemChange({
    itemId: 'i-tart',
    name: 'Tart',
    kind: 'allergen',
    description: 'Lemon tart',
    allergens: [{ allergen: 'sesame', from: 'free', to: 'contains', text: 'now contains sesame' }],
  }),
];

const quiz = [
  {
    id: 'q1',
    prompt: 'What does the Burrata cost now?',
    options: ['$16', '$18', '$14', '$20'],
    itemId: 'i-burrata',
    kind: 'price' as const,
    mentions: ['Burrata'],
  },
  {
    id: 'q2',
    prompt: 'Does the Tart contain sesame?',
    options: ['Yes', 'Traces', 'No', 'Not confirmed'],
    itemId: 'i-tart',
    kind: 'allergen' as const,
    mentions: ['Tart'],
  },
];

const required = staffUpdate({
  id: 'u-req',
  message: 'Allergen changes tonight',
  itemNames: ['Burrata', 'Cod', 'Halibut', 'Tart'],
  changeSet: changes,
  required: true,
  quiz,
  answers: [1, 0],
});

/** The same update with a third question: three attempts may follow one another. */
const requiredOfThree = {
  ...required,
  quiz: [
    ...quiz,
    {
      id: 'q3',
      prompt: 'Which dish is new?',
      options: ['Cod', 'Tart', 'Halibut', 'Burrata'],
      itemId: 'i-halibut',
      kind: 'new' as const,
      mentions: [],
    },
  ],
  answers: [1, 0, 2],
};

const render = () =>
  renderWithProviders(
    <StaffOfflineProvider userId="user-1">
      <UpdatesList membership={testMembership} />
    </StaffOfflineProvider>,
    { route: '/my-updates' },
  );
const card = (name: string) => screen.findByRole('listitem', { name });

async function answer(user: ReturnType<typeof render>['user'], choices: string[]) {
  for (const [i, option] of choices.entries()) {
    await user.click(screen.getByRole('radio', { name: option }));
    const last = i === choices.length - 1;
    await user.click(screen.getByRole('button', { name: last ? 'Submit answers' : 'Next' }));
  }
}

describe('UpdatesList', () => {
  it('opens an update to its changes: allergen changes first, old → new, with links to the menu', async () => {
    const { access } = installFakeStaffAccess({ updates: [required] });
    const open = vi.spyOn(access, 'openUpdate');
    const { user } = render();
    const update = await card('Allergen changes tonight');
    const button = within(update).getByRole('button', { name: 'Open update' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const list = within(update).getByRole('list', { name: 'Changes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Allergen change: Tart: now contains sesame',
      'Allergen change: Halibut - new - $34 - contains fish',
      'Removed: Cod',
      'Burrata $16 → $18',
    ]);
    expect(within(rows[0]!).getByText('Allergen change')).toBeVisible();
    expect(within(rows[1]!).getByText('Seared, brown butter')).toBeVisible();
    expect(within(rows[3]!).queryByText('Allergen change')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'See in menu' })).toHaveAttribute(
      'href',
      '/my-updates?tab=menu&item=i-halibut',
    );
    // A removed dish is not in the menu any more.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();

    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(testMembership, 'u-req');
  });

  it('keeps Acknowledge disabled until the quiz is passed; a wrong answer says how many, not which; the answers come with the pass', async () => {
    const { access } = installFakeStaffAccess({ updates: [requiredOfThree] });
    const ack = vi.spyOn(access, 'acknowledge');
    const { user } = render();
    const update = await card('Allergen changes tonight');
    expect(within(update).getByText('Required')).toBeVisible();
    const acknowledge = within(update).getByRole('button', { name: 'Acknowledge' });
    expect(acknowledge).toBeDisabled();
    expect(acknowledge).toHaveAccessibleDescription('Pass the quiz to acknowledge');

    await user.click(within(update).getByRole('button', { name: 'Start quiz' }));
    expect(screen.getByRole('group', { name: 'What does the Burrata cost now?' })).toBeVisible();
    await answer(user, ['$16', 'Yes', 'Halibut']);
    expect(await screen.findByText('Not yet: 2 of 3 right. Try again.')).toBeVisible();
    // No question singled out, no right option given away.
    expect(screen.queryByRole('list', { name: 'Wrong answers' })).toBeNull();
    expect(within(update).queryByText(/Question 1/)).toBeNull();
    expect(within(update).queryByText(/\$18/)).toBeNull();
    expect(acknowledge).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('group', { name: 'What does the Burrata cost now?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '$16' })).not.toBeChecked();
    await answer(user, ['$18', 'Yes', 'Halibut']);
    expect(await within(update).findByText('Quiz passed')).toBeVisible();
    expect(acknowledge).toBeEnabled();
    expect(acknowledge).toHaveFocus();
    // Now, and only now, the answers.
    const review = within(update).getByRole('region', { name: 'Quiz answers' });
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'What does the Burrata cost now? $18',
      'Does the Tart contain sesame? Yes',
      'Which dish is new? Halibut',
    ]);

    await user.click(acknowledge);
    expect(await within(update).findByText('Acknowledged')).toBeVisible();
    expect(ack).toHaveBeenCalledWith(testMembership, 'u-req');
    expect(within(update).queryByText('Unread')).toBeNull();
  });

  it("keeps 'Got it' for a normal update, with the item names, and an optional quiz", async () => {
    installFakeStaffAccess({
      updates: [
        staffUpdate({
          id: 'u-1',
          message: 'Two new mains tonight',
          itemNames: ['Roast Chicken', 'Mushroom Risotto'],
          quiz: [quiz[0]!],
          answers: [1],
        }),
      ],
    });
    const { user } = render();
    const update = await card('Two new mains tonight');
    expect(update).toHaveTextContent('Roast Chicken');
    expect(within(update).getByText('Unread')).toBeVisible();
    expect(within(update).queryByText('Required')).toBeNull();
    // No change set: nothing more to open.
    expect(within(update).queryByRole('button', { name: 'Open update' })).toBeNull();
    expect(within(update).getByRole('button', { name: 'Take the quiz' })).toBeVisible();
    await user.click(within(update).getByRole('button', { name: 'Got it' }));
    expect(await within(update).findByText('Acknowledged')).toBeVisible();
    expect(within(update).queryByText('Unread')).toBeNull();
  });

  it('puts a reminded update first, with a Reminder badge', async () => {
    installFakeStaffAccess({
      updates: [
        staffUpdate({ id: 'u-old', message: 'Old news', date: '2026-02-01T00:00:00.000Z' }),
        staffUpdate({ id: 'u-new', message: 'New news', date: '2026-03-02T00:00:00.000Z' }),
        staffUpdate({
          id: 'u-nudged',
          message: 'Please read',
          date: '2026-01-01T00:00:00.000Z',
          remindedAt: '2026-03-03T00:00:00.000Z',
        }),
      ],
    });
    render();
    await card('Please read');
    const list = screen.getByRole('list', { name: 'Updates' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual(['Please read', 'New news', 'Old news']);
    expect(within(await card('Please read')).getByText('Reminder')).toBeVisible();
    expect(within(await card('New news')).queryByText('Reminder')).toBeNull();
  });

  it('keeps the answers when grading fails, for a retry', async () => {
    const { access } = installFakeStaffAccess({ updates: [required] });
    vi.spyOn(access, 'gradeUpdateQuiz').mockRejectedValueOnce(new Error('Network down'));
    const { user } = render();
    const update = await card('Allergen changes tonight');
    await user.click(within(update).getByRole('button', { name: 'Start quiz' }));
    await answer(user, ['$18', 'Yes']);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your answers were not sent', {
        description: 'Network down',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await within(update).findByText('Quiz passed')).toBeVisible();
  });

  it("says 'Pass the quiz first' when the backend refuses the acknowledgement", async () => {
    const { updates } = installFakeStaffAccess({
      updates: [{ ...required, quizPassedAt: '2026-03-01T13:00:00.000Z' }],
    });
    const { user } = render();
    const update = await card('Allergen changes tonight');
    // The backend no longer counts the pass this screen was shown (the quiz was sent again).
    updates[0]!.quizPassedAt = null;
    await user.click(within(update).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Pass the quiz first', {
        description: 'Pass the quiz on these changes before acknowledging',
      }),
    );
    expect(await within(update).findByRole('button', { name: 'Start quiz' })).toBeVisible();
    expect(within(update).getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
  });
  it('after a failed attempt on a quiz of two, the next waits: no Try again, Start quiz disabled with the time', async () => {
    installFakeStaffAccess({ updates: [required] });
    const { user } = render();
    const update = await card('Allergen changes tonight');
    await user.click(within(update).getByRole('button', { name: 'Start quiz' }));
    await answer(user, ['$16', 'Yes']);
    expect(await screen.findByText('Not yet: 1 of 2 right.')).toBeVisible();
    expect(screen.getByText(/^Read the changes again\. Your next attempt opens at /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(update).getByRole('button', { name: 'Close quiz' }));
    expect(await within(update).findByRole('button', { name: 'Start quiz' })).toBeDisabled();
    expect(within(update).getByText(/your next attempt opens at/)).toBeVisible();
  });

  it('a wait that has passed leaves Start quiz enabled', async () => {
    installFakeStaffAccess({
      updates: [{ ...required, quizAttempts: 1, quizRetryAt: '2026-03-01T12:10:00.000Z' }],
    });
    render();
    const update = await card('Allergen changes tonight');
    expect(within(update).getByRole('button', { name: 'Start quiz' })).toBeEnabled();
    expect(within(update).queryByText(/next attempt opens/)).toBeNull();
  });
});
