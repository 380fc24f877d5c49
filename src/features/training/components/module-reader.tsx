import { ArrowLeft, ListChecks } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TRAINING_TYPE_LABELS, type TrainingModule } from '@/domain/training';
import { FormattedContent } from '@/components/training/formatted-content';

type Props = { module: TrainingModule; onBack: () => void; onQuiz: () => void };

export function ModuleReader({ module, onBack, onQuiz }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the list, so focus moves to its title for keyboard and screen-reader users.
  useEffect(() => heading.current?.focus(), [module]);
  return (
    <Card>
      <CardHeader>
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to modules
        </Button>
        <h2 ref={heading} tabIndex={-1} className="break-words text-xl font-bold outline-none">
          {module.title}
        </h2>
        <Badge variant="secondary" className="self-start">
          {TRAINING_TYPE_LABELS[module.type]}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-6">
        <article aria-label={module.title}>
          <FormattedContent content={module.content} />
        </article>
        {module.quizQuestions?.length ? (
          <Button className="w-full sm:w-auto sm:justify-self-start" onClick={onQuiz}>
            <ListChecks aria-hidden />
            Take the quiz
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
