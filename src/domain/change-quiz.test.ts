import { describe, expect, it } from 'vitest';
import {
  applyRephrasings,
  buildChangeQuiz,
  changeQuizSchema,
  checkRephrased,
  gradeChangeQuiz,
  type ChangeQuizQuestion,
} from './change-quiz';
import { buildChangeSet } from './change-set';
import type { MenuItem } from './menu';
import { menuItem as item } from '@/testing/fixtures';

const burrata = item({ id: 'b', name: 'Burrata', price: '$16', category: 'Starters' });
const tartare = item({ id: 't', name: 'Tartare', price: '$22', category: 'Starters' });
const soup = item({ id: 's', name: 'Soup', price: '$9', category: 'Starters' });
const cod = item({ id: 'c', name: 'Cod', price: '$28' });
const steak = item({ id: 'k', name: 'Steak', price: '$38' });
const halibut = item({ id: 'h', name: 'Halibut', price: '$34' });
const menu = [burrata, tartare, soup, cod, steak];

function quizOf(previous: MenuItem[], next: MenuItem[], seed = 1) {
  const changes = buildChangeSet('m', previous, next, 'eu');
  return buildChangeQuiz(changes, next, previous, seed);
}
const correct = (q: ChangeQuizQuestion) => q.options[q.answer];

describe('buildChangeQuiz', () => {
  it('asks what the Burrata costs now, with the old price among the wrong answers', () => {
    const next = menu.map((i) => (i === burrata ? { ...i, price: '$18' } : i));
    const [first, second, ...rest] = quizOf(menu, next);
    expect(first!.prompt).toBe('What does the Burrata cost now?');
    expect(correct(first!)).toBe('$18');
    expect(first!.options).toContain('$16');
    // One change only: a second question on it.
    expect(second!.prompt).toBe("Which dish's price changed?");
    expect(correct(second!)).toBe('Burrata');
    expect(rest).toEqual([]);
  });

  it('makes up nearby prices, written like the new one, when the menu has too few', () => {
    const [q] = quizOf([burrata], [{ ...burrata, price: '$18' }]);
    expect(correct(q!)).toBe('$18');
    expect(q!.options).toContain('$16');
    expect(q!.options.every((o) => /^\$\d+$/.test(o))).toBe(true);
    expect(new Set(q!.options).size).toBe(4);
  });

  it('asks which new dish contains fish, first, and which dish was removed', () => {
    const fishy = { ...halibut, allergenStates: { fish: { state: 'contains' as const } } };
    const next = [burrata, tartare, soup, steak, fishy];
    const quiz = quizOf(menu, next);
    expect(quiz.map((q) => q.prompt)).toEqual([
      'Which new dish contains fish?',
      'Which dish was removed from the menu?',
    ]);
    expect(correct(quiz[0]!)).toBe('Halibut');
    expect(correct(quiz[1]!)).toBe('Cod');
    expect(
      quiz[1]!.options.filter((o) => o !== 'Cod').every((o) => next.some((i) => i.name === o)),
    ).toBe(true);
  });

  it('asks whether the Halibut contains sesame on the fixed scale', () => {
    const previous = [...menu, halibut];
    const next = [
      ...menu,
      { ...halibut, allergenStates: { sesame: { state: 'may_contain' as const } } },
    ];
    const [q, second] = quizOf(previous, next);
    expect(q).toMatchObject({
      prompt: 'Does the Halibut contain sesame?',
      kind: 'allergen',
      answer: 1,
    });
    expect(q!.options).toEqual([
      'Yes, it contains sesame',
      'It may contain traces of sesame',
      'No, it is free of sesame',
      'Not confirmed: ask the kitchen',
    ]);
    expect(second!.prompt).toBe("Which dish's allergens changed?");
  });

  it('drops a question that cannot get four distinct options', () => {
    expect(quizOf([burrata, cod], [burrata])).toEqual([]);
    expect(buildChangeQuiz([], menu, menu, 1)).toEqual([]);
  });

  it('keeps six questions, safety first, then removed, new, price', () => {
    const big = Array.from({ length: 12 }, (_, i) =>
      item({ id: `i${i}`, name: `Dish ${i}`, price: `$${10 + i}` }),
    );
    const next = big.slice(1).map((i, n) => (n < 6 ? { ...i, price: `$${50 + n}` } : i));
    next.push({ ...halibut, allergenStates: { fish: { state: 'contains' } } });
    next[8] = { ...next[8]!, allergenStates: { milk: { state: 'free' } } };
    const quiz = quizOf(big, next);
    expect(quiz.map((q) => q.kind)).toEqual([
      'allergen',
      'new',
      'removed',
      'price',
      'price',
      'price',
    ]);
    expect(changeQuizSchema.parse(quiz)).toEqual(quiz);
  });

  it('gives the same quiz for the same seed, with stable ids', () => {
    const next = menu.map((i) => ({ ...i, price: `${i.price}5` }));
    expect(quizOf(menu, next, 7)).toEqual(quizOf(menu, next, 7));
    expect(quizOf(menu, next, 7).map((q) => q.id)).toEqual([
      'price:b:0',
      'price:t:0',
      'price:s:0',
      'price:c:0',
      'price:k:0',
    ]);
  });
});

describe('gradeChangeQuiz', () => {
  const quiz = quizOf(menu, [{ ...burrata, price: '$18' }, tartare, soup, steak]);
  const right = quiz.map((q) => q.answer);

  it('passes only when every question is answered right', () => {
    expect(gradeChangeQuiz(quiz, right)).toEqual({
      score: 2,
      total: 2,
      passed: true,
      correct: [true, true],
    });
    const wrong = [right[0]!, (right[1]! + 1) % 4];
    expect(gradeChangeQuiz(quiz, wrong)).toMatchObject({
      score: 1,
      passed: false,
      correct: [true, false],
    });
    expect(gradeChangeQuiz(quiz, right.slice(0, 1)).passed).toBe(false);
    expect(gradeChangeQuiz(quiz, [...right, 0]).passed).toBe(false);
  });
});

describe('rephrasing', () => {
  const question: ChangeQuizQuestion = {
    id: 'price:b:0',
    prompt: 'What does the Burrata cost now?',
    options: ['$16', '$18', '$17', '$20'],
    answer: 1,
    itemId: 'b',
    kind: 'price',
    mentions: ['Burrata'],
  };

  it('keeps a rewording that names the dish and gives nothing away', () => {
    expect(checkRephrased(question, 'How much is the burrata on the new menu?')).toBe(true);
    expect(checkRephrased(question, 'Is the Burrata now $18?')).toBe(false);
    expect(checkRephrased(question, 'How much is it now?')).toBe(false);
    expect(checkRephrased(question, 'How much is the <b>Burrata</b>?')).toBe(false);
    expect(checkRephrased(question, '   ')).toBe(false);
    expect(checkRephrased(question, `What does the Burrata cost ${'now '.repeat(50)}?`)).toBe(
      false,
    );
    const named = {
      ...question,
      options: ['Burrata', 'Tartare', 'Soup', 'Cod'],
      answer: 0,
      mentions: [],
    };
    expect(checkRephrased(named, 'Which of these is the tartare?')).toBe(false);
    expect(checkRephrased(named, 'Which dish costs more now?')).toBe(true);
  });

  it('replaces prompts only where the model output is well formed and safe', () => {
    const other = {
      ...question,
      id: 'x',
      prompt: 'Does the Soup contain milk?',
      mentions: ['Soup', 'milk'],
    };
    const both = [question, other];
    expect(
      applyRephrasings(both, ['How much is the Burrata?', 'Is there milk in the soup?']),
    ).toEqual([
      { ...question, prompt: 'How much is the Burrata?' },
      { ...other, prompt: 'Is there milk in the soup?' },
    ]);
    expect(applyRephrasings(both, ['How much is the Burrata?', 'Is it $18?'])[1]).toBe(other);
    expect(applyRephrasings(both, ['How much is the Burrata?'])).toBe(both);
    expect(applyRephrasings(both, { prompts: [] })).toBe(both);
    expect(applyRephrasings(both, [42, null])).toEqual(both);
  });
});
