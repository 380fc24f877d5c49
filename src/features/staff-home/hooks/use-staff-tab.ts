import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The staff home's tab lives in the address (`/my-updates?tab=menu&item=<itemId>`), so an update
 * can link to a dish in the menu reference, Back returns to the update, and a reload keeps the tab.
 * The Updates tab is the default and has no parameter, so the plain address stays `/my-updates`.
 */
const STAFF_TABS = ['updates', 'specials', 'menu', 'training', 'lookup'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

const TAB_PARAM = 'tab';
/** The dish the Menu tab shows first: scrolled to and marked. */
const ITEM_PARAM = 'item';
/**
 * The update the Updates tab opens, scrolls to and focuses: the link in an update's e-mail and
 * push alert (`/my-updates?update=<notificationId>`, issue 29).
 */
export const UPDATE_PARAM = 'update';

const isTab = (value: string | null): value is StaffTab =>
  (STAFF_TABS as readonly string[]).includes(value ?? '');

/** The search part of a link to a tab (none for Updates, the default). */
export function tabSearch(tab: StaffTab): string {
  return tab === 'updates' ? '' : `?${new URLSearchParams({ [TAB_PARAM]: tab }).toString()}`;
}

/** The search part of a link to one dish in the Menu tab. */
export function menuItemSearch(itemId: string): string {
  return `?${new URLSearchParams({ [TAB_PARAM]: 'menu', [ITEM_PARAM]: itemId }).toString()}`;
}

export function useStaffTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(TAB_PARAM);
  const tab: StaffTab = isTab(raw) ? raw : 'updates';
  const itemId = tab === 'menu' ? params.get(ITEM_PARAM) : null;
  const updateId = tab === 'updates' ? params.get(UPDATE_PARAM) : null;
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          // A tab picked by hand shows the menu from its top, not the dish linked last time.
          out.delete(ITEM_PARAM);
          out.delete(UPDATE_PARAM);
          if (next === 'updates' || !isTab(next)) out.delete(TAB_PARAM);
          else out.set(TAB_PARAM, next);
          return out;
        },
        // Switching tabs is not a page of its own: Back leaves the page, as before.
        { replace: true },
      ),
    [setParams],
  );
  return { tab, itemId, updateId, setTab };
}
