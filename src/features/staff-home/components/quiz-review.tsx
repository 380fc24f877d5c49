import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { GradedQuiz } from '@/backend/port';
import { ScoreSummary } from '@/components/training/score-summary';
import { Button } from '@/components/ui/button';
import type { OpenQuizQuestion } from '@/domain/quiz-grading';

type Props = {
  questions: OpenQuizQuestion[];
  answers: (number | undefined)[];
  graded: GradedQuiz;
  onRetake: () => void;
};

/** The recorded score, then each question with the person's answer and the right one. */
export function QuizReview({ questions, answers, graded, onRetake }: Props) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <div role="status" className="grid gap-1">
        <ScoreSummary correct={graded.score} total={graded.total} />
      </div>
      <ol className="grid gap-3">
        {questions.map((q, i) => {
          const key = graded.review[i];
          const right = key !== undefined && answers[i] === key.correctAnswer;
          const picked = q.options[answers[i]!];
          const correct = key ? q.options[key.correctAnswer] : '?';
          return (
            <li
              key={i}
              className={`grid gap-1 rounded-md border p-3 text-sm ${right ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-red-300 bg-red-50 text-red-950'}`}
            >
              <p className="font-semibold">{q.question}</p>
              <p className="flex items-center gap-2">
                {right ? (
                  <CheckCircle2 className="size-4 shrink-0" aria-hidden />
                ) : (
                  <XCircle className="size-4 shrink-0" aria-hidden />
                )}
                {right ? t`Correct: ${picked}` : t`Incorrect. The correct answer is: ${correct}`}
              </p>
              {key?.explanation && <p>{key.explanation}</p>}
            </li>
          );
        })}
      </ol>
      <Button className="w-full sm:w-auto sm:justify-self-start" onClick={onRetake}>
        <Trans>Retake quiz</Trans>
      </Button>
    </div>
  );
}
