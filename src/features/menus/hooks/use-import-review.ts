import { useCallback, useEffect, useMemo, useState } from 'react';
import { CHECK_BELOW, type ImportReview, type ReviewItem } from '@/domain/import-review';
import type { MenuItem } from '@/domain/menu';
import { forgetImportFile, readImportFile } from '@/lib/import-file-store';
import { clearImportReview, readImportReview, writeImportReview } from '@/lib/import-review-store';

export type UnusedLine = { index: number; text: string };

/**
 * The review of an upload draft: which items are still to check (in menu order), which source
 * lines no item or heading came from, and the uploaded file for the Source panel. Every answer
 * (confirmed, ignored, added) is kept with the draft so a reload does not ask again.
 */
export function useImportReview(userId: string, active: boolean, items: MenuItem[]) {
  const [review, setReview] = useState<ImportReview | null>(() =>
    active ? readImportReview(userId) : null,
  );
  const [file, setFile] = useState<Blob | null>(null);
  const kind = review?.kind;
  useEffect(() => {
    if (kind !== 'pdf' && kind !== 'image') return;
    let live = true;
    void readImportFile(userId).then((blob) => live && setFile(blob));
    return () => {
      live = false;
    };
  }, [userId, kind]);

  const change = useCallback(
    (edit: (r: ImportReview) => ImportReview) =>
      setReview((prev) => {
        if (!prev) return prev;
        const next = edit(prev);
        writeImportReview(userId, next);
        return next;
      }),
    [userId],
  );

  /** Per item id, the review entry of each item still to check. */
  const checks = useMemo(() => {
    const out: Record<string, ReviewItem> = {};
    if (!review) return out;
    const confirmed = new Set(review.confirmed);
    for (const item of items) {
      const entry = review.items[item.id];
      if (entry && entry.confidence < CHECK_BELOW && !confirmed.has(item.id)) out[item.id] = entry;
    }
    return out;
  }, [review, items]);
  const toCheck = useMemo(() => items.filter((i) => checks[i.id]), [items, checks]);

  const unused = useMemo((): UnusedLine[] => {
    if (!review) return [];
    const skip = new Set([...review.used, ...review.ignored]);
    return review.lines.flatMap((line, index) =>
      skip.has(index) || !line.text.trim() ? [] : [{ index, text: line.text }],
    );
  }, [review]);

  const actions = useMemo(
    () => ({
      confirm: (id: string) =>
        change((r) => (r.confirmed.includes(id) ? r : { ...r, confirmed: [...r.confirmed, id] })),
      ignore: (line: number) => change((r) => ({ ...r, ignored: [...r.ignored, line] })),
      /** A line became a new item: it is used now, and the item points back at it. */
      addFromLine: (line: number, id: string) =>
        change((r) => ({
          ...r,
          used: [...r.used, line],
          items: {
            ...r.items,
            [id]: { confidence: 1, reasons: [], lineStart: line, lineEnd: line },
          },
          confirmed: [...r.confirmed, id],
        })),
      /** Two items became one: the first now covers both items' lines. */
      merged: (firstId: string, secondId: string) =>
        change((r) => {
          const a = r.items[firstId];
          const b = r.items[secondId];
          if (!a || !b) return r;
          const starts = [a.lineStart, b.lineStart].filter((n) => n !== undefined);
          const ends = [a.lineEnd, b.lineEnd].filter((n) => n !== undefined);
          const entry: ReviewItem = {
            confidence: Math.min(a.confidence, b.confidence),
            reasons: [...new Set([...a.reasons, ...b.reasons])],
            ...(starts.length ? { lineStart: Math.min(...starts) } : {}),
            ...(ends.length ? { lineEnd: Math.max(...ends) } : {}),
          };
          return { ...r, items: { ...r.items, [firstId]: entry } };
        }),
      /** One item became two: the new one was read from the same lines. */
      split: (id: string, newId: string) =>
        change((r) => {
          const entry = r.items[id];
          return entry ? { ...r, items: { ...r.items, [newId]: entry } } : r;
        }),
      /** The import is accepted (the menu was saved): the review and the kept file go. */
      end: () => {
        clearImportReview(userId);
        void forgetImportFile(userId);
        setReview(null);
        setFile(null);
      },
    }),
    [change, userId],
  );

  return { review, file, checks, toCheck, unused, ...actions };
}
