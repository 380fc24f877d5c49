import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MenuVersion } from '@/domain/menu-version';
import { relativeTime } from '@/i18n/relative-time';
import { formatDate } from '@/i18n';
import { changeCountText, savedByText, versionLabel, type VersionRow } from '../lib/version-rows';

type Props = {
  rows: VersionRow[];
  userId: string;
  onRestore: (version: MenuVersion) => void;
};

function VersionItem({ row, userId, onRestore }: { row: VersionRow } & Omit<Props, 'rows'>) {
  const { t } = useLingui();
  const headingId = useId();
  const { version } = row;
  const label = versionLabel(version.version);
  const savedAt = new Date(version.savedAt);
  const facts = [savedByText(version.savedBy, userId), changeCountText(row.changes)].filter(
    Boolean,
  );
  const when = formatDate(savedAt, 'dateTime');
  const ago = relativeTime(savedAt);
  const factList = facts.join(' · ');
  return (
    // Named by its heading only, so 'Version 3' names the item whether or not it is current.
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {label}
          </h3>
          {row.current && (
            <Badge>
              <Trans>Current</Trans>
            </Badge>
          )}
        </div>
        <p className="wrap-break-word text-sm text-muted-foreground">
          <Trans>
            Saved <time dateTime={version.savedAt}>{when}</time> ({ago}) · {factList}
          </Trans>
        </p>
      </div>
      {!row.current && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => onRestore(version)}
          // Names the version, since every older one has this button; starts with the visible text.
          aria-label={t`Restore this version (${label})`}
        >
          <RotateCcw aria-hidden />
          <Trans>Restore this version</Trans>
        </Button>
      )}
    </li>
  );
}

/** The menu's versions, newest first, each with when, who and how much changed. */
export function VersionList({ rows, ...props }: Props) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Versions`} className="grid gap-3">
      {rows.map((row) => (
        <VersionItem key={row.version.version} row={row} {...props} />
      ))}
    </ul>
  );
}
