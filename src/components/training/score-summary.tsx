/** A finished quiz's score and what to do next: the manager's quiz and the staff's alike. */
export function ScoreSummary({ correct, total }: { correct: number; total: number }) {
  return (
    <>
      <p className="text-2xl font-bold">
        You scored {correct} of {total}
      </p>
      <p className="text-muted-foreground">
        {correct === total
          ? 'Perfect: you know this module.'
          : 'Read the module again and retake the quiz to improve.'}
      </p>
    </>
  );
}
