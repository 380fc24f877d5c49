import type { MenuItem, SavedMenu } from './menu';
import { detectMenuChanges } from './menu-changes';
import type { MenuVersion } from './menu-version';
import type { AnnouncedRange, MenuChange, SentNotification } from './notification';

/** The newest announced range of each menu, from the updates sent so far. */
export function lastAnnounced(sent: SentNotification[]): Map<string, AnnouncedRange> {
  const last = new Map<string, AnnouncedRange>();
  for (const n of sent)
    for (const r of n.menuVersions) {
      const seen = last.get(r.menuId);
      if (!seen || r.toVersion > seen.toVersion) last.set(r.menuId, r);
    }
  return last;
}

export type UnannouncedChanges = {
  changes: MenuChange[];
  /** The range each menu's changes cover, as an update sending all of them records it. */
  ranges: AnnouncedRange[];
  byMenu: Map<string, MenuChange[]>;
  /**
   * The item lists each menu's changes were read from: the newest version, the last announced
   * one (`base`) and, for changes held back last time, the version before that (`heldBase`), so
   * an update can say what each item was when staff last heard of it.
   */
  sources: Map<
    string,
    { base: MenuItem[]; heldBase: MenuItem[]; heldIds: string[]; newest: MenuItem[] }
  >;
};

/**
 * What staff have not been told yet, per saved menu: the difference between the last version an
 * update announced and the newest version, plus what that update held back (the newer change to
 * an item wins). Derived from stored versions and sent updates, so every device sees the same.
 * Also returns the ranges an update announcing these changes records.
 */
export function unannouncedChanges(
  menus: SavedMenu[],
  versions: Map<string, MenuVersion[]>,
  sent: SentNotification[],
): UnannouncedChanges {
  const announced = lastAnnounced(sent);
  const changes: MenuChange[] = [];
  const ranges: AnnouncedRange[] = [];
  const byMenu = new Map<string, MenuChange[]>();
  const sources: UnannouncedChanges['sources'] = new Map();
  for (const menu of menus) {
    // The port lists versions oldest first.
    const list = versions.get(menu.id) ?? [];
    const newest = list.at(-1);
    if (!newest) continue;
    const last = announced.get(menu.id);
    const from = last?.toVersion ?? 0;
    const base = list.find((v) => v.version === from);
    const fresh = newest.version > from ? detectMenuChanges(base?.items ?? [], newest.items) : [];
    const held = (last?.heldBack ?? []).filter((h) => !fresh.some((c) => c.id === h.id));
    const found = [...held, ...fresh];
    if (found.length === 0) continue;
    changes.push(...found);
    byMenu.set(menu.id, found);
    const heldFrom = last ? list.find((v) => v.version === last.fromVersion) : undefined;
    sources.set(menu.id, {
      base: base?.items ?? [],
      heldBase: heldFrom?.items ?? [],
      heldIds: (last?.heldBack ?? []).map((h) => h.id),
      newest: newest.items,
    });
    ranges.push({ menuId: menu.id, fromVersion: from, toVersion: newest.version, heldBack: [] });
  }
  return { changes, ranges, byMenu, sources };
}

/**
 * The ranges an update records when only `sentIds` of the offered changes go out: every range is
 * announced, and what was left unticked is held back to be offered again.
 */
export function rangesForSend(
  { ranges, byMenu }: UnannouncedChanges,
  sentIds: Set<string>,
): AnnouncedRange[] {
  return ranges.map((r) => ({
    ...r,
    heldBack: (byMenu.get(r.menuId) ?? []).filter((c) => !sentIds.has(c.id)),
  }));
}
