import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { StaffMembership, StaffUpdate, UpdateQuizGrade } from '@/backend/port';
import type { QuizReviewItem } from '@/domain/update-quiz-attempts';
import { Button } from '@/components/ui/button';
import { Choice } from '@/components/ui/choice';
import { Progress } from '@/components/ui/progress';
import { useGradeUpdateQuiz } from '../api/mutations';
import { useUpdateQuizIn } from '../hooks/use-update-quiz-in';

type Props = {
  update: StaffUpdate;
  membership: StaffMembership;
  /** With each question's right option, now that it may be shown. */
  onPassed: (review: QuizReviewItem[]) => void;
  /** Offline: the attempt waits in the outbox, graded once sent. */
  onQueued: () => void;
  onClose: () => void;
};

/**
 * The quiz on an update's changes, one question at a time, the options in the order the backend
 * served for this attempt. Until a pass it says only how many answers were right, never which,
 * and after a few attempts the next one waits: a retry means reading the changes again, not
 * trying options (ADR 0027). Shown in the language shown where the questions are generated ones;
 * what is handed in is each option's id, so grading does not depend on the words.
 */
export function UpdateQuiz({ update, membership, onPassed, onQueued, onClose }: Props) {
  const { t } = useLingui();
  const questions = useUpdateQuizIn(update, membership);
  const grade = useGradeUpdateQuiz(membership);
  const [index, setIndex] = useState(0);
  // Per question the chosen option's optionId, so a new order served meanwhile changes no answer.
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [failed, setFailed] = useState<UpdateQuizGrade | null>(null);
  const top = useRef<HTMLParagraphElement>(null);
  // Each new question and the result take focus, so keyboard and screen-reader users start there.
  useEffect(() => top.current?.focus(), [index, failed]);

  const question = questions[index];
  if (!question) return null;
  const chosen = answers[index];
  const last = index + 1 >= questions.length;
  const name = `update-quiz-${update.id}-${index}`;

  const submit = () =>
    grade.mutate(
      { update, answers: answers.map((a) => a ?? -1) },
      {
        onSuccess: (result) => {
          if (result === 'queued') onQueued();
          else if (result.passed) onPassed(result.review ?? []);
          else setFailed(result);
        },
        // The answers stay as they are, so a retry after a dropped connection loses nothing.
        onError: (e) => {
          if ('code' in e && e.code === 'quiz_wait') {
            toast.error(t`Wait before the next attempt`, { description: e.message });
            onClose();
          } else toast.error(t`Your answers were not sent`, { description: e.message });
        },
      },
    );
  const retry = () => {
    setFailed(null);
    setAnswers([]);
    setIndex(0);
  };

  if (failed) {
    const { score, total } = failed;
    const retryTime = failed.retryAt ? clockTime(failed.retryAt) : null;
    return (
      <section aria-label={t`Quiz`} className="grid gap-3 rounded-md border p-3">
        <p ref={top} tabIndex={-1} className="font-semibold outline-hidden">
          {t`Not yet: ${score} of ${total} right.`}
          {retryTime ? '' : ` ${t`Try again.`}`}
        </p>
        {retryTime ? (
          <>
            <p className="text-sm">
              <Trans>Read the changes again. Your next attempt opens at {retryTime}.</Trans>
            </p>
            <Button
              variant="outline"
              className="w-full sm:w-auto sm:justify-self-start"
              onClick={onClose}
            >
              <Trans>Close quiz</Trans>
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm">
              <Trans>Read the changes again: the options come in a new order.</Trans>
            </p>
            <Button className="w-full sm:w-auto sm:justify-self-start" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </>
        )}
      </section>
    );
  }

  const number = index + 1;
  const count = questions.length;
  return (
    <section aria-label={t`Quiz`} className="grid gap-3 rounded-md border p-3">
      <p ref={top} tabIndex={-1} className="text-sm text-muted-foreground outline-hidden">
        <Trans>
          Question {number} of {count}
        </Trans>
      </p>
      <Progress value={(index / questions.length) * 100} aria-label={t`Quiz progress`} />
      <fieldset className="grid gap-2" key={index}>
        <legend className="mb-2 wrap-break-word font-semibold">{question.prompt}</legend>
        {question.options.map((option, i) => {
          const id = question.optionIds[i] ?? i;
          return (
            <Choice
              key={id}
              type="radio"
              name={name}
              label={option}
              checked={chosen === id}
              onChange={() => setAnswers((prev) => Object.assign([...prev], { [index]: id }))}
            />
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        {last ? (
          <Button disabled={chosen === undefined || grade.isPending} onClick={submit}>
            {grade.isPending ? t`Sending...` : t`Submit answers`}
          </Button>
        ) : (
          <Button disabled={chosen === undefined} onClick={() => setIndex(index + 1)}>
            <Trans>Next</Trans>
          </Button>
        )}
        {index > 0 && (
          <Button variant="outline" onClick={() => setIndex(index - 1)}>
            <Trans>Previous</Trans>
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close quiz</Trans>
        </Button>
      </div>
    </section>
  );
}

/** A time of today as the person's clock shows it ('14:32'). */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
