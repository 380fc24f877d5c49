import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useIsMobile } from '@/hooks/use-is-mobile';

export type ReviewTab = 'items' | 'source';

type Props = {
  tab: ReviewTab;
  onTab: (tab: ReviewTab) => void;
  items: ReactNode;
  source: ReactNode;
};

/**
 * Items beside their source on a desktop; on a phone, where both do not fit, one tab each. The
 * items stay mounted so switching keeps their scroll position and half-done quick edits.
 */
export function ReviewLayout({ tab, onTab, items, source }: Props) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  if (isMobile)
    return (
      <Tabs value={tab} onValueChange={(v) => onTab(v as ReviewTab)}>
        <TabsList aria-label={t`Review`} className="mb-4">
          <TabsTrigger value="items">
            <Trans>Items</Trans>
          </TabsTrigger>
          <TabsTrigger value="source">
            <Trans>Source</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="items" forceMount hidden={tab !== 'items'}>
          {items}
        </TabsContent>
        {/* Mounted when shown: the panel scrolls to the highlighted line as it mounts. */}
        <TabsContent value="source">{source}</TabsContent>
      </Tabs>
    );
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)] gap-6">
      <div className="min-w-0">{items}</div>
      <div className="sticky top-20 self-start">{source}</div>
    </div>
  );
}
