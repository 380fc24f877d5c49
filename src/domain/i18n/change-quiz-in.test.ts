import { describe, expect, it } from 'vitest';
import { menuItem as item } from '@/testing/fixtures';
import { REGIME_ALLERGENS, type AllergenId, type AllergenState } from '../allergens';
import { buildChangeQuiz } from '../change-quiz';
import { quizContext } from '../change-quiz-options';
import { candidatesFor } from '../change-quiz-questions';
import { buildChangeSet } from '../change-set';
import type { MenuItem } from '../menu';
import { seededRandom } from '../seeded-random';
import { allergenWordIn } from './allergen-glossary';
import { changeQuizIn, rewordQuestionIn } from './change-quiz-in';

const states = (entries: [AllergenId, AllergenState][]) =>
  Object.fromEntries(entries.map(([id, state]) => [id, { state }]));

const steady = ['Pollo asado', 'Risotto', 'Gazpacho', 'Hamburguesa', 'Tortilla', 'Paella'].map(
  (name, n) => item({ id: `s${n}`, name, price: `$${12 + n}`, description: `Receta ${n}` }),
);
const previous: MenuItem[] = [
  ...steady,
  item({ id: 'a', name: 'Burrata', price: '$16', allergenStates: states([['milk', 'free']]) }),
  item({ id: 'p', name: 'Tartar', price: '$22' }),
  item({ id: 'd', name: 'Sopa', description: 'Tomate y albahaca' }),
  item({ id: 'v', name: 'Curry', dietary: ['vegan', 'GF'] }),
  item({ id: 'x', name: 'Flan', available: true }),
  item({ id: 'y', name: 'Natillas', available: false }),
  item({ id: 'r', name: 'Pulpo' }),
];
const menu: MenuItem[] = [
  ...steady,
  item({
    id: 'a',
    name: 'Burrata',
    price: '$16',
    allergenStates: states([
      ['milk', 'contains'],
      ['sesame', 'may_contain'],
    ]),
  }),
  item({ id: 'p', name: 'Tartar', price: '$24' }),
  item({ id: 'd', name: 'Sopa', description: 'Tomate asado' }),
  item({ id: 'v', name: 'Curry', dietary: ['vegetarian'] }),
  item({ id: 'x', name: 'Flan', available: false }),
  item({ id: 'y', name: 'Natillas', available: true }),
  item({
    id: 'n',
    name: 'Pad thai',
    price: '$15',
    allergenStates: states([
      ['peanuts', 'contains'],
      ['soybeans', 'may_contain'],
    ]),
  }),
];
const changes = buildChangeSet('m', previous, menu, 'us');

describe('a change quiz in the reader language', () => {
  it('asks the same questions in Spanish, with the same options and correct answers', () => {
    for (const seed of [1, 2, 3]) {
      const en = buildChangeQuiz(changes, menu, previous, seed);
      const es = buildChangeQuiz(changes, menu, previous, seed, { locale: 'es', regime: 'us' });
      expect(es.map((q) => [q.id, q.answer])).toEqual(en.map((q) => [q.id, q.answer]));
      for (const [i, q] of es.entries()) {
        expect(q.prompt).toMatch(/^¿.+\?$/);
        expect(q.prompt).not.toBe(en[i]!.prompt);
        if (q.kind !== 'allergen') expect(q.options).toEqual(en[i]!.options);
      }
    }
  });

  it('offers the allergen scale in Spanish with the glossary name, the same state correct', () => {
    // The allergen facts and the new dish only, so that the six questions hold them all.
    const safety = changes.filter((c) => c.kind === 'allergen' || c.kind === 'new');
    const en = buildChangeQuiz(safety, menu, previous, 1);
    const es = changeQuizIn('es', en, safety, 'us');
    expect(es.map((q) => q.id)).toEqual(['allergen:a:0', 'allergen:a:1', 'new:n:0', 'new:n:1']);
    const milk = es.find((q) => q.id === 'allergen:a:0')!;
    expect(milk.prompt).toBe('¿El plato Burrata contiene leche?');
    expect(milk.options).toEqual([
      'Sí, contiene leche',
      'Puede contener trazas de leche',
      'No, está libre de leche',
      'Sin confirmar: pregunta en cocina',
    ]);
    expect(milk.options[milk.answer]).toBe('Sí, contiene leche');
    const sesame = es.find((q) => q.id === 'allergen:a:1')!;
    expect(sesame.options[sesame.answer]).toBe('Puede contener trazas de ajonjolí (sésamo)');
    const peanuts = es.find((q) => q.id === 'new:n:0')!;
    expect(peanuts.prompt).toBe('¿Qué plato nuevo contiene cacahuate (maní)?');
    expect(peanuts.options[peanuts.answer]).toBe('Pad thai');
  });

  it('names every allergen of a regime by the glossary in the Spanish quiz', () => {
    for (const regime of ['eu', 'us'] as const)
      for (const id of REGIME_ALLERGENS[regime]) {
        const before = [...steady, item({ id: 'a', name: 'Plato' })];
        const after = [
          ...steady,
          item({ id: 'a', name: 'Plato', allergenStates: states([[id, 'contains']]) }),
        ];
        const set = buildChangeSet('m', before, after, regime);
        const [q] = buildChangeQuiz(set, after, before, 1, { locale: 'es', regime });
        const word = allergenWordIn('es', id, regime);
        expect(q!.prompt).toBe(`¿El plato Plato contiene ${word}?`);
        expect(q!.options[q!.answer]).toBe(`Sí, contiene ${word}`);
      }
  });

  it('words every question the generator can ask exactly as it does, so none is misread', () => {
    const ctx = quizContext(menu, previous, seededRandom('every-question'));
    const all = changes.flatMap((c) => {
      const { primary, secondary } = candidatesFor(ctx, c);
      return [...primary, ...secondary];
    });
    // Every template: allergen scale and its 'which', both new-dish safety prompts and 'which is
    // new', removed, price and its 'which', description and its 'which', dietary both ways,
    // availability both ways.
    expect(all).toHaveLength(16);
    for (const q of all) expect(rewordQuestionIn('en', q, changes, 'us')).toEqual(q);
    const spanish = all.map((q) => rewordQuestionIn('es', q, changes, 'us'));
    for (const q of spanish) expect(q.prompt).toMatch(/^¿/);
    expect(spanish.map((q) => q.prompt)).toEqual(
      expect.arrayContaining([
        '¿Qué plato ha cambiado sus alérgenos?',
        '¿Qué plato nuevo puede contener trazas de soya?',
        '¿Qué plato es nuevo en el menú?',
        '¿Qué plato se ha retirado del menú?',
        '¿Cuánto cuesta ahora el plato Tartar?',
        '¿Qué plato ha cambiado de precio?',
        '¿Cuál es ahora la descripción del plato Sopa?',
        '¿Qué plato ha cambiado su descripción?',
        '¿Qué plato tiene ahora la etiqueta vegetariano?',
        '¿Qué plato ya no tiene la etiqueta vegano?',
        '¿Qué plato ya no tiene la etiqueta «GF»?',
        '¿Qué plato ya no está disponible?',
        '¿Qué plato vuelve a estar disponible?',
      ]),
    );
  });

  it('keeps the stored English for English readers, and a question it cannot place', () => {
    const en = buildChangeQuiz(changes, menu, previous, 1);
    const reworded = en.map((q) => ({ ...q, prompt: `Quick one: ${q.prompt}` }));
    expect(changeQuizIn('en', reworded, changes, 'us')).toEqual(reworded);
    const orphan = { ...en[0]!, itemId: 'gone', id: 'allergen:gone:0' };
    expect(changeQuizIn('es', [orphan], changes, 'us')).toEqual([orphan]);
  });
});
