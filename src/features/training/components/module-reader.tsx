import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { TrainingModule } from '@/domain/training';
import { TRAINING_TYPE_LABELS } from '../lib/type-labels';
import { FormattedContent } from '@/components/training/formatted-content';
import { TrainingViewHeader } from '@/components/training/view-header';

type Props = { module: TrainingModule; onBack: () => void; onQuiz: () => void };

export function ModuleReader({ module, onBack, onQuiz }: Props) {
  const { t } = useLingui();
  return (
    <Card>
      <TrainingViewHeader title={module.title} onBack={onBack} focusKey={module}>
        <Badge variant="secondary" className="self-start">
          {t(TRAINING_TYPE_LABELS[module.type])}
        </Badge>
      </TrainingViewHeader>
      <CardContent className="grid gap-6">
        <article aria-label={module.title}>
          <FormattedContent content={module.content} />
        </article>
        {module.quizQuestions?.length ? (
          <Button className="w-full sm:w-auto sm:justify-self-start" onClick={onQuiz}>
            <ListChecks aria-hidden />
            <Trans>Take the quiz</Trans>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
