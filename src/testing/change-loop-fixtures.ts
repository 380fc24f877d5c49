// Test-only: an update's change set and quiz as the notify screen builds them, for the adapter
// tests of the change loop (supabase/migrations/20261127000000).
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import type { ItemChange } from '@/domain/change-set';

/** Sesame added to the Lamb, and its price went up. */
export const CHANGE_SET: ItemChange[] = [
  {
    menuId: '1',
    itemId: 'lamb',
    name: 'Lamb',
    category: 'Mains',
    kind: 'allergen',
    before: '',
    after: '',
    description: 'Slow-roasted shoulder',
    allergens: [
      { allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'contains sesame' },
    ],
  },
  {
    menuId: '1',
    itemId: 'lamb',
    name: 'Lamb',
    category: 'Mains',
    kind: 'price',
    before: '$28',
    after: '$31',
    description: 'Slow-roasted shoulder',
    allergens: [],
  },
];

/** Two questions on CHANGE_SET: the answers are 2 and 0. */
export const QUIZ: ChangeQuizQuestion[] = [
  {
    id: 'q-lamb-sesame',
    prompt: 'Which allergen does the Lamb now contain?',
    options: ['Peanuts', 'Milk', 'Sesame', 'Fish'],
    answer: 2,
    itemId: 'lamb',
    kind: 'allergen',
    mentions: ['Lamb'],
  },
  {
    id: 'q-lamb-price',
    prompt: 'What does the Lamb cost now?',
    options: ['$31', '$30', '$32', '$29'],
    answer: 0,
    itemId: 'lamb',
    kind: 'price',
    mentions: ['Lamb'],
  },
];

/** What a recipient gets: every question without its answer. */
export const OPEN_QUIZ = QUIZ.map(({ answer: _answer, ...open }) => open);

/**
 * Served questions put back in stored order, without optionIds: the options come in a new order
 * at each attempt (20261129010000), the rest is OPEN_QUIZ.
 */
export const inStoredOrder = (served: { options: string[]; optionIds: number[] }[]) =>
  served.map(({ optionIds, options, ...q }) => ({
    ...q,
    options: options.map((_, i) => options[optionIds.indexOf(i)]),
  }));

/** A recipient's state before anything happened. */
export const blankState = (staffId: string) => ({
  staffId,
  openedAt: null,
  quizPassedAt: null,
  acknowledgedAt: null,
  remindedAt: null,
  quizAttempts: 0,
  quizAttemptedAt: null,
});
