import { plural, t } from '@lingui/core/macro';
import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';

/**
 * 'just now' under a minute, then under 60 minutes 'N min(s) ago', under 24 hours 'N hr(s) ago',
 * else 'N day(s) ago'; in the language shown when it is called.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return t`${plural(minutes, { one: '# min ago', other: '# mins ago' })}`;
  const hours = differenceInHours(now, then);
  if (hours < 24) return t`${plural(hours, { one: '# hr ago', other: '# hrs ago' })}`;
  const days = differenceInDays(now, then);
  return t`${plural(days, { one: '# day ago', other: '# days ago' })}`;
}
