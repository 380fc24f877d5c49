import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** Marks a row of the app's sample data: an example, not the restaurant's own (ADR 0026). */
export function SampleBadge() {
  const { t } = useLingui();
  return (
    <Badge variant="outline" className="shrink-0" title={t`Example data, not your restaurant's`}>
      <Trans>Sample</Trans>
    </Badge>
  );
}
