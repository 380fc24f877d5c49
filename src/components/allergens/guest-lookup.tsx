import { Check } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  classifyForGuest,
  notSafeReason,
  unconfirmedReason,
  type LookupDish,
} from '@/domain/allergen-lookup';
import { allergenLabel, REGIME_ALLERGENS, type AllergenId, type Regime } from '@/domain/allergens';
import type { SavedMenu } from '@/domain/menu';

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
  return (
    <section className="grid content-start gap-2 rounded-md border p-3">
      <Heading className={`font-semibold ${tone}`}>
        {title} <span className="font-normal text-muted-foreground">({dishes.length})</span>
      </Heading>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {dishes.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
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
  const [avoids, setAvoids] = useState<AllergenId[]>([]);
  const labelId = useId();
  const result = useMemo(() => classifyForGuest(menus, avoids), [menus, avoids]);
  const showMenu = menus.length > 1;
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
          Guest avoids:
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
                {allergenLabel(id, regime)}
              </Button>
            );
          })}
          {avoids.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setAvoids([])}>
              Clear
            </Button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {avoids.length > 0 &&
          `${result.safe.length} safe, ${result.notSafe.length} not safe, ${result.notConfirmed.length} not confirmed`}
      </p>
      {menus.length === 0 ? (
        <p className="text-muted-foreground">No menus yet.</p>
      ) : avoids.length === 0 ? (
        <p className="text-muted-foreground">
          Choose what the guest avoids to see which dishes are safe.
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <DishList
            title="Safe"
            tone="text-green-800"
            dishes={result.safe}
            showMenu={showMenu}
            level={headingLevel}
          />
          <DishList
            title="Not safe"
            tone="text-red-800"
            dishes={result.notSafe.map((d) => ({ ...d, reason: notSafeReason(d) }))}
            showMenu={showMenu}
            level={headingLevel}
          />
          <DishList
            title="Not confirmed"
            tone="text-amber-900"
            note="Ask the kitchen before serving these."
            dishes={result.notConfirmed.map((d) => ({ ...d, reason: unconfirmedReason(d) }))}
            showMenu={showMenu}
            level={headingLevel}
          />
        </div>
      )}
    </div>
  );
}
