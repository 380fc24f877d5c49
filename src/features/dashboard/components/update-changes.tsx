import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ChangeGroups } from '@/components/changes/change-groups';
import type { Regime } from '@/domain/allergens';
import type { ItemChange } from '@/domain/change-set';

/** What an update told staff, grouped by kind with allergen changes first, as staff read it. */
export function UpdateChanges({ changes, regime }: { changes: ItemChange[]; regime?: Regime }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        <Trans>Changes</Trans>
      </h3>
      <ChangeGroups changes={changes} headingLevel={4} regime={regime} />
    </section>
  );
}
