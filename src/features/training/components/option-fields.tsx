import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TRAINING_TYPES } from '@/domain/training';
import { TRAINING_TYPE_LABELS } from '../lib/type-labels';
import { DETAIL_LEVELS, MAX_QUIZ_COUNT, QUIZ_DIFFICULTIES } from '@/lib/ai';
import type { TrainingOptions } from '@/lib/ai';
import type { TrainingFormInput, TrainingFormValues } from '../lib/training-form';
import { Choice } from '@/components/ui/choice';

type Form = UseFormReturn<TrainingFormInput, unknown, TrainingFormValues>;

const DETAIL_LEVEL_LABELS: Record<TrainingOptions['detailLevel'], MessageDescriptor> = {
  basic: msg`Basic`,
  standard: msg`Standard`,
  detailed: msg`Detailed`,
};
const DIFFICULTY_LABELS: Record<TrainingOptions['quizDifficulty'], MessageDescriptor> = {
  easy: msg`Easy`,
  medium: msg`Medium`,
  hard: msg`Hard`,
};
const QUIZ_COUNTS = Array.from({ length: MAX_QUIZ_COUNT }, (_, i) => i + 1);

/** Training generation options. Quiz settings show only while quizzes are on. */
export function OptionFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  const includeQuizzes = form.watch('includeQuizzes');
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-2 font-semibold">
        <Trans>Training options</Trans>
      </legend>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.trainingTypes ? 'training-types-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          <Trans>Training topics</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TRAINING_TYPES.map((type) => (
            <Choice
              key={type}
              type="checkbox"
              value={type}
              label={t(TRAINING_TYPE_LABELS[type])}
              {...form.register('trainingTypes')}
            />
          ))}
        </div>
        {errors.trainingTypes && (
          <p
            id="training-types-error"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {errors.trainingTypes.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Detail level`} error={errors.detailLevel?.message}>
          <NativeSelect {...form.register('detailLevel')}>
            {DETAIL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(DETAIL_LEVEL_LABELS[level])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t`Menu style`}
          error={errors.menuStyle?.message}
          hint={t`e.g. casual dining, fine dining, wine bar`}
        >
          <Input autoComplete="off" {...form.register('menuStyle')} />
        </FormField>
      </div>
      <Choice type="checkbox" label={t`Include quizzes`} {...form.register('includeQuizzes')} />
      {includeQuizzes && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t`Questions per module`} error={errors.quizCount?.message}>
            <NativeSelect {...form.register('quizCount', { valueAsNumber: true })}>
              {QUIZ_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t`Quiz difficulty`} error={errors.quizDifficulty?.message}>
            <NativeSelect {...form.register('quizDifficulty')}>
              {QUIZ_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(DIFFICULTY_LABELS[d])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
