import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { SampleBadge } from '@/components/samples/sample-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isSample } from '@/domain/samples';
import type { Special } from '@/domain/special';
import { specialCategoryLabel } from '@/i18n/special-labels';
import type { SpecialStatus } from '@/domain/special-rules';
import { describeRange, SPECIAL_STATUS_LABELS } from '../lib/special-labels';
import { cn } from '@/lib/utils';

const STATUS_STYLES: Record<SpecialStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-900',
  upcoming: 'border-transparent bg-sky-100 text-sky-900',
  expired: 'border-transparent bg-muted text-muted-foreground',
};

type Props = {
  special: Special;
  status: SpecialStatus;
  onEdit: () => void;
  onDelete: () => void;
};

export function SpecialCard({ special, status, onEdit, onDelete }: Props) {
  // A sample is never stored, so an edit would not stick: samples go together (ADR 0026).
  const sample = isSample(special);
  const { t } = useLingui();
  const name = special.name;
  return (
    <li
      aria-label={special.name}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs',
        status === 'expired' && 'bg-muted/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 wrap-break-word font-semibold">{special.name}</h2>
        {special.price && (
          <span className="shrink-0 font-semibold text-primary" data-testid="special-price">
            {special.price}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge className={STATUS_STYLES[status]} data-testid="special-status">
          {SPECIAL_STATUS_LABELS[status]}
        </Badge>
        <Badge variant="outline">{specialCategoryLabel(special.category)}</Badge>
        {sample && <SampleBadge />}
      </div>
      {special.description && (
        <p className="line-clamp-2 wrap-break-word text-sm text-muted-foreground">
          {special.description}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm" data-testid="special-dates">
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>{describeRange(special)}</span>
      </p>
      {sample ? (
        <p className="mt-auto text-xs text-muted-foreground">
          <Trans>Example, not editable</Trans>
        </p>
      ) : (
        <div className="mt-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Pencil aria-hidden />
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={t`Delete ${name}`}
          >
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
