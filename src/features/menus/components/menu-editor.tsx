import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCategoryFold } from '@/components/menu/use-category-fold';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Regime } from '@/domain/allergens';
import { filterItems } from '@/domain/menu-filter';
import { groupByCategory, moveCategory } from '@/domain/menu-rules';
import { priceFormatter } from '@/domain/price-style';
import { withAddOns } from '@/domain/section-add-ons';
import { useEditorMenu, type EditorMenu } from '../hooks/use-editor-menu';
import { useImportReview } from '../hooks/use-import-review';
import { useMenuDraft } from '../hooks/use-menu-draft';
import { usePendingReimport } from '../hooks/use-pending-reimport';
import { ReviewBar } from '../review/review-bar';
import { ReviewLayout } from '../review/review-layout';
import { FocusedSource } from '../review/focused-source';
import { UncheckedSaveDialog } from '../review/unchecked-save-dialog';
import { UnusedLines } from '../review/unused-lines';
import { useReviewNavigation } from '../review/use-review-navigation';
import { CategorySections } from './category-sections';
import { EditorActionBar } from './editor-action-bar';
import { EditorDialogs, type EditorDialog } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { DraftConflictDialog } from './menu-conflict-dialog';
import { MenuSearch } from './menu-search';
import { ReimportPanel } from './reimport-panel';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useCardActions } from './use-card-actions';

/**
 * `menuId`: the saved menu named in the URL; null for the upload draft. `regime`: the
 * restaurant's allergen rules, which the item dialog asks about.
 */
type Props = { userId: string; restaurantId: string; menuId: string | null; regime: Regime };

export function MenuEditor({ userId, restaurantId, menuId, regime }: Props) {
  const { t } = useLingui();
  const source = useEditorMenu(userId, restaurantId, menuId);
  if (!source) return <Spinner label={t`Loading menu...`} />;
  if ('redirect' in source) return <Navigate to={source.redirect} replace />;
  return (
    <LoadedEditor
      userId={userId}
      restaurantId={restaurantId}
      menuId={menuId}
      regime={regime}
      loaded={source.menu}
    />
  );
}

function LoadedEditor({
  userId,
  restaurantId,
  menuId,
  regime,
  loaded,
}: Props & { loaded: EditorMenu }) {
  const navigate = useNavigate();
  const draft = useMenuDraft(userId, restaurantId, loaded, menuId);
  const { items, dirty } = draft;
  const review = useImportReview(userId, !loaded.id, items);
  const reimport = usePendingReimport(userId, loaded.id);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const [query, setQuery] = useState('');
  const [unusedOpen, setUnusedOpen] = useState(false);
  const fold = useCategoryFold();
  const searching = query.trim() !== '';
  const groups = useMemo(() => groupByCategory(items), [items]);
  const shown = useMemo(
    () => (searching ? groupByCategory(filterItems(items, { query })) : groups),
    [items, groups, query, searching],
  );
  const formatPrice = useMemo(() => priceFormatter(items.map((i) => i.price)), [items]);
  const nav = useReviewNavigation({
    items,
    toCheck: review.toCheck,
    review: review.review,
    fold,
    clearSearch: () => setQuery(''),
    openUnused: () => setUnusedOpen(true),
    undo: () => void draft.undo(),
  });
  const actions = useCardActions({
    items,
    draft,
    review,
    groups,
    setDialog,
    onFocus: nav.onFocusItem,
  });

  // Saving with items still to check asks once: 'Save anyway' / 'Review them'.
  const asked = useRef(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guarded = (run: () => void) => () => {
    if (review.toCheck.length > 0 && !asked.current) setPending(() => run);
    else run();
  };
  const saved = () => review.review && review.end();
  const save = async () => {
    const done = await draft.persist();
    if (done) saved();
    return done;
  };
  // Unsaved edits are saved first, so the update describes what is on the menu.
  const send = async () => {
    if (!draft.dirtyNow.current || (await save())) void navigate(paths.notifications);
  };

  const itemsView = (
    <>
      <MenuSearch
        query={query}
        onChange={setQuery}
        shown={shown.reduce((n, [, list]) => n + list.length, 0)}
        total={items.length}
      />
      <CategorySections
        groups={shown}
        searching={searching}
        formatPrice={formatPrice}
        actions={actions}
        checks={review.checks}
        fold={fold}
        onMove={(category, by) => draft.update(moveCategory(items, category, by))}
        onRename={(category) => setDialog({ kind: 'rename', category })}
        addOns={draft.addOns}
        onAddOnsChange={(category, next, recorded) =>
          draft.updateAddOns(withAddOns(draft.addOns, category, next), recorded)
        }
      />
    </>
  );

  return (
    <div className="pb-28">
      <EditorHeader
        name={loaded.name}
        type={loaded.type}
        count={items.length}
        dirty={dirty}
        canUndo={draft.undoable > 0}
        onUndo={() => draft.undo()}
        onAdd={() => setDialog({ kind: 'new' })}
      />

      {reimport.pending && (
        <div className="mb-6">
          <ReimportPanel
            saved={items}
            imported={reimport.pending.items}
            fileName={reimport.pending.fileName}
            onApply={(next) => {
              draft.update(next);
              reimport.done();
            }}
            onDiscard={reimport.done}
          />
        </div>
      )}

      {review.review ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <ReviewBar
            items={items.length}
            categories={groups.length}
            toCheck={review.toCheck.length}
            onNext={nav.next}
          />
          <UnusedLines
            lines={review.unused}
            open={unusedOpen}
            onOpenChange={setUnusedOpen}
            onIgnore={(line) => review.ignore(line.index)}
            onAdd={(line) => setDialog({ kind: 'new', line })}
          />
          <ReviewLayout
            tab={nav.tab}
            onTab={nav.setTab}
            items={itemsView}
            source={
              <FocusedSource
                review={review.review}
                file={review.file}
                focus={nav.focus}
                onLineSelect={nav.selectLine}
                className="max-h-[calc(100dvh-9rem)] md:max-h-[calc(100dvh-7rem)]"
              />
            }
          />
        </div>
      ) : (
        itemsView
      )}

      <EditorActionBar
        saveRef={saveButton}
        saving={draft.saving}
        onSave={guarded(() => void save())}
        onSend={guarded(() => void send())}
      />

      <UncheckedSaveDialog
        open={pending !== null}
        toCheck={review.toCheck.length}
        onSaveAnyway={() => {
          asked.current = true;
          pending?.();
          setPending(null);
        }}
        onReview={() => setPending(null)}
        onReviewed={nav.next}
      />

      <UnsavedChangesDialog dirty={draft.dirtyNow} onSave={save} onDiscard={draft.discard} />

      <DraftConflictDialog draft={draft} regime={regime} returnFocus={saveButton} onSaved={saved} />

      <EditorDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        items={items}
        categories={groups.map(([c]) => c)}
        regime={regime}
        formatPrice={formatPrice}
        draft={draft}
        review={review}
      />
    </div>
  );
}
