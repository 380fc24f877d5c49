import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStub, stubSettings } from '@/testing/ai/openai-stub';
import { checkImageSupport, PROBE_IMAGE, validateApiKey } from './validate-key';

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

describe('checkImageSupport', () => {
  it('is true when the parsing model answers one small image, and asks with exactly that', async () => {
    stub.replyContent('A square');
    expect(await checkImageSupport(stubSettings())).toBe(true);
    expect(stub.requests).toHaveLength(1);
    const [{ body }] = stub.requests;
    expect(body.model).toBe('gpt-test');
    expect(body.max_tokens).toBe(5);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What shape is this?' },
          { type: 'image_url', image_url: { url: PROBE_IMAGE, detail: 'low' } },
        ],
      },
    ]);
  });

  it('is false when the model refuses images, without retrying, and without a key', async () => {
    stub.replyStatus(400, 'image_url is only supported by certain models');
    expect(await checkImageSupport(stubSettings())).toBe(false);
    expect(stub.requests).toHaveLength(1);
    expect(await checkImageSupport(stubSettings({ apiKey: undefined }))).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it('probes with a real PNG (a text-only model must see an image, not garbage)', () => {
    const bytes = Buffer.from(PROBE_IMAGE.split(',')[1]!, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBe(16); // width
    expect(bytes.readUInt32BE(20)).toBe(16); // height
  });
});
