import { addDays, localIsoDate } from './calendar';

/**
 * Pure rules for specials. Dates are calendar dates 'yyyy-MM-dd' in the restaurant's local time, so
 * comparing them as strings orders them correctly and no time zone can shift a day.
 */

export type IsoDate = string;
export type SpecialStatus = 'active' | 'upcoming' | 'expired';
export type DateRange = { startDate: IsoDate | null; endDate: IsoDate | null };

/** How long a new special runs by default (SPEC §9): today and this many days ahead. */
export const SPECIAL_DEFAULT_DAYS = 7;

const STATUS_RANK: Record<SpecialStatus, number> = { active: 0, upcoming: 1, expired: 2 };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'yyyy-MM-dd' (rejects '2026-02-30'). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = fromIsoDate(value);
  return (
    date.getFullYear() === Number(m[1]) &&
    date.getMonth() === Number(m[2]) - 1 &&
    date.getDate() === Number(m[3])
  );
}

/** The local calendar date of a moment. */
export function toIsoDate(date: Date): IsoDate {
  return localIsoDate(date);
}

/** Local midnight of a 'yyyy-MM-dd' date (never UTC, which would show the previous day in the US). */
export function fromIsoDate(value: IsoDate): Date {
  const m = ISO_DATE.exec(value);
  if (!m) return new Date(Number.NaN);
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Years 0-99 would otherwise map to 1900-1999.
  date.setFullYear(Number(m[1]));
  return date;
}

/** Default dates of a new special: today and SPECIAL_DEFAULT_DAYS (7) days ahead. */
export function defaultSpecialDates(now: Date = new Date()): {
  startDate: IsoDate;
  endDate: IsoDate;
} {
  return { startDate: toIsoDate(now), endDate: toIsoDate(addDays(now, SPECIAL_DEFAULT_DAYS)) };
}

/** A range is valid unless both ends are set and the end precedes the start (same day is fine). */
export function isValidRange(startDate: IsoDate | null, endDate: IsoDate | null): boolean {
  return !startDate || !endDate || startDate <= endDate;
}

/**
 * Status on a given day; both ends are inclusive and a missing end is open.
 * A stored range whose end precedes its start can never be active: it counts as expired once its
 * end has passed and as upcoming before that.
 */
export function specialStatus(range: DateRange, today: IsoDate): SpecialStatus {
  if (range.endDate && today > range.endDate) return 'expired';
  if (range.startDate && today < range.startDate) return 'upcoming';
  return 'active';
}

export function isActiveOn(range: DateRange, today: IsoDate): boolean {
  return specialStatus(range, today) === 'active';
}

/**
 * List order: Active now, then Upcoming, then Expired. Within a group, the most relevant first:
 * active by soonest end (open-ended last), upcoming by soonest start, expired by latest end;
 * then by name, so the order is stable.
 */
export function compareSpecials<T extends DateRange & { name: string }>(
  a: T,
  b: T,
  today: IsoDate,
): number {
  const sa = specialStatus(a, today);
  const sb = specialStatus(b, today);
  if (sa !== sb) return STATUS_RANK[sa] - STATUS_RANK[sb];
  const byDate =
    sa === 'active'
      ? compareNullableDates(a.endDate, b.endDate, 'last')
      : sa === 'upcoming'
        ? compareNullableDates(a.startDate, b.startDate, 'last')
        : -compareNullableDates(a.endDate, b.endDate, 'first');
  return byDate || a.name.localeCompare(b.name);
}

export function sortSpecials<T extends DateRange & { name: string }>(
  list: readonly T[],
  today: IsoDate,
): T[] {
  return [...list].sort((a, b) => compareSpecials(a, b, today));
}

/** The specials running on a given day, in list order. */
export function activeSpecials<T extends DateRange & { name: string }>(
  list: readonly T[],
  today: IsoDate,
): T[] {
  return sortSpecials(
    list.filter((s) => isActiveOn(s, today)),
    today,
  );
}

function compareNullableDates(
  a: IsoDate | null,
  b: IsoDate | null,
  nulls: 'first' | 'last',
): number {
  if (a === b) return 0;
  if (a === null) return nulls === 'last' ? 1 : -1;
  if (b === null) return nulls === 'last' ? -1 : 1;
  return a < b ? -1 : 1;
}

/** 'special-{timestamp}', moved on by a millisecond if that id is already taken. */
export function newSpecialId(
  existing: readonly { id: string }[],
  now: number = Date.now(),
): string {
  const taken = new Set(existing.map((s) => s.id));
  let stamp = now;
  while (taken.has(`special-${stamp}`)) stamp += 1;
  return `special-${stamp}`;
}
