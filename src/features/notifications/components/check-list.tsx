import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NOTIFY_LIST_HEIGHT_PX } from '@/config/constants';

type Row = { id: string; label: ReactNode; detail?: ReactNode };

/** A scrollable list of checkboxes, 280 px high so the send button stays in view, with select-all controls. */
export function CheckList({
  legend,
  testId,
  rows,
  selected,
  onChange,
}: {
  legend: string;
  /** Stays the same in every language, for tests ('Staff' gives 'Staff-list'). */
  testId: string;
  rows: Row[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const count = selected.size;
  const total = rows.length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium" aria-hidden>
          <Trans>
            {legend} ({count} of {total} selected)
          </Trans>
        </p>
        <div className="flex gap-1">
          <button
            type="button"
            className="min-h-11 px-2 text-sm text-primary underline md:min-h-0"
            onClick={() => onChange(new Set(rows.map((r) => r.id)))}
          >
            <Trans>Select all</Trans>
          </button>
          <button
            type="button"
            className="min-h-11 px-2 text-sm text-primary underline md:min-h-0"
            onClick={() => onChange(new Set())}
          >
            <Trans>Clear</Trans>
          </button>
        </div>
      </div>
      <ul
        className="overflow-y-auto rounded-md border"
        style={{ maxHeight: NOTIFY_LIST_HEIGHT_PX }}
        data-testid={`${testId}-list`}
      >
        {rows.map((row) => (
          <li key={row.id} className="border-b last:border-b-0">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-[hsl(var(--primary))]"
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
              />
              <span className="min-w-0">
                <span className="block wrap-break-word">{row.label}</span>
                {row.detail && (
                  <span className="block text-xs text-muted-foreground">{row.detail}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
