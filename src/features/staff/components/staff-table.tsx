import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { SampleBadge } from '@/components/samples/sample-badge';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';
import { StaffActions, type StaffActionHandlers } from './staff-actions';
import { formatStaffDate } from '@/i18n/staff-labels';
import { roleName } from '@/i18n/staff-role-name';
import { StaffLanguageTag } from './staff-language-tag';
import { StaffStatusBadge } from './staff-status-badge';

const COLUMNS: MessageDescriptor[] = [
  msg`Name`,
  msg`Role`,
  msg`Email`,
  msg`Joined`,
  msg`Notifications`,
  msg`Status`,
  msg`Action`,
];

/** Wide-screen directory: one table row per person. */
export function StaffTable({ staff, ...handlers }: StaffActionHandlers & { staff: StaffMember[] }) {
  const { t } = useLingui();
  return (
    <Table aria-label={t`Staff directory`}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHead key={c.id}>{t(c)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {staff.map((member) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium">
              <span className="flex flex-wrap items-center gap-2">
                {member.name}
                <StaffLanguageTag language={member.language} />
                {isSample(member) && <SampleBadge />}
              </span>
            </TableCell>
            <TableCell>{roleName(t, member.role)}</TableCell>
            <TableCell className="break-all">{member.email}</TableCell>
            <TableCell className="whitespace-nowrap">{formatStaffDate(member.hireDate)}</TableCell>
            <TableCell>{member.notificationsReceived}</TableCell>
            <TableCell>
              <StaffStatusBadge member={member} />
            </TableCell>
            <TableCell>
              <StaffActions member={member} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
