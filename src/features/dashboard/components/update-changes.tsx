import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import {
  changeLine,
  groupByKind,
  KIND_HEADING,
  type ChangeKind,
  type ItemChange,
} from '@/domain/change-set';

/** What an update told staff, grouped by kind with allergen changes first, as staff read it. */
export function UpdateChanges({ changes }: { changes: ItemChange[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Changes
      </h3>
      {groupByKind(changes).map(([kind, list]) => (
        <KindList key={kind} kind={kind} changes={list} />
      ))}
    </section>
  );
}

function KindList({ kind, changes }: { kind: ChangeKind; changes: ItemChange[] }) {
  const id = useId();
  const safety = kind === 'allergen';
  return (
    <div
      className={safety ? 'rounded-md border border-red-300 bg-red-50 p-2 text-red-950' : undefined}
    >
      <h4
        id={id}
        className={`flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide ${safety ? 'text-red-800' : 'text-muted-foreground'}`}
      >
        {safety && <TriangleAlert className="size-4 shrink-0" aria-hidden />}
        {KIND_HEADING[kind]}
      </h4>
      <ul aria-labelledby={id} className="text-sm">
        {changes.map((c) => (
          <li key={`${c.menuId}:${c.itemId}:${c.kind}`} className="break-words">
            {changeLine(c)}
          </li>
        ))}
      </ul>
    </div>
  );
}
