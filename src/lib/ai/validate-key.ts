import { chatCompletion } from './client';
import { rethrowIfAbort, type AiCallOptions } from './result';
import type { AiSettings } from './settings';

export const VALIDATION_MAX_TOKENS = 5;
export const VALIDATION_MESSAGE = 'Hello';

type ProbeBody = Parameters<typeof chatCompletion>[1];

/**
 * One five-token request that answers only "did the provider accept it": any failure (bad key,
 * unknown model, refused content, unreachable server) is false. One attempt: retrying a refusal
 * only delays the answer the user is waiting for. Cancellation still rejects.
 */
async function accepted(
  settings: AiSettings,
  body: ProbeBody,
  opts: Omit<AiCallOptions, 'settings'>,
): Promise<boolean> {
  if (!settings.apiKey) return false;
  try {
    await chatCompletion(settings, body, { maxRetries: 0, ...opts });
    return true;
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return false;
  }
}

/** Cheapest possible round trip: the small model, one word in, five tokens out. */
export function validateApiKey(
  settings: AiSettings,
  opts: Omit<AiCallOptions, 'settings'> = {},
): Promise<boolean> {
  return accepted(
    settings,
    {
      model: settings.smallModel,
      messages: [{ role: 'user', content: VALIDATION_MESSAGE }],
      max_tokens: VALIDATION_MAX_TOKENS,
    },
    opts,
  );
}

/**
 * A 16 x 16 white PNG with a black square: small enough to cost nothing, a real image so that a
 * text-only model refuses it (OpenAI answers 400 "image_url is only supported by certain models";
 * llama.cpp and Ollama refuse likewise).
 */
export const PROBE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAAAAAA6mKC9AAAAFklEQVR42mP4jwYYyBRggIKBFqDQLwCg+79B5+o5zAAAAABJRU5ErkJggg==';

/** Whether the parsing model accepts images: one tiny image in, five tokens out. */
export function checkImageSupport(
  settings: AiSettings,
  opts: Omit<AiCallOptions, 'settings'> = {},
): Promise<boolean> {
  return accepted(
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
    opts,
  );
}
