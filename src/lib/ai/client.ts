import type OpenAI from 'openai';
import { AI_RETRIES, AI_TIMEOUT_MS } from '@/config/constants';
import { abortError, AiResponseError, rethrowIfAbort, type AiCallOptions } from './result';
import { OPENAI_BASE_URL, type AiSettings } from './settings';

/** Both menu parsing and training generation allow up to 4000 output tokens. */
export const AI_MAX_TOKENS = 4000;

type ChatBody = OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
type ClientOverrides = Pick<AiCallOptions, 'fetch' | 'maxRetries'>;

/**
 * Builds the OpenAI-compatible client. The SDK is loaded with a dynamic import so it stays out of
 * the initial bundle: most visits never call a model.
 */
export async function createAiClient(
  settings: AiSettings,
  overrides: ClientOverrides = {},
): Promise<OpenAI> {
  const { default: OpenAIClient } = await import('openai');
  return new OpenAIClient({
    apiKey: settings.apiKey,
    // Explicit values: otherwise the SDK reads OPENAI_BASE_URL / OPENAI_ORG_ID from the process env
    // (in tests and SSR), which would send requests or headers somewhere the user never chose.
    baseURL: settings.baseURL ?? OPENAI_BASE_URL,
    organization: null,
    project: null,
    // The key belongs to the user and lives in their browser; there is no server to hide it on.
    dangerouslyAllowBrowser: true,
    timeout: AI_TIMEOUT_MS,
    maxRetries: overrides.maxRetries ?? AI_RETRIES,
    fetch: overrides.fetch,
  });
}

/** Raw chat completion; rethrows cancellation as a standard AbortError. */
export async function chatCompletion(
  settings: AiSettings,
  body: Omit<ChatBody, 'stream'>,
  opts: AiCallOptions = {},
): Promise<OpenAI.Chat.Completions.ChatCompletion> {
  if (opts.signal?.aborted) throw abortError();
  const client = await createAiClient(settings, opts);
  try {
    return await client.chat.completions.create(
      { ...body, stream: false },
      { signal: opts.signal },
    );
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    throw error;
  }
}

/**
 * One JSON-mode completion, returning the parsed (still untrusted) JSON. Empty or non-JSON output
 * becomes an AiResponseError with a message the UI can show as-is.
 */
export async function chatJson(
  settings: AiSettings,
  body: Omit<ChatBody, 'stream' | 'response_format'>,
  opts: AiCallOptions = {},
): Promise<unknown> {
  const completion = await chatCompletion(
    settings,
    { ...body, response_format: { type: 'json_object' } },
    opts,
  );
  const content = completion.choices?.[0]?.message?.content;
  if (!content || !content.trim()) {
    throw new AiResponseError(`No content received from ${settings.provider}`);
  }
  try {
    return JSON.parse(stripCodeFence(content));
  } catch {
    throw new AiResponseError(`Invalid JSON response from ${settings.provider}`);
  }
}

// Some OpenAI-compatible servers wrap JSON mode output in a markdown fence anyway.
function stripCodeFence(text: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return match ? match[1]! : text;
}
