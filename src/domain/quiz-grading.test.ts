import { describe, expect, it } from 'vitest';
import { gradeAnswers, withoutAnswers } from './quiz-grading';
import type { SavedTrainingModule } from './training';

const question = (correctAnswer: number, explanation = '') => ({
  question: `Q${correctAnswer}`,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer,
  explanation,
});

const module: SavedTrainingModule = {
  id: 'm1',
  title: 'Wine',
  type: 'wine_pairings',
  content: 'Read me',
  sourceUrl: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  quizQuestions: [question(1, 'Because B'), question(3)],
  lastScore: { correct: 2, total: 2, takenAt: '2026-11-23T11:00:00.000Z' },
};

describe('quiz grading', () => {
  it('gives staff the questions and options only, never the answers or explanations', () => {
    const open = withoutAnswers(module);
    expect(open.quizQuestions).toEqual([
      { question: 'Q1', options: ['a', 'b', 'c', 'd'] },
      { question: 'Q3', options: ['a', 'b', 'c', 'd'] },
    ]);
    expect(JSON.stringify(open)).not.toMatch(/correctAnswer|Because B|lastScore/);
    expect(open).toMatchObject({ id: 'm1', title: 'Wine', content: 'Read me' });
  });

  it('scores against the stored answers; missing and out-of-range answers score nothing', () => {
    const questions = module.quizQuestions!;
    expect(gradeAnswers(questions, [1, 3])).toMatchObject({ score: 2, total: 2 });
    expect(gradeAnswers(questions, [1, 0]).score).toBe(1);
    expect(gradeAnswers(questions, [1]).score).toBe(1);
    expect(gradeAnswers(questions, [7, -1, 3]).score).toBe(0);
    expect(gradeAnswers(questions, []).review).toEqual([
      { correctAnswer: 1, explanation: 'Because B' },
      { correctAnswer: 3, explanation: '' },
    ]);
  });
});
