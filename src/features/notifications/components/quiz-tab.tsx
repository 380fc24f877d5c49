import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { countOf } from '@/domain/relative-time';
import type { QuizDraft, QuizRow } from '../hooks/use-quiz-draft';
import { QuestionEditor } from './question-editor';
import { RewordButton } from './reword-button';

/** The quiz staff take on the update: generated from the changes, and the manager's to edit. */
export function QuizTab({ draft }: { draft: QuizDraft }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (draft.rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No quiz: nothing to ask about these changes</p>
    );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {draft.quiz.length === 0
            ? 'Every question is dropped: this update goes out without a quiz.'
            : `Staff answer ${countOf(draft.quiz.length, 'question')} on these changes.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <RewordButton draft={draft} />
          {draft.changed && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setEditing(null);
                draft.restore();
              }}
            >
              Restore generated questions
            </Button>
          )}
        </div>
      </div>
      <ol aria-label="Quiz questions" className="grid gap-3">
        {draft.rows.map((row, i) => (
          <li
            key={row.question.id}
            aria-label={`Question ${i + 1}`}
            className="grid gap-2 rounded-md border p-3 text-sm"
          >
            {editing === row.question.id ? (
              <QuestionEditor
                question={row.question}
                number={i + 1}
                onSave={(q) => {
                  draft.save(q);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <QuestionView
                row={row}
                number={i + 1}
                onEdit={() => setEditing(row.question.id)}
                onDrop={() => draft.drop(row.question.id)}
                onUndo={() => draft.undoDrop(row.question.id)}
              />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

type ViewProps = {
  row: QuizRow;
  number: number;
  onEdit: () => void;
  onDrop: () => void;
  onUndo: () => void;
};

function QuestionView({ row, number, onEdit, onDrop, onUndo }: ViewProps) {
  const { question } = row;
  if (row.dropped)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
        <p className="min-w-0 break-words">
          Dropped: <s>{question.prompt}</s>
        </p>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Undo drop of question ${number}`}
          onClick={onUndo}
        >
          Undo
        </Button>
      </div>
    );
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 break-words font-medium">
        {number}. {question.prompt}
        {row.edited && <Badge variant="secondary">Edited</Badge>}
      </p>
      <ul className="grid gap-1">
        {question.options.map((option, i) => {
          const correct = i === question.answer;
          return (
            <li key={i} className="flex items-start gap-2 break-words">
              <CircleCheck
                className={
                  correct ? 'mt-0.5 size-4 shrink-0 text-primary' : 'invisible size-4 shrink-0'
                }
                aria-hidden
              />
              <span className={correct ? 'font-medium' : undefined}>{option}</span>
              {correct && <Badge variant="outline">Correct answer</Badge>}
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" aria-label={`Edit question ${number}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" aria-label={`Drop question ${number}`} onClick={onDrop}>
          Drop
        </Button>
      </div>
    </>
  );
}
