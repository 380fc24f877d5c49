import type { StaffMember } from '@/domain/staff';
import { CheckList } from './check-list';

type Props = {
  active: StaffMember[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
};

/** Who gets the update: every active staff member, all ticked to start with. */
export function StaffTab({ active, selected, onChange }: Props) {
  if (active.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No active staff yet. Add your team on the Staff page.
      </p>
    );
  return (
    <CheckList
      legend="Staff"
      selected={selected}
      onChange={onChange}
      rows={active.map((s) => ({
        id: s.id,
        label: `${s.name} (${s.role})`,
        detail: `${s.email} · prefers ${s.notificationPreference}`,
      }))}
    />
  );
}
