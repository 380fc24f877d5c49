import { memo, useRef, type RefObject } from 'react';
import { cn } from '@/lib/utils';
import { PagePicture, type Picture } from './page-picture';
import {
  boxStyle,
  isHighlighted,
  type IndexedLine,
  type LineRange,
  type PageSize,
} from './source-geometry';
import { useNearViewport } from './use-near-viewport';

type SourcePageProps = {
  size: PageSize;
  pageNumber: number;
  picture: Picture;
  lines: IndexedLine[];
  used: ReadonlySet<number>;
  highlight: LineRange | null;
  /**
   * Desktop: each line is a button over its words. Phones: a picture only (lines there are too
   * small to tap; the list below has them), with the focused item's lines framed.
   */
  interactive: boolean;
  onLineSelect: (line: number) => void;
  onFailure: (error: unknown) => void;
  /** The scrolling panel: pages are drawn when they come near its visible area. */
  rootRef: RefObject<HTMLElement | null>;
};

/** One page of the upload, with its lines placed over it by percentage of the page size. */
export function SourcePage(props: SourcePageProps) {
  const { size, pageNumber, picture, lines, highlight, interactive, rootRef } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef, rootRef);
  return (
    <div
      ref={frameRef}
      aria-hidden={interactive ? undefined : true}
      className="relative w-full overflow-hidden rounded-md border bg-muted"
      // The page's own proportions before it is drawn, so nothing below shifts when it is.
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
    >
      <div aria-hidden="true" className="absolute inset-0">
        {near && (
          <PagePicture picture={picture} pageNumber={pageNumber} onFailure={props.onFailure} />
        )}
      </div>
      {lines.map(({ index, line }) =>
        interactive ? (
          <OverlayLine
            key={index}
            index={index}
            line={line}
            size={size}
            used={props.used.has(index)}
            current={isHighlighted(index, highlight)}
            onSelect={props.onLineSelect}
          />
        ) : isHighlighted(index, highlight) ? (
          <div
            key={index}
            data-source-mark={index}
            className="absolute rounded-sm bg-yellow-300/30 ring-2 ring-yellow-500"
            style={boxStyle(line.box, size)}
          />
        ) : null,
      )}
    </div>
  );
}

type OverlayLineProps = {
  index: number;
  line: IndexedLine['line'];
  size: PageSize;
  used: boolean;
  current: boolean;
  onSelect: (line: number) => void;
};

const OverlayLine = memo(function OverlayLine({
  index,
  line,
  size,
  used,
  current,
  onSelect,
}: OverlayLineProps) {
  return (
    <button
      type="button"
      data-source-line={index}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(index)}
      style={boxStyle(line.box, size)}
      className={cn(
        // Clear until pointed at or focused, so the page reads as the manager uploaded it.
        'absolute rounded-sm transition-colors hover:bg-primary/15 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        current && 'bg-yellow-300/40 ring-2 ring-yellow-500',
        !current && !used && 'outline-dashed outline-1 outline-muted-foreground/40',
      )}
    >
      <span className="sr-only">{line.text}</span>
    </button>
  );
});
