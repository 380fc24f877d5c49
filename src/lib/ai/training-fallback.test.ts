import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedMenu } from '@/domain/parsed-menu';
import { trainingModuleSchema } from '@/domain/training';
import { parseMenuText } from '@/lib/menu-parser';
import { assertTrue, menu } from '@/testing/ai/quiz-truth';
import { buildTrainingFallback } from './training-fallback';
import { trainingOptionsSchema } from './training-options';

const FOOD = menu('food', {
  Starters: [
    {
      name: 'Steak Tartare',
      price: '$19',
      ingredients: ['hand-cut beef', 'capers', 'shallot'],
      allergens: ['eggs'],
    },
    {
      name: 'Salade Lyonnaise',
      price: '$14',
      description: 'frisée, lardons, poached egg, sherry vinaigrette',
    },
  ],
  Mains: [
    {
      name: 'Ratatouille',
      price: '$22',
      description: 'provençal vegetables, basil pistou',
      dietary: ['vegetarian', 'gluten-free'],
    },
    {
      name: 'Moules Marinières',
      price: '$26',
      description: 'PEI mussels, white wine, shallots, cream',
      allergens: ['shellfish'],
    },
    {
      name: 'Duck Confit',
      price: '$31',
      description: 'crispy leg, lentils du Puy, cherry gastrique',
    },
  ],
  Sides: [
    { name: 'Pommes Frites', price: '$7', dietary: ['vegan', 'vegetarian'] },
    { name: 'Green Salad', price: '$6', description: 'little gem, radish', dietary: ['vegan'] },
  ],
});

const WINE = menu('wine', {
  Sparkling: [
    { name: 'Prosecco, Zardetto NV', price: '12 / 48' },
    { name: 'Champagne, Billecart-Salmon Rosé NV', price: '140' },
  ],
  Red: [
    { name: 'Malbec, Catena 2021', price: '$13 glass / $52 bottle' },
    { name: 'Barolo, G.D. Vajra 2019', price: '110' },
    { name: 'Pinot Noir, Drouhin 2019', price: '19 / 76' },
  ],
});

const options = trainingOptionsSchema.parse({ quizCount: 5, menuText: 'x'.repeat(30) });

function allQuestions(modules: ReturnType<typeof buildTrainingFallback>) {
  return modules.flatMap((mod) => mod.quizQuestions ?? []);
}

describe('buildTrainingFallback', () => {
  it.each([
    ['food', FOOD],
    ['wine', WINE],
  ])('builds the two spec modules from the %s menu with true, valid questions', (_l, m) => {
    const modules = buildTrainingFallback(options, m);
    expect(modules.map((x) => [x.title, x.type])).toEqual([
      ['Wine Pairing Fundamentals', 'wine_pairings'],
      ['Menu Ingredient Knowledge', 'ingredient_knowledge'],
    ]);
    for (const mod of modules) {
      expect(trainingModuleSchema.parse(mod)).toEqual(mod);
      expect(mod.quizQuestions!.length).toBeGreaterThanOrEqual(1);
      expect(mod.quizQuestions!.length).toBeLessThanOrEqual(5);
      mod.quizQuestions!.forEach((q) => assertTrue(q, m));
    }
    const texts = allQuestions(modules).map((q) => q.question);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('lists real items in the content', () => {
    const [wine, ingredients] = buildTrainingFallback(options, FOOD);
    expect(wine!.content).toContain('Steak Tartare ($19)');
    expect(ingredients!.content).toContain('Ratatouille ($22): provençal vegetables, basil pistou');
    expect(ingredients!.content).toMatch(/vegetarian: Ratatouille, Pommes Frites/);
    const [wineList] = buildTrainingFallback(options, WINE);
    expect(wineList!.content).toContain('Poured by the glass: Prosecco, Zardetto NV;');
  });

  it('asks the wine-specific questions for a wine list', () => {
    const questions = allQuestions(buildTrainingFallback(options, WINE)).map((q) => q.question);
    expect(questions).toContain('Which wine is offered by the glass?');
    expect(questions).toContain('Which wine is sold only by the bottle?');
  });

  it('asks about dishes cooked with wine on a food menu, and never offers a vegan dish as "not vegetarian"', () => {
    const questions = allQuestions(buildTrainingFallback(options, FOOD));
    expect(questions.map((q) => q.question)).toContain('Which dish is prepared with white wine?');
    const veg = questions.find((q) => q.question.includes('marked vegetarian'))!;
    expect(veg.options[veg.correctAnswer]).toBe('Ratatouille');
    expect(veg.options).not.toContain('Green Salad');
  });

  it('is deterministic', () => {
    expect(buildTrainingFallback(options, FOOD)).toEqual(buildTrainingFallback(options, FOOD));
  });

  it('has no questions when quizzes are off, and respects quizCount', () => {
    const off = buildTrainingFallback({ ...options, includeQuizzes: false }, FOOD);
    expect(off.every((mod) => mod.quizQuestions === undefined)).toBe(true);
    const one = buildTrainingFallback({ ...options, quizCount: 1 }, FOOD);
    expect(one.map((mod) => mod.quizQuestions!.length)).toEqual([1, 1]);
  });

  it.each([
    [
      'one item',
      menu('food', {
        Mains: [{ name: 'Duck Confit', price: '$31', description: 'crispy leg, lentils' }],
      }),
    ],
    [
      'two items',
      menu('food', {
        Mains: [
          { name: 'Duck', price: '$31' },
          { name: 'Frites', price: '$7' },
        ],
      }),
    ],
  ])('degrades gracefully for a menu with %s', (_l, m) => {
    const modules = buildTrainingFallback(options, m);
    const questions = allQuestions(modules);
    expect(questions.length).toBeGreaterThanOrEqual(1);
    questions.forEach((q) => assertTrue(q, m));
  });

  it('still returns both modules, without questions, for an empty menu', () => {
    const modules = buildTrainingFallback(options, menu('food', {}));
    expect(modules).toHaveLength(2);
    expect(allQuestions(modules)).toEqual([]);
    expect(modules[1]!.content).toMatch(/No menu items could be read/);
  });

  it('parses menuText with the offline parser when no menu is given', () => {
    const text = `MAINS
Ratatouille (V) (GF)   $22
provencal vegetables, basil pistou, herbed chevre
Duck Confit   $31
crispy leg, lentils du Puy, cherry gastrique
Steak Frites   $34
hanger steak, hand-cut fries`;
    const parsed = parseMenuText(text, { menuType: 'food' });
    const modules = buildTrainingFallback({ ...options, menuText: text });
    expect(modules[1]!.content).toContain('Duck Confit');
    allQuestions(modules).forEach((q) => assertTrue(q, parsed));
    expect(allQuestions(modules).length).toBeGreaterThanOrEqual(2);
  });

  // Property check over every offline-parser fixture: whatever the menu, the marked answer is true.
  const fixtureDir = new URL('../../testing/menu-parser/fixtures/', import.meta.url);
  const fixtures = JSON.parse(readFileSync(new URL('index.json', fixtureDir), 'utf8')) as {
    fixtures: Array<{ name: string; menuType: ParsedMenu['metadata']['menuType'] }>;
  };
  it.each(fixtures.fixtures)(
    'asks only true questions about fixture $name',
    ({ name, menuType }) => {
      const text = readFileSync(new URL(`${name}.txt`, fixtureDir), 'utf8');
      const modules = buildTrainingFallback({ ...options, menuTypes: [menuType], menuText: text });
      const parsed = parseMenuText(text, { menuType });
      expect(allQuestions(modules).length).toBeGreaterThanOrEqual(2);
      allQuestions(modules).forEach((q) => assertTrue(q, parsed));
    },
  );
});
