import { addMonths } from '../calendar';
import type { StaffMember } from '../staff';

const people: [string, string, 'email' | 'app' | 'both'][] = [
  ['Maria Garcia', 'Server', 'both'],
  ['James Wilson', 'Server', 'email'],
  ['Aisha Khan', 'Server', 'app'],
  ['Tom Becker', 'Server', 'email'],
  ['Lena Novak', 'Server', 'both'],
  ['Diego Alvarez', 'Bartender', 'app'],
  ['Priya Shah', 'Bartender', 'email'],
  ['Sam O’Neill', 'Bartender', 'both'],
];

/** 8 seeded staff: 5 Servers, 3 Bartenders, hired 2 to 24 months back. */
export function sampleStaff(now = new Date()): StaffMember[] {
  return people.map(([name, role, pref], i) => ({
    id: `staff-seed-${i + 1}`,
    name,
    role,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    notificationPreference: pref,
    status: 'active',
    hireDate: addMonths(now, -(2 + Math.round((22 * i) / (people.length - 1)))).toISOString(),
    notificationsReceived: [12, 9, 4, 15, 7, 11, 3, 6][i]!,
    link: 'none' as const,
  }));
}
