import { describe, expect, it } from 'vitest';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { applyQuestionEdit, questionEditError } from './question-edit';

const fields = {
  prompt: 'What does the Burrata cost now?',
  options: ['$16', '$18', '$20', '$22'],
  answer: 1,
};

describe('questionEditError', () => {
  it('accepts a question with text and four distinct options', () => {
    expect(questionEditError(fields)).toBeNull();
  });

  it('refuses an empty prompt, an empty option, and options staff cannot tell apart', () => {
    expect(questionEditError({ ...fields, prompt: '  ' })).toBe('The question needs text.');
    expect(questionEditError({ ...fields, options: ['$16', ' ', '$20', '$22'] })).toBe(
      'Every option needs text.',
    );
    expect(questionEditError({ ...fields, options: ['Yes', 'yes ', 'No', 'Maybe'] })).toBe(
      'Every option must be different.',
    );
    expect(questionEditError({ ...fields, prompt: 'x'.repeat(201) })).toMatch(/under 200/);
  });
});

describe('applyQuestionEdit', () => {
  it('keeps what the question is about and trims the text', () => {
    const question: ChangeQuizQuestion = {
      id: 'price:b:0',
      itemId: 'b',
      kind: 'price',
      mentions: ['Burrata'],
      ...fields,
    };
    const edited = applyQuestionEdit(question, {
      prompt: ' Burrata price? ',
      options: [' $16', '$18  ', '$19', '$21'],
      answer: 0,
    });
    expect(edited).toEqual({
      ...question,
      prompt: 'Burrata price?',
      options: ['$16', '$18', '$19', '$21'],
      answer: 0,
    });
  });
});
