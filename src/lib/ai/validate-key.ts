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
