import { plural, t } from '@lingui/core/macro';
import { isLocale, type Locale } from '@/domain/i18n/locales';
import { MAX_MESSAGE_TRANSLATION_LENGTH, type MessageTranslations } from '@/domain/notification';
import { chatCompletion } from '@/lib/ai/client';
import { errorMessage, type AiCallOptions } from '@/lib/ai/result';
import type { AiSettings } from '@/lib/ai/settings';

/** Low: a translation should say the same thing every time, not be creative. */
export const TRANSLATE_TEMPERATURE = 0.2;
/**
 * A send waits this long for its translations at most, then goes out without them: the update
 * matters more than its translation (the client's own 10-minute timeout is for menu parsing).
 */
export const TRANSLATE_TIMEOUT_MS = 20_000;
/** A message of a few words may grow in translation, but not into an essay. */
const MIN_LENGTH_ALLOWANCE = 200;
const GROWTH_ALLOWED = 3;
const MAX_TOKENS = 1000;

/** Named in English for the model (the prompt is English), not in the reader's language. */
const LANGUAGE_FOR_MODEL: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export function translationSystemPrompt(from: Locale, to: Locale): string {
  return `You translate a restaurant manager's message to their staff from ${LANGUAGE_FOR_MODEL[from]} into ${LANGUAGE_FOR_MODEL[to]}.
Translate faithfully: add, leave out or explain nothing.
Keep dish names, prices and numbers exactly as written.
Output only the translation, as plain text: no quotes, notes, HTML or markdown.`;
}

/** The languages of the recipients that differ from the message's; unknown languages are none. */
export function translationTargets(
  from: Locale,
  languages: readonly (Locale | null | undefined)[],
): Locale[] {
  return [...new Set(languages.filter((l): l is Locale => isLocale(l) && l !== from))].sort();
}

export type MessageTranslation = {
  translations: MessageTranslations;
  /** Languages asked for that did not come back usable: the update goes out without them. */
  failed: Locale[];
  /** Why (the first failure), worded for the manager's toast. */
  error?: string;
};

type TranslateOptions = Pick<AiCallOptions, 'fetch' | 'maxRetries'> & { timeoutMs?: number };

/**
 * The manager's message in each of `to`, once per language, by the configured model. Never
 * throws: without a key nothing is asked, and a failure, a timeout or an unusable answer leaves
 * that language out, so the send is never blocked or lost because of a translation.
 */
export async function translateMessage(
  message: string,
  from: Locale,
  to: readonly Locale[],
  settings: AiSettings,
  opts: TranslateOptions = {},
): Promise<MessageTranslation> {
  const text = message.trim();
  if (!settings.apiKey || !text || to.length === 0) return { translations: {}, failed: [] };
  const timeoutMs = opts.timeoutMs ?? TRANSLATE_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const results = await Promise.all(
      to.map(async (language) => {
        try {
          const reply = await askTranslation(text, from, language, settings, {
            ...opts,
            signal: controller.signal,
          });
          return { language, text: usableTranslation(reply, text) };
        } catch (error) {
          const seconds = Math.max(1, Math.round(timeoutMs / 1000));
          const reason = controller.signal.aborted
            ? t`no answer within ${plural(seconds, { one: '# second', other: '# seconds' })}`
            : errorMessage(error);
          return { language, error: reason };
        }
      }),
    );
    const translations: MessageTranslations = {};
    const failed: Locale[] = [];
    let error: string | undefined;
    for (const r of results) {
      if (r.text !== undefined) translations[r.language] = r.text;
      else {
        failed.push(r.language);
        error ??= r.error ?? t`the answer was empty or too long`;
      }
    }
    return { translations, failed, ...(error ? { error } : {}) };
  } finally {
    clearTimeout(timer);
  }
}

async function askTranslation(
  text: string,
  from: Locale,
  to: Locale,
  settings: AiSettings,
  opts: AiCallOptions,
): Promise<string | null | undefined> {
  const completion = await chatCompletion(
    settings,
    {
      model: settings.model,
      messages: [
        { role: 'system', content: translationSystemPrompt(from, to) },
        { role: 'user', content: text },
      ],
      temperature: TRANSLATE_TEMPERATURE,
      max_tokens: MAX_TOKENS,
    },
    { ...opts, maxRetries: opts.maxRetries ?? 1 },
  );
  return completion.choices?.[0]?.message?.content;
}

/** Model output is untrusted: plain non-empty text of a sane length, else none (undefined). */
function usableTranslation(reply: string | null | undefined, source: string): string | undefined {
  const text = typeof reply === 'string' ? reply.trim() : '';
  const limit = Math.min(
    MAX_MESSAGE_TRANSLATION_LENGTH,
    Math.max(MIN_LENGTH_ALLOWANCE, source.length * GROWTH_ALLOWED),
  );
  return text.length > 0 && text.length <= limit ? text : undefined;
}
