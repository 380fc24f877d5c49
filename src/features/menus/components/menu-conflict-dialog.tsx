import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { ChangeGroups } from '@/components/changes/change-groups';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { MenuSaveConflict } from '@/data/menus';
import type { Regime } from '@/domain/allergens';
import { buildChangeSet } from '@/domain/change-set';
import type { SavedMenu } from '@/domain/menu';
import { mergeMenuItems, resolveMerge, unresolved, type MergeChoice } from '@/domain/menu-merge';
import { mergeAddOns } from '@/domain/menu-merge-add-ons';
import type { EditorDraft } from '@/lib/menu-session';
import type { useMenuDraft } from '../hooks/use-menu-draft';
import { ConflictChoice } from './conflict-choice';

type Props = {
  conflict: MenuSaveConflict;
  /** The editor's unsaved draft. */
  mine: EditorDraft;
  /** The add-ons the draft started from, for their line merge; null when unknown. */
  baseAddOns: EditorDraft['addOns'] | null;
  regime: Regime;
  /** Where focus goes when the dialog closes (the Save button): the control that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
  /** The merged draft, on top of the menu as stored now; the editor saves it. */
  onKeepBoth: (merged: EditorDraft, current: SavedMenu) => void;
  onCancel: () => void;
};

/**
 * A save refused because someone else saved the menu first (ADR 0055): what their save changed,
 * in the notify screen's change lines; each dish both changed, theirs beside mine, to choose
 * from; then Keep both saves their changes with mine on top. Cancel keeps the draft unsaved.
 */
export function MenuConflictDialog(props: Props) {
  const { conflict, mine, baseAddOns, regime, returnFocus, onKeepBoth, onCancel } = props;
  const { t } = useLingui();
  const content = useRef<HTMLDivElement>(null);
  const theirsHeading = useId();
  const bothHeading = useId();
  const { current, base } = conflict;
  const merge = useMemo(
    () => mergeMenuItems(base?.items ?? [], mine.items, current.items),
    [base, mine.items, current.items],
  );
  const theirChanges = useMemo(
    () => (base ? buildChangeSet(current.id, base.items, current.items, regime) : null),
    [base, current, regime],
  );
  const [choices, setChoices] = useState<ReadonlyMap<string, MergeChoice>>(new Map());
  const [tried, setTried] = useState(false);
  const open = unresolved(merge, choices);
  const count = merge.conflicts.length;

  const keepBoth = () => {
    if (open.length > 0) {
      setTried(true);
      content.current
        ?.querySelector<HTMLInputElement>(`[data-conflict="${CSS.escape(open[0]!.key)}"] input`)
        ?.focus();
      return;
    }
    onKeepBoth(
      {
        items: resolveMerge(merge, choices),
        addOns: mergeAddOns(baseAddOns, mine.addOns, current.addOns ?? []),
      },
      current,
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        ref={content}
        className="max-w-2xl"
        // The dialog itself takes focus, so its title and description are read first.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(e) => {
          if (!returnFocus.current) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Someone else saved this menu</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              It was saved in another tab, on another device or by another manager after you opened
              it. Your changes are not saved yet, and nothing is lost.
            </Trans>
          </DialogDescription>
        </DialogHeader>

        <section aria-labelledby={theirsHeading} className="grid gap-2">
          <h3 id={theirsHeading} className="font-semibold">
            <Trans>What the other save changed</Trans>
          </h3>
          {theirChanges === null ? (
            <p className="text-sm text-muted-foreground">
              <Trans>
                The version you started from could not be read, so every dish the two versions
                differ on is listed below to choose from.
              </Trans>
            </p>
          ) : theirChanges.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No dish changed (only the sections' add-ons or the menu's details).</Trans>
            </p>
          ) : (
            <ChangeGroups changes={theirChanges} headingLevel={4} regime={regime} />
          )}
        </section>

        {count > 0 && (
          <section aria-labelledby={bothHeading} className="grid gap-3">
            <h3 id={bothHeading} className="font-semibold">
              {t`${plural(count, { one: '# dish changed on both sides: choose a version', other: '# dishes changed on both sides: choose a version of each' })}`}
            </h3>
            {merge.conflicts.map((c) => (
              <ConflictChoice
                key={c.key}
                conflict={c}
                regime={regime}
                choice={choices.get(c.key)}
                invalid={tried && !choices.has(c.key)}
                onChoose={(choice) => setChoices((old) => new Map(old).set(c.key, choice))}
              />
            ))}
          </section>
        )}

        <p className="text-sm">
          <Trans>Keep both saves the menu with the other save's changes and yours on top.</Trans>
        </p>
        {tried && open.length > 0 && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>Choose a version of each dish changed on both sides.</Trans>
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={keepBoth}>
            <Trans>Keep both</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type DraftProps = {
  draft: ReturnType<typeof useMenuDraft>;
  regime: Regime;
  returnFocus: RefObject<HTMLElement | null>;
  /** After the merged menu was saved. */
  onSaved: () => void;
};

/** The editor's merge dialog, open while a save of its draft is refused as stale. */
export function DraftConflictDialog({ draft, regime, returnFocus, onSaved }: DraftProps) {
  const { conflict, base } = draft;
  if (!conflict) return null;
  // The add-ons the draft started from belong to its base version; another base has none known.
  const baseAddOns = conflict.base && conflict.base.version === base.version ? base.addOns : null;
  return (
    <MenuConflictDialog
      // A new refusal (someone saved yet again) starts its choices afresh.
      key={`${conflict.current.version ?? ''}:${conflict.current.lastSaved}`}
      conflict={conflict}
      mine={{ items: draft.items, addOns: draft.addOns }}
      baseAddOns={baseAddOns}
      regime={regime}
      returnFocus={returnFocus}
      onKeepBoth={(merged, current) =>
        void draft.keepMerged(merged, current).then((saved) => saved && onSaved())
      }
      onCancel={draft.dismissConflict}
    />
  );
}
