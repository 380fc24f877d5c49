import { buildChangeSet } from '@/domain/change-set';
import type { Regime } from '@/domain/allergens';
import type { MenuVersion } from '@/domain/menu-version';
import { countOf } from '@/domain/relative-time';

export type VersionRow = {
  version: MenuVersion;
  /** Changes from the version before; null for the first version, which has none before it. */
  changes: number | null;
  current: boolean;
};

/** The versions newest first, each with how much changed since the one before it. */
export function versionRows(versions: readonly MenuVersion[], regime: Regime): VersionRow[] {
  return versions
    .map((version, i) => {
      const previous = versions[i - 1];
      return {
        version,
        changes: previous
          ? buildChangeSet(version.menuId, previous.items, version.items, regime).length
          : null,
        current: i === versions.length - 1,
      };
    })
    .reverse();
}

export const versionLabel = (n: number) => `Version ${n}`;

/** '4 changes', '1 change', 'first version'. */
export const changeCountText = (changes: number | null) =>
  changes === null ? 'first version' : countOf(changes, 'change');

/**
 * Who saved it, as far as this manager can tell: the port gives a user id, not a name, and other
 * managers' profiles are not readable. Null (saved before versions recorded a user) says nothing.
 */
export function savedByText(savedBy: string | null, userId: string): string | null {
  if (savedBy === null) return null;
  return savedBy === userId ? 'by you' : 'by another manager';
}
