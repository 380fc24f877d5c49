import type { SavedMenu } from './menu';
import { withoutSamples } from './samples';

type Menu = Pick<SavedMenu, 'id' | 'isSample' | 'lastSaved'>;

/**
 * The menu a screen shows when the person has not picked one, the same on every screen (editor,
 * notify screen, staff menu): the one they picked, while it still exists; else the restaurant's
 * most recently saved menu of its own; else, where a sample may stand in (`samples`), the first
 * sample. Ties in the save time keep the list's order.
 */
export function currentMenu<M extends Menu>(
  menus: readonly M[],
  { chosen, samples = true }: { chosen?: string | null; samples?: boolean } = {},
): M | undefined {
  const picked = chosen ? menus.find((m) => m.id === chosen) : undefined;
  if (picked && (samples || !picked.isSample)) return picked;
  const newest = [...withoutSamples([...menus])].sort((a, b) =>
    b.lastSaved.localeCompare(a.lastSaved),
  )[0];
  return newest ?? (samples ? menus[0] : undefined);
}
