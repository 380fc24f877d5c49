import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = { items: number; categories: number; toCheck: number; onNext: () => void };

/** '{N} items in {M} categories · {K} to check' and the walk through the ones to check. */
export function ReviewBar({ items, categories, toCheck, onNext }: Props) {
  const { t } = useLingui();
  const itemCount = t`${plural(items, { one: '# item', other: '# items' })}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-sm" role="status">
        {categories === 1 ? (
          <Trans>
            {itemCount} in {categories} category
          </Trans>
        ) : (
          <Trans>
            {itemCount} in {categories} categories
          </Trans>
        )}{' '}
        ·{' '}
        <strong>
          <Trans>{toCheck} to check</Trans>
        </strong>
      </p>
      <Button
        size="sm"
        onClick={onNext}
        disabled={toCheck === 0}
        aria-keyshortcuts="n"
        title={t`Next to check (n)`}
      >
        <Trans>Next to check</Trans>
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}
