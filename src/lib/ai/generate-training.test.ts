import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateTraining } from './generate-training';
import { createOpenAiStub, STUB_PROVIDER, stubSettings } from '@/testing/ai/openai-stub';
import { TRAINING_SYSTEM_PROMPT } from './prompts';
import { trainingOptionsSchema, type TrainingOptions } from './training-options';

const stub = createOpenAiStub();
beforeAll(() => stub.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stub.reset());
afterAll(() => stub.server.close());

const MENU_TEXT = `STARTERS
Steak Tartare   $19
hand-cut beef, capers, shallot, quail egg yolk
MAINS
Ratatouille (V) (GF)   $22
provencal vegetables, basil pistou, herbed chevre`;

const options: TrainingOptions = trainingOptionsSchema.parse({
  menuTypes: ['food'],
  trainingTypes: ['ingredient_knowledge'],
  quizCount: 2,
  menuText: MENU_TEXT,
});
const opts = { settings: stubSettings(), maxRetries: 0 };

const question = (n: number) => ({
  question: `Question ${n}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 1,
  explanation: 'Because B.',
});
const module = (overrides: Record<string, unknown> = {}) => ({
  title: 'Know the Ratatouille',
  type: 'ingredient_knowledge',
  content: 'Ratatouille is vegetarian and gluten-free.',
  quizQuestions: [question(1)],
  ...overrides,
});

describe('generateTraining', () => {
  it('sends the spec request shape', async () => {
    stub.replyJson({ modules: [module()] });
    await generateTraining(options, opts);
    const [{ body, authorization }] = stub.requests;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('gpt-test');
    expect(body.messages[0]).toEqual({ role: 'system', content: TRAINING_SYSTEM_PROMPT });
    expect(body.messages[1]!.role).toBe('user');
    expect(body.messages[1]!.content).toContain('Menu type: food');
    expect(body.messages[1]!.content).toContain(MENU_TEXT);
    expect(body.messages[1]!.content).toContain('ingredient_knowledge');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0.7);
    expect(body.max_tokens).toBe(4000);
  });

  it.each([
    ['a bare array', [module(), module({ title: 'Second' })], 2],
    ['a modules array', { modules: [module()] }, 1],
    ['a single module object', module(), 1],
  ])('reads %s', async (_label, json, count) => {
    stub.replyJson(json);
    const result = await generateTraining(options, opts);
    if (!result.success) throw new Error(result.error);
    expect(result.data).toHaveLength(count);
    expect(result.data[0]).toMatchObject({ title: 'Know the Ratatouille', sourceUrl: null });
  });

  it('rejects a question with three options and falls back to the menu-built modules', async () => {
    stub.replyJson({
      modules: [module({ quizQuestions: [{ ...question(1), options: ['A', 'B', 'C'] }] })],
    });
    const result = await generateTraining(options, opts);
    if (result.success) throw new Error('expected a failure');
    expect(result.error).toMatch(new RegExp(`^Invalid training modules from ${STUB_PROVIDER}: `));
    expect(result.error).toContain('options');
    expect(result.fallback.map((m) => m.title)).toEqual([
      'Wine Pairing Fundamentals',
      'Menu Ingredient Knowledge',
    ]);
  });

  it('rejects duplicate options, an unknown type and an empty modules list', async () => {
    for (const json of [
      module({ quizQuestions: [{ ...question(1), options: ['A', 'a', 'B', 'C'] }] }),
      module({ type: 'karaoke' }),
      { modules: [] },
    ]) {
      stub.replyJson(json);
      const result = await generateTraining(options, opts);
      expect(result.success).toBe(false);
    }
  });

  it('sets sourceUrl from the source type, whatever the model says', async () => {
    stub.replyJson(module({ sourceUrl: 'https://evil.example' }));
    const fromUrl = await generateTraining({ ...options, sourceType: 'url' }, opts);
    if (!fromUrl.success) throw new Error(fromUrl.error);
    expect(fromUrl.data[0]!.sourceUrl).toBe('menu_url');

    stub.replyJson(module({ sourceUrl: 'menu_url' }));
    const fromText = await generateTraining({ ...options, sourceType: 'text' }, opts);
    if (!fromText.success) throw new Error(fromText.error);
    expect(fromText.data[0]!.sourceUrl).toBeNull();

    const failed = await generateTraining(
      { ...options, sourceType: 'url' },
      { ...opts, settings: stubSettings({ apiKey: undefined }) },
    );
    if (failed.success) throw new Error('expected a failure');
    expect(failed.fallback.every((m) => m.sourceUrl === 'menu_url')).toBe(true);
  });

  it('maps cosmetic deviations: type spelling, answer given as text, extra questions', async () => {
    stub.replyJson(
      module({
        type: 'Ingredient Knowledge',
        quizQuestions: [{ ...question(1), correctAnswer: 'C' }, question(2), question(3)],
      }),
    );
    const result = await generateTraining(options, opts);
    if (!result.success) throw new Error(result.error);
    expect(result.data[0]!.type).toBe('ingredient_knowledge');
    expect(result.data[0]!.quizQuestions).toHaveLength(2); // quizCount
    expect(result.data[0]!.quizQuestions![0]!.correctAnswer).toBe(2);
  });

  it('drops quiz questions when quizzes are off', async () => {
    stub.replyJson(module());
    const result = await generateTraining({ ...options, includeQuizzes: false }, opts);
    if (!result.success) throw new Error(result.error);
    expect(result.data[0]!.quizQuestions).toBeUndefined();
  });

  it('without a key reports it, makes no request and builds the fallback', async () => {
    const result = await generateTraining(options, {
      ...opts,
      settings: stubSettings({ apiKey: undefined }),
    });
    if (result.success) throw new Error('expected a failure');
    expect(result.error).toBe(`${STUB_PROVIDER} API key not configured`);
    expect(stub.requests).toHaveLength(0);
    expect(result.fallback).toHaveLength(2);
  });

  it.each([
    [null, `No content received from ${STUB_PROVIDER}`],
    ['not json', `Invalid JSON response from ${STUB_PROVIDER}`],
  ])('reports bad content %j', async (content, error) => {
    stub.replyContent(content);
    expect(await generateTraining(options, opts)).toMatchObject({ success: false, error });
  });

  it('reports HTTP errors with their message', async () => {
    stub.replyStatus(503, 'overloaded');
    const result = await generateTraining(options, opts);
    expect(result).toMatchObject({ success: false });
    if (!result.success) expect(result.error).toContain('overloaded');
  });

  it('reports invalid options without calling the model', async () => {
    const result = await generateTraining({ ...options, menuText: 'short' }, opts);
    if (result.success) throw new Error('expected a failure');
    expect(result.error).toMatch(/^Invalid training options: menuText: Menu content is too short/);
    expect(stub.requests).toHaveLength(0);
  });

  it('rejects with AbortError when cancelled', async () => {
    stub.replyNever();
    const controller = new AbortController();
    const pending = generateTraining(options, { ...opts, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
