import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, type RefObject } from 'react';
import { ChangeGroups } from '@/components/changes/change-groups';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { AllergenEntry, AllergenState, Regime } from '@/domain/allergens';
import { buildChangeSet } from '@/domain/change-set';
import { allergenLabelIn } from '@/domain/i18n/allergen-glossary';
import { currentLocale } from '@/i18n';
import type { AllergenConflict } from '../hooks/use-allergen-draft';

// The words the item dialog uses in a sentence (one catalog entry each).
const STATE = {
  contains: msg({ message: 'contains', context: 'allergen state' }),
  may_contain: msg({ message: 'may contain', context: 'allergen state' }),
  free: msg({ message: 'free', context: 'allergen state' }),
  not_confirmed: msg({ message: 'not confirmed', context: 'allergen state' }),
} satisfies Record<AllergenState, unknown>;

type Props = {
  conflict: AllergenConflict | null;
  regime: Regime;
  /** The Save button, which had focus before the save: focus goes back there. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/**
 * Says that a menu was saved elsewhere while allergens were being confirmed here: what that save
 * changed (the notify screen's change lines), that the page now shows it with the unsaved edits
 * on top, and every edit that could not simply go on top of it (ADR 0055).
 */
export function AllergenConflictDialog({ conflict, regime, returnFocus, onClose }: Props) {
  const { t, i18n } = useLingui();
  const ids = { theirs: useId(), removed: useId(), clashes: useId() };
  const changes = useMemo(
    () =>
      conflict?.base
        ? buildChangeSet(conflict.current.id, conflict.base.items, conflict.current.items, regime)
        : [],
    [conflict, regime],
  );
  if (!conflict) return null;
  const { menuName, removed, clashes, saved } = conflict;
  const word = (e: AllergenEntry | undefined) => i18n._(STATE[e?.state ?? 'not_confirmed']);
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        className="max-w-lg"
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t`Someone else saved ${menuName}`}</AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              This page now shows that save, with your unsaved changes on top. Check them, then save
              again.
            </Trans>{' '}
            {saved > 0 &&
              t`${plural(saved, { one: '# other menu was saved.', other: '# other menus were saved.' })}`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {changes.length > 0 && (
          <section aria-labelledby={ids.theirs} className="grid gap-2">
            <h3 id={ids.theirs} className="font-semibold">
              <Trans>What the other save changed</Trans>
            </h3>
            <ChangeGroups changes={changes} headingLevel={4} regime={regime} />
          </section>
        )}
        {removed.length > 0 && (
          <section aria-labelledby={ids.removed} className="grid gap-1 text-sm">
            <h3 id={ids.removed} className="font-semibold">
              <Trans>Removed by the other save: your changes to these could not be kept</Trans>
            </h3>
            <ul className="list-disc pl-5">
              {removed.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          </section>
        )}
        {clashes.length > 0 && (
          <section aria-labelledby={ids.clashes} className="grid gap-1 text-sm">
            <h3 id={ids.clashes} className="font-semibold">
              <Trans>Set differently by the other save: yours is shown, not saved yet</Trans>
            </h3>
            <ul className="list-disc pl-5">
              {clashes.map((c) => {
                const dish = c.item.name;
                const allergen = allergenLabelIn(currentLocale(), c.allergen, regime);
                const theirs = word(c.theirs);
                const mine = word(c.mine);
                return (
                  <li key={`${c.item.id}:${c.allergen}`}>
                    {t`${dish}, ${allergen}: they saved ${theirs}; yours is ${mine}`}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <AlertDialogFooter>
          <AlertDialogAction variant="default">
            <Trans>Review changes</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
