import { Trans } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { useProgressiveLimit } from '@/hooks/use-progressive-limit';
import { cn } from '@/lib/utils';
import { isHighlighted, type IndexedLine, type LineRange } from './source-geometry';

type SourceLinesProps = {
  groups: { page: number; lines: IndexedLine[] }[];
  used: ReadonlySet<number>;
  highlight: LineRange | null;
  onLineSelect: (line: number) => void;
  /** Shown under a page's heading, above its lines: the page picture on phones. */
  lead?: (page: number) => ReactNode;
};

/** 'Page 2' over each page's part, only when there is more than one page. */
export function PageHeading({ page }: { page: number }) {
  return (
    <h3 className="px-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
      <Trans>Page {page}</Trans>
    </h3>
  );
}

/** The source as text: one full-width button per line, in reading order, grouped by page. */
export function SourceLines({ groups, used, highlight, onLineSelect, lead }: SourceLinesProps) {
  const paged = groups.length > 1;
  // A long source draws its first lines at once and the rest just after, like the cards.
  const limit = useProgressiveLimit(120);
  const starts = groups.map((_, k) => groups.slice(0, k).reduce((n, g) => n + g.lines.length, 0));
  return (
    <div className="space-y-4">
      {groups.map(({ page, lines }, k) => {
        const picture = lead?.(page);
        if (!lines.length && !picture) return null;
        return (
          <div key={page} className="space-y-2">
            {paged && <PageHeading page={page} />}
            {picture}
            <ul className="space-y-px">
              {lines.slice(0, Math.max(0, limit - starts[k]!)).map(({ index, line }) => (
                <li key={index}>
                  <LineButton
                    index={index}
                    text={line.text}
                    used={used.has(index)}
                    current={isHighlighted(index, highlight)}
                    onSelect={onLineSelect}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

type LineButtonProps = {
  index: number;
  text: string;
  used: boolean;
  current: boolean;
  onSelect: (line: number) => void;
};

const LineButton = memo(function LineButton({
  index,
  text,
  used,
  current,
  onSelect,
}: LineButtonProps) {
  return (
    <button
      type="button"
      data-source-line={index}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(index)}
      className={cn(
        // 44 px rows on phones (touch targets); dense like the file itself on desktop.
        'flex min-h-11 w-full items-center whitespace-pre-wrap wrap-break-word rounded-sm border-l-2 px-2 py-0.5 text-left font-mono text-xs leading-5 transition-colors hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring md:min-h-0',
        // Lines the import did not use: muted, with a dashed edge.
        used
          ? 'border-transparent'
          : 'border-dashed border-muted-foreground/50 text-muted-foreground',
        current && 'bg-yellow-200/70 text-foreground ring-1 ring-yellow-500 hover:bg-yellow-200',
      )}
    >
      {text}
    </button>
  );
});
