import { AI_MAX_TOKENS, chatJson } from './client';
import {
  elapsedSince,
  errorMessage,
  rethrowIfAbort,
  type AiCallOptions,
  type AiResult,
} from './result';
import { readAiSettings, type AiSettings } from './settings';

type AiTask<T> = {
  /** Why the input cannot be sent at all, if it cannot: checked before the API key. */
  invalid?: string;
  /** What the caller gets instead when the provider cannot give an answer. */
  fallback: () => T;
  /** The provider calls; an AiResponseError's message is shown to the user as-is. */
  run: (settings: AiSettings) => Promise<T>;
};

/**
 * The frame of an AI call: without an API key, or on any provider trouble, the result is success
 * false with the fallback and the reason. Only cancellation (AbortError) rejects, because the
 * caller asked for no result.
 */
export async function withFallback<T>(
  opts: AiCallOptions,
  { invalid, fallback, run }: AiTask<T>,
): Promise<AiResult<T>> {
  const start = performance.now();
  const fail = (error: string): AiResult<T> => ({
    success: false,
    error,
    fallback: fallback(),
    processingTime: elapsedSince(start),
  });

  if (invalid !== undefined) return fail(invalid);
  const settings = opts.settings ?? readAiSettings();
  if (!settings.apiKey) return fail(`${settings.provider} API key not configured`);

  try {
    const data = await run(settings);
    return { success: true, data, processingTime: elapsedSince(start) };
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return fail(errorMessage(error));
  }
}

/** A user message: text, or text with images (OpenAI-compatible content parts). */
export type UserContent =
  | string
  | (
      | { type: 'text'; text: string }
      | { type: 'image_url'; image_url: { url: string; detail: 'high' | 'low' | 'auto' } }
    )[];

/** One JSON answer from the configured model to a system prompt and one user message. */
export function askForJson(
  settings: AiSettings,
  prompt: { system: string; user: UserContent; temperature: number },
  opts: AiCallOptions,
): Promise<unknown> {
  return chatJson(
    settings,
    {
      model: settings.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      temperature: prompt.temperature,
      max_tokens: AI_MAX_TOKENS,
    },
    opts,
  );
}
