import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MenuItem } from '@/domain/menu';
import { applyImport, diffImport, type ImportChange } from '@/domain/reimport-rules';
import { ReimportChangeRow } from './reimport-change-row';

type Props = {
  saved: MenuItem[];
  imported: MenuItem[];
  fileName: string;
  onApply: (items: MenuItem[]) => void;
  onDiscard: () => void;
};

const GROUPS: { kind: ImportChange['kind']; title: MessageDescriptor }[] = [
  { kind: 'new', title: msg`New` },
  { kind: 'changed', title: msg`Changed` },
  { kind: 'removed', title: msg`Removed` },
];

function ChangeGroup({
  title,
  changes,
  rejected,
  onToggle,
}: {
  title: string;
  changes: ImportChange[];
  rejected: ReadonlySet<string>;
  onToggle: (key: string, accepted: boolean) => void;
}) {
  const headingId = useId();
  return (
    <div className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {changes.map((c) => (
          <ReimportChangeRow
            key={c.key}
            change={c}
            accepted={!rejected.has(c.key)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * What a re-imported file changes against the saved menu, each change accepted by default and
 * rejectable one by one, before anything reaches the editor's draft.
 */
export function ReimportPanel({ saved, imported, fileName, onApply, onDiscard }: Props) {
  const { t } = useLingui();
  // The upload names pasted text in English (it is stored); shown in the language picked.
  const source = fileName === 'pasted text' ? t`pasted text` : fileName;
  const headingId = useId();
  const changes = useMemo(() => diffImport(saved, imported), [saved, imported]);
  // Rejections, not acceptances, are kept: every change starts accepted, even after a re-diff.
  const [rejected, setRejected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string, accept: boolean) =>
    setRejected((prev) => {
      const next = new Set(prev);
      if (accept) next.delete(key);
      else next.add(key);
      return next;
    });
  const count = (kind: ImportChange['kind']) => changes.filter((c) => c.kind === kind).length;
  const added = count('new');
  const changed = count('changed');
  const removed = count('removed');
  const apply = () => {
    const accepted = new Set(changes.filter((c) => !rejected.has(c.key)).map((c) => c.key));
    onApply(applyImport(saved, changes, accepted));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-primary/40 bg-card p-4 shadow-xs"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="wrap-break-word text-lg font-semibold">
          <Trans>Changes in {source}</Trans>
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="reimport-summary">
          {changes.length === 0
            ? t`No changes: this file matches the saved menu.`
            : t`${added} new · ${changed} changed · ${removed} removed`}
        </p>
      </div>
      {GROUPS.map(({ kind, title }) => {
        const list = changes.filter((c) => c.kind === kind);
        return list.length ? (
          <ChangeGroup
            key={kind}
            title={t(title)}
            changes={list}
            rejected={rejected}
            onToggle={toggle}
          />
        ) : null;
      })}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDiscard}>
          <Trans>Discard import</Trans>
        </Button>
        <Button onClick={apply}>
          <Trans>Apply changes</Trans>
        </Button>
      </div>
    </section>
  );
}
