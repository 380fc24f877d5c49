import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MAX_PROMPT_CHARS, type ChangeQuizQuestion } from '@/domain/change-quiz';
import { applyQuestionEdit, MAX_OPTION_CHARS, questionEditError } from '../lib/question-edit';

type Props = {
  question: ChangeQuizQuestion;
  /** 1-based, for the form's name. */
  number: number;
  onSave: (question: ChangeQuizQuestion) => void;
  onCancel: () => void;
};

/** Inline edit of one question: its prompt, its four options and which one is right. */
export function QuestionEditor({ question, number, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [prompt, setPrompt] = useState(question.prompt);
  const [options, setOptions] = useState([...question.options]);
  const [answer, setAnswer] = useState(question.answer);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { prompt, options, answer };
    const problem = questionEditError(fields);
    setError(problem);
    if (!problem) onSave(applyQuestionEdit(question, fields));
  };
  const setOption = (i: number, value: string) =>
    setOptions((list) => list.map((o, j) => (j === i ? value : o)));

  return (
    <form
      aria-label={t`Edit question ${number}`}
      className="grid gap-3"
      onSubmit={submit}
      noValidate
    >
      <FormField label={t`Question`}>
        <Input
          value={prompt}
          maxLength={MAX_PROMPT_CHARS}
          onChange={(e) => setPrompt(e.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Options: pick the correct one</Trans>
        </legend>
        {options.map((option, i) => {
          const n = i + 1;
          return (
            <div key={i} className="flex items-center gap-3">
              <label className="flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  className="size-4 accent-[hsl(var(--primary))]"
                  checked={answer === i}
                  onChange={() => setAnswer(i)}
                />
                <span className="sr-only">
                  <Trans>Option {n} is correct</Trans>
                </span>
              </label>
              <Input
                aria-label={t`Option ${n}`}
                value={option}
                maxLength={MAX_OPTION_CHARS}
                onChange={(e) => setOption(i, e.target.value)}
              />
            </div>
          );
        })}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          <Trans>Save</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
