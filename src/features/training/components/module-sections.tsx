import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Save, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { SavedTrainingModule, TrainingModule } from '@/domain/training';
import { ModuleCard } from './module-card';

type Open = (module: TrainingModule | SavedTrainingModule, kind: 'read' | 'quiz') => void;

/** Modules from the last generation, not stored until the manager saves them. */
export function GeneratedModules({
  modules,
  headingRef,
  busy,
  onOpen,
  onSave,
  onSaveAll,
  onRegenerate,
}: {
  modules: TrainingModule[];
  headingRef: Ref<HTMLHeadingElement>;
  busy: boolean;
  onOpen: Open;
  onSave: (module: TrainingModule) => void;
  onSaveAll: () => void;
  onRegenerate: () => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="new-modules-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="new-modules-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold outline-hidden"
        >
          <Trans>New modules</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy}>
            <RefreshCw aria-hidden />
            <Trans>Regenerate</Trans>
          </Button>
          <Button size="sm" onClick={onSaveAll} disabled={busy}>
            <Save aria-hidden />
            <Trans>Save all</Trans>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Not saved yet: regenerating replaces them.</Trans>
      </p>
      <ul aria-label={t`New modules`} className="grid gap-3">
        {modules.map((module, i) => {
          const title = module.title;
          return (
            <ModuleCard
              key={`${i}-${module.title}`}
              module={module}
              onRead={() => onOpen(module, 'read')}
              onQuiz={() => onOpen(module, 'quiz')}
              action={
                <Button
                  size="sm"
                  onClick={() => onSave(module)}
                  disabled={busy}
                  aria-label={t`Save ${title}`}
                >
                  <Save aria-hidden />
                  <Trans>Save</Trans>
                </Button>
              }
            />
          );
        })}
      </ul>
    </section>
  );
}

export function SavedModules({
  modules,
  onOpen,
  onDelete,
}: {
  modules: SavedTrainingModule[];
  onOpen: Open;
  onDelete: (module: SavedTrainingModule) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="saved-modules-heading" className="grid gap-3">
      <h2 id="saved-modules-heading" className="text-lg font-semibold">
        <Trans>Saved modules</Trans>
      </h2>
      {modules.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <Trans>
            No saved modules yet. Generate training and save the modules you want your team to use.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Saved modules`} className="grid gap-3">
          {modules.map((module) => {
            const title = module.title;
            return (
              <ModuleCard
                key={module.id}
                module={module}
                onRead={() => onOpen(module, 'read')}
                onQuiz={() => onOpen(module, 'quiz')}
                action={
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(module)}
                    aria-label={t`Delete ${title}`}
                  >
                    <Trash2 aria-hidden />
                    <Trans>Delete</Trans>
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
