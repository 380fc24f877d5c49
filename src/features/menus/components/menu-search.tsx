import { Trans, useLingui } from '@lingui/react/macro';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Props = { query: string; onChange: (query: string) => void; shown: number; total: number };

/** Finds a dish on a long menu by name, description or ingredient. */
export function MenuSearch({ query, onChange, shown, total }: Props) {
  const { t } = useLingui();
  if (total === 0) return null;
  return (
    <div className="mb-2 grid gap-1.5">
      <Label htmlFor="menu-search">
        <Trans>Search items</Trans>
      </Label>
      <Input
        id="menu-search"
        type="search"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t`Dish or ingredient`}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {query.trim() ? t`${shown} of ${total} items` : ''}
      </p>
    </div>
  );
}
