import { z } from 'zod';
import type { Locale } from '@/domain/i18n/locale';
import { restaurantSchema, type Restaurant } from '@/domain/restaurant';
import { staffMemberSchema, type StaffMember } from '@/domain/staff';
import { readJson } from '@/lib/storage';
import { BackendError, type AuthUser, type StaffMembership, type StaffTeams } from '../port';
import { localKeys } from './keys';
import { nextVersion, staffFormFields } from './record-versions';
import { readRows, writeRow } from './row-keys';

const list = (key: string) => readRows(key, staffMemberSchema).value;

/**
 * E-mails compare in one strict form: ASCII case-folded, and an address with any other character
 * matches nothing, so a look-alike (the Kelvin sign for 'k') never claims someone's entry.
 */
export function canonicalEmail(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim();
  if (!trimmed || /[^\x21-\x7e]/.test(trimmed)) return null;
  return trimmed.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

export const sameEmail = (a: string | null | undefined, b: string | null | undefined) => {
  const ca = canonicalEmail(a);
  return ca !== null && ca === canonicalEmail(b);
};

const restaurants = () => readJson(localKeys.restaurants, z.array(restaurantSchema), []).value;

const asMembership = (r: Restaurant, s: StaffMember): StaffMembership => ({
  restaurantId: r.restaurantid,
  restaurantName: r.restaurant_name,
  allergenRegime: r.allergen_regime ?? null,
  staffId: s.id,
  staffName: s.name,
  ...(s.language ? { language: s.language } : {}),
});

/**
 * Whether the entry is offered to this person: their e-mail, not inactive, not answered. The offer
 * is not stored, so the manager's list reads the same before and after the person signs in (as
 * on Supabase, where managers read 'pending' as 'none', 20261129000000). A stored 'pending' is
 * an older version's offer, still open.
 */
const offeredTo = (s: StaffMember, email: string) =>
  (s.link === 'none' || s.link === 'pending') &&
  s.status !== 'inactive' &&
  sameEmail(s.email, email);

/** An entry through which the person is on the team: accepted by them and not made inactive. */
const joinedBy = (s: StaffMember, email: string) =>
  s.link === 'accepted' && s.status !== 'inactive' && sameEmail(s.email, email);

/**
 * Local mode's side of membership consent: every unanswered entry with the person's e-mail is an
 * invitation to them; only an accepted one makes them a member.
 */
export function localTeams(user: AuthUser | null): StaffTeams {
  const teams: { m: StaffMembership; link: StaffMember['link']; at: string }[] = [];
  const email = user?.email;
  if (!email) return { active: [], pending: [] };
  for (const restaurant of restaurants()) {
    for (const s of list(localKeys.staff(restaurant.restaurantid))) {
      if (offeredTo(s, email)) {
        teams.push({ m: asMembership(restaurant, s), link: 'pending', at: '' });
      } else if (joinedBy(s, email)) {
        teams.push({ m: asMembership(restaurant, s), link: 'accepted', at: s.linkedAt ?? '' });
      }
    }
  }
  teams.sort((a, b) => a.at.localeCompare(b.at));
  return {
    active: teams.filter((t) => t.link === 'accepted').map((t) => t.m),
    pending: teams.filter((t) => t.link === 'pending').map((t) => t.m),
  };
}

/** The person's answer to a pending invitation: only their own, only while it is pending. */
export function answerInvitation(user: AuthUser | null, staffId: string, accept: boolean) {
  if (!user?.email) throw new BackendError('Auth session missing!', 'session_missing', 401);
  for (const restaurant of restaurants()) {
    const key = localKeys.staff(restaurant.restaurantid);
    const staff = list(key);
    const entry = staff.find((s) => s.id === staffId);
    if (!entry) continue;
    if (!offeredTo(entry, user.email)) break;
    const now = new Date().toISOString();
    const answered: StaffMember = accept
      ? {
          ...entry,
          link: 'accepted',
          linkedAt: now,
          // Joining from an invitation makes an active team member from today.
          ...(entry.status === 'invited' ? { status: 'active', hireDate: now } : {}),
        }
      : { ...entry, link: 'declined', linkedAt: now };
    // Accepting an invited entry makes it active: a field of the manager's dialog (ADR 0056).
    writeRow(key, staffId, nextVersion(staffFormFields, entry, answered));
    return;
  }
  throw new BackendError('This invitation is not yours to answer', 'forbidden', 403);
}

/**
 * The person's own language, as set_my_language() (20261203000000): `staffId` must be one of
 * their joined entries, and the choice goes to each of them, since it is the person's, not the
 * team's.
 */
export function setOwnLanguage(user: AuthUser | null, staffId: string, language: Locale | null) {
  if (!user?.email) throw new BackendError('Auth session missing!', 'session_missing', 401);
  const email = user.email;
  const entries = restaurants().flatMap((r) => {
    const key = localKeys.staff(r.restaurantid);
    return list(key)
      .filter((s) => joinedBy(s, email))
      .map((s) => ({ key, s }));
  });
  if (!entries.some(({ s }) => s.id === staffId)) {
    throw new BackendError('You do not have access to this restaurant', 'forbidden', 403);
  }
  // The language is a field of the manager's dialog: a dialog opened before this is refused.
  for (const { key, s } of entries)
    writeRow(key, s.id, nextVersion(staffFormFields, s, { ...s, language }));
}

/**
 * A manager saving the staff list cannot set anyone's answer: each entry keeps the stored link,
 * and an entry whose e-mail changed names somebody new, who has not been asked yet.
 */
export function keepStaffLinks(stored: StaffMember[], incoming: StaffMember[]): StaffMember[] {
  const before = new Map(stored.map((s) => [s.id, s]));
  return incoming.map((s) => {
    const old = before.get(s.id);
    const same = old && sameEmail(old.email, s.email);
    return {
      ...s,
      link: same ? old.link : 'none',
      linkedAt: same ? old.linkedAt : undefined,
      // The count is the server's: the one shown includes the sends' receipts (index.ts), and
      // writing it back would count them twice.
      notificationsReceived: old ? old.notificationsReceived : s.notificationsReceived,
    };
  });
}
