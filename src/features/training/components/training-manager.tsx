import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { SavedMenu } from '@/domain/menu';
import type { SavedTrainingModule, TrainingModule } from '@/domain/training';
import { cn } from '@/lib/utils';
import { useMenus } from '@/data/menus';
import { useTrainingModules } from '@/data/training';
import { useDeleteModule, useRecordScore, useSaveModules } from '../api/use-module-mutations';
import { useGenerateTraining } from '../hooks/use-generate-training';
import type { TrainingFormValues } from '../lib/training-form';
import { DeleteModuleDialog } from './delete-module-dialog';
import { GeneratorNote } from './generator-note';
import { GeneratedModules, SavedModules } from './module-sections';
import { ModuleReader } from './module-reader';
import { QuizRunner } from '@/components/training/quiz-runner';
import { TrainingForm } from './training-form';

type Props = { restaurantId: string; restaurantName: string };
type AnyModule = TrainingModule | SavedTrainingModule;
type View = { kind: 'list' } | { kind: 'read' | 'quiz'; module: AnyModule };

const isSaved = (m: AnyModule): m is SavedTrainingModule => 'id' in m;

export function TrainingManager({ restaurantId, restaurantName }: Props) {
  const menus = useMenus(restaurantId);
  const saved = useTrainingModules(restaurantId);
  if (menus.isPending || saved.isPending) return <Spinner />;
  // A failed list read shows the empty state rather than an error page.
  return (
    <TrainingWorkspace
      restaurantId={restaurantId}
      restaurantName={restaurantName}
      menus={menus.data ?? []}
      saved={saved.data ?? []}
    />
  );
}

function TrainingWorkspace({
  restaurantId,
  restaurantName,
  menus,
  saved,
}: Props & { menus: SavedMenu[]; saved: SavedTrainingModule[] }) {
  const { t } = useLingui();
  const { state, generate, cancel, settings } = useGenerateTraining(menus, restaurantName);
  const save = useSaveModules(restaurantId);
  const remove = useDeleteModule(restaurantId);
  const recordScore = useRecordScore(restaurantId);
  const [generated, setGenerated] = useState<TrainingModule[]>([]);
  const [lastValues, setLastValues] = useState<TrainingFormValues | null>(null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<SavedTrainingModule | null>(null);
  const newHeading = useRef<HTMLHeadingElement>(null);
  const focusNew = useRef(false);
  const busy = state.status === 'running' || save.isPending;

  // After a generation, take phone users (whose form fills the screen) to the results.
  useEffect(() => {
    if (!focusNew.current || view.kind !== 'list') return;
    focusNew.current = false;
    newHeading.current?.focus();
  }, [generated, view.kind]);

  const run = async (values: TrainingFormValues) => {
    const outcome = await generate(values);
    if (!outcome) return undefined;
    if ('error' in outcome) return outcome.error;
    setLastValues(values);
    focusNew.current = true;
    setGenerated(outcome.modules);
    return undefined;
  };

  const saveModules = (modules: TrainingModule[]) =>
    save.mutate(modules, {
      onSuccess: () => {
        setGenerated((list) => list.filter((m) => !modules.includes(m)));
        toast.success(modules.length === 1 ? t`Module saved` : t`Modules saved`, {
          description: modules.map((m) => m.title).join(', '),
        });
      },
      onError: (error) => {
        console.error('[training] save failed', error);
        toast.error(t`Module not saved`, {
          description: t`There was a problem saving. Please try again.`,
        });
      },
    });

  const confirmDelete = (module: SavedTrainingModule) =>
    remove.mutate(module.id, {
      onSuccess: () => toast.success(t`Module deleted`, { description: module.title }),
      onError: (error) => {
        console.error('[training] delete failed', error);
        toast.error(t`Module not deleted`, { description: t`Please try again.` });
      },
    });

  const open = (module: AnyModule, kind: 'read' | 'quiz') => setView({ kind, module });
  const back = () => setView({ kind: 'list' });

  return (
    <>
      {view.kind === 'read' && (
        <ModuleReader module={view.module} onBack={back} onQuiz={() => open(view.module, 'quiz')} />
      )}
      {view.kind === 'quiz' && (
        <QuizRunner
          title={view.module.title}
          questions={view.module.quizQuestions ?? []}
          onBack={back}
          onFinish={(score) => {
            const module = view.module;
            if (isSaved(module))
              recordScore.mutate({
                id: module.id,
                score: { ...score, takenAt: new Date().toISOString() },
              });
          }}
        />
      )}
      {/* Hidden rather than unmounted, so the form keeps its values while a module is open. */}
      <div className={cn('grid gap-8', view.kind !== 'list' && 'hidden')}>
        <Card>
          <CardContent className="grid gap-6 pt-4 md:pt-6">
            <GeneratorNote settings={settings} />
            <TrainingForm menus={menus} state={state} onGenerate={run} onCancel={cancel} />
          </CardContent>
        </Card>
        <div className="grid gap-8">
          {generated.length > 0 && (
            <GeneratedModules
              modules={generated}
              headingRef={newHeading}
              busy={busy}
              onOpen={open}
              onSave={(m) => saveModules([m])}
              onSaveAll={() => saveModules(generated)}
              onRegenerate={() => lastValues && void run(lastValues)}
            />
          )}
          <SavedModules modules={saved} onOpen={open} onDelete={setToDelete} />
        </div>
      </div>
      <DeleteModuleDialog
        module={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(m) => {
          setToDelete(null);
          confirmDelete(m);
        }}
      />
    </>
  );
}
