import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { classifyForGuest, type LookupDish } from '@/domain/allergen-lookup';
import { REGIME_ALLERGENS, type AllergenId, type Regime } from '@/domain/allergens';
import { allergenLabelIn } from '@/domain/i18n/allergen-glossary';
import type { SavedMenu } from '@/domain/menu';
import { currentLocale } from '@/i18n';
import { notSafeReason, unconfirmedReason } from './guest-reasons';

type Props = {
  menus: SavedMenu[];
  regime: Regime;
  /** The lists' heading level under the caller's own heading. */
  headingLevel?: 2 | 3;
};

function DishList({
  title,
  tone,
  dishes,
  showMenu,
  level,
  note,
}: {
  title: string;
  tone: string;
  dishes: (LookupDish & { reason?: string })[];
  showMenu: boolean;
  level: 2 | 3;
  note?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const count = dishes.length;
  return (
    <section className="grid content-start gap-2 rounded-md border p-3">
      <Heading className={`font-semibold ${tone}`}>
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </Heading>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {dishes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>None</Trans>
        </p>
      ) : (
        <ul aria-label={title} className="grid gap-1.5">
          {dishes.map((d) => (
            <li key={`${d.menuId}:${d.itemId}`} className="text-sm">
              <span className="font-medium">{d.name}</span>
              {showMenu && <span className="text-muted-foreground"> · {d.menuName}</span>}
              {d.reason && <span className="block text-muted-foreground">{d.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Can this guest eat it?': pick what the guest avoids, see every dish of every menu as safe
 * (all confirmed free), not safe (and why) or not confirmed (ask the kitchen).
 */
export function GuestLookup({ menus, regime, headingLevel = 3 }: Props) {
  const { t } = useLingui();
  const [avoids, setAvoids] = useState<AllergenId[]>([]);
  const labelId = useId();
  const result = useMemo(() => classifyForGuest(menus, avoids), [menus, avoids]);
  const showMenu = menus.length > 1;
  const safe = result.safe.length;
  const notSafe = result.notSafe.length;
  const notConfirmed = result.notConfirmed.length;
  const toggle = (id: AllergenId) =>
    setAvoids((old) =>
      old.includes(id)
        ? old.filter((a) => a !== id)
        : // Kept in the law's order, so the reasons read the same whatever was tapped first.
          REGIME_ALLERGENS[regime].filter((a) => a === id || old.includes(a)),
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <p id={labelId} className="font-medium">
          <Trans>Guest avoids:</Trans>
        </p>
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {REGIME_ALLERGENS[regime].map((id) => {
            const on = avoids.includes(id);
            return (
              <Button
                key={id}
                size="sm"
                variant={on ? 'default' : 'outline'}
                aria-pressed={on}
                onClick={() => toggle(id)}
              >
                {on && <Check aria-hidden />}
                {allergenLabelIn(currentLocale(), id, regime)}
              </Button>
            );
          })}
          {avoids.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setAvoids([])}>
              <Trans>Clear</Trans>
            </Button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {avoids.length > 0 && t`${safe} safe, ${notSafe} not safe, ${notConfirmed} not confirmed`}
      </p>
      {menus.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No menus yet.</Trans>
        </p>
      ) : avoids.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Choose what the guest avoids to see which dishes are safe.</Trans>
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <DishList
            title={t`Safe`}
            tone="text-green-800"
            dishes={result.safe}
            showMenu={showMenu}
            level={headingLevel}
          />
          <DishList
            title={t`Not safe`}
            tone="text-red-800"
            dishes={result.notSafe.map((d) => ({ ...d, reason: notSafeReason(d, regime) }))}
            showMenu={showMenu}
            level={headingLevel}
          />
          <DishList
            title={t`Not confirmed`}
            tone="text-amber-900"
            note={t`Ask the kitchen before serving these.`}
            dishes={result.notConfirmed.map((d) => ({
              ...d,
              reason: unconfirmedReason(d, regime),
            }))}
            showMenu={showMenu}
            level={headingLevel}
          />
        </div>
      )}
    </div>
  );
}
