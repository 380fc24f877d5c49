import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { groupByKind, KIND_HEADING, type ChangeKind, type ItemChange } from '@/domain/change-set';
import { cn } from '@/lib/utils';
import { changeValues } from '../lib/change-rows';

/** The change set of the ticked items, grouped by kind, allergen changes first and marked. */
export function ChangeSetList({ changes }: { changes: ItemChange[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-sm font-semibold">
        What staff will learn
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tick the items this update is about.</p>
      ) : (
        groupByKind(changes).map(([kind, list]) => (
          <KindGroup key={kind} kind={kind} changes={list} />
        ))
      )}
    </section>
  );
}

function KindGroup({ kind, changes }: { kind: ChangeKind; changes: ItemChange[] }) {
  const id = useId();
  const safety = kind === 'allergen';
  return (
    <div
      className={cn(
        'grid gap-1 rounded-md border p-3',
        safety && 'border-red-300 bg-red-50 text-red-950',
      )}
    >
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        {safety && <TriangleAlert className="size-4 shrink-0 text-red-800" aria-hidden />}
        {KIND_HEADING[kind]}
      </h3>
      <ul aria-labelledby={id} className="grid gap-1 text-sm">
        {changes.map((c) => (
          <li key={`${c.menuId}:${c.itemId}:${c.kind}`} className="break-words">
            <ChangeRow change={c} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChangeRow({ change }: { change: ItemChange }) {
  const values = changeValues(change);
  return (
    <>
      <span className="font-medium">{change.name}</span>
      {': '}
      {'text' in values ? (
        values.text
      ) : (
        <>
          <span className="text-muted-foreground">{values.before}</span>
          {' → '}
          <span>{values.after}</span>
        </>
      )}
    </>
  );
}
