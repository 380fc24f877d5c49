import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStub, stubSettings } from '@/testing/ai/openai-stub';
import {
  TRANSLATE_TEMPERATURE,
  translateMessage,
  translationSystemPrompt,
  translationTargets,
} from './translate-message';

const stub = createOpenAiStub();
beforeAll(() => stub.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stub.reset());
afterAll(() => stub.server.close());

const MESSAGE = 'The Market Fish is now $31. Push the Roast Chicken tonight.';
const SPANISH = 'El Market Fish ahora cuesta $31. Recomienden el Roast Chicken esta noche.';

describe('translateMessage', () => {
  it('asks the primary model once per language, with the message and a faithful-translation prompt', async () => {
    stub.replyContent(`  ${SPANISH}\n`);
    const result = await translateMessage(MESSAGE, 'en', ['es'], stubSettings());
    expect(result).toEqual({ translations: { es: SPANISH }, failed: [] });
    expect(stub.requests).toHaveLength(1);
    const [{ body, authorization }] = stub.requests;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('gpt-test');
    expect(body.messages).toEqual([
      {
        role: 'system',
        content: `You translate a restaurant manager's message to their staff from English into Spanish.
Translate faithfully: add, leave out or explain nothing.
Keep dish names, prices and numbers exactly as written.
Output only the translation, as plain text: no quotes, notes, HTML or markdown.`,
      },
      { role: 'user', content: MESSAGE },
    ]);
    expect(body.temperature).toBe(TRANSLATE_TEMPERATURE);
    // Plain text, not JSON mode: the translation is the whole answer.
    expect(body.response_format).toBeUndefined();
  });

  it('names both languages the right way round for a message written in Spanish', () => {
    expect(translationSystemPrompt('es', 'en')).toMatch(/^.* from Spanish into English\.$/m);
  });

  it('asks nothing without a key, for a blank message or when nobody reads another language', async () => {
    expect(
      await translateMessage(MESSAGE, 'en', ['es'], stubSettings({ apiKey: undefined })),
    ).toEqual({ translations: {}, failed: [] });
    expect(await translateMessage('  ', 'en', ['es'], stubSettings())).toEqual({
      translations: {},
      failed: [],
    });
    expect(await translateMessage(MESSAGE, 'en', [], stubSettings())).toEqual({
      translations: {},
      failed: [],
    });
    expect(stub.requests).toHaveLength(0);
  });

  it('leaves the language out, with the reason, when the provider fails', async () => {
    stub.replyStatus(500, 'model overloaded', true);
    const result = await translateMessage(MESSAGE, 'en', ['es'], stubSettings(), { maxRetries: 0 });
    expect(result.translations).toEqual({});
    expect(result.failed).toEqual(['es']);
    expect(result.error).toMatch(/500/);
  });

  it('leaves it out when no answer comes in time', async () => {
    stub.replyNever();
    const result = await translateMessage(MESSAGE, 'en', ['es'], stubSettings(), {
      timeoutMs: 50,
      maxRetries: 0,
    });
    expect(result).toEqual({
      translations: {},
      failed: ['es'],
      error: 'no answer within 1 second',
    });
  });

  it('refuses an empty answer and one far longer than the message', async () => {
    for (const reply of ['', '   ', null, 'Sí. '.repeat(200)]) {
      stub.replyContent(reply);
      const result = await translateMessage('Staff meal at 4', 'en', ['es'], stubSettings());
      expect(result).toEqual({
        translations: {},
        failed: ['es'],
        error: 'the answer was empty or too long',
      });
    }
  });
});

describe('translationTargets', () => {
  it("is each recipient language that differs from the message's, once; unknown ones are none", () => {
    expect(translationTargets('en', ['es', 'en', null, undefined, 'es'])).toEqual(['es']);
    expect(translationTargets('es', ['es', 'en'])).toEqual(['en']);
    expect(translationTargets('en', ['en', null])).toEqual([]);
  });
});
