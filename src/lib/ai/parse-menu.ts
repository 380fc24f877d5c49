import { renumberCategories, type MenuType, type ParsedMenu } from '@/domain/parsed-menu';
import { normaliseName } from '@/lib/menu-parser/score-match';
import { chunkMenuText } from './chunk-menu';
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
 * Menu text -> structured menu with the configured model. Provider trouble never
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
    const parts: ParsedMenu[] = [];
    // Sequential: one request at a time keeps within provider rate limits and cancels cleanly.
    for (const chunk of chunkMenuText(content)) {
      const raw = await chatJson(
        settings,
        {
          model: settings.model,
          messages: [
            { role: 'system', content: MENU_PARSE_SYSTEM_PROMPT },
            { role: 'user', content: buildMenuParseUserMessage(menuType, chunk) },
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
      parts.push(result.menu);
    }
    const data = parts.length === 1 ? parts[0] : mergeParts(parts);
    return { success: true, data, processingTime: elapsedSince(start) };
  } catch (error) {
    rethrowIfAbort(error, opts.signal);
    return fail(errorMessage(error));
  }
}

/** Chunks of one menu back into one: a section continued across chunks stays one category. */
function mergeParts(parts: ParsedMenu[]): ParsedMenu {
  const categories: ParsedMenu['menuData']['categories'] = [];
  for (const part of parts) {
    for (const category of part.menuData.categories) {
      const same = categories.find((c) => normaliseName(c.name) === normaliseName(category.name));
      if (same) same.items.push(...category.items);
      else categories.push({ ...category, items: [...category.items] });
    }
  }
  const { categories: renumbered, totalItems } = renumberCategories(categories);
  const named = parts.find((p) => !/^unknown$/i.test(p.metadata.restaurantName)) ?? parts[0];
  return { menuData: { categories: renumbered }, metadata: { ...named.metadata, totalItems } };
}
