import { chatCompletion } from './client';
import { rethrowIfAbort, type AiCallOptions } from './result';
import type { AiSettings } from './settings';

export const VALIDATION_MAX_TOKENS = 5;
export const VALIDATION_MESSAGE = 'Hello';

/**
 * Cheapest possible round trip: the small model, one word in, five tokens out. Any
 * failure (bad key, unknown model, unreachable server) means "not usable", so it answers false.
 * Cancellation still rejects, because the caller did not get an answer either way.
 */
export async function validateApiKey(
  settings: AiSettings,
  opts: Omit<AiCallOptions, 'settings'> = {},
): Promise<boolean> {
  if (!settings.apiKey) return false;
  try {
    await chatCompletion(
      settings,
      {
        model: settings.smallModel,
        messages: [{ role: 'user', content: VALIDATION_MESSAGE }],
        max_tokens: VALIDATION_MAX_TOKENS,
      },
      // One attempt: retrying a rejected key only delays the answer the user is waiting for.
      { maxRetries: 0, ...opts },
    );
    return true;
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return false;
  }
}

/**
 * A 16 x 16 white PNG with a black square: small enough to cost nothing, a real image so that a
 * text-only model refuses it (OpenAI answers 400 "image_url is only supported by certain models";
 * llama.cpp and Ollama refuse likewise).
 */
export const PROBE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAFklEQVR42mP4jwYYyBRggIKBFqDQLwCg+79B5+o5zAAAAABJRU5ErkJggg==';

/**
 * Whether the parsing model accepts images: one tiny image, five tokens out. Any refusal means
 * "send text only"; cancellation still rejects.
 */
export async function checkImageSupport(
  settings: AiSettings,
  opts: Omit<AiCallOptions, 'settings'> = {},
): Promise<boolean> {
  if (!settings.apiKey) return false;
  try {
    await chatCompletion(
      settings,
      {
        model: settings.model,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What shape is this?' },
              { type: 'image_url', image_url: { url: PROBE_IMAGE, detail: 'low' } },
            ],
          },
        ],
        max_tokens: VALIDATION_MAX_TOKENS,
      },
      { maxRetries: 0, ...opts },
    );
    return true;
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return false;
  }
}
