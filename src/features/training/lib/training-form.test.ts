import { describe, expect, it } from 'vitest';
import { defaultOptionFields, optionFields, trainingFormSchema } from './training-form';

const base = { sourceType: 'menu', menuId: 'sample-dinner' } as const;
const issues = (input: Record<string, unknown>) => {
  const result = trainingFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('trainingFormSchema', () => {
  it("applies the AI layer's defaults to the options", () => {
    const values = trainingFormSchema.parse(base);
    expect(optionFields(values)).toEqual({
      menuStyle: 'casual dining',
      detailLevel: 'standard',
      trainingTypes: ['wine_pairings', 'ingredient_knowledge'],
      includeQuizzes: true,
      quizCount: 3,
      quizDifficulty: 'medium',
    });
    // A new form starts at the same options.
    expect(defaultOptionFields()).toEqual(optionFields(values));
  });

  it('checks only the field of the chosen source', () => {
    expect(issues({ sourceType: 'menu', pastedText: 'x' })).toEqual({
      menuId: 'Choose a saved menu',
    });
    expect(issues({ sourceType: 'text', pastedText: 'Soup $5' }).pastedText).toMatch(
      /^Menu content is too short/,
    );
    expect(issues({ sourceType: 'url', menuUrl: 'ftp://example.com' }).menuUrl).toMatch(
      /valid http\(s\) URL/,
    );
    expect(issues({ sourceType: 'url', menuUrl: ' https://example.com/menu ' })).toEqual({});
  });

  it('needs at least one training type and a quiz count from 1 to 10', () => {
    expect(issues({ ...base, trainingTypes: [] })).toEqual({
      trainingTypes: 'Choose at least one training type',
    });
    expect(Object.keys(issues({ ...base, quizCount: 11 }))).toEqual(['quizCount']);
    expect(Object.keys(issues({ ...base, quizCount: Number.NaN }))).toEqual(['quizCount']);
  });
});
