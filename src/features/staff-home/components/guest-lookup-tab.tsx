import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { StaffMembership } from '@/backend/port';
import { GuestLookup } from '@/components/allergens/guest-lookup';
import { Spinner } from '@/components/ui/spinner';
import { regimeOrLocale } from '@/domain/allergens';
import { useStaffMenus } from '../api/queries';
import { withoutSamples } from '@/domain/samples';

/**
 * 'Can this guest eat it?' on the floor, over every current menu, under the restaurant's allergen
 * rules (this device's locale only when the manager never chose them).
 */
export function GuestLookupTab({ membership }: { membership: StaffMembership }) {
  const { t } = useLingui();
  const { data, isError } = useStaffMenus(membership);
  // The samples are the app's placeholders: no kitchen stands behind their allergens.
  const menus = useMemo(() => withoutSamples(data ?? []).filter((m) => m.items.length > 0), [data]);
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (data === undefined)
    return isError ? (
      <p role="alert">{t`Menus could not be loaded.`}</p>
    ) : (
      <Spinner label={t`Loading menus...`} />
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Only what the kitchen confirmed counts as safe. When in doubt, ask the kitchen.
        </Trans>
      </p>
      <GuestLookup
        menus={menus}
        regime={regimeOrLocale(membership.allergenRegime)}
        headingLevel={2}
      />
    </div>
  );
}
