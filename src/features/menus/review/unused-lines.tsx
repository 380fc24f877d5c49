import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { UnusedLine } from '../hooks/use-import-review';

/** The DOM id of an unused line's row, so a click on the source can land on it. */
export const unusedLineId = (index: number) => `unused-line-${index}`;

type Props = {
  lines: UnusedLine[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (line: UnusedLine) => void;
  onIgnore: (line: UnusedLine) => void;
};

/**
 * Source lines that became neither an item nor a heading. Most are addresses and notes; the one
 * that is a dish the import missed is one click from the menu instead of invisible.
 */
export function UnusedLines({ lines, open, onOpenChange, onAdd, onIgnore }: Props) {
  const { t } = useLingui();
  const bodyId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-label={t`Lines not used`} className="rounded-lg border bg-card p-3">
      <h2 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-11 w-full items-center gap-1 rounded-md text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-9"
        >
          <ChevronDown
            aria-hidden
            className={cn('size-5 shrink-0 transition-transform', !open && '-rotate-90')}
          />
          {t`${plural(lines.length, { one: '# line not used', other: '# lines not used' })}`}
        </button>
      </h2>
      <ul id={bodyId} hidden={!open} className="mt-2 grid gap-2">
        {lines.map((line) => {
          const text = line.text;
          return (
            <li
              key={line.index}
              id={unusedLineId(line.index)}
              tabIndex={-1}
              className="flex flex-wrap items-center gap-2 rounded-md border p-2 outline-hidden focus:ring-2 focus:ring-ring"
            >
              <span className="min-w-0 flex-1 wrap-break-word text-sm">{line.text}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onAdd(line)}
                  aria-label={t`Add as item: ${text}`}
                >
                  <Plus aria-hidden />
                  <Trans>Add as item</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onIgnore(line)}
                  aria-label={t`Ignore: ${text}`}
                >
                  <X aria-hidden />
                  <Trans>Ignore</Trans>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
