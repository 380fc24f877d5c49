import { useEffect, useState } from 'react';
import { toIsoDate, type IsoDate } from '@/domain/special-rules';

/**
 * Today's local calendar date, kept current across midnight and when a tab comes back from the
 * background (timers are throttled there), so statuses never go stale on an open screen.
 */
export function useToday(): IsoDate {
  const [today, setToday] = useState(() => toIsoDate(new Date()));
  useEffect(() => {
    const refresh = () => setToday(toIsoDate(new Date()));
    const now = new Date();
    const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = window.setTimeout(refresh, nextMidnight.getTime() - now.getTime() + 1000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [today]);
  return today;
}
