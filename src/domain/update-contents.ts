import type { Regime } from './allergens';
import { buildChangeSet, requiresQuiz, sortChanges, type ItemChange } from './change-set';
import type { MenuItem } from './menu';
import type { UnannouncedChanges } from './menu-version-rules';

/**
 * The change set of an update sending `sentIds` of the unannounced changes. An item held back
 * last time is compared with the version staff last heard of it in (the one before the last
 * update), so a price held back at $16 → $18 and changed again to $20 reads $16 → $20.
 */
export function changeSetForSend(
  unannounced: Pick<UnannouncedChanges, 'sources'>,
  sentIds: ReadonlySet<string>,
  regime: Regime,
): ItemChange[] {
  const changes: ItemChange[] = [];
  for (const [menuId, source] of unannounced.sources) {
    const held = new Set(source.heldIds);
    const fresh = buildChangeSet(menuId, source.base, source.newest, regime).filter(
      (c) => sentIds.has(c.itemId) && !held.has(c.itemId),
    );
    const late = buildChangeSet(menuId, source.heldBase, source.newest, regime).filter(
      (c) => sentIds.has(c.itemId) && held.has(c.itemId),
    );
    changes.push(...late, ...fresh);
  }
  return sortChanges(changes);
}

/**
 * The dishes a quiz may draw its wrong options from: every dish now on the menus the update is
 * about, and every dish they had before it (for 'which dish was removed').
 */
export function quizPools(unannounced: Pick<UnannouncedChanges, 'sources'>): {
  menu: MenuItem[];
  previous: MenuItem[];
} {
  const menu: MenuItem[] = [];
  const previous: MenuItem[] = [];
  for (const source of unannounced.sources.values()) {
    menu.push(...source.newest);
    previous.push(...source.base);
  }
  return { menu, previous };
}

/** An update with a safety change is always required; the manager may require any other. */
export const isRequired = (changes: ItemChange[], chosen: boolean) =>
  requiresQuiz(changes) || chosen;
