import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { QuizDraft, QuizRow } from '../hooks/use-quiz-draft';
import { QuestionEditor } from './question-editor';
import { RewordButton } from './reword-button';

/** The quiz staff take on the update: generated from the changes, and the manager's to edit. */
export function QuizTab({ draft }: { draft: QuizDraft }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  if (draft.rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No quiz: nothing to ask about these changes</Trans>
      </p>
    );
  const count = draft.quiz.length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {draft.quiz.length === 0
            ? t`Every question is dropped: this update goes out without a quiz.`
            : t`Staff answer ${plural(count, { one: '# question', other: '# questions' })} on these changes.`}
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
              <Trans>Restore generated questions</Trans>
            </Button>
          )}
        </div>
      </div>
      <ol aria-label={t`Quiz questions`} className="grid gap-3">
        {draft.rows.map((row, i) => {
          const number = i + 1;
          return (
            <li
              key={row.question.id}
              aria-label={t`Question ${number}`}
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
          );
        })}
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
  const { t } = useLingui();
  const { question } = row;
  const prompt = question.prompt;
  if (row.dropped)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
        <p className="min-w-0 wrap-break-word">
          <Trans>
            Dropped: <s>{prompt}</s>
          </Trans>
        </p>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Undo drop of question ${number}`}
          onClick={onUndo}
        >
          <Trans>Undo</Trans>
        </Button>
      </div>
    );
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 wrap-break-word font-medium">
        {number}. {question.prompt}
        {row.edited && (
          <Badge variant="secondary">
            <Trans>Edited</Trans>
          </Badge>
        )}
      </p>
      <ul className="grid gap-1">
        {question.options.map((option, i) => {
          const correct = i === question.answer;
          return (
            <li key={i} className="flex items-start gap-2 wrap-break-word">
              <CircleCheck
                className={
                  correct ? 'mt-0.5 size-4 shrink-0 text-primary' : 'invisible size-4 shrink-0'
                }
                aria-hidden
              />
              <span className={correct ? 'font-medium' : undefined}>{option}</span>
              {correct && (
                <Badge variant="outline">
                  <Trans>Correct answer</Trans>
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Edit question ${number}`}
          onClick={onEdit}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Drop question ${number}`}
          onClick={onDrop}
        >
          <Trans>Drop</Trans>
        </Button>
      </div>
    </>
  );
}
