// Test-only: the quizzes of the contract cases on the quiz rules (quiz-rules.test.ts), the same
// questions as supabase/tests/update-quiz-attempts.test.ts asks on the database.
import type { Backend } from '@/backend/port';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { buildNotification } from '@/domain/notification-rules';
import type { SentNotification } from '@/domain/notification';
import type { QuizQuestion, SavedTrainingModule } from '@/domain/training';
import { CHANGE_SET } from '../change-loop-fixtures';

const question = (
  id: string,
  prompt: string,
  options: string[],
  answer: number,
): ChangeQuizQuestion => ({
  id,
  prompt,
  options,
  answer,
  itemId: 'lamb',
  kind: 'allergen',
  mentions: [],
});

/** Four questions of four options; a quiz of n is the first n. */
const QUESTIONS = [
  question(
    'q-sesame',
    'Which allergen does the Lamb now contain?',
    ['Peanuts', 'Milk', 'Sesame', 'Fish'],
    2,
  ),
  question('q-price', 'What does the Lamb cost now?', ['$31', '$30', '$32', '$29'], 0),
  question('q-removed', 'Which dish was removed?', ['Cod', 'Burrata', 'Halibut', 'Tart'], 0),
  question('q-new', 'Which dish is new?', ['Tart', 'Halibut', 'Burrata', 'Cod'], 1),
];
export const quizOf = (n: number) => QUESTIONS.slice(0, n);

/** Every answer right (stored indexes, as optionIds give them). */
export const rightAnswers = (quiz: ChangeQuizQuestion[]) => quiz.map((q) => q.answer);
/** Every answer wrong. */
export const wrongAnswers = (quiz: ChangeQuizQuestion[]) => quiz.map((q) => (q.answer + 1) % 4);
/** What a pass reviews: each question's right option, and whether this attempt had it. */
export const reviewOf = (quiz: ChangeQuizQuestion[], correct: boolean) =>
  quiz.map((q) => ({ answer: q.options[q.answer]!, correct }));

/** The manager sends an update with this quiz to these entries (required unless told). */
export const sendQuiz = (
  backend: Backend,
  restaurantId: string,
  recipientIds: string[],
  quiz: ChangeQuizQuestion[],
  required = true,
): Promise<SentNotification> =>
  backend.notifications.send(restaurantId, {
    ...buildNotification({
      message: 'The Lamb changed',
      recipientIds,
      items: [{ name: 'Lamb', changes: ['allergen', 'price'] }],
      quiz,
      required,
    }),
    changeSet: CHANGE_SET,
  });

const trainingQuestion = (n: number, correctAnswer: number): QuizQuestion => ({
  question: `Which wine goes with course ${n}?`,
  options: [`Red ${n}`, `White ${n}`, `Rosé ${n}`, `Sparkling ${n}`],
  correctAnswer,
  explanation: `Course ${n} wants option ${correctAnswer + 1}.`,
});
/** Three questions: the right answers are 1, 2 and 3. */
export const TRAINING_QUESTIONS = [
  trainingQuestion(1, 1),
  trainingQuestion(2, 2),
  trainingQuestion(3, 3),
];

export const trainingModule = (
  title: string,
  quizQuestions?: QuizQuestion[],
): SavedTrainingModule => ({
  id: `training-${title}`,
  title,
  type: 'wine_pairings',
  content: 'Read before service.',
  ...(quizQuestions ? { quizQuestions } : {}),
  sourceUrl: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});
