import { SampleBadge } from '@/components/samples/sample-badge';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';
import { formatStaffDate, languageLabel, PREFERENCE_LABELS } from '@/domain/staff-rules';
import { StaffActions, type StaffActionHandlers } from './staff-actions';
import { StaffStatusBadge } from './staff-status-badge';

/** Narrow-screen directory: one card per person, nothing wider than the phone. */
export function StaffCards({ staff, ...handlers }: StaffActionHandlers & { staff: StaffMember[] }) {
  return (
    <ul aria-label="Staff directory" className="grid gap-3">
      {staff.map((member) => (
        <li key={member.id} aria-label={member.name} className="rounded-md border p-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {member.name}
                {isSample(member) && <SampleBadge />}
              </p>
              <p className="text-sm text-muted-foreground">{member.role}</p>
            </div>
            <StaffStatusBadge member={member} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="min-w-0 break-all">{member.email}</dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatStaffDate(member.hireDate)}</dd>
            <dt className="text-muted-foreground">Notifications</dt>
            <dd>
              {member.notificationsReceived} received ·{' '}
              {PREFERENCE_LABELS[member.notificationPreference]}
            </dd>
            <dt className="text-muted-foreground">Language</dt>
            <dd>{languageLabel(member.language)}</dd>
          </dl>
          <div className="mt-3">
            <StaffActions member={member} {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
