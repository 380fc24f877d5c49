import { useCallback, useMemo, useState } from 'react';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';

export type QuizRow = { question: ChangeQuizQuestion; edited: boolean; dropped: boolean };

/**
 * The manager's changes to a generated quiz, kept by question id: when the ticked items change
 * the quiz is generated again, and an edit or a drop stays with its question for as long as that
 * question is still asked.
 */
export function useQuizDraft(generated: ChangeQuizQuestion[]) {
  const [edits, setEdits] = useState<ReadonlyMap<string, ChangeQuizQuestion>>(new Map());
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());

  const rows: QuizRow[] = useMemo(
    () =>
      generated.map((q) => ({
        question: edits.get(q.id) ?? q,
        edited: edits.has(q.id),
        dropped: dropped.has(q.id),
      })),
    [generated, edits, dropped],
  );
  const quiz = useMemo(() => rows.filter((r) => !r.dropped).map((r) => r.question), [rows]);

  const save = useCallback(
    (question: ChangeQuizQuestion) => setEdits((m) => new Map(m).set(question.id, question)),
    [],
  );
  const setDrop = useCallback(
    (id: string, drop: boolean) =>
      setDropped((s) => {
        const next = new Set(s);
        if (drop) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const restore = useCallback(() => {
    setEdits(new Map());
    setDropped(new Set());
  }, []);

  return {
    rows,
    quiz,
    save,
    drop: (id: string) => setDrop(id, true),
    undoDrop: (id: string) => setDrop(id, false),
    restore,
    changed: rows.some((r) => r.edited || r.dropped),
  };
}

export type QuizDraft = ReturnType<typeof useQuizDraft>;
