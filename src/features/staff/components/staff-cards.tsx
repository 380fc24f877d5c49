import { Trans, useLingui } from '@lingui/react/macro';
import { SampleBadge } from '@/components/samples/sample-badge';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';
import { StaffActions, type StaffActionHandlers } from './staff-actions';
import { formatStaffDate, languageLabel, PREFERENCE_LABELS } from '@/i18n/staff-labels';
import { roleName } from '@/i18n/staff-role-name';
import { StaffStatusBadge } from './staff-status-badge';

/** Narrow-screen directory: one card per person, nothing wider than the phone. */
export function StaffCards({ staff, ...handlers }: StaffActionHandlers & { staff: StaffMember[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Staff directory`} className="grid gap-3">
      {staff.map((member) => {
        const received = member.notificationsReceived;
        return (
          <li key={member.id} aria-label={member.name} className="rounded-md border p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {member.name}
                  {isSample(member) && <SampleBadge />}
                </p>
                <p className="text-sm text-muted-foreground">{roleName(t, member.role)}</p>
              </div>
              <StaffStatusBadge member={member} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">
                <Trans>Email</Trans>
              </dt>
              <dd className="min-w-0 break-all">{member.email}</dd>
              <dt className="text-muted-foreground">
                <Trans>Joined</Trans>
              </dt>
              <dd>{formatStaffDate(member.hireDate)}</dd>
              <dt className="text-muted-foreground">
                <Trans>Notifications</Trans>
              </dt>
              <dd>
                <Trans>{received} received</Trans> ·{' '}
                {PREFERENCE_LABELS[member.notificationPreference]}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Language</Trans>
              </dt>
              <dd>{languageLabel(member.language)}</dd>
            </dl>
            <div className="mt-3">
              <StaffActions member={member} {...handlers} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
