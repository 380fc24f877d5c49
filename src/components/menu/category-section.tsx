import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  /** Unique on the page; names can hold any character, so ids come from the position. */
  id: string;
  name: string;
  count: number;
  open: boolean;
  onToggle: () => void;
  level: 2 | 3;
  /** Controls beside the heading (e.g. move up / down). */
  actions?: ReactNode;
  children: ReactNode;
};

const categoryHeadingId = (id: string) => `${id}-heading`;

/**
 * One menu category whose heading folds its items away: on a phone a 100-item menu is a hundred
 * screens of cards, and a folded section is one line.
 */
export function CategorySection({
  id,
  name,
  count,
  open,
  onToggle,
  level,
  actions,
  children,
}: Props) {
  const { t } = useLingui();
  const Heading = level === 2 ? 'h2' : 'h3';
  const bodyId = `${id}-items`;
  return (
    <section id={id} aria-labelledby={categoryHeadingId(id)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Heading id={categoryHeadingId(id)} className="min-w-0 text-lg font-semibold">
            <button
              type="button"
              className="flex min-h-11 min-w-0 items-center gap-1 rounded-md text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-9"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={onToggle}
            >
              <ChevronDown
                className={cn('size-5 shrink-0 transition-transform', !open && '-rotate-90')}
                aria-hidden
              />
              <span className="wrap-break-word">{name}</span>
            </button>
          </Heading>
          <span className="shrink-0 text-sm text-muted-foreground">{t`${plural(count, { one: '# item', other: '# items' })}`}</span>
        </div>
        {actions}
      </div>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
