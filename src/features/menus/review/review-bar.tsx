import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { countOf } from '@/domain/relative-time';

type Props = { items: number; categories: number; toCheck: number; onNext: () => void };

/** '{N} items in {M} categories · {K} to check' and the walk through the ones to check. */
export function ReviewBar({ items, categories, toCheck, onNext }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-sm" role="status">
        {countOf(items, 'item')} in {categories} {categories === 1 ? 'category' : 'categories'} ·{' '}
        <strong>{toCheck} to check</strong>
      </p>
      <Button
        size="sm"
        onClick={onNext}
        disabled={toCheck === 0}
        aria-keyshortcuts="n"
        title="Next to check (n)"
      >
        Next to check
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}
