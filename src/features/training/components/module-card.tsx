import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { QuizScore, TrainingModule } from '@/domain/training';
import { TRAINING_TYPE_LABELS } from '../lib/type-labels';

type Props = {
  module: TrainingModule & { lastScore?: QuizScore };
  onRead: () => void;
  onQuiz: () => void;
  /** Save for a new module, Delete for a saved one. */
  action: ReactNode;
};

export function ModuleCard({ module, onRead, onQuiz, action }: Props) {
  const { t } = useLingui();
  const questions = module.quizQuestions?.length ?? 0;
  const title = module.title;
  const correct = module.lastScore?.correct;
  const total = module.lastScore?.total;
  return (
    <li
      aria-label={module.title}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <h3 className="wrap-break-word font-semibold">{module.title}</h3>
      <div className="flex flex-wrap gap-2 text-xs">
        <Badge variant="secondary" data-testid="module-type">
          {t(TRAINING_TYPE_LABELS[module.type])}
        </Badge>
        <Badge variant="outline">
          {questions
            ? t`${plural(questions, { one: '# quiz question', other: '# quiz questions' })}`
            : t`No quiz`}
        </Badge>
        {module.sourceUrl && (
          <Badge variant="outline">
            <Trans>From a menu URL</Trans>
          </Badge>
        )}
      </div>
      {module.lastScore && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Last quiz: {correct} of {total} correct
          </Trans>
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRead} aria-label={t`Read ${title}`}>
          <BookOpen aria-hidden />
          <Trans>Read</Trans>
        </Button>
        {questions > 0 && (
          <Button variant="outline" size="sm" onClick={onQuiz} aria-label={t`Take quiz: ${title}`}>
            <ListChecks aria-hidden />
            <Trans>Take quiz</Trans>
          </Button>
        )}
        {action}
      </div>
    </li>
  );
}
