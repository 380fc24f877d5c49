import { useEffect, useState } from 'react';

/**
 * Whether the time `until` (an ISO string) is still ahead; re-renders once it has passed, so a
 * screen left open enables what was waiting for it. null: nothing to wait for.
 */
export function useUntil(until: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const at = until ? Date.parse(until) : NaN;
  useEffect(() => {
    if (!Number.isFinite(at)) return;
    // Wakes when the time comes (at once if it already has, correcting a stale `now`).
    // setTimeout's longest delay is about 24.8 days; a wait is at most hours.
    const left = Math.min(Math.max(at - Date.now() + 50, 0), 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [at]);
  return Number.isFinite(at) && at > now;
}
