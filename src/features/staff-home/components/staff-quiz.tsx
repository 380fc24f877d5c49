import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import type { GradedQuiz, StaffMembership } from '@/backend/port';
import { TrainingViewHeader } from '@/components/training/view-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Choice } from '@/components/ui/choice';
import { Progress } from '@/components/ui/progress';
import type { StaffTrainingModule } from '@/domain/quiz-grading';
import { useGradeQuiz } from '../api/mutations';
import { QuizReview } from './quiz-review';
import { WILL_SEND_TEXT } from '../api/outbox';

type Props = { module: StaffTrainingModule; membership: StaffMembership; onBack: () => void };

/**
 * A staff quiz: the questions come without their answers, so the person answers every one, hands
 * the attempt in, and the backend scores it; the answers and explanations arrive with the score.
 */
export function StaffQuiz({ module, membership, onBack }: Props) {
  const { t } = useLingui();
  const questions = module.quizQuestions;
  const grade = useGradeQuiz(membership);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [graded, setGraded] = useState<GradedQuiz | 'queued' | null>(null);
  const question = questions[index];
  const chosen = answers[index];
  const last = index + 1 >= questions.length;
  const { title } = module;
  const number = index + 1;
  const count = questions.length;

  const handIn = () =>
    grade.mutate(
      { moduleId: module.id, title: module.title, answers: answers.map((a) => a ?? -1) },
      {
        onSuccess: setGraded,
        // The answers stay on screen, so a retry after a dropped connection loses nothing.
        onError: (e) => toast.error(t`Your answers were not handed in`, { description: e.message }),
      },
    );
  const retake = () => {
    setGraded(null);
    setAnswers([]);
    setIndex(0);
  };

  return (
    <Card>
      <TrainingViewHeader title={t`Quiz: ${title}`} onBack={onBack} focusKey={graded} />
      <CardContent className="grid gap-4">
        {!question ? (
          <p>
            <Trans>This module has no quiz.</Trans>
          </p>
        ) : graded === 'queued' ? (
          <div className="grid gap-3">
            <p role="status" className="font-semibold">
              {t(WILL_SEND_TEXT)}
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Your answers are saved on this device. Your best score shows on the module once they
                are sent.
              </Trans>
            </p>
          </div>
        ) : graded ? (
          <QuizReview questions={questions} answers={answers} graded={graded} onRetake={retake} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Question {number} of {count}
              </Trans>
            </p>
            <Progress value={(index / questions.length) * 100} aria-label={t`Quiz progress`} />
            <fieldset className="grid gap-2" key={index}>
              <legend className="mb-3 wrap-break-word text-lg font-semibold">
                {question.question}
              </legend>
              {question.options.map((option, i) => (
                <Choice
                  key={i}
                  type="radio"
                  name={`staff-quiz-${index}`}
                  label={option}
                  checked={chosen === i}
                  onChange={() => setAnswers((prev) => Object.assign([...prev], { [index]: i }))}
                />
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              {index > 0 && (
                <Button variant="outline" onClick={() => setIndex(index - 1)}>
                  <Trans>Previous question</Trans>
                </Button>
              )}
              {last ? (
                <Button disabled={chosen === undefined || grade.isPending} onClick={handIn}>
                  {grade.isPending ? t`Handing in...` : t`Hand in answers`}
                </Button>
              ) : (
                <Button disabled={chosen === undefined} onClick={() => setIndex(index + 1)}>
                  <Trans>Next question</Trans>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
