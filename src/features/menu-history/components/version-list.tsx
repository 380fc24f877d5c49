import { format } from 'date-fns';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MenuVersion } from '@/domain/menu-version';
import { relativeTime } from '@/domain/relative-time';
import { changeCountText, savedByText, versionLabel, type VersionRow } from '../lib/version-rows';

type Props = {
  rows: VersionRow[];
  userId: string;
  onRestore: (version: MenuVersion) => void;
};

function VersionItem({ row, userId, onRestore }: { row: VersionRow } & Omit<Props, 'rows'>) {
  const headingId = useId();
  const { version } = row;
  const label = versionLabel(version.version);
  const savedAt = new Date(version.savedAt);
  const facts = [savedByText(version.savedBy, userId), changeCountText(row.changes)].filter(
    Boolean,
  );
  return (
    // Named by its heading only, so 'Version 3' names the item whether or not it is current.
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {label}
          </h3>
          {row.current && <Badge>Current</Badge>}
        </div>
        <p className="break-words text-sm text-muted-foreground">
          Saved <time dateTime={version.savedAt}>{format(savedAt, 'MMM d, yyyy, h:mm a')}</time> (
          {relativeTime(savedAt)}) · {facts.join(' · ')}
        </p>
      </div>
      {!row.current && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => onRestore(version)}
          // Names the version, since every older one has this button; starts with the visible text.
          aria-label={`Restore this version (${label})`}
        >
          <RotateCcw aria-hidden />
          Restore this version
        </Button>
      )}
    </li>
  );
}

/** The menu's versions, newest first, each with when, who and how much changed. */
export function VersionList({ rows, ...props }: Props) {
  return (
    <ul aria-label="Versions" className="grid gap-3">
      {rows.map((row) => (
        <VersionItem key={row.version.version} row={row} {...props} />
      ))}
    </ul>
  );
}
