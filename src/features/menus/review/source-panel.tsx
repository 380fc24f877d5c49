import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState, memo } from 'react';
import type { ImportReview } from '@/domain/import-review';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/utils';
import type { Picture } from './page-picture';
import { canPlaceLines, linesByPage, scrollWithin, type LineRange } from './source-geometry';
import { PageHeading, SourceLines } from './source-lines';
import { SourcePage } from './source-page';
import { usePdfDocument } from './use-pdf-document';

export type SourcePanelProps = {
  review: ImportReview;
  /** The uploaded PDF or image when this browser still has it; null shows the text. */
  file: Blob | null;
  /** Line range (inclusive indexes into review.lines) of the focused item, or null. */
  highlight: LineRange | null;
  /** A line of the source was activated (click / Enter / Space). */
  onLineSelect: (line: number) => void;
  /** Sets the height: the panel is its own scroll container. */
  className?: string;
};

/**
 * The import's source beside its items: the uploaded pages with each line placed over its words
 * (PDF, image), or the text line by line (Word, text, or when the file is not in this browser).
 */
/** Memoised: the editor re-renders on every dialog and keystroke; 1,000 lines need not. */
export const SourcePanel = memo(function SourcePanel({
  review,
  file,
  highlight,
  onLineSelect,
  className,
}: SourcePanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMobile = useIsMobile();
  const groups = useMemo(() => linesByPage(review), [review]);
  const used = useMemo(() => new Set(review.used), [review.used]);

  const drawable = (review.kind === 'pdf' || review.kind === 'image') && canPlaceLines(review);
  // Keyed by file: a new upload gets a fresh try at drawing its pages.
  const [failedFile, setFailedFile] = useState<Blob | null>(null);
  const pictureFile = drawable && file !== failedFile ? file : null;
  const failed = drawable && file !== null && file === failedFile;
  const onFailure = useCallback(
    (error: unknown) => {
      console.warn('[source] page image failed', error);
      setFailedFile(file);
    },
    [file],
  );
  const doc = usePdfDocument(review.kind === 'pdf' ? pictureFile : null, onFailure);

  // Only the first highlighted line matters, and only when it changes: the editor may pass a new
  // but equal range on every render, and re-scrolling would fight the manager's own scrolling.
  const first = highlight?.start ?? null;
  const layout = !pictureFile ? 'text' : isMobile ? 'phone' : 'desktop';
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || first === null) return;
    const target =
      panel.querySelector(`[data-source-mark="${first}"]`) ??
      panel.querySelector(`[data-source-line="${first}"]`);
    if (target) scrollWithin(panel, target, headingRef.current?.offsetHeight ?? 0);
  }, [first, layout]);

  const lineProps = { groups, used, highlight, onLineSelect };
  const page = (n: number, interactive: boolean) => {
    if (!pictureFile) return null;
    const picture: Picture =
      review.kind === 'pdf'
        ? { kind: 'pdf', doc, rotation: review.pages[n - 1]?.rotation ?? 0 }
        : { kind: 'image', file: pictureFile };
    return (
      <SourcePage
        size={review.pages[n - 1]}
        pageNumber={n}
        picture={picture}
        lines={groups[n - 1].lines}
        used={used}
        highlight={highlight}
        interactive={interactive}
        onLineSelect={onLineSelect}
        onFailure={onFailure}
        rootRef={panelRef}
      />
    );
  };

  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      className={cn('relative overflow-auto rounded-lg border bg-background', className)}
    >
      <h2
        id={headingId}
        ref={headingRef}
        className="sticky top-0 z-20 border-b bg-background px-3 py-2 text-sm font-semibold"
      >
        <Trans>Source</Trans>
      </h2>
      <div className="space-y-3 p-3">
        {failed && (
          <p className="text-sm text-muted-foreground">
            <Trans>The page image could not be shown; showing the text instead.</Trans>
          </p>
        )}
        {layout === 'text' && <SourceLines {...lineProps} />}
        {layout === 'phone' && <SourceLines {...lineProps} lead={(n) => page(n, false)} />}
        {layout === 'desktop' &&
          groups.map(({ page: n }) => (
            <div key={n} className="space-y-2">
              {groups.length > 1 && <PageHeading page={n} />}
              {page(n, true)}
            </div>
          ))}
      </div>
    </section>
  );
});
