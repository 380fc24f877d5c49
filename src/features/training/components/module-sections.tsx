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
  return (
    <section aria-labelledby="new-modules-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="new-modules-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          New modules
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy}>
            <RefreshCw aria-hidden />
            Regenerate
          </Button>
          <Button size="sm" onClick={onSaveAll} disabled={busy}>
            <Save aria-hidden />
            Save all
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">Not saved yet: regenerating replaces them.</p>
      <ul aria-label="New modules" className="grid gap-3">
        {modules.map((module, i) => (
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
                aria-label={`Save ${module.title}`}
              >
                <Save aria-hidden />
                Save
              </Button>
            }
          />
        ))}
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
  return (
    <section aria-labelledby="saved-modules-heading" className="grid gap-3">
      <h2 id="saved-modules-heading" className="text-lg font-semibold">
        Saved modules
      </h2>
      {modules.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No saved modules yet. Generate training and save the modules you want your team to use.
        </p>
      ) : (
        <ul aria-label="Saved modules" className="grid gap-3">
          {modules.map((module) => (
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
                  aria-label={`Delete ${module.title}`}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
