import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { i18n } from '@/i18n';
import { Choice } from '@/components/ui/choice';
import type { ImportChange, ImportField } from '@/domain/reimport-rules';

// No 'Allergens': a file only suggests them, so a re-import never changes one (reimport-rules).
const FIELD_LABEL: Record<ImportField, MessageDescriptor> = {
  price: msg`Price`,
  description: msg`Description`,
};
const FIELD_WORD: Record<ImportField, MessageDescriptor> = {
  price: msg`price`,
  description: msg`description`,
};

const nameOf = (change: ImportChange) =>
  change.kind === 'changed' ? change.name : change.item.name;

/** What accepting the change does, in words: 'new Halibut', 'price change to Burrata', 'removal of Cod'. */
export function changeSummary(change: ImportChange): string {
  if (change.kind === 'new') {
    const name = change.item.name;
    return t`new ${name}`;
  }
  if (change.kind === 'removed') {
    const name = change.item.name;
    return t`removal of ${name}`;
  }
  const fields = change.fields.map((f) => i18n._(FIELD_WORD[f.field]));
  const first = fields.slice(0, -1).join(', ');
  const last = fields.at(-1) ?? '';
  const list = fields.length > 1 ? t`${first} and ${last}` : (fields[0] ?? '');
  const name = change.name;
  return t`${list} change to ${name}`;
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
  // Re-rendered when the language changes (the text here is made with `t` as it renders).
  useLingui();
  const item = change.kind === 'changed' ? null : change.item;
  const summary = changeSummary(change);
  const fieldLine = (f: { field: ImportField; before: string; after: string }) => {
    const none = t`none`;
    return `${i18n._(FIELD_LABEL[f.field])} ${f.before || none} → ${f.after || none}`;
  };
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="wrap-break-word font-medium">{nameOf(change)}</p>
        {item && (
          <p className="wrap-break-word text-sm text-muted-foreground">
            {[item.category, item.price].filter(Boolean).join(' · ')}
          </p>
        )}
        {change.kind === 'changed' && (
          <ul className="grid gap-1 text-sm">
            {change.fields.map((f) => (
              // One text node, so 'Price $14 → $16' reads and is found as one phrase.
              <li key={f.field} className="wrap-break-word">
                {fieldLine(f)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Choice
        type="checkbox"
        label={t`Accept`}
        aria-label={t`Accept ${summary}`}
        checked={accepted}
        onChange={(e) => onToggle(change.key, e.target.checked)}
        className="shrink-0"
      />
    </li>
  );
}
