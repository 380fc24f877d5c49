import type { StaffMembership } from '@/backend/port';

/** Which team a person on several last looked at, kept per account in this browser. */
const key = (userId: string) => `preshift.staffTeam:${userId}`;

export function chosenTeam(userId: string, teams: StaffMembership[]): StaffMembership | undefined {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(key(userId));
  } catch {
    // Storage can be blocked; the first team is a fine answer.
  }
  return teams.find((t) => t.staffId === saved) ?? teams[0];
}

export function rememberTeam(userId: string, staffId: string) {
  try {
    localStorage.setItem(key(userId), staffId);
  } catch {
    // Not remembered: the choice still holds until the page is left.
  }
}
