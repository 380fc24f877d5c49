import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { SavedMenu } from '@/domain/menu';
import type { GenerationState, SourceError } from '../hooks/use-generate-training';
import {
  defaultOptionFields,
  trainingFormSchema,
  type TrainingFormInput,
  type TrainingFormValues,
} from '../lib/training-form';
import { OptionFields } from './option-fields';
import { SourceFields } from './source-fields';

type Props = {
  menus: SavedMenu[];
  state: GenerationState;
  /** Resolves with a source problem to show on its field, or nothing. */
  onGenerate: (values: TrainingFormValues) => Promise<SourceError | undefined>;
  onCancel: () => void;
};

export function TrainingForm({ menus, state, onGenerate, onCancel }: Props) {
  const { t } = useLingui();
  const busy = state.status === 'running';
  const form = useForm<TrainingFormInput, unknown, TrainingFormValues>({
    resolver: zodResolver(trainingFormSchema),
    defaultValues: {
      // A new restaurant has sample menus, so a saved menu is the quickest start.
      sourceType: menus.length ? 'menu' : 'text',
      menuId: menus[0]?.id ?? '',
      pastedText: '',
      menuUrl: '',
      menuType: 'food',
      ...defaultOptionFields(),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const problem = await onGenerate(values);
    if (problem) form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
  });

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Generate training`}
    >
      <SourceFields form={form} menus={menus} disabled={busy} />
      <OptionFields form={form} disabled={busy} />
      {busy && (
        <div className="grid gap-2" aria-live="polite">
          <Progress value={state.progress} aria-label={t`Generation progress`} />
          <p className="text-sm text-muted-foreground">{state.label}</p>
        </div>
      )}
      {/* On phones the main action stays reachable above the bottom navigation. */}
      <div className="sticky bottom-16 -mx-4 bg-card/95 px-4 py-2 md:static md:mx-0 md:bg-transparent md:p-0">
        {busy ? (
          <Button variant="destructive" className="w-full md:w-auto" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : (
          <Button type="submit" className="w-full md:w-auto">
            <Trans>Generate Training</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
