import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Regime } from '@/domain/allergens';
import { buildChangeSet, changeLine, groupByKind, KIND_HEADING } from '@/domain/change-set';
import type { MenuVersion } from '@/domain/menu-version';
import { countOf } from '@/domain/relative-time';
import { versionLabel } from '../lib/version-rows';

type Props = { versions: readonly MenuVersion[]; regime: Regime };

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: readonly MenuVersion[];
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {[...versions].reverse().map((v) => (
          <option key={v.version} value={v.version}>
            {versionLabel(v.version)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Any two versions side by side as the list of changes between them, grouped by kind. */
export function VersionCompare({ versions, regime }: Props) {
  const headingId = useId();
  const newest = versions.at(-1)!.version;
  const previous = versions.at(-2)?.version ?? newest;
  // Null until the manager picks one: the defaults then follow a new version (after a restore).
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const fromN = from ?? previous;
  const toN = to ?? newest;
  const byNumber = (n: number) => versions.find((v) => v.version === n) ?? versions.at(-1)!;
  const a = byNumber(fromN);
  const b = byNumber(toN);
  const groups = groupByKind(buildChangeSet(b.menuId, a.items, b.items, regime));
  const total = groups.reduce((n, [, list]) => n + list.length, 0);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Compare versions
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <VersionSelect label="From" value={fromN} versions={versions} onChange={setFrom} />
        <VersionSelect label="To" value={toN} versions={versions} onChange={setTo} />
      </div>
      {total === 0 ? (
        <p className="text-muted-foreground">No differences</p>
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {countOf(total, 'change')} from {versionLabel(fromN)} to {versionLabel(toN)}
          </p>
          {groups.map(([kind, list]) => (
            <KindGroup key={kind} heading={KIND_HEADING[kind]} lines={list.map(changeLine)} />
          ))}
        </div>
      )}
    </section>
  );
}

function KindGroup({ heading, lines }: { heading: string; lines: string[] }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <h3 id={id} className="font-medium">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="grid list-disc gap-1 pl-5">
        {lines.map((line, i) => (
          <li key={i} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
