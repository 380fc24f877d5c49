/*
 * Calendar arithmetic in local time, done as date-fns does it but without the library, so that
 * src/domain stays pure (zod only) and runs unchanged under Deno. A day is a calendar day, not
 * 24 hours: adding one across a daylight-saving change keeps the time of day.
 */

const HOUR_MS = 3_600_000;

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

/** Months ahead (negative: back), the day kept or clamped to the month's last (Mar 31 - 1 = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const day = date.getDate();
  // Day 0 of the month after the one wanted: the last day of the one wanted.
  const last = new Date(date.getTime());
  last.setMonth(date.getMonth() + months + 1, 0);
  if (day >= last.getDate()) return last;
  const next = new Date(date.getTime());
  next.setFullYear(last.getFullYear(), last.getMonth(), day);
  return next;
}

export const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The local calendar date of a moment, 'yyyy-MM-dd'. */
export function localIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
