import { useMemo, useSyncExternalStore } from 'react';
import type { ImportReview } from '@/domain/import-review';
import type { FocusStore } from './focus-store';
import { SourcePanel } from './source-panel';

type Props = {
  review: ImportReview;
  file: Blob | null;
  focus: FocusStore;
  onLineSelect: (line: number) => void;
  className?: string;
};

/** The Source panel with the lines of the focused item highlighted. */
export function FocusedSource({ review, file, focus, onLineSelect, className }: Props) {
  const focusedId = useSyncExternalStore(focus.subscribe, focus.get, focus.get);
  const entry = focusedId ? review.items[focusedId] : undefined;
  const start = entry?.lineStart;
  const end = entry?.lineEnd ?? start;
  const highlight = useMemo(
    () => (start !== undefined && end !== undefined ? { start, end } : null),
    [start, end],
  );
  return (
    <SourcePanel
      review={review}
      file={file}
      highlight={highlight}
      onLineSelect={onLineSelect}
      className={className}
    />
  );
}
