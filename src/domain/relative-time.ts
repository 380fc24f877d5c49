import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';

/** '1 item', '2 items', '0 items'. */
export const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const plural = (n: number, unit: string) => `${countOf(n, unit)} ago`;

/**
 * 'just now' under a minute, then under 60 minutes 'N min(s) ago', under 24 hours 'N hr(s) ago',
 * else 'N day(s) ago'.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'min');
  const hours = differenceInHours(now, then);
  if (hours < 24) return plural(hours, 'hr');
  return plural(differenceInDays(now, then), 'day');
}
