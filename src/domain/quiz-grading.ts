import type { QuizQuestion, SavedTrainingModule } from './training';

/** A question as staff receive it: no answer and no explanation until they have answered. */
export type OpenQuizQuestion = Pick<QuizQuestion, 'question' | 'options'>;

/** A module as staff read it. */
export type StaffTrainingModule = Omit<SavedTrainingModule, 'quizQuestions' | 'lastScore'> & {
  quizQuestions: OpenQuizQuestion[];
};

/** What grading gives back for each question, once the attempt is in. */
export type QuizReviewEntry = { correctAnswer: number; explanation: string };

/** Strips what would give the answers away. */
export function withoutAnswers(module: SavedTrainingModule): StaffTrainingModule {
  const { lastScore: _lastScore, quizQuestions, ...rest } = module;
  return {
    ...rest,
    quizQuestions: (quizQuestions ?? []).map(({ question, options }) => ({ question, options })),
  };
}

/**
 * Scores an attempt against the stored questions: one point per question whose answer is its
 * correct option; a missing or out-of-range answer scores nothing. The same rule as the
 * database's grade_quiz().
 */
export function gradeAnswers(questions: QuizQuestion[], answers: readonly number[]) {
  const score = questions.filter((q, i) => answers[i] === q.correctAnswer).length;
  const review: QuizReviewEntry[] = questions.map((q) => ({
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
  }));
  return { score, total: questions.length, review };
}
