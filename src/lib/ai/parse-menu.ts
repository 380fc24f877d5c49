import { renumberCategories, type MenuType, type ParsedMenu } from '@/domain/parsed-menu';
import { normaliseName } from '@/lib/menu-parser/score-match';
import { chunkMenuText } from './chunk-menu';
import { toParsedMenu } from './normalize-menu';
import { offlineParse } from './offline-menu';
import {
  buildMenuImageUserMessage,
  buildMenuParseUserMessage,
  MENU_PARSE_SYSTEM_PROMPT,
} from './prompts';
import { AiResponseError, type AiCallOptions, type AiResult } from './result';
import { askForJson, withFallback, type UserContent } from './with-fallback';

export const MENU_PARSE_TEMPERATURE = 0.3;

export type ParseMenuOptions = AiCallOptions & {
  /** Clock for lastUpdated, injectable so results are reproducible in tests. */
  now?: Date;
  /**
   * Page images (data URLs) of a photo or scan, for a model that reads images: then the menu
   * text is sent only as a hint beside them, in one request.
   */
  images?: string[];
};

/** Longest OCR hint sent beside page images: the images carry the menu, the hint only helps. */
export const IMAGE_HINT_MAX_CHARS = 12_000;

function requestsFor(content: string, menuType: MenuType, images: string[]): UserContent[] {
  if (!images.length)
    return chunkMenuText(content).map((chunk) => buildMenuParseUserMessage(menuType, chunk));
  return [
    [
      {
        type: 'text',
        text: buildMenuImageUserMessage(menuType, content.slice(0, IMAGE_HINT_MAX_CHARS)),
      },
      ...images.map((url) => ({
        type: 'image_url' as const,
        image_url: { url, detail: 'high' as const },
      })),
    ],
  ];
}

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
  return withFallback(opts, {
    fallback: () => offlineParse(content, menuType, opts.now),
    run: async (settings) => {
      const parts: ParsedMenu[] = [];
      // Sequential: one request at a time keeps within provider rate limits and cancels cleanly.
      for (const user of requestsFor(content, menuType, opts.images ?? [])) {
        const raw = await askForJson(
          settings,
          {
            system: MENU_PARSE_SYSTEM_PROMPT,
            user,
            temperature: MENU_PARSE_TEMPERATURE,
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
      return parts.length === 1 ? parts[0] : mergeParts(parts);
    },
  });
}

/** Chunks of one menu back into one: a section continued across chunks stays one category. */
function mergeParts(parts: ParsedMenu[]): ParsedMenu {
  const categories: ParsedMenu['menuData']['categories'] = [];
  for (const part of parts) {
    for (const category of part.menuData.categories) {
      const same = categories.find((c) => normaliseName(c.name) === normaliseName(category.name));
      if (!same) categories.push({ ...category, items: [...category.items] });
      else {
        same.items.push(...category.items);
        if (category.addOns?.length) same.addOns = [...(same.addOns ?? []), ...category.addOns];
      }
    }
  }
  const { categories: renumbered, totalItems } = renumberCategories(categories);
  const named = parts.find((p) => !/^unknown$/i.test(p.metadata.restaurantName)) ?? parts[0];
  return { menuData: { categories: renumbered }, metadata: { ...named.metadata, totalItems } };
}
