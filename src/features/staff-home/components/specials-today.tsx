import { useLingui } from '@lingui/react/macro';
import type { StaffMembership } from '@/backend/port';
import { Spinner } from '@/components/ui/spinner';
import { specialCategoryLabel } from '@/i18n/special-labels';
import { fromIsoDate, isActiveOn, toIsoDate } from '@/domain/special-rules';
import { formatDate } from '@/i18n';
import { useStaffSpecials } from '../api/queries';

export function SpecialsToday({ membership }: { membership: StaffMembership }) {
  const { t } = useLingui();
  const { data, isError } = useStaffSpecials(membership);
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (data === undefined)
    return isError ? (
      <p role="alert">{t`Specials could not be loaded.`}</p>
    ) : (
      <Spinner label={t`Loading specials...`} />
    );
  const today = toIsoDate(new Date());
  const active = data.filter((s) => isActiveOn(s, today));
  if (active.length === 0)
    return (
      <p className="py-8 text-center text-muted-foreground">{t`No specials running today.`}</p>
    );
  return (
    <ul className="grid gap-3">
      {active.map((s) => {
        const until = s.endDate ? formatDate(fromIsoDate(s.endDate), 'date', s.endDate) : null;
        return (
          <li key={s.id} className="grid gap-1 rounded-lg border p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 wrap-break-word font-semibold">{s.name}</p>
              <span className="shrink-0 font-semibold text-primary">{s.price}</span>
            </div>
            {s.description && <p className="text-sm text-muted-foreground">{s.description}</p>}
            <p className="text-xs text-muted-foreground">
              {specialCategoryLabel(s.category)}
              {until ? ` · ${t`until ${until}`}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
