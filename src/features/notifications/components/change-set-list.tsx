import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ChangeGroups } from '@/components/changes/change-groups';
import type { ItemChange } from '@/domain/change-set';
import { changeValues } from '../lib/change-rows';

/** The change set of the ticked items, grouped by kind, allergen changes first and marked. */
export function ChangeSetList({ changes }: { changes: ItemChange[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-sm font-semibold">
        <Trans>What staff will learn</Trans>
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Tick the items this update is about.</Trans>
        </p>
      ) : (
        <ChangeGroups
          changes={changes}
          headingLevel={3}
          renderChange={(c) => <ChangeRow change={c} />}
        />
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: ItemChange }) {
  const values = changeValues(change);
  return (
    <>
      <span className="font-medium">{change.name}</span>
      {': '}
      {'text' in values ? (
        values.text
      ) : (
        <>
          <span className="text-muted-foreground">{values.before}</span>
          {' → '}
          <span>{values.after}</span>
        </>
      )}
    </>
  );
}
