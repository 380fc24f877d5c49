import { plural, t } from '@lingui/core/macro';
import { buildChangeSet } from '@/domain/change-set';
import type { Regime } from '@/domain/allergens';
import type { MenuVersion } from '@/domain/menu-version';
import type { RestoreOutcome } from '../hooks/use-restore-version';

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

// Functions, not constants: the text is made in the language shown when it is shown.
export const versionLabel = (n: number) => t`Version ${n}`;

/** '4 changes', '1 change', 'first version'. */
export const changeCountText = (changes: number | null) =>
  changes === null
    ? t`first version`
    : t`${plural(changes, { one: '# change', other: '# changes' })}`;

/**
 * Who saved it, as far as this manager can tell: the port gives a user id, not a name, and other
 * managers' profiles are not readable. Null (saved before versions recorded a user) says nothing.
 */
export function savedByText(savedBy: string | null, userId: string): string | null {
  if (savedBy === null) return null;
  return savedBy === userId ? t`by you` : t`by another manager`;
}

/** What the page announces while and after restoring. */
export function outcomeText(outcome: RestoreOutcome): string {
  switch (outcome.kind) {
    case 'restoring': {
      const from = versionLabel(outcome.from);
      return t`Restoring ${from}...`;
    }
    case 'restored': {
      const as = versionLabel(outcome.as);
      return t`Restored as ${as}`;
    }
    default:
      return '';
  }
}

export function failedText(from: number, message: string): string {
  const label = versionLabel(from);
  return t`${label} could not be restored: ${message}`;
}
