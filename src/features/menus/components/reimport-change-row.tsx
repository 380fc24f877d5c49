import { Choice } from '@/components/ui/choice';
import type { ImportChange, ImportField } from '@/domain/reimport-rules';

// No 'Allergens': a file only suggests them, so a re-import never changes one (reimport-rules).
const FIELD_LABEL: Record<ImportField, string> = {
  price: 'Price',
  description: 'Description',
};

const nameOf = (change: ImportChange) =>
  change.kind === 'changed' ? change.name : change.item.name;

/** What accepting the change does, in words: 'new Halibut', 'price change to Burrata', 'removal of Cod'. */
export function changeSummary(change: ImportChange): string {
  if (change.kind === 'new') return `new ${change.item.name}`;
  if (change.kind === 'removed') return `removal of ${change.item.name}`;
  const fields = change.fields.map((f) => f.field);
  const list =
    fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
  return `${list} change to ${change.name}`;
}

/** One change with its accept box; every value is rendered as text, never as HTML. */
export function ReimportChangeRow({
  change,
  accepted,
  onToggle,
}: {
  change: ImportChange;
  accepted: boolean;
  onToggle: (key: string, accepted: boolean) => void;
}) {
  const item = change.kind === 'changed' ? null : change.item;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="break-words font-medium">{nameOf(change)}</p>
        {item && (
          <p className="break-words text-sm text-muted-foreground">
            {[item.category, item.price].filter(Boolean).join(' · ')}
          </p>
        )}
        {change.kind === 'changed' && (
          <ul className="grid gap-1 text-sm">
            {change.fields.map((f) => (
              // One text node, so 'Price $14 → $16' reads and is found as one phrase.
              <li key={f.field} className="break-words">
                {`${FIELD_LABEL[f.field]} ${f.before || 'none'} → ${f.after || 'none'}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Choice
        type="checkbox"
        label="Accept"
        aria-label={`Accept ${changeSummary(change)}`}
        checked={accepted}
        onChange={(e) => onToggle(change.key, e.target.checked)}
        className="shrink-0"
      />
    </li>
  );
}
