import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@/domain/training';
import { initialQuizState, isChecked, quizReducer, scoreQuiz, type QuizAction } from './quiz';

const q = (correctAnswer: number): QuizQuestion => ({
  question: `Q${correctAnswer}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer,
  explanation: '',
});
const run = (total: number, actions: QuizAction[]) =>
  actions.reduce((s, a) => quizReducer(total, s, a), initialQuizState);

describe('quiz reducer', () => {
  it('walks one question at a time and finishes after the last', () => {
    let s = run(2, [{ type: 'select', option: 1 }]);
    expect(isChecked(s)).toBe(false);
    s = quizReducer(2, s, { type: 'check' });
    expect(isChecked(s)).toBe(true);
    s = quizReducer(2, s, { type: 'next' });
    expect(s).toMatchObject({ index: 1, selected: null, answers: [1], finished: false });
    s = run(2, [
      { type: 'select', option: 1 },
      { type: 'check' },
      { type: 'next' },
      { type: 'select', option: 3 },
      { type: 'check' },
      { type: 'next' },
    ]);
    expect(s).toMatchObject({ index: 1, answers: [1, 3], finished: true });
  });

  it('ignores checking without a choice, moving on unchecked and changing a checked answer', () => {
    expect(run(2, [{ type: 'check' }])).toEqual(initialQuizState);
    expect(run(2, [{ type: 'select', option: 0 }, { type: 'next' }]).index).toBe(0);
    const s = run(2, [
      { type: 'select', option: 0 },
      { type: 'check' },
      { type: 'select', option: 2 },
      { type: 'check' },
    ]);
    expect(s.answers).toEqual([0]);
    expect(s.selected).toBe(0);
  });

  it('restarts from the first question', () => {
    const s = run(1, [
      { type: 'select', option: 0 },
      { type: 'check' },
      { type: 'next' },
      { type: 'restart' },
    ]);
    expect(s).toEqual(initialQuizState);
  });
});

describe('scoreQuiz', () => {
  it('counts answers equal to the correct index; unanswered questions count as wrong', () => {
    expect(scoreQuiz([q(0), q(2), q(3)], [0, 1, 3])).toEqual({ correct: 2, total: 3 });
    expect(scoreQuiz([q(0), q(2)], [0])).toEqual({ correct: 1, total: 2 });
    expect(scoreQuiz([q(1)], [])).toEqual({ correct: 0, total: 1 });
  });
});
