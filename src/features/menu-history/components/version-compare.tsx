import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ChangeGroups } from '@/components/changes/change-groups';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Regime } from '@/domain/allergens';
import { buildChangeSet } from '@/domain/change-set';
import type { MenuVersion } from '@/domain/menu-version';
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
  const { t } = useLingui();
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
  const changes = buildChangeSet(b.menuId, a.items, b.items, regime);
  const count = changes.length;
  const fromLabel = versionLabel(fromN);
  const toLabel = versionLabel(toN);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Compare versions</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <VersionSelect label={t`From`} value={fromN} versions={versions} onChange={setFrom} />
        <VersionSelect label={t`To`} value={toN} versions={versions} onChange={setTo} />
      </div>
      {changes.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No differences</Trans>
        </p>
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {t`${plural(count, { one: '# change', other: '# changes' })} from ${fromLabel} to ${toLabel}`}
          </p>
          <ChangeGroups changes={changes} headingLevel={3} regime={regime} />
        </div>
      )}
    </section>
  );
}
