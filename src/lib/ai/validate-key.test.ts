import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStub, stubSettings } from '@/testing/ai/openai-stub';
import { validateApiKey } from './validate-key';

const stub = createOpenAiStub();
beforeAll(() => stub.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stub.reset());
afterAll(() => stub.server.close());

describe('validateApiKey', () => {
  it('is true when the small model answers, sending a one-word, 5-token request', async () => {
    stub.replyContent('Hi');
    expect(await validateApiKey(stubSettings())).toBe(true);
    expect(stub.requests).toHaveLength(1);
    const [{ body, authorization }] = stub.requests;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('gpt-test-mini');
    expect(body.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(body.messages[0]!.content.split(/\s+/)).toHaveLength(1);
    expect(body.max_tokens).toBe(5);
    expect(body.response_format).toBeUndefined();
  });

  it('is false on a rejected key, without retrying', async () => {
    stub.replyStatus(401, 'Incorrect API key provided');
    expect(await validateApiKey(stubSettings())).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it('is false on a server error and on an unreachable server', async () => {
    stub.replyStatus(500);
    expect(await validateApiKey(stubSettings())).toBe(false);
    const unreachable = stubSettings({ baseURL: 'http://127.0.0.1:9/v1' });
    const failingFetch: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    expect(await validateApiKey(unreachable, { fetch: failingFetch })).toBe(false);
  });

  it('is false without a key and makes no request', async () => {
    expect(await validateApiKey(stubSettings({ apiKey: undefined }))).toBe(false);
    expect(stub.requests).toHaveLength(0);
  });
});
