import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list to draw: `first` at once (a screenful and more), then, after that frame
 * is painted, all of them in a transition React may interrupt. A 500-item menu opens in one frame
 * instead of waiting for 500 cards nobody can see yet.
 */
export function useProgressiveLimit(first: number): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the first paint; the timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit(Infinity)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return limit;
}
