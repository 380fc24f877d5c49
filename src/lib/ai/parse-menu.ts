import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { AI_MAX_TOKENS, chatJson } from './client';
import { toParsedMenu } from './normalize-menu';
import { offlineParse } from './offline-menu';
import { buildMenuParseUserMessage, MENU_PARSE_SYSTEM_PROMPT } from './prompts';
import {
  AiResponseError,
  elapsedSince,
  errorMessage,
  rethrowIfAbort,
  type AiCallOptions,
  type AiResult,
} from './result';
import { readAiSettings } from './settings';

export const MENU_PARSE_TEMPERATURE = 0.3;

export type ParseMenuOptions = AiCallOptions & {
  /** Clock for lastUpdated, injectable so results are reproducible in tests. */
  now?: Date;
};

/**
 * Menu text -> structured menu with the configured model (SPEC §7.1). Provider trouble never
 * throws: it comes back as success false with the offline parser's result as the fallback.
 * Only cancellation (AbortError) rejects, because the caller asked for no result.
 */
export async function parseMenuWithAI(
  content: string,
  menuType: MenuType,
  opts: ParseMenuOptions = {},
): Promise<AiResult<ParsedMenu>> {
  const start = performance.now();
  const settings = opts.settings ?? readAiSettings();
  const fail = (error: string): AiResult<ParsedMenu> => ({
    success: false,
    error,
    fallback: offlineParse(content, menuType, opts.now),
    processingTime: elapsedSince(start),
  });

  if (!settings.apiKey) return fail(`${settings.provider} API key not configured`);

  try {
    const raw = await chatJson(
      settings,
      {
        model: settings.model,
        messages: [
          { role: 'system', content: MENU_PARSE_SYSTEM_PROMPT },
          { role: 'user', content: buildMenuParseUserMessage(menuType, content) },
        ],
        temperature: MENU_PARSE_TEMPERATURE,
        max_tokens: AI_MAX_TOKENS,
      },
      opts,
    );
    const result = toParsedMenu(raw, menuType, opts.now ?? new Date());
    if (!result.ok) {
      throw new AiResponseError(
        `Invalid menu structure from ${settings.provider}: ${result.reason}`,
      );
    }
    return { success: true, data: result.menu, processingTime: elapsedSince(start) };
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return fail(errorMessage(error));
  }
}
