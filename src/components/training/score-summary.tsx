import { Trans, useLingui } from '@lingui/react/macro';

/** A finished quiz's score and what to do next: the manager's quiz and the staff's alike. */
export function ScoreSummary({ correct, total }: { correct: number; total: number }) {
  const { t } = useLingui();
  return (
    <>
      <p className="text-2xl font-bold">
        <Trans>
          You scored {correct} of {total}
        </Trans>
      </p>
      <p className="text-muted-foreground">
        {correct === total
          ? t`Perfect: you know this module.`
          : t`Read the module again and retake the quiz to improve.`}
      </p>
    </>
  );
}
