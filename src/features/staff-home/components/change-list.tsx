import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Regime } from '@/domain/allergens';
import { isSafetyChange, sortChanges, type ItemChange } from '@/domain/change-set';
import { changeLineIn } from '@/domain/i18n/change-text';
import { menuItemSearch } from '../hooks/use-staff-tab';

/** Safety changes (an allergen fact, a new dish carrying one) first, then the usual kind order. */
function readingOrder(changes: ItemChange[]): ItemChange[] {
  const sorted = sortChanges(changes);
  return [...sorted.filter(isSafetyChange), ...sorted.filter((c) => !isSafetyChange(c))];
}

/**
 * What an update changed, one line per dish and kind, each with the dish's description and a link
 * to it in the menu reference. Allergen changes are marked by an icon and words, not colour alone.
 * The lines are written in the language shown from the change set itself (never translated from
 * the English), allergens named by the glossary of the restaurant's `regime`; dish names and
 * descriptions stay as printed on the menu.
 */
export function ChangeList({ changes, regime }: { changes: ItemChange[]; regime: Regime }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  return (
    <ul className="grid gap-2" aria-label={t`Changes`}>
      {readingOrder(changes).map((c) => {
        const safety = isSafetyChange(c);
        const line = changeLineIn(locale, c, regime);
        return (
          <li
            key={`${c.menuId}:${c.itemId}:${c.kind}`}
            aria-label={safety ? t`Allergen change: ${line}` : line}
            className={`grid gap-1 rounded-md border p-3 text-sm ${safety ? 'border-red-300 bg-red-50 text-red-950' : 'bg-background'}`}
          >
            {safety && (
              <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-red-800">
                <AlertTriangle className="size-4 shrink-0" aria-hidden />
                <Trans>Allergen change</Trans>
              </p>
            )}
            <p className="wrap-break-word font-medium">{line}</p>
            {c.description && (
              <p className="wrap-break-word text-muted-foreground">{c.description}</p>
            )}
            {/* A removed dish is no longer in the menu reference: nothing to link to. */}
            {c.kind !== 'removed' && (
              <Link
                to={{ search: menuItemSearch(c.itemId) }}
                className="inline-flex min-h-11 items-center justify-self-start text-primary underline underline-offset-4 md:min-h-9"
              >
                <Trans>See in menu</Trans>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
