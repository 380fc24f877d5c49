import { gradeAnswers } from '@/domain/quiz-grading';
import type { QuizQuestion } from '@/domain/training';

/**
 * One question at a time: pick an option, check it (feedback shows), move on; after the last
 * question the score shows. A pure reducer so the rules are tested without rendering.
 */
export type QuizState = {
  index: number;
  selected: number | null;
  /** One entry per checked question: the option the person chose. */
  answers: number[];
  finished: boolean;
};

export type QuizAction =
  { type: 'select'; option: number } | { type: 'check' } | { type: 'next' } | { type: 'restart' };

export const initialQuizState: QuizState = {
  index: 0,
  selected: null,
  answers: [],
  finished: false,
};

/** True once the current question has been checked and its feedback is showing. */
export const isChecked = (state: QuizState) => state.answers.length > state.index;

export function quizReducer(total: number, state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'select':
      // An answer is final once checked; changing it afterwards would make the score a lie.
      return isChecked(state) || state.finished ? state : { ...state, selected: action.option };
    case 'check':
      if (state.selected === null || isChecked(state)) return state;
      return { ...state, answers: [...state.answers, state.selected] };
    case 'next':
      if (!isChecked(state)) return state;
      if (state.index + 1 >= total) return { ...state, finished: true };
      return { ...state, index: state.index + 1, selected: null };
    case 'restart':
      return initialQuizState;
  }
}

export function isCorrectAnswer(question: QuizQuestion, answer: number | null | undefined) {
  return answer === question.correctAnswer;
}

/** The domain's grading rule (the same one the backend applies to staff attempts). */
export function scoreQuiz(questions: QuizQuestion[], answers: number[]) {
  const { score, total } = gradeAnswers(questions, answers);
  return { correct: score, total };
}
