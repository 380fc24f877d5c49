import { addMonths } from './calendar';
import { INVITED_ROLE, type StaffFormValues, type StaffMember } from './staff';

export type StaffCounts = { total: number; active: number; servers: number; bartenders: number };

/** Count cards: total is active plus invited; role counts look at active staff only. */
export function countStaff(staff: readonly StaffMember[]): StaffCounts {
  const active = staff.filter((s) => s.status === 'active');
  return {
    total: staff.filter((s) => s.status === 'active' || s.status === 'invited').length,
    active: active.length,
    servers: active.filter((s) => s.role === 'Server').length,
    bartenders: active.filter((s) => s.role === 'Bartender').length,
  };
}

/** A source of numbers in [0, 1), injectable so tests can pin the legacy notification counts. */
export type RandomSource = () => number;

/**
 * Records saved before hire dates existed get one (2 + 3 × index) months back and a
 * notification count from 1 to 20. Invitations are skipped: they have no hire date by design, as
 * the person has not joined yet. A count the record already has is real history and is kept.
 */
export function migrateLegacyStaff(
  staff: readonly StaffMember[],
  now: Date = new Date(),
  random: RandomSource = Math.random,
): { staff: StaffMember[]; changed: boolean } {
  let changed = false;
  const migrated = staff.map((member, index) => {
    if (member.hireDate || member.status === 'invited') return member;
    changed = true;
    const count =
      member.notificationsReceived > 0 ? member.notificationsReceived : randomCount(random);
    return {
      ...member,
      hireDate: addMonths(now, -(2 + 3 * index)).toISOString(),
      notificationsReceived: count,
    };
  });
  return { staff: changed ? migrated : [...staff], changed };
}

function randomCount(random: RandomSource): number {
  // Clamp: a faulty source returning 1 must not produce 21.
  return Math.min(20, 1 + Math.floor(random() * 20));
}

/** Invite rule: non-empty and contains an @ (deliberately looser than the form's check). */
export function isValidInviteEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

/** An invitation becomes an 'invited' entry named after the part before the @. */
export function createInvite(email: string, now: Date = new Date()): StaffMember {
  const address = email.trim();
  return {
    id: `staff-${now.getTime()}`,
    name: address.split('@')[0] || address,
    role: INVITED_ROLE,
    email: address,
    notificationPreference: 'email',
    status: 'invited',
    notificationsReceived: 0,
    link: 'none',
  };
}

/** Staff added through the dialog are active, new, and hired now. */
export function createStaffMember(values: StaffFormValues, now: Date = new Date()): StaffMember {
  return {
    id: `staff-${now.getTime()}`,
    name: values.name,
    role: values.role,
    email: values.email,
    notificationPreference: values.notificationPreference,
    status: 'active',
    hireDate: now.toISOString(),
    notificationsReceived: 0,
    link: 'none',
    language: values.language,
  };
}

/** An edit replaces the form fields and keeps hireDate and notificationsReceived. */
export function applyStaffEdit(member: StaffMember, values: StaffFormValues): StaffMember {
  return {
    ...member,
    name: values.name,
    role: values.role,
    email: values.email,
    notificationPreference: values.notificationPreference,
    status: values.status,
    language: values.language,
  };
}
