import { describe, expect, it } from 'vitest';
import type { AllergenId, AllergenState } from '@/domain/allergens';
import { buildChangeQuiz, gradeChangeQuiz } from '@/domain/change-quiz';
import { buildChangeSet } from '@/domain/change-set';
import { servedQuiz } from '@/domain/update-quiz-attempts';
import { menuItem as item } from '@/testing/fixtures';
import { reviewIn, servedQuizIn } from './served-quiz-in';

const states = (entries: [AllergenId, AllergenState][]) =>
  Object.fromEntries(entries.map(([id, state]) => [id, { state }]));

const steady = ['Roast Chicken', 'Risotto', 'Gazpacho', 'Burger', 'Paella'].map((name, n) =>
  item({ id: `s${n}`, name, price: `$${20 + n}` }),
);
const previous = [
  ...steady,
  item({ id: 'b', name: 'Burrata', price: '$16' }),
  item({ id: 't', name: 'Lemon Tart', price: '$9', allergenStates: states([['sesame', 'free']]) }),
];
const menu = [
  ...steady,
  item({ id: 'b', name: 'Burrata', price: '$18' }),
  item({
    id: 't',
    name: 'Lemon Tart',
    price: '$9',
    allergenStates: states([['sesame', 'contains']]),
  }),
  item({
    id: 'n',
    name: 'Sesame Noodles',
    price: '$14',
    allergenStates: states([['sesame', 'contains']]),
  }),
];
const changes = buildChangeSet('m', previous, menu, 'us');
// What the manager sent (stored in English) and what the Spanish generator words from it.
const stored = buildChangeQuiz(changes, menu, previous, 7);
const spanish = buildChangeQuiz(changes, menu, previous, 7, { locale: 'es', regime: 'us' });
// One attempt's order: every option moved, so a wrong mapping would show.
const served = servedQuiz(stored, 'u-1:s-1', 1);

describe('an update quiz as served, in the language shown', () => {
  it('shows the generated questions in Spanish, each option at its served place with its id', () => {
    expect(stored.map((q) => q.kind)).toEqual(['allergen', 'new', 'price']);
    expect(served.map((q) => q.optionIds)).not.toContainEqual([0, 1, 2, 3]);
    const shown = servedQuizIn('es', served, changes, 'us');
    expect(shown.map((q) => q.prompt)).toEqual(spanish.map((q) => q.prompt));
    expect(shown.map((q) => q.prompt)).toEqual([
      '¿El plato Lemon Tart contiene ajonjolí (sésamo)?',
      '¿Qué plato nuevo contiene ajonjolí (sésamo)?',
      '¿Cuánto cuesta ahora el plato Burrata?',
    ]);
    for (const [i, q] of shown.entries()) {
      expect(q.optionIds).toEqual(served[i]!.optionIds);
      expect(q.options).toEqual(q.optionIds.map((id) => spanish[i]!.options[id]));
    }
    // Picking the Spanish right answers hands in the ids the English quiz is graded by.
    const picked = shown.map(
      (q, i) => q.optionIds[q.options.indexOf(spanish[i]!.options[spanish[i]!.answer]!)]!,
    );
    expect(picked).toEqual(stored.map((q) => q.answer));
    expect(gradeChangeQuiz(stored, picked).passed).toBe(true);
    expect(shown[0]!.options).toContain('Sí, contiene ajonjolí (sésamo)');
  });

  it('leaves a question the manager edited or wrote as written, and translates the others', () => {
    const edited = served.map((q, i) =>
      i === 2 ? { ...q, prompt: 'Burrata went up tonight. What is it now?' } : q,
    );
    // A manager's own options on the allergen question: no longer the generator's scale.
    edited[0] = {
      ...edited[0]!,
      options: edited[0]!.options.map((o) => o.replace('Yes, ', 'Yes: ')),
    };
    const shown = servedQuizIn('es', edited, changes, 'us');
    expect(shown[0]).toEqual(edited[0]);
    expect(shown[1]!.prompt).toBe('¿Qué plato nuevo contiene ajonjolí (sésamo)?');
    expect(shown[2]).toEqual(edited[2]);
  });

  it('changes nothing in English', () => {
    expect(servedQuizIn('en', served, changes, 'us')).toEqual(served);
  });

  it('names the right option of the review in the language shown', () => {
    const shown = servedQuizIn('es', served, changes, 'us');
    const review = stored.map((q) => ({ answer: q.options[q.answer]!, correct: true }));
    expect(reviewIn(review, served, shown).map((r) => r.answer)).toEqual(
      spanish.map((q) => q.options[q.answer]),
    );
    expect(reviewIn(review, served, served)).toEqual(review);
  });
});
