import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useReducer } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { QuizQuestion } from '@/domain/training';
import { initialQuizState, isChecked, isCorrectAnswer, quizReducer, scoreQuiz } from './quiz';
import { ScoreSummary } from './score-summary';
import { TrainingViewHeader } from './view-header';
import { Choice } from '@/components/ui/choice';

type Props = {
  title: string;
  questions: QuizQuestion[];
  onBack: () => void;
  onFinish?: (score: { correct: number; total: number }) => void;
};

export function QuizRunner({ title, questions, onBack, onFinish }: Props) {
  const { t } = useLingui();
  const total = questions.length;
  const [state, dispatch] = useReducer(
    (s: typeof initialQuizState, a: Parameters<typeof quizReducer>[2]) => quizReducer(total, s, a),
    initialQuizState,
  );
  const question = questions[state.index];
  const checked = isChecked(state);
  const answer = state.answers[state.index];
  const last = state.index + 1 >= total;
  const number = state.index + 1;

  const next = () => {
    if (last) onFinish?.(scoreQuiz(questions, state.answers));
    dispatch({ type: 'next' });
  };

  return (
    <Card>
      <TrainingViewHeader title={<Trans>Quiz: {title}</Trans>} onBack={onBack} />
      <CardContent className="grid gap-4">
        {!question ? (
          // Shared with other screens, which may open a module whose quiz is empty.
          <p>
            <Trans>This module has no quiz.</Trans>
          </p>
        ) : state.finished ? (
          <Score
            questions={questions}
            answers={state.answers}
            onRetake={() => dispatch({ type: 'restart' })}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Question {number} of {total}
              </Trans>
            </p>
            <Progress value={(state.index / total) * 100} aria-label={t`Quiz progress`} />
            <fieldset className="grid gap-2" key={state.index}>
              <legend className="mb-3 wrap-break-word text-lg font-semibold">
                {question.question}
              </legend>
              {question.options.map((option, i) => (
                <Choice
                  key={i}
                  type="radio"
                  name={`quiz-question-${state.index}`}
                  label={option}
                  checked={state.selected === i}
                  disabled={checked}
                  onChange={() => dispatch({ type: 'select', option: i })}
                />
              ))}
            </fieldset>
            <div aria-live="polite" role="status">
              {checked && <Feedback question={question} answer={answer} />}
            </div>
            {checked ? (
              <Button className="w-full sm:w-auto sm:justify-self-start" onClick={next}>
                {last ? t`See your score` : t`Next question`}
              </Button>
            ) : (
              <Button
                className="w-full sm:w-auto sm:justify-self-start"
                disabled={state.selected === null}
                onClick={() => dispatch({ type: 'check' })}
              >
                <Trans>Check answer</Trans>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Feedback({ question, answer }: { question: QuizQuestion; answer: number | undefined }) {
  const { t } = useLingui();
  const correct = isCorrectAnswer(question, answer);
  const rightOption = question.options[question.correctAnswer];
  return (
    <div
      className={`grid gap-1 rounded-md border p-3 text-sm ${correct ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-red-300 bg-red-50 text-red-950'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {correct ? (
          <CheckCircle2 className="size-4" aria-hidden />
        ) : (
          <XCircle className="size-4" aria-hidden />
        )}
        {correct ? t`Correct!` : t`Incorrect. The correct answer is: ${rightOption}`}
      </p>
      {question.explanation && <p>{question.explanation}</p>}
    </div>
  );
}

function Score({
  questions,
  answers,
  onRetake,
}: {
  questions: QuizQuestion[];
  answers: number[];
  onRetake: () => void;
}) {
  const { correct, total } = scoreQuiz(questions, answers);
  return (
    <div className="grid gap-4" role="status">
      <ScoreSummary correct={correct} total={total} />
      <Button className="w-full sm:w-auto sm:justify-self-start" onClick={onRetake}>
        <Trans>Retake quiz</Trans>
      </Button>
    </div>
  );
}
