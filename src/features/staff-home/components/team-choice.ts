import { z } from 'zod';
import type { StaffMembership } from '@/backend/port';
import { readJson, writeJson } from '@/lib/storage';

/** Which team a person on several last looked at, kept per account in this browser. */
const key = (userId: string) => `preshift.staffTeam:${userId}`;

export function chosenTeam(userId: string, teams: StaffMembership[]): StaffMembership | undefined {
  const saved = readJson(key(userId), z.string().nullable(), null).value;
  return teams.find((t) => t.staffId === saved) ?? teams[0];
}

export function rememberTeam(userId: string, staffId: string) {
  try {
    writeJson(key(userId), staffId);
  } catch {
    // Not remembered: the choice still holds until the page is left.
  }
}
