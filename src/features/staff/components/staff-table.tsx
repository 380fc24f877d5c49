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
import { formatStaffDate } from '@/domain/staff-rules';
import { StaffActions, type StaffActionHandlers } from './staff-actions';
import { StaffLanguageTag } from './staff-language-tag';
import { StaffStatusBadge } from './staff-status-badge';

const COLUMNS = ['Name', 'Role', 'Email', 'Joined', 'Notifications', 'Status', 'Action'];

/** Wide-screen directory: one table row per person. */
export function StaffTable({ staff, ...handlers }: StaffActionHandlers & { staff: StaffMember[] }) {
  return (
    <Table aria-label="Staff directory">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHead key={c}>{c}</TableHead>
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
            <TableCell>{member.role}</TableCell>
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
