import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import type { QuizReviewItem } from '@/domain/update-quiz-attempts';
import { useUpdateQuizIn } from '../hooks/use-update-quiz-in';
import { reviewIn } from '../lib/served-quiz-in';

type Props = { update: StaffUpdate; membership: StaffMembership; review: QuizReviewItem[] };

/**
 * After a pass, and only then, each question with its right answer: before it the backend says
 * only how many were right, so the answers cannot be found by trying (ADR 0027). In the language
 * the quiz was shown in: the right option is named by its place, not by its stored English.
 */
export function UpdateQuizReview({ update, membership, review: stored }: Props) {
  const { t } = useLingui();
  const questions = useUpdateQuizIn(update, membership);
  const review = reviewIn(stored, update.quiz, questions);
  return (
    <section aria-label={t`Quiz answers`} className="grid gap-1 rounded-md border p-3 text-sm">
      <h3 className="font-semibold">
        <Trans>Your answers</Trans>
      </h3>
      <ol className="grid gap-1">
        {review.map((item, i) => {
          const number = i + 1;
          return (
            <li key={questions[i]?.id ?? i} className="wrap-break-word">
              <span>{questions[i]?.prompt ?? t`Question ${number}`}</span>{' '}
              <span className="inline-flex items-center gap-1 font-medium">
                {item.correct && <CheckCircle2 className="size-4 text-primary" aria-hidden />}
                {item.answer}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
