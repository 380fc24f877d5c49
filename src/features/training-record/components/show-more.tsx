import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** How many entries a list shows at first, and adds with each "Show more". */
export const RECORD_PAGE = 20;

/**
 * A long list shown a page at a time: two years of weekly updates is a hundred entries with a
 * table each, more than a phone should lay out at once.
 */
export function usePaged<T>(list: readonly T[], page = RECORD_PAGE) {
  const [count, setCount] = useState(page);
  return {
    shown: list.slice(0, count),
    left: Math.max(0, list.length - count),
    more: () => setCount((c) => c + page),
  };
}

export function ShowMore({ paged }: { paged: ReturnType<typeof usePaged> }) {
  const left = paged.left;
  if (left === 0) return null;
  return (
    <Button type="button" variant="outline" className="justify-self-start" onClick={paged.more}>
      <Trans>Show more ({left} left)</Trans>
    </Button>
  );
}
