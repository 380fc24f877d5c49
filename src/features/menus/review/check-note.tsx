import { Trans, useLingui } from '@lingui/react/macro';
import { reasonText } from './reason-text';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ReviewItem } from '@/domain/import-review';

type Props = { name: string; check: ReviewItem; onConfirm: () => void };

/** Why the import is unsure of a dish, and the one click that says it is right. */
export function CheckNote({ name, check, onConfirm }: Props) {
  const { t } = useLingui();
  const reasons = check.reasons.length
    ? check.reasons.map(reasonText).join('; ')
    : t`the import was unsure`;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white">
        <Trans>Check</Trans>
      </span>
      <span className="min-w-0 flex-1 wrap-break-word">{reasons}</span>
      <Button size="sm" variant="outline" onClick={onConfirm} aria-label={t`Looks right: ${name}`}>
        <Check aria-hidden />
        <Trans>Looks right</Trans>
      </Button>
    </div>
  );
}
