import { BookOpen, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TRAINING_TYPE_LABELS, type QuizScore, type TrainingModule } from '@/domain/training';

type Props = {
  module: TrainingModule & { lastScore?: QuizScore };
  onRead: () => void;
  onQuiz: () => void;
  /** Save for a new module, Delete for a saved one. */
  action: ReactNode;
};

export function ModuleCard({ module, onRead, onQuiz, action }: Props) {
  const questions = module.quizQuestions?.length ?? 0;
  return (
    <li
      aria-label={module.title}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <h3 className="break-words font-semibold">{module.title}</h3>
      <div className="flex flex-wrap gap-2 text-xs">
        <Badge variant="secondary" data-testid="module-type">
          {TRAINING_TYPE_LABELS[module.type]}
        </Badge>
        <Badge variant="outline">
          {questions ? `${questions} quiz question${questions === 1 ? '' : 's'}` : 'No quiz'}
        </Badge>
        {module.sourceUrl && <Badge variant="outline">From a menu URL</Badge>}
      </div>
      {module.lastScore && (
        <p className="text-sm text-muted-foreground">
          Last quiz: {module.lastScore.correct} of {module.lastScore.total} correct
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRead} aria-label={`Read ${module.title}`}>
          <BookOpen aria-hidden />
          Read
        </Button>
        {questions > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={onQuiz}
            aria-label={`Take quiz: ${module.title}`}
          >
            <ListChecks aria-hidden />
            Take quiz
          </Button>
        )}
        {action}
      </div>
    </li>
  );
}
