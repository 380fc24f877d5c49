import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { RecordMerge } from '@/domain/record-merge';

type Field<V> = keyof V & string;

type Props<V> = {
  merge: RecordMerge<V>;
  theirs: V;
  mine: V;
  /** Each field's label, as the form shows it. */
  labels: Record<Field<V>, string>;
  /** A value as people read it (a category's name, a date); by default the text itself. */
  show?: (field: Field<V>, value: V[Field<V>]) => string;
  onKeepTheirs: () => void;
  onMineOnTop: () => void;
};

/**
 * Shown in a whole-record form whose save was refused because the record was saved elsewhere
 * since it was opened (ADR 0056): what the other save changed (and what the person typed, where
 * both changed a field), then the two ways on. The person's typed values stay in the form.
 */
export function RecordConflictNotice<V>({
  merge,
  theirs,
  mine,
  labels,
  show,
  onKeepTheirs,
  onMineOnTop,
}: Props<V>) {
  const { t } = useLingui();
  const text = (field: Field<V>, value: V[Field<V>]) => {
    const shown = show ? show(field, value) : value == null ? '' : String(value);
    return shown.trim() ? shown : t`(empty)`;
  };
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-destructive/60 p-3 text-sm">
      <p className="font-semibold">
        <Trans>Someone else changed this since you opened it.</Trans>
      </p>
      <p>
        <Trans>Nothing was saved. What you typed is still in the form.</Trans>
      </p>
      {merge.theirChanges.length > 0 && (
        <dl className="grid gap-2" aria-label={t`What the other save changed`}>
          {merge.theirChanges.map((field) => {
            const their = text(field, theirs[field]);
            const yours = text(field, mine[field]);
            return (
              <div key={field} data-field={field}>
                <dt className="font-medium">{labels[field]}</dt>
                <dd className="wrap-break-word">
                  <Trans>Theirs: {their}</Trans>
                </dd>
                {merge.clashes.includes(field) && (
                  <dd className="wrap-break-word text-muted-foreground">
                    <Trans>Yours: {yours}</Trans>
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      )}
      <p className="text-muted-foreground">
        <Trans>
          Put mine on top keeps every field you changed as you typed it and takes theirs for the
          rest; then save. Keep theirs drops what you typed.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onMineOnTop}>
          <Trans>Put mine on top of theirs</Trans>
        </Button>
        <Button variant="outline" onClick={onKeepTheirs}>
          <Trans>Keep theirs</Trans>
        </Button>
      </div>
    </div>
  );
}
