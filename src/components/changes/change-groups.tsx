import { useLingui } from '@lingui/react';
import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { regimeOrLocale, type Regime } from '@/domain/allergens';
import { groupByKind, type ChangeKind, type ItemChange } from '@/domain/change-set';
import { changeLineIn, kindHeadingIn } from '@/domain/i18n/change-text';
import { currentLocale } from '@/i18n';
import { cn } from '@/lib/utils';

type Props = {
  changes: ItemChange[];
  /** Each group's heading level: one below the heading of the section holding the groups. */
  headingLevel: 3 | 4;
  /** One change as a list item shows it; by default the line staff read, in the language shown. */
  renderChange?: (change: ItemChange) => ReactNode;
  /** The restaurant's allergen rules: they name the allergens of the default lines in Spanish. */
  regime?: Regime;
};

/**
 * A change set grouped by kind under its heading (kindHeadingIn), allergen changes first and marked (icon
 * and colour): on the notify screen, in a sent update and in a menu's history.
 */
export function ChangeGroups({ changes, headingLevel, renderChange, regime }: Props) {
  const rules = regimeOrLocale(regime);
  const render = renderChange ?? ((c: ItemChange) => changeLineIn(currentLocale(), c, rules));
  return (
    <>
      {groupByKind(changes).map(([kind, list]) => (
        <KindGroup
          key={kind}
          kind={kind}
          changes={list}
          headingLevel={headingLevel}
          renderChange={render}
        />
      ))}
    </>
  );
}

function KindGroup({
  kind,
  changes,
  headingLevel,
  renderChange,
}: Required<Omit<Props, 'regime'>> & { kind: ChangeKind }) {
  // Re-rendered when the language changes; the heading in the language shown.
  useLingui();
  const id = useId();
  const safety = kind === 'allergen';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div
      className={cn(
        'grid gap-1 rounded-md border p-3',
        safety && 'border-red-300 bg-red-50 text-red-950',
      )}
    >
      <Heading id={id} className="flex items-center gap-2 text-sm font-semibold">
        {safety && <TriangleAlert className="size-4 shrink-0 text-red-800" aria-hidden />}
        {kindHeadingIn(currentLocale(), kind)}
      </Heading>
      <ul aria-labelledby={id} className="grid gap-1 text-sm">
        {changes.map((c) => (
          <li key={`${c.menuId}:${c.itemId}:${c.kind}`} className="wrap-break-word">
            {renderChange(c)}
          </li>
        ))}
      </ul>
    </div>
  );
}
