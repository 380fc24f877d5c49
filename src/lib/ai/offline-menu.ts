import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { parseMenuText } from '@/lib/menu-parser';

/**
 * The offline parser is the safety net for every AI failure, so a bug in it must not turn a
 * reported failure into a crash: it degrades to an empty menu and logs.
 */
export function offlineParse(content: string, menuType: MenuType, now?: Date): ParsedMenu {
  try {
    return parseMenuText(content, { menuType, now });
  } catch (error) {
    console.error('[ai] offline menu parser failed', error);
    return {
      menuData: { categories: [] },
      metadata: {
        restaurantName: 'unknown',
        menuType,
        lastUpdated: (now ?? new Date()).toISOString(),
        totalItems: 0,
      },
    };
  }
}
