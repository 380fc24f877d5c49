// Test-only helpers: an OpenAI-compatible chat endpoint on msw that records every request.
// Never imported by app code, so it never reaches a bundle.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { providerName, type AiSettings } from '@/lib/ai/settings';

export const STUB_BASE_URL = 'http://127.0.0.1:9999/v1';
export const STUB_PROVIDER = providerName(STUB_BASE_URL);

export type RecordedRequest = {
  authorization: string | null;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
    temperature?: number;
    max_tokens?: number;
  };
};

type Reply = () => Response | Promise<Response>;

export function completion(content: string | null): Response {
  return HttpResponse.json({
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 0,
    model: 'stub',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

export function createOpenAiStub() {
  const requests: RecordedRequest[] = [];
  let reply: Reply = () => completion('{}');
  const server = setupServer(
    http.post(`${STUB_BASE_URL}/chat/completions`, async ({ request }) => {
      requests.push({
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as RecordedRequest['body'],
      });
      return reply();
    }),
  );
  return {
    server,
    requests,
    reset() {
      requests.length = 0;
      reply = () => completion('{}');
    },
    replyContent(content: string | null) {
      reply = () => completion(content);
    },
    replyJson(value: unknown) {
      reply = () => completion(JSON.stringify(value));
    },
    /** The n-th request gets the n-th value (the last one repeats). */
    replyJsonSequence(values: unknown[]) {
      reply = () =>
        completion(JSON.stringify(values[Math.min(requests.length, values.length) - 1]));
    },
    /**
     * retry-after-ms keeps the SDK's retries instant. withoutBody: under msw in Node, cancelling a
     * mocked body (which the SDK does before each retry) never settles, so retry tests use none.
     */
    replyStatus(status: number, message = 'stub failure', withoutBody = false) {
      const headers = { 'retry-after-ms': '1' };
      reply = () =>
        withoutBody
          ? new HttpResponse(null, { status, headers })
          : HttpResponse.json({ error: { message, type: 'server_error' } }, { status, headers });
    },
    replyNever() {
      reply = async () => {
        await delay('infinite');
        return completion('{}');
      };
    },
  };
}

export function stubSettings(overrides: Partial<AiSettings> = {}): AiSettings {
  return {
    apiKey: 'sk-test-key',
    baseURL: STUB_BASE_URL,
    model: 'gpt-test',
    smallModel: 'gpt-test-mini',
    provider: STUB_PROVIDER,
    ...overrides,
  };
}
