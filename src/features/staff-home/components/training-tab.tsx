import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffMembership } from '@/backend/port';
import { FormattedContent } from '@/components/training/formatted-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { StaffTrainingModule } from '@/domain/quiz-grading';
import { useQuizResults, useStaffTraining } from '../api/queries';
import { StaffQuiz } from './staff-quiz';

type View = { kind: 'list' } | { kind: 'read' | 'quiz'; module: StaffTrainingModule };

/** The restaurant's saved training modules, with quizzes and this person's own best scores. */
export function TrainingTab({ membership }: { membership: StaffMembership }) {
  const { t } = useLingui();
  const modules = useStaffTraining(membership);
  const results = useQuizResults(membership);
  const [view, setView] = useState<View>({ kind: 'list' });
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (modules.data === undefined)
    return modules.isError ? (
      <p role="alert">{t`Training could not be loaded.`}</p>
    ) : (
      <Spinner label={t`Loading training...`} />
    );
  if (modules.data.length === 0)
    return <p className="py-8 text-center text-muted-foreground">{t`No training modules yet.`}</p>;

  if (view.kind === 'quiz') {
    return (
      <StaffQuiz
        module={view.module}
        membership={membership}
        onBack={() => setView({ kind: 'list' })}
      />
    );
  }
  if (view.kind === 'read') {
    return (
      <article className="grid gap-4">
        <Button
          variant="ghost"
          className="justify-self-start"
          onClick={() => setView({ kind: 'list' })}
        >
          <Trans>Back to modules</Trans>
        </Button>
        <h3 className="text-xl font-bold">{view.module.title}</h3>
        <FormattedContent content={view.module.content} />
        {view.module.quizQuestions.length > 0 && (
          <Button onClick={() => setView({ kind: 'quiz', module: view.module })}>
            <Trans>Take the quiz</Trans>
          </Button>
        )}
      </article>
    );
  }
  const best = (moduleId: string) =>
    (results.data ?? [])
      .filter((r) => r.moduleId === moduleId)
      .sort((a, b) => b.score / (b.total || 1) - a.score / (a.total || 1))[0];
  return (
    <ul className="grid gap-3">
      {modules.data.map((m) => {
        const top = best(m.id);
        const score = top?.score;
        const total = top?.total;
        return (
          <li key={m.id} aria-label={m.title} className="grid gap-2 rounded-lg border p-4">
            <p className="font-semibold">{m.title}</p>
            <div className="flex flex-wrap gap-2 text-xs">
              <Badge variant="secondary">{m.type.replace(/_/g, ' ')}</Badge>
              {top ? (
                <Badge>
                  <Trans>
                    Your best: {score}/{total}
                  </Trans>
                </Badge>
              ) : (
                <Badge variant="outline">
                  <Trans>Not taken yet</Trans>
                </Badge>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setView({ kind: 'read', module: m })}>
                <Trans>Read</Trans>
              </Button>
              {m.quizQuestions.length > 0 && (
                <Button onClick={() => setView({ kind: 'quiz', module: m })}>
                  <Trans>Take quiz</Trans>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
