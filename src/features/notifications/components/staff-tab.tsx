import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SampleBadge } from '@/components/samples/sample-badge';
import type { NotificationPreference, StaffMember } from '@/domain/staff';
import { roleName } from '@/i18n/staff-role-name';
import { CheckList } from './check-list';

type Props = {
  /** The restaurant's own active staff: the ones an update can go to. */
  active: StaffMember[];
  /** The sample people, shown so the list matches the Staff page, never chosen (ADR 0026). */
  samples: StaffMember[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
};

/** How each preference reads in 'prefers email' (the stored value in English). */
const PREFERS: Record<NotificationPreference, MessageDescriptor> = {
  email: msg`prefers email`,
  app: msg`prefers app`,
  both: msg`prefers both`,
};

/** Who gets the update: every active staff member, all ticked to start with; samples never. */
export function StaffTab({ active, samples, selected, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      {active.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No active staff yet. Add your team on the Staff page.</Trans>
        </p>
      ) : (
        <CheckList
          legend={t`Staff`}
          testId="Staff"
          selected={selected}
          onChange={onChange}
          rows={active.map((s) => ({
            id: s.id,
            label: `${s.name} (${roleName(t, s.role)})`,
            detail: `${s.email} · ${t(PREFERS[s.notificationPreference])}`,
          }))}
        />
      )}
      {samples.length > 0 && (
        <section aria-labelledby="sample-staff-heading" className="grid gap-1 text-sm">
          <p id="sample-staff-heading" className="font-medium">
            <Trans>Sample staff</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Examples, not your team: they never receive updates.</Trans>
          </p>
          <ul className="divide-y rounded-md border" aria-label={t`Sample staff`}>
            {samples.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 wrap-break-word">
                  {s.name} ({roleName(t, s.role)})
                </span>
                <SampleBadge />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
